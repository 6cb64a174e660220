#!/usr/bin/env bash
# Import benchmark: generates a synthetic Apple Health export (~200 MB; --large adds ~1 GB) and
# two ~100 MB CSV logs (long `date,metric,value` and wide daily rows; bench/gen_csv.py), warms
# the page cache, then times side by side in one run: RUNS rounds of every command in turn
# (interleaved), the best wall time kept, peak RSS from GNU time:
#   grep -c HKQuantityTypeIdentifierStepCount export.xml   (the floor: one pass over the bytes)
#   healthreport-bench import export.xml                   (the streaming importer, with dedupe)
#   healthreport-bench import export.zip                   (with --zip)
#   python3 iterparse_steps.py --merge export.xml          (standard-library streaming XML parse)
#   healthkit-to-sqlite export.xml out.db --xml -s         (if installed; what a user would pick)
#   with --static, also healthreport-bench built with --static-swift-stdlib (as the CLI is
#   installed: no shared Swift libraries to load at start), and the CLI itself, twice:
#   `healthreport import export.xml` as `swift run -c release` builds it (Swift runtime in
#   shared libraries) and as scripts/install.sh
#   installs it (static Swift runtime, debug information stripped) under a temporary prefix;
#   each into its own store, so every run after the first finds the days unchanged and
#   writes nothing (the parse and the comparison with the store)
# then, on the same export with realistic vitals added (bench/gen_vitals.py: a cuff twice a day
# as a Correlation with its Records repeated at the top level, SpO2 every ~15 min and
# respiratory rate overnight from the Watch, a morning temperature in degF, glucose in
# mmol<…>/L, body fat, weekly VO2 max, mindful sessions), grep -c StepCount and
# healthreport-bench import again (issue #26: the import within 1.6× grep),
#   grep -c , FILE.csv (every row), healthreport-bench import long.csv / wide.csv,
#   awk -F, '{ s += $3 } END { print s }' (a one-column sum, what a shell user would write)
#   and two ~200 MB (--json-mb N) Health Auto Export JSON files (bench/gen_hae.py: minute-level
#   points, one line, as HAE writes it; aggregated, then with --by-source steps, distance and energy
#   unaggregated from an iPhone and a Watch, which the reader merges by source priority):
#   cat FILE (the floor), healthreport-bench import FILE.json, and
#   python3 bench/hae_json_load.py FILE.json (json.load, then steps summed per day)
# and prints wall time, MB/s, CPU time, peak RSS and the ratio to grep on the same file.
# Usage: bench/import.sh [--large] [--zip] [--static] [--keep] [--runs N] [--only json|xml]
#          [--json-mb N]
#   (never run --large in CI; --only json times the JSON file alone; --only xml times the
#   export.xml tables alone, without the Python and healthkit-to-sqlite peers: for iterating)
set -euo pipefail
cd "$(dirname "$0")/.."
shared=../shared
large=0 zip=0 static=0 keep=0 runs=5 only="" json_mb=200
while [ $# -gt 0 ]; do
  case "$1" in
    --large) large=1 ;;
    --zip) zip=1 ;;
    --static) static=1 ;;
    --keep) keep=1 ;;
    --runs) shift; runs=${1:?--runs needs a number} ;;
    --only) shift; only=${1:?--only needs json or xml} ;;
    --json-mb) shift; json_mb=${1:?--json-mb needs a number} ;;
    *) echo "usage: bench/import.sh [--large] [--zip] [--static] [--keep] [--runs N] [--only json|xml] [--json-mb N]" >&2; exit 64 ;;
  esac
  shift
done
[ -f "$shared/tools/gen_export.py" ] || { echo "error: $shared/tools/gen_export.py not found" >&2; exit 66; }
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time (GNU time) is needed" >&2; exit 69; }

work=$(mktemp -d)
if [ "$keep" = 1 ]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

swift build -c release --product healthreport-bench >&2
bench=$(swift build -c release --show-bin-path)/healthreport-bench
if [ "$static" = 1 ]; then
  swift build -c release --product healthreport >&2
  dynamic_cli=$(swift build -c release --show-bin-path)/healthreport
  scripts/install.sh --prefix "$work/prefix" >&2
  static_cli=$work/prefix/bin/healthreport
  # healthreport-bench with the Swift runtime linked in, as the installed CLI is: the same
  # import without the ~10 ms of loading and binding the runtime's shared libraries.
  swift build -c release --product healthreport-bench --static-swift-stdlib \
    --build-path .build/bench-static >&2
  static_bench=$(swift build -c release --build-path .build/bench-static --show-bin-path)/healthreport-bench
  echo "healthreport: $(stat -c %s "$dynamic_cli") bytes as swift run builds it," \
    "$(stat -c %s "$static_cli") bytes installed (static, stripped)" >&2
fi

# plan LABEL FILE COMMAND...: adds COMMAND to the commands the next measure_plan times.
plan_labels=() plan_files=() plan_commands=()
plan() {
  plan_labels+=("$1")
  plan_files+=("$2")
  shift 2
  plan_commands+=("$(printf '%q ' "$@")")
}

# measure_plan: runs the planned commands in turn, $runs rounds (interleaved, so that a drift in
# the machine's speed touches each command alike), each with its output to a file (GNU grep
# stops at the first match when writing to /dev/null); keeps each one's best wall time, its CPU
# time and the largest peak RSS; appends their rows to rows.tsv in the planned order and empties
# the plan.
measure_plan() {
  local count=${#plan_labels[@]} index run start end wall user system kilobytes
  local best=() cpu=() rss=()
  for ((run = 0; run < runs; run++)); do
    for ((index = 0; index < count; index++)); do
      start=$(date +%s%N)
      if ! eval "/usr/bin/time -f '%U %S %M' -o \"\$work/time.txt\" ${plan_commands[index]}" \
        >"$work/out.$index.txt" 2>"$work/err.txt"; then
        echo "warning: ${plan_labels[index]} failed: $(tail -n 3 "$work/err.txt")" >&2
      fi
      end=$(date +%s%N)
      wall=$(( (end - start) / 1000 ))  # microseconds
      read -r user system kilobytes < <(tail -n 1 "$work/time.txt")
      if [ -z "${best[index]:-}" ] || [ "$wall" -lt "${best[index]}" ]; then
        best[index]=$wall
        cpu[index]=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
      fi
      [ "$kilobytes" -gt "${rss[index]:-0}" ] && rss[index]=$kilobytes
    done
  done
  for ((index = 0; index < count; index++)); do
    printf '%s\t%s\t%s\t%s\t%s\n' "${plan_labels[index]}" "${best[index]}" "${cpu[index]}" \
      "${rss[index]}" \
      "$(stat -c %s "${plan_files[index]}" 2>/dev/null || stat -f %z "${plan_files[index]}")" \
      >>"$work/rows.tsv"
    sed 's/^/    /' "$work/out.$index.txt" | head -n 14 | cut -c 1-200 >&2
  done
  plan_labels=() plan_files=() plan_commands=()
}

# table TITLE: prints rows.tsv as a Markdown table (ratios against its first row), then empties it.
table() {
  echo
  echo "### $1 (best of $runs; load before: $load)"
  awk -F'\t' 'NR == 1 { floor = $2 }
    BEGIN { print "| tool | wall s | MB/s (file) | CPU s | max RSS MB | × first row |"; print "|---|---|---|---|---|---|" }
    { seconds = $2 / 1e6; rate = (seconds > 0) ? $5 / 1e6 / seconds : 0
      printf "| %s | %.3f | %.0f | %s | %.1f | %.2f× |\n", $1, seconds, rate, $3, $4 / 1024, (floor > 0) ? $2 / floor : 0 }' \
    "$work/rows.tsv"
  : >"$work/rows.tsv"
}

# FORMAT-apple-health.md: 300 days ≈ 196 MB at the default density.
sizes=("200:306")
[ "$large" = 1 ] && sizes+=("1000:1530")
: >"$work/rows.tsv"

json_section() {
  local json="$work/HealthAutoExport-$json_mb.json" shape
  for shape in aggregated by-source; do
    echo "== generating a ~$json_mb MB Health Auto Export JSON file ($shape points)" >&2
    if [ "$shape" = by-source ]; then
      python3 bench/gen_hae.py "$json" --megabytes "$json_mb" --by-source
    else
      python3 bench/gen_hae.py "$json" --megabytes "$json_mb"
    fi
    cat "$json" >/dev/null
    load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)
    plan "cat (the floor)" "$json" cat "$json"
    plan "healthreport-bench import" "$json" "$bench" import "$json"
    plan "python json.load + sum" "$json" python3 bench/hae_json_load.py "$json"
    measure_plan
    table "$(stat -c %s "$json" 2>/dev/null || stat -f %z "$json") bytes of Health Auto Export JSON, $shape points"
    rm -f "$json"
  done
}
if [ "$only" = json ]; then
  json_section
  exit 0
fi

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
  for file in "${files[@]}"; do cat "$file" >/dev/null; done  # warm the page cache
  load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)
  echo "== timing" >&2
  plan "grep -c StepCount" "$xml" grep -c HKQuantityTypeIdentifierStepCount "$xml"
  plan "healthreport-bench import" "$xml" "$bench" import "$xml"
  if [ "$static" = 1 ]; then
    plan "healthreport-bench import (static runtime)" "$xml" "$static_bench" import "$xml"
    plan "healthreport import (swift run -c release)" "$xml" \
      "$dynamic_cli" import "$xml" --store "$work/store-dynamic" --quiet
    plan "healthreport import (installed, static)" "$xml" \
      "$static_cli" import "$xml" --store "$work/store-static" --quiet
  fi
  if [ "$zip" = 1 ]; then
    plan "healthreport-bench import (zip)" "$work/export-$megabytes.zip" \
      "$bench" import "$work/export-$megabytes.zip"
  fi
  if [ "$only" = xml ]; then
    :  # the peers take seconds a run
  elif [ -f "$shared/bench/iterparse_steps.py" ]; then
    plan "python iterparse --merge" "$xml" python3 "$shared/bench/iterparse_steps.py" --merge "$xml"
  fi
  if [ "$only" = xml ]; then
    :
  elif command -v healthkit-to-sqlite >/dev/null 2>&1; then
    plan "healthkit-to-sqlite" "$xml" healthkit-to-sqlite "$xml" "$work/out.db" --xml -s
  else
    echo "(healthkit-to-sqlite not installed: pip install healthkit-to-sqlite)" >&2
  fi
  measure_plan
  table "$(stat -c %s "$xml" 2>/dev/null || stat -f %z "$xml") bytes of export.xml, $days days"
  rm -f "$work/export-$megabytes.zip"
  # The same export with vitals (in place: the tail after </HealthData> is rewritten).
  echo "== adding vitals (bench/gen_vitals.py)" >&2
  python3 bench/gen_vitals.py "$xml" --days "$days" --start 2023-01-01 --seed 7
  cat "$xml" >/dev/null
  load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)
  echo "== timing (with vitals)" >&2
  plan "grep -c StepCount" "$xml" grep -c HKQuantityTypeIdentifierStepCount "$xml"
  plan "healthreport-bench import" "$xml" "$bench" import "$xml"
  if [ "$static" = 1 ]; then
    plan "healthreport-bench import (static runtime)" "$xml" "$static_bench" import "$xml"
  fi
  measure_plan
  ratio=$(awk -F'\t' 'NR == 1 { floor = $2 } NR == 2 && floor > 0 { printf "%.2f", $2 / floor }' \
    "$work/rows.tsv")
  table "$(stat -c %s "$xml" 2>/dev/null || stat -f %z "$xml") bytes of export.xml with vitals, $days days"
  echo
  echo "vitals export: healthreport-bench import / grep -c = ${ratio:-?}× (goal: at most 1.6×)"
  rm -f "$xml"
done
[ "$only" = xml ] && exit 0

echo "== generating ~100 MB CSV logs (long and wide, 10 years)" >&2
python3 bench/gen_csv.py "$work/long.csv" --megabytes 100
python3 bench/gen_csv.py "$work/wide.csv" --megabytes 100 --wide
cat "$work/long.csv" "$work/wide.csv" >/dev/null
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)
for shape in long wide; do
  csv="$work/$shape.csv"
  plan "grep -c , (every row)" "$csv" grep -c , "$csv"
  plan "healthreport-bench import" "$csv" "$bench" import "$csv"
  plan "awk one-column sum" "$csv" awk -F, '{ s += $3 } END { print s }' "$csv"
  measure_plan
  table "$(stat -c %s "$csv" 2>/dev/null || stat -f %z "$csv") bytes of $shape CSV, 3650 days"
done

json_section
