#!/bin/sh
# Weekly job: import what is new (the files Health Auto Export dropped since the last run, the
# newest Health Connect export, and an export.zip if there is one), rebuild the site (only
# changed files are touched), publish it, and mail the week's report. Edit the settings, then
# run it from cron or launchd.
set -eu
export PATH="$HOME/.local/bin:/usr/local/bin:/usr/bin:/bin:$PATH"
HEALTH="${HEALTH:-$HOME/health}"    # healthreport.json, healthreport-data/, export.zip and site/ live here
BASE_URL="${BASE_URL:-https://example.com/health/}"
DEST="${DEST:-me@example.com:/var/www/health/}"       # rsync destination (a local folder works too)
TO="${TO:-you@example.com}"
SENDMAIL="${SENDMAIL:-/usr/sbin/sendmail}"
# The folder Health Auto Export's automation writes its JSON files to; empty for none. On a Mac
# with iCloud Drive, find it in Finder (iCloud Drive, then the app's folder) and drag it into
# a Terminal window to get its path; with Dropbox it is under ~/Dropbox, where you chose.
HAE_FOLDER="${HAE_FOLDER:-}"
# Android: the folder that Health Connect's scheduled export (Health Connect.zip, daily, weekly
# or monthly, to Google Drive or Dropbox) is synced to on this computer; empty for none. Sync it
# with the provider's desktop app, or with rclone (the commented line below).
HC_FOLDER="${HC_FOLDER:-}"

cd "$HEALTH"
if [ -n "$HAE_FOLDER" ]; then
  # Each file is imported once, in name order (a later file corrects an earlier one's days);
  # one that changes (same name, new size or time) is imported again. A file that cannot be
  # read yet (still syncing, cut short) is left for the next run, and the week goes on.
  imported="$HEALTH/.hae-imported"
  touch "$imported"
  find "$HAE_FOLDER" -maxdepth 1 -type f -name '*.json' ! -name '.*' | LC_ALL=C sort |
    while IFS= read -r file; do
      stamp="$(basename "$file") $(wc -c < "$file" | tr -d ' ') $(date -r "$file" +%s)"
      if grep -qxF "$stamp" "$imported"; then continue; fi
      if healthreport import "$file" --quiet; then
        echo "$stamp" >> "$imported"
      else
        echo "weekly.sh: $file not imported; it is tried again next run" >&2
      fi
    done
fi
if [ -n "$HC_FOLDER" ]; then
  # Android. To sync here, with a remote named gdrive made once with `rclone config`:
  # rclone copy gdrive:"Health Connect" "$HC_FOLDER"
  # Each export is a complete snapshot: healthreport reads the newest export in the folder.
  # The same export imported again changes nothing; one that cannot be read (still syncing) is
  # tried again on the next run, and the week goes on.
  if ! healthreport import "$HC_FOLDER" --quiet; then
    echo "weekly.sh: $HC_FOLDER not imported; it is tried again next run" >&2
  fi
fi
# The store keeps what `healthreport add` typed by hand; a newer export replaces only the
# imported figures it has for the days it covers. Skip it in weeks without a new export.
if [ -f export.zip ]; then healthreport import export.zip --quiet; fi
# A private site (docs/privacy.md): keep the passphrase on the first line of a file only you can
# read (chmod 600), outside the site, and set "private": true in healthreport.json so that a
# missing file fails the build instead of publishing the report unsealed.
PASSPHRASE_FILE="${PASSPHRASE_FILE:-$HEALTH/.passphrase}"
if [ -f "$PASSPHRASE_FILE" ]; then set -- --passphrase-file "$PASSPHRASE_FILE"; else set --; fi
healthreport build --base-url "$BASE_URL" --out site --quiet "$@" > /dev/null
rsync -a --delete --exclude=.healthreport-site site/ "$DEST"
# or: aws s3 sync site/ s3://my-bucket/health/ --delete --exclude .healthreport-site
healthreport email --to "$TO" --out report.eml --quiet > /dev/null
"$SENDMAIL" -t < report.eml
