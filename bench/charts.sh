#!/usr/bin/env bash
# Chart rendering: healthreport against its peers, measured in the same run.
#
#   bench/charts.sh            # needs ../shared/bench (peer_charts.py, data28.json) beside the repo
#
# Installs the peers (pygal, matplotlib, Altair + vl-convert, leather) into .venv-peers on first
# use, runs `healthreport-bench charts`, then the peers, and prints a table with the ratios
# against the faster of pygal and the vl-convert engine (× faster) and against vl-convert alone
# (× vl), and the bytes against vl-convert's SVG.
# The `-picture` rows are the same charts without an annotation for every datum (as the email
# attaches them and week pages older than a year draw them); the peers' SVGs are pictures too.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=../shared/bench
[ -f "$shared/peer_charts.py" ] || { echo "error: $shared/peer_charts.py not found" >&2; exit 66; }
venv=${VENV:-.venv-peers}
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q pygal matplotlib vl-convert-python altair leather
fi
swift build -c release --product healthreport-bench >/dev/null
bin=$(swift build -c release --show-bin-path)/healthreport-bench
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
"$bin" charts --data "$shared/data28.json" | tee "$out/ours.txt"
"$venv/bin/python" "$shared/peer_charts.py" --n 10 --reps 5 --libs pygal,vl-convert-only \
  --out "$out/peers" > "$out/peers.log" 2>&1 || { cat "$out/peers.log"; exit 1; }
python3 - "$out/ours.txt" "$out/peers/peer_charts_results.csv" <<'PY'
import csv, sys
ours = {}
for line in open(sys.argv[1]):
    name, micros, size = line.split()
    ours[name] = (float(micros), int(size))
peers = {}
for row in csv.DictReader(open(sys.argv[2])):
    if row["ms_median"] not in ("", "NA") and row["case"] in ("28d", "3650d"):
        peers[(row["case"], row["chart"], row["library"])] = (float(row["ms_median"]), int(row["bytes"] or 0))
cases = [("steps-28", "28d", "steps"), ("weight-28", "28d", "weight"), ("donut-28", "28d", "donut"),
         ("change-28", "28d", "wchange"), ("steps-28-picture", "28d", "steps"),
         ("weight-28-picture", "28d", "weight"), ("change-28-picture", "28d", "wchange"),
         ("steps-3650", "3650d", "steps"), ("weight-3650", "3650d", "weight")]
print()
print(f"{'case':17} {'ours µs':>9} {'pygal ms':>9} {'vl ms':>7} {'× faster':>9} {'× vl':>6} {'ours B':>8} {'vl B':>7}")
for name, case, chart in cases:
    if name not in ours:
        continue
    micros, size = ours[name]
    pygal = peers.get((case, chart, "pygal"), (float("nan"), 0))
    vl = peers.get((case, chart, "vl-convert-only"), (float("nan"), 0))
    fastest = min(pygal[0], vl[0])
    print(f"{name:17} {micros:9.1f} {pygal[0]:9.2f} {vl[0]:7.2f} {fastest * 1000 / micros:8.0f}× "
          f"{vl[0] * 1000 / micros:5.0f}× {size:8} {vl[1]:7}")
PY
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
