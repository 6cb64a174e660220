#!/usr/bin/env bash
# Remakes the rasterizer's reference images: the demo data's four chart SVG files are written by
# the test suite (RECORD_REFERENCE=1), then librsvg renders each at 2× (rsvg-convert -z 2). Only
# this script needs librsvg (Debian: librsvg2-bin); the tests and the tool do not.
set -euo pipefail
cd "$(dirname "$0")/.."
folder=Tests/ChartRasterTests/__Reference__
RECORD_REFERENCE=1 swift test --filter ReferenceImageTests >/dev/null
for svg in "$folder"/*.svg; do
  rsvg-convert -z 2 -o "${svg%.svg}.png" "$svg"
done
rsvg-convert --version
ls -l "$folder"
