#!/usr/bin/env bash
# Apple Health import benchmark: generates a synthetic export (~200 MB; --large adds ~1 GB),
# warms the page cache, then times in one run, each under /usr/bin/time -v:
#   grep -c HKQuantityTypeIdentifierStepCount   (the floor: one pass over the bytes)
#   healthreport-bench import FILE              (this package's streaming importer)
#   python3 iterparse_steps.py --merge FILE     (standard-library streaming XML parse)
#   healthkit-to-sqlite FILE out.db --xml -s    (if installed; what a user would pick)
# and prints wall time, MB/s, peak RSS and the ratio to grep.
# Usage: bench/import.sh [--large] [--zip] [--keep]   (never run --large in CI)
set -euo pipefail
cd "$(dirname "$0")/.."
shared=../shared
large=0 zip=0 keep=0
for argument in "$@"; do
  case "$argument" in
    --large) large=1 ;;
    --zip) zip=1 ;;
    --keep) keep=1 ;;
    *) echo "usage: bench/import.sh [--large] [--zip] [--keep]" >&2; exit 64 ;;
  esac
done
[ -f "$shared/tools/gen_export.py" ] || { echo "error: $shared/tools/gen_export.py not found" >&2; exit 66; }
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time (GNU time) is needed" >&2; exit 69; }

work=$(mktemp -d)
if [ "$keep" = 1 ]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

swift build -c release --product healthreport-bench >&2
bench=$(swift build -c release --show-bin-path)/healthreport-bench

# FORMAT-apple-health.md: 300 days ≈ 196 MB at the default density.
sizes=("200:306")
[ "$large" = 1 ] && sizes+=("1000:1530")

# measure LABEL FILE COMMAND...: runs COMMAND under /usr/bin/time -v; appends a row to rows.tsv.
measure() {
  local label=$1 file=$2
  shift 2
  local timing="$work/time.txt"
  if ! /usr/bin/time -v -o "$timing" "$@" >"$work/out.txt" 2>"$work/err.txt"; then
    echo "warning: $label failed: $(tail -n 3 "$work/err.txt")" >&2
  fi
  local wall rss bytes
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0;
    for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$timing")
  rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$timing")
  bytes=$(stat -c %s "$file" 2>/dev/null || stat -f %z "$file")
  printf '%s\t%s\t%s\t%s\n' "$label" "$wall" "$rss" "$bytes" >>"$work/rows.tsv"
  sed 's/^/    /' "$work/out.txt" | head -n 12 >&2
}

for size in "${sizes[@]}"; do
  megabytes=${size%%:*} days=${size##*:}
  xml="$work/export-$megabytes.xml"
  echo "== generating ~$megabytes MB ($days days) into $work" >&2
  python3 "$shared/tools/gen_export.py" -q -o "$xml" --days "$days" --start 2023-01-01 --seed 7
  files=("$xml")
  if [ "$zip" = 1 ]; then
    python3 "$shared/tools/gen_export.py" -q -o "$work/export-$megabytes.zip" --zip \
      --days "$days" --start 2023-01-01 --seed 7
    files+=("$work/export-$megabytes.zip")
  fi
  : >"$work/rows.tsv"
  for file in "${files[@]}"; do cat "$file" >/dev/null; done  # warm the page cache
  echo "== timing" >&2
  measure "grep -c StepCount" "$xml" grep -c HKQuantityTypeIdentifierStepCount "$xml"
  measure "healthreport-bench import" "$xml" "$bench" import "$xml"
  if [ "$zip" = 1 ]; then
    measure "healthreport-bench import (zip)" "$work/export-$megabytes.zip" \
      "$bench" import "$work/export-$megabytes.zip"
  fi
  measure "python iterparse --merge" "$xml" python3 "$shared/bench/iterparse_steps.py" --merge "$xml"
  if command -v healthkit-to-sqlite >/dev/null 2>&1; then
    measure "healthkit-to-sqlite" "$xml" healthkit-to-sqlite "$xml" "$work/out.db" --xml -s
  else
    echo "(healthkit-to-sqlite not installed: pip install healthkit-to-sqlite)" >&2
  fi
  echo
  echo "### $(stat -c %s "$xml" 2>/dev/null || stat -f %z "$xml") bytes, $days days"
  awk -F'\t' 'NR == 1 { floor = $2 }
    BEGIN { print "| tool | wall s | MB/s (file) | max RSS MB | × grep |"; print "|---|---|---|---|---|" }
    { rate = ($2 > 0) ? $4 / 1e6 / $2 : 0
      printf "| %s | %.2f | %.0f | %.1f | %.1f× |\n", $1, $2, rate, $3 / 1024, ($2 > 0 && floor > 0) ? $2 / floor : 0 }' \
    "$work/rows.tsv"
done
