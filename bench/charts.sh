#!/usr/bin/env bash
# Chart rendering: healthreport against its peers, measured in the same run.
#
#   bench/charts.sh [--rounds N]   # needs ../shared/bench (peer_charts.py, data28.json)
#
# Installs the peers (pygal, matplotlib, Altair + vl-convert, leather) into .venv-peers on first
# use, then runs N rounds (default 1) of `healthreport-bench charts` followed by the peers
# (pygal and the vl-convert engine), so a drift in the machine's speed touches both alike.
# Prints, per case, the medians over the rounds of our µs and the peers' ms, the ratio against
# the faster of pygal and vl-convert (× faster) and against vl-convert alone (× vl), each as
# the median and the minimum of the rounds' ratios (one round: the same figure twice), and
# the bytes against vl-convert's SVG.
# The `-picture` rows are the same charts without an annotation for every datum (as the email
# attaches them and week pages older than a year draw them); the peers' SVGs are pictures too.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=1
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) shift; rounds=${1:?--rounds needs a number} ;;
    *) echo "usage: bench/charts.sh [--rounds N]" >&2; exit 64 ;;
  esac
  shift
done
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
for round in $(seq 1 "$rounds"); do
  "$bin" charts --data "$shared/data28.json" >"$out/ours-$round.txt"
  "$venv/bin/python" "$shared/peer_charts.py" --n 10 --reps 5 --libs pygal,vl-convert-only \
    --out "$out/peers-$round" >"$out/peers.log" 2>&1 || { cat "$out/peers.log"; exit 1; }
done
python3 - "$out" "$rounds" <<'PY'
import csv, statistics, sys
folder, rounds = sys.argv[1], int(sys.argv[2])
cases = [("steps-28", "28d", "steps"), ("weight-28", "28d", "weight"), ("donut-28", "28d", "donut"),
         ("change-28", "28d", "wchange"), ("steps-28-picture", "28d", "steps"),
         ("weight-28-picture", "28d", "weight"), ("change-28-picture", "28d", "wchange"),
         ("steps-3650", "3650d", "steps"), ("weight-3650", "3650d", "weight")]
rows = {name: [] for name, _, _ in cases}  # per round: (ours µs, pygal ms, vl ms, bytes, vl bytes)
for r in range(1, rounds + 1):
    ours = {}
    for line in open(f"{folder}/ours-{r}.txt"):
        name, micros, size = line.split()
        ours[name] = (float(micros), int(size))
    peers = {}
    for row in csv.DictReader(open(f"{folder}/peers-{r}/peer_charts_results.csv")):
        if row["ms_median"] not in ("", "NA"):
            peers[(row["case"], row["chart"], row["library"])] = (float(row["ms_median"]),
                                                                   int(row["bytes"] or 0))
    for name, case, chart in cases:
        if name in ours:
            pygal = peers.get((case, chart, "pygal"), (float("nan"), 0))
            vl = peers.get((case, chart, "vl-convert-only"), (float("nan"), 0))
            rows[name].append((ours[name][0], pygal[0], vl[0], ours[name][1], vl[1]))
print(f"\n{rounds} round(s); ratios as median (min) over the rounds")
print(f"{'case':17} {'ours µs':>8} {'pygal ms':>8} {'vl ms':>7} {'× faster':>13} {'× vl':>15}"
      f" {'ours B':>7} {'vl B':>7}")
med = statistics.median
for name, _, _ in cases:
    if not rows[name]:
        continue
    r = rows[name]
    faster = [min(p, v) * 1000 / o for o, p, v, _, _ in r]
    by_vl = [v * 1000 / o for o, _, v, _, _ in r]
    print(f"{name:17} {med(x[0] for x in r):8.1f} {med(x[1] for x in r):8.2f}"
          f" {med(x[2] for x in r):7.2f} {med(faster):6.0f}× ({min(faster):3.0f}×)"
          f" {med(by_vl):6.0f}× ({min(by_vl):5.0f}×) {r[-1][3]:7} {r[-1][4]:7}")
PY
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
