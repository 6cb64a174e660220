#!/usr/bin/env bash
# Merge-order benchmark: shows that the step and distance source merge is exact whatever the order
# of the records. Generates a ten-year Apple Health export (3650 days, ~390 MB at --scale 0.05)
# with its ground-truth sidecar, writes a copy whose StepCount and DistanceWalkingRunning records
# are grouped by source (all the Apple Watch's records of each type, then all the iPhone's;
# bench/reorder_by_source.py), runs `healthreport daily` on both under GNU time, and compares
# every day's steps (±1) and distance (±0.001 km) with the sidecar's steps_dedup and
# distance_km_dedup. Prints a Markdown table (wall time, peak RSS, days, mismatched days, merge
# warnings) and the first mismatches; exits 1 on any mismatch, any "approximate"/"may be off"
# warning, or a peak RSS above 64 MB.
# Usage: bench/merge-order.sh [--keep]
set -euo pipefail
cd "$(dirname "$0")/.."
shared=../shared
keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) keep=1 ;;
    *) echo "usage: bench/merge-order.sh [--keep]" >&2; exit 64 ;;
  esac
  shift
done
[ -f "$shared/tools/gen_export.py" ] || { echo "error: $shared/tools/gen_export.py not found" >&2; exit 66; }
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time (GNU time) is needed" >&2; exit 69; }
rss_limit_mb=64

work=$(mktemp -d)
if [ "$keep" = 1 ]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

echo "== generating 3650 days into $work" >&2
start=$(date +%s%N)
python3 "$shared/tools/gen_export.py" -q -o "$work/export.xml" --days 3650 --start 2015-01-01 \
  --seed 11 --scale 0.05
end=$(date +%s%N)
echo "   $(( $(stat -c %s "$work/export.xml") / 1000000 )) MB in $(awk -v ns=$((end - start)) 'BEGIN { printf "%.1f", ns / 1e9 }') s" >&2
echo "== grouping steps and distance by source" >&2
python3 bench/reorder_by_source.py "$work/export.xml" "$work/by-source.xml"

swift build -c release --product healthreport >&2
tool=$(swift build -c release --show-bin-path)/healthreport

# compare TRUTH CSV: prints "DAYS MISMATCHED" on standard output and the first mismatches (the
# truth, then the tool's figure) on standard error. A day missing from either side counts as 0.
compare() {
  python3 - "$1" "$2" <<'EOF'
import csv, json, sys
truth = json.load(open(sys.argv[1], encoding="utf-8"))["days"]
with open(sys.argv[2], newline="", encoding="utf-8") as handle:
    rows = {row["date"]: row for row in csv.DictReader(handle)}
def number(row, key):
    return float(row.get(key) or 0) if row else 0.0
bad = []
for day in sorted(set(truth) | set(rows)):
    want = truth.get(day, {})
    steps, km = want.get("steps_dedup", 0), want.get("distance_km_dedup", 0.0)
    got_steps, got_km = number(rows.get(day), "steps"), number(rows.get(day), "distance_km")
    if abs(got_steps - steps) > 1 or abs(got_km - km) > 0.001 + 1e-9:
        bad.append("   %s: steps %d, got %g; distance %.4f km, got %g (watch and iPhone overlap: %s)"
                   % (day, steps, got_steps, km, got_km, want.get("steps_sources_overlap")))
print(len(set(truth) | set(rows)), len(bad))
for line in bad[:20]:
    print(line, file=sys.stderr)
if len(bad) > 20:
    print("   ... and %d more" % (len(bad) - 20), file=sys.stderr)
EOF
}

cat "$work/export.xml" "$work/by-source.xml" >/dev/null  # warm the page cache
failed=0
rows=()
for pair in "export.xml:as generated (by time)" "by-source.xml:Apple Watch, then iPhone"; do
  file=${pair%%:*} order=${pair#*:}
  name=${file%.xml}
  echo "== healthreport daily $file" >&2
  # in the work folder, without HEALTHREPORT_* variables: no settings file or store applies
  if ! (cd "$work" && env -u HEALTHREPORT_STORE -u HEALTHREPORT_PASSPHRASE \
    /usr/bin/time -f '%e %M' -o "$name.time" "$tool" daily "$file" >"$name.csv" 2>"$name.err"); then
    echo "error: healthreport daily $file failed:" >&2
    sed 's/^/   /' "$work/$name.err" >&2
    exit 1
  fi
  read -r wall kilobytes < <(tail -n 1 "$work/$name.time")
  rss=$(( kilobytes / 1024 ))
  sed 's/^/   /' "$work/$name.err" >&2
  read -r days mismatched < <(compare "$work/export.xml.truth.json" "$work/$name.csv")
  warnings=$(grep -ciE 'approximate|may be off' "$work/$name.err" || true)
  rows+=("| $file | $order | $wall | $rss | $days | $mismatched | $warnings |")
  if [ "$mismatched" -gt 0 ] || [ "$warnings" -gt 0 ] || [ "$kilobytes" -gt $((rss_limit_mb * 1024)) ]; then
    failed=1
  fi
done

echo
echo "| file | records order | wall s | peak RSS MB | days | mismatched days | warnings |"
echo "|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
if [ "$failed" = 1 ]; then
  echo "FAILED: mismatched days, a merge warning or a peak RSS above $rss_limit_mb MB" >&2
  exit 1
fi
