#!/usr/bin/env bash
# Regenerates Tests/Fixtures/health-connect/: small Health Connect exports made by
# bench/gen_hc.py (each with its ground-truth sidecar NAME.truth.json, from bench/hc_truth.py),
# exports with one trait each (column order, unknown tables, a newer user_version, no priority
# table, bad rows) and bad files. The tests only read the committed files. Every file is
# byte-reproducible: fixed seeds, a fixed page size, no clock; running this again gives the same
# bytes (on the same SQLite and zlib; `git status` shows what a different library changed).
# Usage: bench/make-hc-fixtures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=Tests/Fixtures/health-connect
mkdir -p "$out"
rm -f "$out"/*.db "$out"/*.zip "$out"/*.truth.json  # README.md stays
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gen() { python3 bench/gen_hc.py -q --compact --page-size 512 --seed 41 "$@"; }

# The realistic export: 30 days from 2026-03-20 (summer time on 29 March, a week in Seoul from
# 2 April), every app and table; the same database zipped as the phone writes it.
gen --out "$out/small.db" --days 30
gen --out "$out/Health Connect.zip" --days 30
rm "$out/Health Connect.truth.json"  # the same as small.truth.json
python3 - "$out" <<'EOF'
import sys, zipfile
folder = sys.argv[1]
with zipfile.ZipFile(f"{folder}/Health Connect.zip") as archive:
    assert archive.namelist() == ["health_connect_export.db"], archive.namelist()
    inner = archive.read("health_connect_export.db")
assert inner == open(f"{folder}/small.db", "rb").read(), "the zip's database differs from small.db"
EOF

# One trait each, on 3 days across the change to summer time (28-30 March).
# (Seed 46: the first whose 3 days have rows in every record table.)
three=(--days 3 --start 2026-03-28 --seed 46)
gen --out "$out/shuffled-columns.db" "${three[@]}" --shuffle-columns
gen --out "$out/unknown-tables.db" "${three[@]}" --unknown-tables
gen --out "$out/newer-version.db" "${three[@]}" --user-version 99
gen --out "$out/no-priority.db" "${three[@]}" --no-priority
python3 - "$out" <<'EOF'
import json, sys
folder = sys.argv[1]
def days(name):
    return json.load(open(f"{folder}/{name}.truth.json"))["days"]
# Column order and user_version change nothing; the same days.
assert days("shuffled-columns") == days("newer-version"), "shuffled columns changed the truth"
EOF

# Bad rows: the 3-day export with rows each reader must skip (and name), and orphans.
gen --out "$out/bad-rows.db" "${three[@]}"
python3 - "$out/bad-rows.db" <<'EOF'
import random, sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
rng = random.Random(41)

def columns(table):
    # Insertable columns (PRAGMA table_info leaves out generated ones).
    return [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]

def clone(table, where, **changes):
    """A copy of the first row matching `where`, with a new uuid, row_id and the changes."""
    names = columns(table)
    found = connection.execute(
        f"SELECT {', '.join(names)} FROM {table} WHERE {where} ORDER BY row_id LIMIT 1").fetchone()
    assert found, f"no row of {table} where {where}"
    row = dict(zip(names, found))
    row.update(row_id=None, uuid=rng.getrandbits(128).to_bytes(16, "big"), dedupe_hash=None,
               client_record_id=None, **changes)
    marks = ", ".join("?" for _ in names)
    connection.execute(f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})",
                       [row[name] for name in names])

busy = "app_info_id = 1 AND typeof(count) = 'integer' AND count > 500"  # a watch record in a walk: others overlap it
clone("steps_record_table", busy, count=None, last_modified_time=1900000000000)
clone("steps_record_table", busy, count="twelve", last_modified_time=1900000000000)
clone("steps_record_table", busy, start_zone_offset=7200000, end_zone_offset=7200000)
clone("distance_record_table", "app_info_id = 1",
      end_time=connection.execute("SELECT min(start_time) - 60000 FROM distance_record_table "
                                  "WHERE app_info_id = 1").fetchone()[0])
# 80 g of body weight (grams mistaken for kilograms), the day's last reading.
clone("weight_record_table", "app_info_id = 6", weight=80.0,
      time=connection.execute("SELECT time + 14 * 3600000 FROM weight_record_table "
                              "WHERE app_info_id = 6 ORDER BY row_id LIMIT 1").fetchone()[0])
clone("blood_pressure_record_table", "1", systolic="high")
clone("oxygen_saturation_record_table", "1", time=None)
clone("exercise_session_record_table", "1",
      end_time=connection.execute("SELECT start_time + 30 * 3600000 FROM "
                                  "exercise_session_record_table ORDER BY row_id LIMIT 1").fetchone()[0])
clone("mindfulness_session_record_table", "1",
      end_time=connection.execute("SELECT start_time - 1 FROM mindfulness_session_record_table "
                                  "ORDER BY row_id LIMIT 1").fetchone()[0])
# A heart-rate sample beyond the limits, on a real parent.
parent, millis = connection.execute(
    "SELECT parent_key, epoch_millis FROM heart_rate_record_series_table LIMIT 1").fetchone()
connection.execute("INSERT INTO heart_rate_record_series_table (parent_key, beats_per_minute, "
                   "epoch_millis) VALUES (?, 400, ?)", (parent, millis + 1))
# Children whose parent does not exist.
connection.executemany(
    "INSERT INTO heart_rate_record_series_table (parent_key, beats_per_minute, epoch_millis) "
    "VALUES (999999, 250, ?)", [(millis + 1000 * i,) for i in range(5)])
start = connection.execute("SELECT min(start_time) FROM sleep_session_record_table").fetchone()[0]
connection.executemany(
    "INSERT INTO sleep_stages_table (parent_key, stage_start_time, stage_end_time, stage_type) "
    "VALUES (999999, ?, ?, 1)", [(start + 3600000 * i, start + 3600000 * (i + 1)) for i in range(3)])
connection.close()
EOF
python3 bench/gen_hc.py --truth-only "$out/bad-rows.db"

# Bad files. A tiny valid export to break: 2 days, two apps, five of the record tables.
python3 bench/gen_hc.py -q --compact --page-size 512 --seed 41 --days 2 --start 2026-03-27 \
  --apps samsung,googlefit --no-truth --out "$work/tiny.db" \
  --tables steps_record_table,distance_record_table,weight_record_table,sleep_session_record_table,sleep_stages_table
python3 - "$out" "$work/tiny.db" <<'EOF'
import random, shutil, sqlite3, struct, sys, zipfile
folder, tiny = sys.argv[1], sys.argv[2]
rng = random.Random(41)
data = open(tiny, "rb").read()

# Not SQLite at all, a text file, an empty file.
open(f"{folder}/not-sqlite.db", "wb").write(bytes(rng.getrandbits(8) for _ in range(4096)))
open(f"{folder}/text.db", "w").write("date,steps\n2026-03-27,8532\n2026-03-28,10212\n")
open(f"{folder}/empty.db", "wb").close()

# Truncated: cut in the middle of a page, past the schema.
open(f"{folder}/truncated.db", "wb").write(data[: len(data) // 2 + 100])

# A corrupt page in the middle of steps_record_table: a leaf page's type byte is overwritten,
# so the schema and the other tables read, and SQLite finds it only while reading that table.
def leaves(buffer, page_size, page):
    offset = page_size * (page - 1) + (100 if page == 1 else 0)
    kind = buffer[offset]
    if kind == 0x0D:
        return [page]
    assert kind == 0x05, f"page {page}: type {kind}"
    cells = struct.unpack(">H", buffer[offset + 3:offset + 5])[0]
    right = struct.unpack(">I", buffer[offset + 8:offset + 12])[0]
    found = []
    for index in range(cells):
        pointer = struct.unpack(">H", buffer[offset + 12 + 2 * index:offset + 14 + 2 * index])[0]
        child = struct.unpack(">I", buffer[page_size * (page - 1) + pointer:][:4])[0]
        found += leaves(buffer, page_size, child)
    return found + leaves(buffer, page_size, right)

page_size = struct.unpack(">H", data[16:18])[0]
connection = sqlite3.connect(tiny)
root = connection.execute(
    "SELECT rootpage FROM sqlite_schema WHERE name = 'steps_record_table'").fetchone()[0]
connection.close()
pages = leaves(data, page_size, root)
assert len(pages) >= 3, f"steps_record_table has {len(pages)} leaf pages"
corrupt = bytearray(data)
corrupt[page_size * (pages[len(pages) // 2] - 1)] = 0x00
open(f"{folder}/corrupt-steps.db", "wb").write(bytes(corrupt))

# A view under a known table's name: a query that never ends, if run.
shutil.copy(tiny, f"{folder}/view-steps.db")
connection = sqlite3.connect(f"{folder}/view-steps.db", isolation_level=None)
connection.execute("DROP TABLE steps_record_table")
connection.execute(
    "CREATE VIEW steps_record_table AS WITH RECURSIVE forever(n) AS (SELECT 1 UNION ALL "
    "SELECT n + 1 FROM forever) SELECT n AS row_id, 1 AS app_info_id, n AS last_modified_time, "
    "n * 60000 AS start_time, 0 AS start_zone_offset, n * 60000 + 60000 AS end_time, "
    "0 AS end_zone_offset, 100 AS count FROM forever")
connection.execute("VACUUM")
connection.close()

# A SQLite database that is not a Health Connect export.
connection = sqlite3.connect(f"{folder}/not-health-connect.db", isolation_level=None)
connection.execute("PRAGMA page_size = 512")
connection.execute("CREATE TABLE android_metadata (locale TEXT)")
connection.execute("INSERT INTO android_metadata VALUES ('en_US')")
connection.execute("CREATE TABLE steps (day TEXT PRIMARY KEY, count INTEGER)")
connection.execute("INSERT INTO steps VALUES ('2026-03-27', 8532), ('2026-03-28', 10212)")
connection.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
connection.execute("INSERT INTO notes (body) VALUES ('not an export')")
connection.close()

def write_zip(name, entries):
    with zipfile.ZipFile(f"{folder}/{name}", "w") as archive:
        for entry, payload in entries:
            info = zipfile.ZipInfo(entry, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3
            info.external_attr = 0o600 << 16
            archive.writestr(info, payload)

write_zip("no-database.zip", [("notes.txt", b"Health Connect export, but no database\n")])
write_zip("zip-slip.zip", [("../health_connect_export.db", data)])
write_zip("absolute-path.zip", [("/health_connect_export.db", data)])
EOF
ls -l "$out"
du -sh "$out"
