#!/usr/bin/env bash
# Browser checks: builds the demo site (and a --select variant) with the release binary and
# checks every page of them in headless Chromium over file:// (Tests/browser/check_site.py) and
# the --select site in headless Firefox over WebDriver BiDi, no driver needed
# (Tests/browser/check_firefox.py), then composes the README screenshots docs/dashboard.png,
# docs/dashboard-dark.png, docs/dashboard-phone.png, docs/weekly.png and docs/weekly-phone.png
# from the real output.
#
#   bash Tests/browser/run.sh            # checks + screenshots into docs/
#   NO_DOCS=1 bash Tests/browser/run.sh  # checks only (docs/ left alone)
#
# Needs python3 (venv), chromium, chromium-driver and firefox-esr (installed with apt when
# missing) and PyPI for selenium and pillow. The virtualenv is kept in .build/browser-venv between runs.
set -euo pipefail
cd "$(dirname "$0")/../.."

SELENIUM_VERSION=4.50.0
PILLOW_VERSION=12.0.0

log() { printf '\n== %s\n' "$*"; }

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$@" >/dev/null
}

command -v chromium >/dev/null 2>&1 || { log "installing chromium"; apt_install chromium; }
command -v chromedriver >/dev/null 2>&1 || { log "installing chromium-driver"; apt_install chromium-driver; }
command -v firefox-esr >/dev/null 2>&1 || { log "installing firefox-esr"; apt_install firefox-esr; }
python3 -c 'import ensurepip, venv' 2>/dev/null || { log "installing python3-venv"; apt_install python3-venv; }

venv=.build/browser-venv
if ! "$venv/bin/python" -c "import selenium, PIL, sys
sys.exit(selenium.__version__ != '$SELENIUM_VERSION' or PIL.__version__ != '$PILLOW_VERSION')" 2>/dev/null; then
  log "python venv with selenium $SELENIUM_VERSION and pillow $PILLOW_VERSION"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check \
    "selenium==$SELENIUM_VERSION" "pillow==$PILLOW_VERSION"
fi
py="$venv/bin/python"

log "demo sites (release build)"
swift build -c release --product healthreport
bin=$(swift build -c release --show-bin-path)/healthreport
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" build --demo --out "$work/site" --quiet >/dev/null
"$bin" build --demo --select 2024-12-09 --out "$work/site-select" --quiet >/dev/null
# Long views over years of data: trends on the dashboard and week pages, three years in review.
"$bin" build --demo --demo-days 800 --out "$work/site-long" --quiet >/dev/null

# Logs a reader may bring: weight only (the dashboard opens on Weight) and one that crosses
# a year (axis labels with the year).
python3 - "$work" <<'PY'
import datetime, sys
def write(name, start, days, steps):
    first = datetime.date.fromisoformat(start)
    with open(f"{sys.argv[1]}/{name}.csv", "w") as f:
        f.write("date,steps,weight\n")
        for i in range(days):
            f.write(f"{first + datetime.timedelta(days=i)},"
                    f"{5000 + (i * 7919) % 6000 if steps else ''},{170 - i / 20:.1f}\n")
write("weight-only", "2024-11-01", 40, False)
write("year-crossing", "2024-12-10", 30, True)
PY
for name in weight-only year-crossing; do
  "$bin" build --input "$work/$name.csv" --out "$work/site-$name" --quiet >/dev/null
done

status=0
log "browser checks: demo site"
"$py" Tests/browser/check_site.py "$work/site" "$work/shots" || status=1
log "browser checks: demo site with --select 2024-12-09"
"$py" Tests/browser/check_site.py "$work/site-select" || status=1
for name in weight-only year-crossing; do
  log "browser checks: every page of a $name log"
  "$py" Tests/browser/check_site.py --pages-only "$work/site-$name" || status=1
done
log "browser checks: long views of 800 days of demo data"
"$py" Tests/browser/check_site.py --long-views "$work/site-long" "$work/shots-long" || status=1
log "browser checks: demo site with --select 2024-12-09 in Firefox"
"$py" Tests/browser/check_firefox.py "$work/site-select" "$work/shots" || status=1

if [ "$status" -ne 0 ]; then
  echo "browser checks failed" >&2
  exit 1
fi
if [ -z "${NO_DOCS:-}" ]; then
  log "README screenshots"
  "$py" Tests/browser/compose_screenshots.py "$work/shots" docs
fi
echo "browser checks passed"
