#!/usr/bin/env bash
# Whole-site benchmark: builds the ten-year demo site (--demo-days 3650, about 520 weekly
# reports) with the release binary under /usr/bin/time -v, counts its files and bytes, times a
# plain `cp -r` of the finished site for comparison, and prints the in-memory figure of
# `healthreport-bench site` (SiteGenerator.makePages only, median of 5).
# Usage: bench/site.sh [--days N] [--keep]
set -euo pipefail
cd "$(dirname "$0")/.."
days=3650 keep=0
while [ $# -gt 0 ]; do
  case "$1" in
    --days) days=$2; shift ;;
    --keep) keep=1 ;;
    *) echo "usage: bench/site.sh [--days N] [--keep]" >&2; exit 64 ;;
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

/usr/bin/time -v -o "$work/build.txt" "$bin/healthreport" build --demo --demo-days "$days" \
  --out "$work/site" --quiet >/dev/null
files=$(find "$work/site" -type f | wc -l)
bytes=$(du -sb "$work/site" | cut -f1)
sync
/usr/bin/time -v -o "$work/copy.txt" cp -r "$work/site" "$work/copy"

printf '%-28s %8s s  %8s MB peak\n' "build --demo-days $days" "$(wall "$work/build.txt")" "$(rss "$work/build.txt")"
printf '%-28s %8s s\n' "cp -r of the site" "$(wall "$work/copy.txt")"
printf '%-28s %8s files  %12s bytes\n' "site" "$files" "$bytes"
"$bin/healthreport-bench" site --days "$days"
