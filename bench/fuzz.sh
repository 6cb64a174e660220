#!/usr/bin/env bash
# Fuzzing with libFuzzer: builds healthreport-fuzz with -sanitize=fuzzer,address (release, in
# its own scratch folder .build-fuzz so the normal build is left alone), then runs one target
# (or every target in turn) for SECONDS (default 60) or, with FUZZ_RUNS=N, for N executions.
#
# Usage: bench/fuzz.sh TARGET|all [SECONDS] [-- LIBFUZZER-FLAGS…]
#   TARGET: xml zip csv dates site json sealed hc (see Sources/HealthFuzz/FuzzTarget.swift)
# Environment:
#   FUZZ_WORK   scratch folder for the growing corpus, logs and findings
#               (default /tmp/healthreport-fuzz; never inside the repository)
#   FUZZ_RUNS   stop after this many executions instead of after SECONDS
#   FUZZ_RUNS_<target>  the same for one target (FUZZ_RUNS_site=600), overriding FUZZ_RUNS
#   FUZZ_SEED   libFuzzer's random seed (with FUZZ_RUNS the run is the same every time, as CI wants)
#   FUZZ_KEEP=1 keep FUZZ_WORK's corpus from an earlier run (default: start from the seeds)
#   FUZZ_ASAN=0 build without AddressSanitizer (in .build-fuzz-cov): about 3 times the execs/s
#               for the site target, whose code has no unsafe pointers to check
#   FUZZ_JOBS=N with `all`, run up to N targets at a time (default 1; CI uses 2 on its two
#               cores). Each target is its own process with its own corpus folder and log; its
#               summary line is printed when it ends, and any target's finding fails the run.
# Seeds come from Tests/Fuzz/corpus/TARGET (read only); new inputs go to the scratch corpus.
# A crash, hang (>10 s), OOM (>2 GiB) or failed property is written to FUZZ_WORK/TARGET/ as
# crash-*, timeout-* or oom-*: minimise it, add it to Tests/Fuzz/regressions/TARGET/ and fix
# the bug (`swift test` replays every regression input). Exits 1 when anything was found.
# Runs each target in one process at low priority (nice -n 10): the machine is shared. (No
# -jobs: with it libFuzzer forks a child that logs to ./fuzz-N.log.)
set -euo pipefail
cd "$(dirname "$0")/.."

targets="xml zip csv dates site json sealed hc"
usage() { echo "usage: bench/fuzz.sh xml|zip|csv|dates|site|json|sealed|hc|all [SECONDS] [-- FLAGS…]" >&2; exit 64; }
[ $# -ge 1 ] || usage
target=$1
shift
seconds=60
if [ $# -ge 1 ] && [ "$1" != "--" ]; then
  seconds=$1
  shift
fi
[ $# -ge 1 ] && [ "$1" = "--" ] && shift
case " $targets all " in *" $target "*) ;; *) usage ;; esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

work=${FUZZ_WORK:-/tmp/healthreport-fuzz}
mkdir -p "$work"

sanitizers=fuzzer,address scratch=.build-fuzz
if [ "${FUZZ_ASAN:-1}" = 0 ]; then sanitizers=fuzzer scratch=.build-fuzz-cov; fi
echo "== building healthreport-fuzz (release, -sanitize=$sanitizers) in $scratch" >&2
start=$(date +%s)
# lld: gold fails on the ASan runtime's symbols ("internal error in format_file_lineno").
swift build -c release --scratch-path "$scratch" --product healthreport-fuzz \
  -Xswiftc -sanitize="$sanitizers" -Xswiftc -DFUZZING -Xswiftc -use-ld=lld >&2
echo "   built in $(($(date +%s) - start)) s" >&2
binary=$scratch/release/healthreport-fuzz

max_len() {
  case "$1" in
    xml | csv | json) echo 65536 ;;
    zip) echo 16384 ;;
    hc) echo 32768 ;;
    site) echo 4096 ;;
    sealed) echo 8192 ;;
    dates) echo 128 ;;
  esac
}

run_target() {
  # run_target NAME [FLAGS…]: prints one summary line (and any findings); returns 1 when the
  # target found anything or exited non-zero.
  local name=$1 folder="$work/$1"
  shift
  if [ "${FUZZ_KEEP:-0}" != 1 ]; then rm -rf "$folder"; fi
  mkdir -p "$folder/corpus"
  local limit=(-max_total_time="$seconds")
  # FUZZ_RUNS_<target> (FUZZ_RUNS_site=600) overrides FUZZ_RUNS for one target.
  local per_target="FUZZ_RUNS_$name"
  local runs=${!per_target:-${FUZZ_RUNS:-}}
  if [ -n "$runs" ]; then limit=(-runs="$runs"); fi
  local seed=()
  if [ -n "${FUZZ_SEED:-}" ]; then seed=(-seed="$FUZZ_SEED"); fi
  local dict=()
  if [ -f "Tests/Fuzz/$name.dict" ]; then dict=(-dict="Tests/Fuzz/$name.dict"); fi
  local budget="$seconds s"
  if [ -n "$runs" ]; then budget="$runs runs"; fi
  echo "== fuzzing $name ($budget); log $folder/log" >&2
  set +e
  # Swift's own crash backtracer would read memory that ASan guards: libFuzzer reports.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} nice -n 10 "$binary" --target="$name" \
    -rss_limit_mb=2048 -timeout=10 -max_len="$(max_len "$name")" \
    -print_final_stats=1 -artifact_prefix="$folder/" "${dict[@]}" "${seed[@]}" "${limit[@]}" "$@" \
    "$folder/corpus" "Tests/Fuzz/corpus/$name" >"$folder/log" 2>&1
  local code=$?
  set -e
  local runs speed units cover
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$folder/log")
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$folder/log")
  units=$(find "$folder/corpus" -type f | wc -l)
  cover=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$folder/log" | tail -n 1)
  local findings
  findings=$(find "$folder" -maxdepth 1 -type f \
    \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \
    -o -name 'slow-unit-*' \) | sort)
  printf '%-6s %s execs, %s exec/s, %s, %s new corpus files, exit %s\n' \
    "$name" "${runs:-?}" "${speed:-?}" "${cover:-cov ?}" "$units" "$code"
  if [ -n "$findings" ] || [ "$code" -ne 0 ]; then
    grep -E 'ERROR|FUZZ FAILURE|SUMMARY|Fatal error|panic' "$folder/log" | head -n 5 || true
    if [ -n "$findings" ]; then printf '   finding: %s\n' $findings; fi
    return 1
  fi
}

status=0
jobs=${FUZZ_JOBS:-1}
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || usage
if [ "$target" != all ]; then
  run_target "$target" "$@" || status=1
elif [ "$jobs" -eq 1 ]; then
  for name in $targets; do run_target "$name" "$@" || status=1; done
else
  # Up to $jobs targets at a time, each in the background with its summary in its own log,
  # printed whole when it ends (scripts/jobs.sh). The site target, by far the slowest, starts
  # first, so the others run beside it.
  source scripts/jobs.sh
  jobs_init "$work/jobs"
  trap jobs_stop EXIT
  # As in the loop above, run_target runs as the left of `||`: its summary's greps may find
  # nothing without errexit ending it.
  target_job() { run_target "$@" || return 1; }
  for name in site $(printf '%s\n' $targets | grep -vx site); do
    job_pool_start "$jobs" "$name" target_job "$name" "$@"
  done
  jobs_wait_all
  [ "${#JOB_FAILED[@]}" -eq 0 ] || status=1
fi
exit $status
