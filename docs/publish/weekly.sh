#!/bin/sh
# Weekly job: import the latest export, rebuild the site (only changed files are touched),
# publish it, and mail the week's report. Edit the settings, then run it from cron or launchd.
set -eu
export PATH="$HOME/.local/bin:/usr/local/bin:/usr/bin:/bin:$PATH"
HEALTH="${HEALTH:-$HOME/health}"    # healthreport.json, healthreport-data/, export.zip and site/ live here
BASE_URL="${BASE_URL:-https://example.com/health/}"
DEST="${DEST:-me@example.com:/var/www/health/}"       # rsync destination (a local folder works too)
TO="${TO:-you@example.com}"
SENDMAIL="${SENDMAIL:-/usr/sbin/sendmail}"

cd "$HEALTH"
# The store keeps what `healthreport add` typed by hand; a newer export replaces only the
# imported figures of the days it covers. Skip the import in weeks without a new export.
if [ -f export.zip ]; then healthreport import export.zip --quiet; fi
healthreport build --base-url "$BASE_URL" --out site --quiet > /dev/null
rsync -a --delete --exclude=.healthreport-site site/ "$DEST"
# or: aws s3 sync site/ s3://my-bucket/health/ --delete --exclude .healthreport-site
healthreport email --to "$TO" --out report.eml --quiet > /dev/null
"$SENDMAIL" -t < report.eml
