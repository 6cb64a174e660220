#!/usr/bin/env bash
# Health Connect benchmark (issue 41): makes a four-year Health Connect export with
# bench/gen_hc.py (three apps' steps, distance and energy, a watch's heart-rate series of a
# sample every 5-35 s, about 5.5 million rows, sleep sessions with stages; about 190 MB) in a
# work folder, where it is kept for the next run (its name carries a hash of the generator, so
# a changed generator makes a new one), warms the page cache, then times in one run, --runs
# rounds of each in turn (interleaved, so a drift in the machine's speed touches both alike):
#   (a) healthreport daily FILE.db --quiet > /dev/null
#       (the binary: $HEALTHREPORT_BIN, else .build/release/healthreport, built if missing)
#   (b) the peer: the sqlite3 command line running the obvious group-by queries over the same
#       tables (steps, distance and active energy summed by local day and app; heart-rate
#       samples joined to their parents, averaged by local day and app; sleep stages clipped
#       to their session, summed by session and stage), output to /dev/null
# and prints the file's size and row counts, each command's median and minimum wall time, its
# CPU time and peak RSS (GNU time, or /proc polling where /usr/bin/time is missing), the ratio
# healthreport / peer of the medians, and the issue's goals: at most 2x the peer, a peak of
# 64 MB or less. A healthreport that fails (a build without the Health Connect reader) is
# reported with its message; the peer is timed all the same.
# Usage: bench/hc.sh [--runs N] [--days N] [--work DIR]   (HC_BENCH_POLL=1: peak RSS by /proc polling)
#   --runs N     rounds (default 5)
#   --days N     length of the export (default 1461, four years)
#   --work DIR   the work folder (default bench-out/hc; the export is kept there)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5 days=1461 work=bench-out/hc
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) shift; runs=${1:?--runs needs a number} ;;
    --days) shift; days=${1:?--days needs a number} ;;
    --work) shift; work=${1:?--work needs a folder} ;;
    *) echo "usage: bench/hc.sh [--runs N] [--days N] [--work DIR]" >&2; exit 64 ;;
  esac
  shift
done
command -v sqlite3 >/dev/null || { echo "error: the sqlite3 command line is needed (apt-get install sqlite3)" >&2; exit 69; }
mkdir -p "$work"

# The export, cached under a name that changes with the generator and its arguments.
gen_args=(--days "$days" --start 2022-01-03 --seed 7 --apps samsung,googlefit,fitbit
  --heart-rate watch --no-truth -q)
hash=$(cat bench/gen_hc.py bench/hc_schema.py bench/hc_zones.py <(echo "${gen_args[*]}") \
  | sha1sum | cut -c 1-10)
db="$work/hc-$days-days-$hash.db"
if [ ! -f "$db" ]; then
  echo "== generating $db (once; kept for later runs)" >&2
  rm -f "$work/hc-$days-days-"*.db  # an older generator's
  start=$(date +%s)
  python3 bench/gen_hc.py --out "$db.part.db" "${gen_args[@]}"
  mv "$db.part.db" "$db"
  echo "   $(($(date +%s) - start)) s" >&2
fi

bin=${HEALTHREPORT_BIN:-.build/release/healthreport}
if [ ! -x "$bin" ] && [ -z "${HEALTHREPORT_BIN:-}" ]; then
  echo "== building healthreport (release)" >&2
  swift build -c release --product healthreport >&2 || true
fi

# The peer's queries: what a user with the sqlite3 shell would write.
peer_sql="$work/peer.sql"
cat >"$peer_sql" <<'SQL'
SELECT (start_time + 1000 * start_zone_offset) / 86400000 AS day, app_info_id, sum(count)
  FROM steps_record_table GROUP BY day, app_info_id;
SELECT (start_time + 1000 * start_zone_offset) / 86400000 AS day, app_info_id, sum(distance)
  FROM distance_record_table GROUP BY day, app_info_id;
SELECT (start_time + 1000 * start_zone_offset) / 86400000 AS day, app_info_id, sum(energy)
  FROM active_calories_burned_record_table GROUP BY day, app_info_id;
SELECT (s.epoch_millis + 1000 * p.start_zone_offset) / 86400000 AS day, p.app_info_id,
       avg(s.beats_per_minute), count(*)
  FROM heart_rate_record_series_table AS s
  JOIN heart_rate_record_table AS p ON p.row_id = s.parent_key
  GROUP BY day, p.app_info_id;
SELECT p.row_id, p.app_info_id, t.stage_type,
       sum(min(t.stage_end_time, p.end_time) - max(t.stage_start_time, p.start_time))
  FROM sleep_session_record_table AS p
  JOIN sleep_stages_table AS t ON t.parent_key = p.row_id
  WHERE t.stage_end_time > p.start_time AND t.stage_start_time < p.end_time
  GROUP BY p.row_id, t.stage_type;
SQL

uri="file:$(realpath "$db")?immutable=1"
rows() { sqlite3 "$uri" "SELECT count(*) FROM $1"; }
size=$(stat -c %s "$db" 2>/dev/null || stat -f %z "$db")
echo "== $db: $size bytes ($(awk -v b="$size" 'BEGIN { printf "%.1f", b / 1048576 }') MiB), $days days"
for table in steps_record_table distance_record_table active_calories_burned_record_table \
  heart_rate_record_table heart_rate_record_series_table sleep_session_record_table \
  sleep_stages_table exercise_session_record_table; do
  printf '   %-40s %12s rows\n' "$table" "$(rows "$table")"
done
cat "$db" >/dev/null  # warm the page cache

# measure LABEL OUT COMMAND...: runs COMMAND once with standard output to OUT; appends
# "wall_s cpu_s peak_kb exit" to $work/LABEL.tsv. Peak RSS from GNU time, or from /proc polling.
measure() {
  local label=$1 output=$2 start end status=0 cpu peak
  shift 2
  start=$(date +%s%N)
  if [ -x /usr/bin/time ] && [ -z "${HC_BENCH_POLL:-}" ]; then
    /usr/bin/time -f '%U %S %M' -o "$work/time.txt" "$@" >"$output" 2>"$work/$label.err" \
      || status=$?
    end=$(date +%s%N)
    read -r user system peak < <(tail -n 1 "$work/time.txt")
    cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
  else
    "$@" >"$output" 2>"$work/$label.err" &
    local pid=$! high=0 value
    while kill -0 "$pid" 2>/dev/null; do
      value=$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
      [ -n "$value" ] && [ "$value" -gt "$high" ] && high=$value
      sleep 0.01
    done
    wait "$pid" || status=$?
    end=$(date +%s%N)
    peak=$high cpu=n/a
  fi
  printf '%s %s %s %s\n' "$(awk -v n=$((end - start)) 'BEGIN { printf "%.3f", n / 1e9 }')" \
    "$cpu" "$peak" "$status" >>"$work/$label.tsv"
}

: >"$work/healthreport.tsv"
: >"$work/peer.tsv"
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)
echo "== timing, $runs rounds (load before: $load)" >&2
for ((round = 1; round <= runs; round++)); do
  if [ -x "$bin" ]; then
    measure healthreport /dev/null "$bin" daily "$db" --quiet
  fi
  measure peer /dev/null sqlite3 "$uri" ".read $peer_sql"
done

# median COLUMN FILE: the middle value of a column (POSIX awk and sort only).
median() { cut -d' ' -f"$1" "$2" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# summary LABEL: "median min cpu_median peak_max_kb failures" of LABEL.tsv ("-" when not run).
summary() {
  local file="$work/$1.tsv"
  if [ ! -s "$file" ]; then
    echo "- - - 0 0"
    return
  fi
  printf '%s %s %s %s %s\n' "$(median 1 "$file")" "$(cut -d' ' -f1 "$file" | sort -n | head -n 1)" \
    "$(median 2 "$file")" "$(cut -d' ' -f3 "$file" | sort -n | tail -n 1)" \
    "$(awk '$4 != 0 { n++ } END { print n + 0 }' "$file")"
}
print_row() {  # LABEL COMMAND-TEXT
  local median min cpu peak failed
  read -r median min cpu peak failed < <(summary "$1")
  if [ "$median" = "-" ]; then
    printf '%-12s not run (%s)\n' "$1" "$2"
    return
  fi
  printf '%-12s %8s s median %8s s min %8s s CPU %8s MB peak  %s\n' "$1" "$median" "$min" "$cpu" \
    "$(awk -v k="$peak" 'BEGIN { printf "%.1f", k / 1024 }')" "$2"
}
echo
echo "### healthreport daily against sqlite3 group-by queries ($runs rounds, load before: $load)"
print_row healthreport "$bin daily FILE.db --quiet"
print_row peer "sqlite3 FILE.db \".read $peer_sql\""
read -r hr_median _ _ hr_peak hr_failed < <(summary healthreport)
read -r peer_median _ _ _ _ < <(summary peer)
if [ ! -x "$bin" ]; then
  echo "healthreport: $bin not found (set HEALTHREPORT_BIN); the peer alone was timed"
elif [ "${hr_failed:-0}" -gt 0 ]; then
  echo "healthreport: failed in $hr_failed of $runs rounds: $(tail -n 2 "$work/healthreport.err" | tr '\n' ' ')"
  echo "(until the Health Connect reader exists, daily refuses a .db; the peer's time is above)"
else
  ratio=$(awk -v a="$hr_median" -v b="$peer_median" 'BEGIN { printf "%.2f", a / b }')
  peak_mb=$(awk -v k="$hr_peak" 'BEGIN { printf "%.1f", k / 1024 }')
  verdict() { if awk -v v="$1" -v g="$2" 'BEGIN { exit !(v <= g) }'; then echo "meets"; else echo "misses"; fi; }
  echo "healthreport / peer = ${ratio}x ($(verdict "$ratio" 2) the goal of at most 2x)"
  echo "healthreport peak RSS = $peak_mb MB ($(verdict "$peak_mb" 64) the goal of at most 64 MB)"
fi
printf 'load after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
