#!/usr/bin/env bash
# No-regression benchmark: two release builds of the project, the one before a change (OLD) and
# the one after it (NEW), timed in one run and interleaved round by round, old then new on odd
# rounds and new then old on even ones (so a drift in the machine's speed, or an order effect,
# touches both alike). Each BIN_DIR is a release bin folder holding `healthreport` and
# `healthreport-bench` (`swift build -c release --show-bin-path` of each checkout; the binaries
# find their templates in their own checkout, so keep it until the run ends). Three parts:
#   build    the full ten-year demo build: `healthreport build --demo --demo-days N --out DIR
#            --quiet` into a new folder each round
#   rebuild  the weekly routine: each binary has its own store (the old binary's demo daily.csv
#            imported, so both hold the same data when the new demo has more) and its own site
#            (a first build with --base-url); each round `healthreport add steps S --date D` of
#            one new day (untimed, the same day for both) and the timed `healthreport build`
#            over the previous site; before it, a timed full build of the store into a new
#            folder (the same pages from the same data, where the demo's data may differ)
#   charts   `healthreport-bench charts --data FILE --reps R`, every chart case; a round's
#            figure for a case is that run's median µs
#   instructions  (only when asked: --only instructions; minutes) the same three counted in
#            instructions by valgrind --tool=callgrind, which a busy machine does not move: the
#            build and one rebuild (every thread's instructions), and per chart the difference
#            between `--only CASE --profile 101` and `--profile 1`, over 100; with
#            SWIFT_DETERMINISTIC_HASHING=1, so a run's hash seed does not move the counts. The
#            callgrind files stay in the work folder with --keep (callgrind_annotate FILE). Chart
#            cases only one binary has are left out.
# Wall and CPU (user + system) seconds, to the millisecond, come from bash's `time`. Folders
# are kept until the script ends: on ext4 a file created soon after many were deleted costs
# more (bench/site.sh).
# Prints, per figure, old and new median and min over the rounds, the ratio new / old of the
# medians, whether it is within 5% (a ratio of 0.95 to 1.05; below is "faster"), the load
# average before and after each part, and how many output files differ between the two builds
# (the site's; for the charts, the cases whose SVG size differs): a change of output is
# expected where the change meant one, and worth knowing where it did not.
# Usage: bench/compare.sh OLD_BIN_DIR NEW_BIN_DIR [--runs N] [--days N] [--reps R]
#          [--data FILE] [--only build|rebuild|charts|instructions] [--keep]
#   --runs N     rounds of each part (default 5)
#   --days N     the demo's length for build and rebuild (default 3650, ten years)
#   --reps R     healthreport-bench charts' own repetitions per case (default 31)
#   --data FILE  the peers' 28-day data (default ../shared/bench/data28.json)
#   --only PART  run one part (may be given more than once)
#   --keep       keep the work folder and say where it is
set -euo pipefail
usage="usage: bench/compare.sh OLD_BIN_DIR NEW_BIN_DIR [--runs N] [--days N] [--reps R]
  [--data FILE] [--only build|rebuild|charts|instructions] [--keep]"
cd "$(dirname "$0")/.."
runs=5 days=3650 reps=31 data=../shared/bench/data28.json keep=0 parts="" dirs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) shift; runs=${1:?--runs needs a number} ;;
    --days) shift; days=${1:?--days needs a number} ;;
    --reps) shift; reps=${1:?--reps needs a number} ;;
    --data) shift; data=${1:?--data needs a file} ;;
    --only) shift; parts="$parts ${1:?--only needs build, rebuild, charts or instructions}" ;;
    --keep) keep=1 ;;
    -*) echo "$usage" >&2; exit 64 ;;
    *) dirs+=("$1") ;;
  esac
  shift
done
[ "${#dirs[@]}" = 2 ] || { echo "$usage" >&2; exit 64; }
[ -n "$parts" ] || parts="build rebuild charts"
old=$(cd "${dirs[0]}" && pwd) new=$(cd "${dirs[1]}" && pwd)
for dir in "$old" "$new"; do
  for tool in healthreport healthreport-bench; do
    [ -x "$dir/$tool" ] || { echo "error: $dir/$tool not found" >&2; exit 66; }
  done
done
case " $parts " in
  *" instructions "*) command -v valgrind >/dev/null \
    || { echo "error: valgrind is needed for instructions" >&2; exit 69; } ;;
esac
case " $parts " in
  *" charts "* | *" instructions "*) [ -f "$data" ] \
    || { echo "error: $data not found (--data FILE)" >&2; exit 66; } ;;
esac
[ -f "$data" ] && data=$(cd "$(dirname "$data")" && pwd)/$(basename "$data")

work=$(mktemp -d)
if [ "$keep" = 1 ]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime; }
# timed LABEL COMMAND...: runs COMMAND, output discarded; appends "wall cpu" (seconds, to the
# millisecond: bash's `time`, user + system of the child) to $work/LABEL.tsv.
timed() {
  local label=$1 TIMEFORMAT='%3R %3U %3S'
  shift
  { time "$@" >/dev/null 2>"$work/$label.err"; } 2>"$work/time.txt" || {
    echo "error: $label failed: $*" >&2
    tail -n 5 "$work/$label.err" >&2
    exit 70
  }
  awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' "$work/time.txt" >>"$work/$label.tsv"
}
# in_order ROUND FUNCTION: FUNCTION old then new on odd rounds, new then old on even ones.
in_order() {
  if [ $(($1 % 2)) = 1 ]; then "$2" old "$old" "$1"; "$2" new "$new" "$1"
  else "$2" new "$new" "$1"; "$2" old "$old" "$1"; fi
}
# stats COLUMN FILE: "median min" of a column.
stats() {
  cut -d' ' -f"$1" "$2" | sort -n \
    | awk '{ v[NR] = $1 } END { printf "%s %s\n", v[int((NR + 1) / 2)], v[1] }'
}
# verdict RATIO: within 5%, or how much slower or faster.
verdict() {
  awk -v r="$1" 'BEGIN {
    if (r > 1.05) printf "%.1f%% slower", (r - 1) * 100
    else if (r < 0.95) printf "%.1f%% faster", (1 - r) * 100
    else printf "within 5%%" }'
}
header() {
  printf '%-22s %10s %10s %10s %10s %7s  %s\n' "$1" "old med" "old min" "new med" "new min" \
    "new/old" "verdict"
}
# row NAME UNIT OLD-MEDIAN OLD-MIN NEW-MEDIAN NEW-MIN
row() {
  local ratio
  ratio=$(awk -v a="$5" -v b="$3" 'BEGIN { printf "%.3f", a / b }')
  printf '%-22s %10s %10s %10s %10s %7s  %s\n' "$1 ($2)" "$3" "$4" "$5" "$6" "$ratio" \
    "$(verdict "$ratio")"
}
# compare_tsv NAME LABEL: wall and CPU rows of $work/LABEL-old.tsv against LABEL-new.tsv.
compare_tsv() {
  local om on nm nn
  read -r om on < <(stats 1 "$work/$2-old.tsv")
  read -r nm nn < <(stats 1 "$work/$2-new.tsv")
  row "$1" "wall s" "$om" "$on" "$nm" "$nn"
  read -r om on < <(stats 2 "$work/$2-old.tsv")
  read -r nm nn < <(stats 2 "$work/$2-new.tsv")
  row "$1" "CPU s" "$om" "$on" "$nm" "$nn"
}

echo "old: $old"
echo "new: $new"
echo "$runs rounds, interleaved; load at start: $(load)"

# The demo's daily.csv for the routine's stores, from the old binary: the columns both can read.
if [[ " $parts " == *" rebuild "* || " $parts " == *" instructions "* ]]; then
  "$old/healthreport" build --demo --demo-days "$days" --out "$work/seed" --quiet >/dev/null
fi

if [[ " $parts " == *" build "* ]]; then
  before=$(load)
  build_one() {
    sync
    timed "build-$1" "$2/healthreport" build --demo --demo-days "$days" --out "$work/build-$1-$3" \
      --quiet
  }
  for round in $(seq 1 "$runs"); do in_order "$round" build_one; done
  echo
  echo "### full build, --demo-days $days (load before $before, after $(load))"
  header "figure"
  compare_tsv "build" build
  echo "files that differ between the two builds' sites: $(diff -rq -x .healthreport-site \
    "$work/build-old-1" "$work/build-new-1" | wc -l) of $(find "$work/build-new-1" -type f | wc -l)"
fi

if [[ " $parts " == *" rebuild "* ]]; then
  last=$(tail -n 1 "$work/seed/data/daily.csv" | cut -d, -f1)
  for side in old new; do
    bin=$old
    [ "$side" = new ] && bin=$new
    mkdir -p "$work/$side"
    "$bin/healthreport" import "$work/seed/data/daily.csv" --store "$work/$side/store" --quiet \
      >/dev/null 2>&1
    "$bin/healthreport" build --store "$work/$side/store" --base-url https://example.com/health/ \
      --out "$work/$side/routine" --quiet >/dev/null
  done
  before=$(load)
  rebuild_one() {
    timed "store-$1" "$2/healthreport" build --store "$work/$1/store" \
      --base-url https://example.com/health/ --out "$work/$1/full-$3" --quiet
    "$2/healthreport" add steps $((5000 + $3)) --date "$(date -u -d "$last + $3 day" +%F)" \
      --store "$work/$1/store" >/dev/null
    timed "rebuild-$1" "$2/healthreport" build --store "$work/$1/store" \
      --base-url https://example.com/health/ --out "$work/$1/routine" --quiet
  }
  for round in $(seq 1 "$runs"); do in_order "$round" rebuild_one; done
  echo
  echo "### rebuild after one new day (load before $before, after $(load))"
  header "figure"
  compare_tsv "rebuild" rebuild
  compare_tsv "store build" store
  echo "files that differ between the two sites after the last round: $(diff -rq \
    -x .healthreport-site "$work/old/routine" "$work/new/routine" | wc -l)"
fi

if [[ " $parts " == *" charts "* ]]; then
  before=$(load)
  charts_one() {
    "$2/healthreport-bench" charts --data "$data" --reps "$reps" \
      | awk -v r="$3" '{ print r, $1, $2, $3 }' >>"$work/charts-$1.txt"
  }
  for round in $(seq 1 "$runs"); do in_order "$round" charts_one; done
  echo
  echo "### healthreport-bench charts, µs per chart (load before $before, after $(load))"
  header "case"
  for name in $(awk '{ print $2 }' "$work/charts-new.txt" | awk '!seen[$1]++'); do
    awk -v n="$name" '$2 == n { print $3 }' "$work/charts-old.txt" >"$work/c-old"
    awk -v n="$name" '$2 == n { print $3 }' "$work/charts-new.txt" >"$work/c-new"
    [ -s "$work/c-old" ] || { printf '%-22s only in the new build\n' "$name"; continue; }
    read -r om on < <(stats 1 "$work/c-old")
    read -r nm nn < <(stats 1 "$work/c-new")
    row "$name" "µs" "$om" "$on" "$nm" "$nn"
  done
  echo "cases whose SVG size differs (old -> new bytes): $(join \
    <(awk '$1 == 1 { print $2, $4 }' "$work/charts-old.txt" | sort) \
    <(awk '$1 == 1 { print $2, $4 }' "$work/charts-new.txt" | sort) \
    | awk '$2 != $3 { printf "%s %s -> %s; ", $1, $2, $3; n++ } END { if (!n) print "none" }')"
fi
if [[ " $parts " == *" instructions "* ]]; then
  mkdir -p "$work/cg"
  # instructions NAME COMMAND...: the instructions callgrind counts for COMMAND (every thread).
  instructions() {
    local name=$1
    shift
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
      --callgrind-out-file="$work/cg/$name.out" --log-file="$work/cg/$name.log" "$@" \
      >/dev/null 2>&1 || { echo "error: callgrind of $* failed" >&2; exit 70; }
    awk '/Collected :/ { print $NF }' "$work/cg/$name.log"
  }
  # ratio_row NAME OLD NEW: one row of counts.
  ratio_row() {
    local ratio
    ratio=$(awk -v a="$3" -v b="$2" 'BEGIN { printf "%.4f", a / b }')
    printf '%-30s %14s %14s %8s  %s\n' "$1" "$2" "$3" "$ratio" "$(verdict "$ratio")"
  }
  last=$(tail -n 1 "$work/seed/data/daily.csv" | cut -d, -f1)
  echo
  echo "### instructions (callgrind; load before $(load))"
  printf '%-30s %14s %14s %8s  %s\n' "figure" "old" "new" "new/old" "verdict"
  declare -A count
  for side in old new; do
    bin=$old
    [ "$side" = new ] && bin=$new
    mkdir -p "$work/cg/$side"
    count[build-$side]=$(instructions "build-$side" "$bin/healthreport" build --demo \
      --demo-days "$days" --out "$work/cg/site-$side" --quiet)
    "$bin/healthreport" import "$work/seed/data/daily.csv" --store "$work/cg/$side/store" \
      --quiet >/dev/null 2>&1
    "$bin/healthreport" build --store "$work/cg/$side/store" \
      --base-url https://example.com/health/ --out "$work/cg/$side/routine" --quiet >/dev/null
    "$bin/healthreport" add steps 5000 --date "$(date -u -d "$last + 1 day" +%F)" \
      --store "$work/cg/$side/store" >/dev/null
    count[rebuild-$side]=$(instructions "rebuild-$side" "$bin/healthreport" build \
      --store "$work/cg/$side/store" --base-url https://example.com/health/ \
      --out "$work/cg/$side/routine" --quiet)
  done
  ratio_row build "${count[build-old]}" "${count[build-new]}"
  ratio_row rebuild "${count[rebuild-old]}" "${count[rebuild-new]}"
  # The cases both binaries have (an unknown --only case renders nothing).
  cases() { "$1/healthreport-bench" charts --data "$data" --reps 3 | awk '{ print $1 }' | sort; }
  for name in $(join <(cases "$old") <(cases "$new")); do
    for side in old new; do
      bin=$old
      [ "$side" = new ] && bin=$new
      one=$(instructions "$name-$side-1" "$bin/healthreport-bench" charts --data "$data" \
        --only "$name" --profile 1)
      many=$(instructions "$name-$side-101" "$bin/healthreport-bench" charts --data "$data" \
        --only "$name" --profile 101)
      count[$side]=$(((many - one) / 100))
    done
    ratio_row "$name (per chart)" "${count[old]}" "${count[new]}"
  done
  echo "load after: $(load)"
fi
echo
echo "load at end: $(load)"
