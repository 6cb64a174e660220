#!/usr/bin/env bash
# Whole-site benchmark: builds the ten-year demo site (--demo-days 3650, about 520 weekly
# reports) with the release binary under /usr/bin/time -v, --runs times, each followed by a
# plain `cp -r` of the finished site on the same disk, and prints the medians, their ratio, the
# site's files and bytes, and the in-memory figure of `healthreport-bench site`
# (SiteGenerator.makePages only, median of 5).
# Then the weekly routine through the CLI: the demo's daily CSV imported into a store, a first
# build, and --runs times `healthreport add steps N --date D` of one new day followed by the
# timed `healthreport build` over the previous site; printed as the median wall and CPU seconds
# beside a full build of the same store into an empty folder (median of the same number of
# runs, in the same run) and the load average.
# Usage: bench/site.sh [--days N] [--runs N] [--keep] [--public] (--public: no private-site part)
set -euo pipefail
cd "$(dirname "$0")/.."
days=3650 keep=0 runs=7 public=0
while [ $# -gt 0 ]; do
  case "$1" in
    --days) days=$2; shift ;;
    --runs) runs=$2; shift ;;
    --keep) keep=1 ;;
    --public) public=1 ;;
    *) echo "usage: bench/site.sh [--days N] [--runs N] [--keep] [--public]" >&2; exit 64 ;;
  esac
  shift
done
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time (GNU time) is needed" >&2; exit 69; }

work=$(mktemp -d)
if [ "$keep" = 1 ]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

swift build -c release --product healthreport >&2
swift build -c release --product healthreport-bench >&2
bin=$(swift build -c release --show-bin-path)

# wall TIMING-FILE: the elapsed seconds from /usr/bin/time -v output.
wall() {
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0
    for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.3f", s }' "$1"
}
rss() { awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$1"; }
cpu() { awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.3f", s }' "$1"; }
# median: the middle of the numbers on standard input.
median() { sort -n | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }'; }
# range: the smallest and largest of the numbers on standard input.
range() { sort -n | awk 'NR == 1 { a = $1 } { b = $1 } END { printf "%.3f-%.3f", a, b }'; }

# The full build against `cp -r` of its own output on the same disk, interleaved, --runs times.
# Each run writes new folders, and nothing is deleted until the script ends: on ext4 a file
# created soon after many were deleted costs more (the allocator passes over inodes freed in
# the last minute), which would slow the build and the copy alike and hide their true ratio.
: >"$work/b.wall"; : >"$work/b.cpu"; : >"$work/c.wall"
for i in $(seq 1 "$runs"); do
  sync
  /usr/bin/time -v -o "$work/build.txt" "$bin/healthreport" build --demo --demo-days "$days" \
    --out "$work/site-$i" --quiet >/dev/null
  wall "$work/build.txt" >>"$work/b.wall"; echo >>"$work/b.wall"
  cpu "$work/build.txt" >>"$work/b.cpu"; echo >>"$work/b.cpu"
  sync
  /usr/bin/time -v -o "$work/copy.txt" cp -r "$work/site-$i" "$work/copy-$i"
  wall "$work/copy.txt" >>"$work/c.wall"; echo >>"$work/c.wall"
done
ln -s "site-$runs" "$work/site"
files=$(find "$work/site/" -type f | wc -l)
bytes=$(du -sb "$work/site/" | cut -f1)
build_wall=$(median <"$work/b.wall") copy_wall=$(median <"$work/c.wall")

printf '%-28s %8s s wall %8s s CPU  %8s MB peak  (median of %s; wall %s)\n' \
  "build --demo-days $days" "$build_wall" "$(median <"$work/b.cpu")" "$(rss "$work/build.txt")" \
  "$runs" "$(range <"$work/b.wall")"
printf '%-28s %8s s wall  (wall %s)\n' "cp -r of the site" "$copy_wall" "$(range <"$work/c.wall")"
printf '%-28s %8s × cp -r\n' "build / cp -r" \
  "$(awk -v a="$build_wall" -v b="$copy_wall" 'BEGIN { printf "%.2f", a / b }')"
printf '%-28s %8s files  %12s bytes  (%s MB)\n' "site" "$files" "$bytes" \
  "$(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1e6 }')"
"$bin/healthreport-bench" site --days "$days"

# The weekly routine on a store: one new day, then an incremental rebuild.
hr="$bin/healthreport"
build=(build --store "$work/store" --base-url https://example.com/health/ --quiet)
"$hr" import "$work/site/data/daily.csv" --store "$work/store" --quiet >/dev/null 2>&1
"$hr" "${build[@]}" --out "$work/routine" >/dev/null
last=$(tail -1 "$work/site/data/daily.csv" | cut -d, -f1)
: >"$work/full.wall"; : >"$work/full.cpu"; : >"$work/incr.wall"; : >"$work/incr.cpu"
for i in $(seq 1 "$runs"); do
  /usr/bin/time -v -o "$work/t.txt" "$hr" "${build[@]}" --out "$work/full-$i" >/dev/null
  wall "$work/t.txt" >>"$work/full.wall"; echo >>"$work/full.wall"
  cpu "$work/t.txt" >>"$work/full.cpu"; echo >>"$work/full.cpu"
  "$hr" add steps $((5000 + i)) --date "$(date -u -d "$last + $i day" +%F)" \
    --store "$work/store" >/dev/null
  /usr/bin/time -v -o "$work/t.txt" "$hr" "${build[@]}" --out "$work/routine" >/dev/null
  wall "$work/t.txt" >>"$work/incr.wall"; echo >>"$work/incr.wall"
  cpu "$work/t.txt" >>"$work/incr.cpu"; echo >>"$work/incr.cpu"
done
full_wall=$(median <"$work/full.wall") incr_wall=$(median <"$work/incr.wall")
printf '%-36s %8s s wall %8s s CPU  (median of %s; wall %s)\n' "full build of the store" \
  "$full_wall" "$(median <"$work/full.cpu")" "$runs" "$(range <"$work/full.wall")"
printf '%-36s %8s s wall %8s s CPU  (wall %s; %s of the full build)\n' \
  "rebuild after add of one new day" "$incr_wall" "$(median <"$work/incr.cpu")" \
  "$(range <"$work/incr.wall")" \
  "$(awk -v a="$incr_wall" -v b="$full_wall" 'BEGIN { printf "%.3f", a / b }')"

if [ "$public" = 1 ]; then
  printf '%-36s %s\n' "load average" "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
  exit 0
fi

# A private site (docs/privacy.md): its key derivation against Python's hashlib (OpenSSL) in
# the same run, the ten-year build sealed against the public one above, and the rebuild after
# one new day of a private routine.
export HEALTHREPORT_PASSPHRASE='correct horse battery staple'
kdf=$("$bin/healthreport-bench" kdf --reps 5 | awk '{ print $2 }')
py_kdf=$(python3 -c 'import hashlib, time
t = []
for i in range(5):
    s = time.perf_counter()
    hashlib.pbkdf2_hmac("sha256", b"correct horse battery staple", bytes(range(16)), 600000, 32)
    t.append((time.perf_counter() - s) * 1000)
print("%.1f" % sorted(t)[2])')
printf '%-36s %8s ms  python hashlib %8s ms  ratio %s\n' "key derivation (600,000)" "$kdf" \
  "$py_kdf" "$(awk -v a="$kdf" -v b="$py_kdf" 'BEGIN { printf "%.2f", a / b }')"
: >"$work/pub.wall"; : >"$work/priv.wall"; : >"$work/pub.cpu"; : >"$work/priv.cpu"
for i in $(seq 1 3); do
  env -u HEALTHREPORT_PASSPHRASE /usr/bin/time -v -o "$work/t.txt" "$hr" build --demo \
    --demo-days "$days" --out "$work/pub-$i" --quiet >/dev/null
  wall "$work/t.txt" >>"$work/pub.wall"; echo >>"$work/pub.wall"
  cpu "$work/t.txt" >>"$work/pub.cpu"; echo >>"$work/pub.cpu"
  /usr/bin/time -v -o "$work/t.txt" "$hr" build --demo --demo-days "$days" --out "$work/priv-$i" \
    --quiet >/dev/null
  wall "$work/t.txt" >>"$work/priv.wall"; echo >>"$work/priv.wall"
  cpu "$work/t.txt" >>"$work/priv.cpu"; echo >>"$work/priv.cpu"
done
printf '%-36s %8s s wall %8s s CPU  %6s MB %6s files\n' "public build --demo-days $days" \
  "$(median <"$work/pub.wall")" "$(median <"$work/pub.cpu")" \
  "$(du -sm "$work/pub-1" | cut -f1)" "$(find "$work/pub-1" -type f | wc -l)"
printf '%-36s %8s s wall %8s s CPU  %6s MB %6s files\n' "private build --demo-days $days" \
  "$(median <"$work/priv.wall")" "$(median <"$work/priv.cpu")" \
  "$(du -sm "$work/priv-1" | cut -f1)" "$(find "$work/priv-1" -type f | wc -l)"
"$hr" "${build[@]}" --out "$work/private-routine" >/dev/null 2>&1 || true
: >"$work/pincr.wall"
for i in $(seq 1 "$runs"); do
  "$hr" add steps $((6000 + i)) --date "$(date -u -d "$last + $((runs + i)) day" +%F)" \
    --store "$work/store" >/dev/null
  /usr/bin/time -v -o "$work/t.txt" "$hr" build --store "$work/store" --quiet \
    --out "$work/private-routine" >/dev/null
  wall "$work/t.txt" >>"$work/pincr.wall"; echo >>"$work/pincr.wall"
done
printf '%-36s %8s s wall  (wall %s; one key derivation included)\n' \
  "private rebuild after one new day" "$(median <"$work/pincr.wall")" "$(range <"$work/pincr.wall")"
unset HEALTHREPORT_PASSPHRASE
printf '%-36s %s\n' "load average" "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
