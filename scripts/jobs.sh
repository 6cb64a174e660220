# Background jobs for the project's scripts (.ci/run, Tests/browser/run.sh, bench/fuzz.sh):
# sourced, never run. Each job runs in a process group of its own, with its output in a log of
# its own; waiting for a job prints a header line (its name, whether it passed, how long it took
# and when it ended) and then its log whole, so the logs of jobs that run side by side are never
# interleaved. Needs bash 5.1 or later (`wait -n -p`).
#
#   jobs_init DIR           logs go to DIR (made when missing)
#   job_start NAME CMD…     starts CMD (a command or a shell function) in the background
#   job_pool_start N NAME CMD…  the same once fewer than N jobs run, waiting for others first
#   job_wait NAME           waits for that job and prints it; returns its exit code
#   job_wait_any            waits for any running job and prints it; returns its exit code and
#                           leaves its name in JOB_ENDED
#   jobs_wait_all           waits for every running job and prints each
#   jobs_stop               ends every running job's process group (for an EXIT trap)
#
# A job that fails while job_pool_start or jobs_wait_all waits for it is named in the array
# JOB_FAILED; the caller decides what a failure means. Times are the shell's SECONDS.

JOBS_DIR=""
declare -A JOB_PID=()    # name → pid of the running job
declare -A JOB_NAME=()   # pid → name, for the running jobs
declare -A JOB_NUMBER=() # name → number (its log is DIR/NUMBER.log)
JOB_STARTED=()           # number → the second it started at
JOB_FAILED=()
JOB_ENDED=""

jobs_init() {
  JOBS_DIR=$1
  mkdir -p "$JOBS_DIR"
}

job_start() {
  local name=$1
  shift
  local number=${#JOB_NUMBER[@]}
  JOB_NUMBER[$name]=$number
  JOB_STARTED[number]=$SECONDS
  printf '== started: %s (at %d s)\n' "$name" "$SECONDS"
  # Job control on (set -m) gives the job a process group of its own, which jobs_stop ends
  # whole (its builds, browsers and drivers too). The EXIT trap notes when the job ended, also
  # when errexit (inherited) ends it early.
  set -m
  (
    trap 'echo "$SECONDS" >"$JOBS_DIR/'"$number"'.end"' EXIT
    "$@"
  ) >"$JOBS_DIR/$number.log" 2>&1 </dev/null &
  JOB_PID[$name]=$!
  JOB_NAME[$!]=$name
  set +m
}

job_pool_start() {
  local most=$1
  shift
  while [ "${#JOB_NAME[@]}" -ge "$most" ]; do job_wait_any || JOB_FAILED+=("$JOB_ENDED"); done
  job_start "$@"
}

# job_report NAME CODE: the header line and the log of a job that ended.
job_report() {
  local number=${JOB_NUMBER[$1]} verdict=passed ended
  [ "$2" -eq 0 ] || verdict="FAILED (exit $2)"
  ended=$(cat "$JOBS_DIR/$number.end" 2>/dev/null || echo "$SECONDS")
  printf '\n== %s: %s in %d s (ended at %d s)\n' "$1" "$verdict" \
    $((ended - JOB_STARTED[number])) "$ended"
  cat "$JOBS_DIR/$number.log"
}

job_wait() {
  local name=$1 pid=${JOB_PID[$1]} code=0
  wait "$pid" || code=$?
  # Quoted so that unset expands the subscripts itself, once: a name may hold quotes.
  unset 'JOB_NAME[$pid]' 'JOB_PID[$name]'
  job_report "$name" "$code"
  return "$code"
}

job_wait_any() {
  local pid code=0
  wait -n -p pid "${!JOB_NAME[@]}" || code=$?
  JOB_ENDED=${JOB_NAME[$pid]}
  unset 'JOB_NAME[$pid]' 'JOB_PID[$JOB_ENDED]'
  job_report "$JOB_ENDED" "$code"
  return "$code"
}

jobs_wait_all() {
  while [ "${#JOB_NAME[@]}" -gt 0 ]; do job_wait_any || JOB_FAILED+=("$JOB_ENDED"); done
}

jobs_stop() {
  # Quiet: bash may also report, while this runs, that it has no record of an ended job.
  local pid
  for pid in "${!JOB_NAME[@]}"; do kill -- "-$pid" || true; done 2>/dev/null
}
