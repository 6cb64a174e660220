#!/usr/bin/env bash
# Regenerates Tests/Fixtures/generated/ with the realistic export generator of the sibling
# shared/ folder (shared/tools/gen_export.py). The tests only read the committed files: a clone
# of the repository alone runs `swift test`. Each export is stored zipped (the importers read
# export.zip directly) with the generator's ground-truth sidecar beside it.
set -euo pipefail
cd "$(dirname "$0")/../Tests/Fixtures/generated"
generator=${GEN_EXPORT:-../../../../shared/tools/gen_export.py}
gen() { # gen NAME ARGS...: NAME.zip and NAME.truth.json
  local name=$1
  shift
  python3 "$generator" -q --zip -o "$name.zip" "$@"
  mv "$name.zip.truth.json" "$name.truth.json"
}
gen windows --days 70 --scale 0.1 --seed 11
gen truth0 --tz us-pacific --start 2023-03-01 --days 30 --seed 1 --scale 0.1
gen truth1 --tz eu-central --start 2023-10-15 --days 30 --units metric --scale 0.1
gen truth2 --tz au-sydney --start 2023-03-20 --days 30 --weight-unit mixed --scale 0.1
gen truth3 --tz uk --start 2023-03-20 --days 20 --faults vt,ios16dtd --scale 0.1
gen truth4 --tz in --days 30 --phone-only-fraction 0.5 --seed 3 --scale 0.1
gen truth5 --tz us-eastern --start 2023-11-01 --days 20 --phone-only-fraction 0 --units metric \
  --weight-unit lb --scale 0.1
gen truncated --days 20 --scale 0.1 --seed 5
gen small --days 20 --scale 0.1 --seed 7
gen tiny --days 3 --scale 0.1 --seed 11
ls -l
