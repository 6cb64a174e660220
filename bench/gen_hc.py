#!/usr/bin/env python3
"""Generates realistic Health Connect export databases (Python 3 stdlib only, deterministic).

Writes what Android's Health Connect exports (`Health Connect.zip` holding one entry,
`health_connect_export.db`, a plain SQLite database) as ../shared/FORMAT-health-connect.md
describes it, with the data several apps leave there: Samsung Health (a phone and a Galaxy
Watch), Google Fit (the phone), Fitbit (a tracker, some days), Health Sync (copying Fitbit),
Oura (a ring, some nights), Withings (a scale and a thermometer) and OMRON connect (a cuff):

* steps, distance (metres) and active calories (small calories) from the watch, the phone and
  the tracker over the same walks and runs: partial overlaps, exact duplicates (Samsung Health
  and Google Fit both writing the phone's steps on days without the watch; Health Sync copying
  Fitbit), records across local midnight; total calories (which include resting energy) hourly;
* weight in grams and body fat from the scale, copied by Samsung Health (same time, same
  value); blood pressure from the cuff, copied by Samsung Health; glucose in mmol/L, copied by
  Health Sync; oxygen saturation, respiratory rate, body temperature in °C, VO2 max, resting
  heart rate and HRV (RMSSD) from several apps;
* heart-rate series (hourly parent records, samples in heart_rate_record_series_table; with
  --heart-rate watch a sample every 5-35 s all day, millions of rows over four years);
* sleep sessions with stages from the watch and the ring, stage-less sessions from the phone,
  naps; stages that overlap, start before and end after their session, and gaps;
* exercise sessions with the platform's exercise_type numbers and titles, the same run or walk
  written by two or three apps; mindfulness sessions, sometimes written twice;
* the priority table (some categories; one without a row; an app id that does not exist), app
  names in arbitrary Unicode, one NULL and one with bidirectional controls.

Time zones (--zone-offsets): by default a European home with daylight saving and a week in
Seoul each year; every offset change is at 01:00 UTC, and no step, distance, energy, workout or
mindfulness record straddles one (sleep sessions and heart-rate parents may).

Beside the database it writes NAME.truth.json: the day figures that issue 41's rules give,
computed from the finished file by bench/hc_truth.py (an independent reading of the rules).

The file is byte-reproducible for a given command line and SQLite library: no clock, no
randomness but the seeded one, a fixed page size, and for a zip a fixed entry date. The column
order (--shuffle-columns) and unknown tables (--unknown-tables) draw from their own seeded
streams, so the same --seed gives the same records with or without them. A few traits appear on
fixed days whatever the seed (a mindfulness session across midnight on day 5, a nap on day 8,
the cuff app writing one reading twice on its first reading from day 4 on).

Usage: bench/gen_hc.py --out PATH.db|PATH.zip [--days N] [--start YYYY-MM-DD] [--seed N]
         [--zone-offsets mix|eu|SECONDS|SECONDS,SECONDS@YYYY-MM-DD,…] [--apps LIST]
         [--heart-rate none|sparse|watch] [--user-version N] [--shuffle-columns]
         [--unknown-tables] [--no-priority] [--tables LIST] [--page-size N] [--compact]
         [--no-truth] [-q]
       bench/gen_hc.py --truth-only FILE.db   (writes FILE.truth.json from any export)
"""

import argparse
import datetime as _dt
import json
import os
import random
import shutil
import sqlite3
import sys
import tempfile
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import hc_schema as schema  # noqa: E402
import hc_truth  # noqa: E402
from hc_zones import DAY_MS, ZonePlan, epoch_day  # noqa: E402

MINUTE = 60_000
HOUR = 3_600_000
ENTRY_NAME = "health_connect_export.db"

# key: (application_info_table.row_id, package_name, app_name)
APPS = {
    "samsung": (1, "com.sec.android.app.shealth", "삼성 헬스"),
    "googlefit": (2, "com.google.android.apps.fitness", "Fit"),
    "fitbit": (3, "com.fitbit.FitbitMobile", "Fitbit"),
    "healthsync": (4, "nl.appyhapps.healthsync", None),
    "oura": (5, "com.ouraring.oura", 'Oura <Ring> & "Gen3"'),
    "withings": (6, "com.withings.wiscale2", "Health Mate \u2067Withings\u2069 \u202enoisrev\u202c"),
    "omron": (7, "jp.co.omron.healthcare.omron_connect", "OMRON connect オムロン ❤︎"),
}
MISSING_APP_ID = 42  # listed in the activity priority, no such app
# device_info_table rows: (manufacturer, model, device_type: 1 watch, 2 phone, 3 scale, 4 ring,
# 6 fitness band, 0 unknown)
DEVICES = {
    "phone": (1, "samsung", "SM-S921B", 2),
    "watch": (2, "samsung", "SM-L310", 1),
    "tracker": (3, "Fitbit", "Charge 6", 6),
    "ring": (4, "Oura", "Oura Ring Gen3", 4),
    "scale": (5, "Withings", "Body+", 3),
    "cuff": (6, "OMRON", "M7 Intelli IT", 0),
    "thermometer": (7, "Withings", "Thermo", 0),
}
# Seconds between an app's measurement and its write (its last_modified_time).
SYNC_DELAY = {
    "samsung": (30, 1_800), "googlefit": (300, 7_200), "fitbit": (600, 14_400),
    "healthsync": (300, 3_600), "oura": (600, 10_800), "withings": (60, 900),
    "omron": (60, 3_600),
}
# Recording methods.
UNKNOWN, ACTIVE, AUTOMATIC, MANUAL = 0, 1, 2, 3
# Sleep stage types.
AWAKE, SLEEPING, OUT_OF_BED, LIGHT, DEEP, REM, AWAKE_IN_BED = 1, 2, 3, 4, 5, 6, 7
RUNNING, STRENGTH, WALKING, YOGA = 33, 45, 53, 57


class Export:
    """The database being written: tables created by name, rows inserted by column name."""

    def __init__(self, path, options):
        self.path = path
        self.options = options
        self.connection = sqlite3.connect(path, isolation_level=None)
        self.connection.execute(f"PRAGMA page_size = {options.page_size}")
        self.connection.execute("PRAGMA journal_mode = OFF")
        self.connection.execute("PRAGMA synchronous = OFF")
        self.connection.execute("BEGIN")
        self.columns = {}  # table: insertable column names (generated ones left out)
        self.pending = {}  # table: rows as tuples in self.columns[table] order
        self.next_id = {}
        self.indexes = []
        self.layout_rng = random.Random(options.seed * 7 + 1)

    def create(self, table, unknown=False):
        columns = schema.table_columns(table, unknown)
        if self.options.shuffle_columns:
            # The order upgrades leave: columns added by ALTER TABLE come last, and tables
            # created by different platform versions differ. Any order must read the same.
            self.layout_rng.shuffle(columns)
        create, indexes = schema.create_statements(table, columns)
        self.connection.execute(create)
        if not self.options.compact:
            self.indexes += indexes
        self.columns[table] = [name for name, sql_type in columns if "GENERATED" not in sql_type]
        self.pending[table] = []
        self.next_id[table] = 1

    def insert(self, table, row):
        """Adds a row (a dict by column name); returns its row_id (given or the next one). Rows
        of a table left out (--tables) are dropped."""
        if table not in self.columns:
            return None
        if "row_id" in self.columns[table]:
            row.setdefault("row_id", self.next_id[table])
            self.next_id[table] = max(self.next_id[table], row["row_id"] + 1)
        self.pending[table].append(tuple(row.get(name) for name in self.columns[table]))
        if len(self.pending[table]) >= 20_000:
            self.flush(table)
        return row.get("row_id")

    def insert_tuples(self, table, names, rows):
        """Adds rows given as tuples of the named columns (the fast path for series samples)."""
        if table not in self.columns:
            return
        self.flush(table)
        marks = ", ".join("?" for _ in names)
        self.connection.executemany(
            f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})", rows)

    def flush(self, table):
        rows = self.pending[table]
        if rows:
            names = self.columns[table]
            marks = ", ".join("?" for _ in names)
            self.connection.executemany(
                f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})", rows)
            self.pending[table] = []

    def close(self, user_version):
        for table in self.pending:
            self.flush(table)
        for statement in self.indexes:
            self.connection.execute(statement)
        self.connection.execute(f"PRAGMA user_version = {int(user_version)}")
        self.connection.execute("COMMIT")
        self.connection.close()


class Generator:
    """Writes one person's days into an Export."""

    def __init__(self, export, options):
        self.out = export
        self.options = options
        self.rng = random.Random(options.seed)
        self.start = _dt.date.fromisoformat(options.start)
        self.first_day = epoch_day(self.start)
        self.zones = ZonePlan(options.zone_offsets, self.start, options.days)
        self.apps = set(options.apps)
        self.omron_duplicate_written = False
        # --compact: fewer, longer records (checked-in fixtures stay small).
        self.chunk_seconds = (300, 1_200) if options.compact else (60, 600)
        self.total_calories_hours = 4 if options.compact else 1
        self.heart_rate_hours = 4 if options.compact else 1

    # --- time -----------------------------------------------------------------------------

    def at(self, day, minutes):
        """The UTC instant (ms, whole seconds) of a local clock time on an epoch day."""
        return self.zones.to_utc(day * DAY_MS + int(round(minutes * 60)) * 1000)

    def local_date(self, utc_ms, offset):
        return (utc_ms + 1000 * offset) // DAY_MS

    # --- records --------------------------------------------------------------------------

    def base(self, app, device, written, method, client_prefix=None):
        rng = self.rng
        row = {
            "uuid": rng.getrandbits(128).to_bytes(16, "big"),
            "last_modified_time": written,
            "device_info_id": DEVICES[device][0],
            "app_info_id": APPS[app][0],
            "recording_method": method,
        }
        if client_prefix:
            row["client_record_id"] = f"{client_prefix}-{rng.getrandbits(48):012x}"
            row["client_record_version"] = "1"
            row["dedupe_hash"] = rng.getrandbits(128).to_bytes(16, "big")
        return row

    def written(self, app, after):
        low, high = SYNC_DELAY[app]
        return after + self.rng.randint(low, high) * 1000

    def interval(self, table, app, device, start, end, method=AUTOMATIC, written=None,
                 client_prefix=None, **values):
        row = self.base(app, device, written or self.written(app, end), method, client_prefix)
        start_offset, end_offset = self.zones.offset_at(start), self.zones.offset_at(end)
        row.update(start_time=start, start_zone_offset=start_offset, end_time=end,
                   end_zone_offset=end_offset, local_date=self.local_date(start, start_offset))
        row.update(values)
        row["row_id"] = self.out.insert(table, row)
        return row

    def instant(self, table, app, device, time, method=AUTOMATIC, written=None,
                client_prefix=None, **values):
        row = self.base(app, device, written or self.written(app, time), method, client_prefix)
        offset = self.zones.offset_at(time)
        row.update(time=time, zone_offset=offset, local_date=self.local_date(time, offset))
        row.update(values)
        row["row_id"] = self.out.insert(table, row)
        return row

    def copy(self, table, original, app, device=None):
        """The same record written again by another app (Samsung Health or Health Sync copying
        it): same times, offsets and values, a new uuid, written later."""
        row = {key: value for key, value in original.items()
               if key not in ("row_id", "client_record_id", "client_record_version",
                              "dedupe_hash")}
        row["uuid"] = self.rng.getrandbits(128).to_bytes(16, "big")
        row["app_info_id"] = APPS[app][0]
        if device:
            row["device_info_id"] = DEVICES[device][0]
        row["last_modified_time"] = self.written(app, original["last_modified_time"])
        row["row_id"] = self.out.insert(table, row)
        return row

    def has(self, *apps):
        return all(app in self.apps for app in apps)

    # --- the days -------------------------------------------------------------------------

    def run(self):
        for index in range(self.options.days):
            day = self.first_day + index
            self.write_day(day, index)
            if not self.options.quiet and index % 100 == 99:
                print(f"  {index + 1} days", file=sys.stderr)

    def write_day(self, day, index):
        rng = self.rng
        weekday = (day + 3) % 7  # 0 Monday (1970-01-01 was a Thursday)
        flags = {
            "watch": rng.random() < 0.9,
            "watch_night": rng.random() < 0.88,
            "fitbit": rng.random() < 0.4,
            "oura_night": rng.random() < 0.6,
        }
        bouts = self.bouts(day, weekday)
        for bout in bouts:
            self.bout_records(bout, flags)
        self.total_calories(day, bouts)
        self.workouts(day, weekday, bouts, flags)
        self.sleep(day, index, flags)
        self.heart_rate(day, flags)
        self.body(day, index)
        self.vitals(day, index, bouts, flags)
        self.mindfulness(day, index)

    def bouts(self, day, weekday):
        """The day's walks and runs: (start, end, kind) in UTC ms, no two overlapping."""
        rng = self.rng
        plan = []
        commute = (8 * 60 + rng.uniform(-20, 20), rng.uniform(10, 20), "walk")
        if weekday < 5:
            plan.append(commute)
        if weekday in (1, 3, 5, 6) and rng.random() < 0.7:
            plan.append(((7 if weekday < 5 else 9) * 60 + rng.uniform(-30, 30),
                         rng.uniform(25, 60), "run"))
        if rng.random() < 0.7:
            plan.append((12 * 60 + 30 + rng.uniform(-30, 30), rng.uniform(5, 25), "walk"))
        if rng.random() < 0.6:
            plan.append((18 * 60 + rng.uniform(-60, 60), rng.uniform(10, 40), "evening"))
        for _ in range(rng.randint(1, 2) if self.options.compact else rng.randint(2, 5)):
            plan.append((rng.uniform(9 * 60, 22 * 60), rng.uniform(1, 6), "walk"))
        if rng.random() < 0.1:  # a late walk across local midnight
            plan.append((23 * 60 + rng.uniform(40, 55), rng.uniform(20, 35), "late"))
        bouts = []
        for start_minute, length, kind in sorted(plan):
            start = self.at(day, start_minute)
            end = start + int(length * 60) * 1000
            if bouts and start < bouts[-1][1] + 2 * MINUTE:
                continue
            if self.zones.near_change(start, end):
                continue
            bouts.append((start, end, kind))
        return bouts

    def bout_records(self, bout, flags):
        """Steps, distance and active energy of one walk or run from every app that saw it."""
        rng = self.rng
        start, end, kind = bout
        running = kind == "run"
        cadence = rng.uniform(150, 170) if running else rng.uniform(95, 115)  # steps a minute
        stride = rng.uniform(1.0, 1.2) if running else rng.uniform(0.7, 0.8)  # metres
        kcal_per_step = 0.07 if running else 0.04
        phone_ratio = rng.uniform(0.85, 0.95)
        phone_start = start + rng.randint(0, 90) * 1000
        phone_end = end + rng.randint(0, 120) * 1000
        chunks = []
        time = start
        while time < end:
            chunk_end = min(end, time + rng.randint(*self.chunk_seconds) * 1000)
            if end - chunk_end < 30_000:
                chunk_end = end
            chunks.append((time, chunk_end, rng.uniform(0.95, 1.05)))
            time = chunk_end
        healthsync_copies = rng.random() < 0.7
        if flags["watch"] and self.has("samsung"):
            for chunk_start, chunk_end, noise in chunks:
                steps = round(cadence * (chunk_end - chunk_start) / MINUTE * noise)
                self.activity("samsung", "watch", chunk_start, chunk_end, steps, stride,
                              kcal_per_step)
            if self.has("googlefit") and not running and end - start >= 5 * MINUTE:
                steps = round(cadence * (phone_end - phone_start) / MINUTE * phone_ratio)
                self.activity("googlefit", "phone", phone_start, phone_end, steps, stride,
                              kcal_per_step)
        elif not running:
            # No watch: Samsung Health and Google Fit both write the phone's pedometer.
            steps = round(cadence * (end - start) / MINUTE * phone_ratio)
            first = None
            if self.has("samsung"):
                first = self.activity("samsung", "phone", start, end, steps, stride,
                                      kcal_per_step)
            if self.has("googlefit"):
                if first:
                    for table, row in first:
                        self.copy(table, row, "googlefit")
                else:
                    self.activity("googlefit", "phone", start, end, steps, stride, kcal_per_step)
        if flags["fitbit"] and self.has("fitbit"):
            # Fitbit writes quarter-hour buckets on the local clock (half hours with --compact).
            size = (30 if self.options.compact else 15) * MINUTE
            offset = self.zones.offset_at(start)
            local_start, local_end = start + 1000 * offset, end + 1000 * offset
            bucket = local_start // size * size
            while bucket < local_end:
                bucket_start, bucket_end = bucket - 1000 * offset, bucket + size - 1000 * offset
                overlap = min(end, bucket_end) - max(start, bucket_start)
                steps = round(cadence * overlap / MINUTE * rng.uniform(0.9, 1.1))
                written = self.activity("fitbit", "tracker", bucket_start, bucket_end, steps,
                                        stride, kcal_per_step)
                if healthsync_copies and self.has("healthsync"):
                    for table, row in written:
                        self.copy(table, row, "healthsync", "tracker")
                bucket += size

    def activity(self, app, device, start, end, steps, stride, kcal_per_step):
        """One app's steps, distance (m) and active energy (small calories) over an interval."""
        rows = [("steps_record_table", self.interval(
            "steps_record_table", app, device, start, end, count=steps))]
        written = rows[0][1]["last_modified_time"]
        rows.append(("distance_record_table", self.interval(
            "distance_record_table", app, device, start, end, written=written,
            distance=round(steps * stride, 2))))
        rows.append(("active_calories_burned_record_table", self.interval(
            "active_calories_burned_record_table", app, device, start, end, written=written,
            energy=round(steps * kcal_per_step * 1000 * self.rng.uniform(0.9, 1.1), 1))))
        return rows

    def total_calories(self, day, bouts):
        """Samsung Health's hourly total calories (resting energy included; not active)."""
        if not self.has("samsung"):
            return
        block = self.total_calories_hours
        for hour in range(0, 24, block):
            start, end = self.at(day, hour * 60), self.at(day, (hour + block) * 60)
            if end <= start or self.zones.near_change(start, end, 0):
                continue
            active = sum(min(end, b_end) - max(start, b_start)
                         for b_start, b_end, _ in bouts if b_start < end and b_end > start)
            kcal = 1650 / 24 * block + active / MINUTE * 5
            self.interval("total_calories_burned_record_table", "samsung", "watch", start, end,
                          energy=round(kcal * 1000, 1))

    def workouts(self, day, weekday, bouts, flags):
        rng = self.rng
        evening_walk = False
        for start, end, kind in bouts:
            if kind == "run":
                title = rng.choice(["Morning Run", "아침 달리기", None, "Tempo 5K 🏃"])
                if flags["watch"] and self.has("samsung"):
                    self.interval("exercise_session_record_table", "samsung", "watch", start,
                                  end, ACTIVE, client_prefix="shealth", exercise_type=RUNNING,
                                  title=title, notes=None, has_route=1)
                if rng.random() < 0.6 and self.has("googlefit"):
                    self.interval("exercise_session_record_table", "googlefit", "phone",
                                  start + rng.randint(30, 90) * 1000,
                                  end - rng.randint(60, 180) * 1000, AUTOMATIC,
                                  exercise_type=RUNNING, title=None, notes=None, has_route=0)
            elif kind == "evening" and end - start >= 20 * MINUTE:
                evening_walk = True
                if self.has("googlefit"):
                    self.interval("exercise_session_record_table", "googlefit", "phone",
                                  start + rng.randint(0, 60) * 1000, end, AUTOMATIC,
                                  exercise_type=WALKING, title="Evening walk", notes=None,
                                  has_route=0)
                healthsync_copies = rng.random() < 0.7
                if flags["fitbit"] and self.has("fitbit"):
                    session = self.interval(
                        "exercise_session_record_table", "fitbit", "tracker",
                        start - rng.randint(0, 120) * 1000, end + rng.randint(0, 120) * 1000,
                        AUTOMATIC, exercise_type=WALKING, title="Walk", notes=None, has_route=0)
                    if healthsync_copies and self.has("healthsync"):
                        self.copy("exercise_session_record_table", session, "healthsync")
                if rng.random() < 0.15 and self.has("samsung"):
                    # Overlaps the others for less than half of the shorter: a workout of its own.
                    length = end - start
                    self.interval("exercise_session_record_table", "samsung", "watch",
                                  end - int(length * 0.3), end + int(length * 1.2), ACTIVE,
                                  exercise_type=WALKING, title=None, notes=None, has_route=0)
        if weekday in (0, 2) and rng.random() < 0.5 and self.has("samsung"):
            start = self.at(day, 20 * 60 + rng.uniform(15, 30))
            end = start + rng.randint(40, 55) * MINUTE
            if not self.zones.near_change(start, end):
                self.interval("exercise_session_record_table", "samsung", "watch", start, end,
                              ACTIVE, client_prefix="shealth", exercise_type=STRENGTH,
                              title="Gym 💪", notes=None, has_route=0)
        if not evening_walk and rng.random() < 0.1 and self.has("samsung"):
            start = self.at(day, 17 * 60 + rng.uniform(0, 20))
            end = start + rng.randint(20, 30) * MINUTE
            if not self.zones.near_change(start, end):
                self.interval("exercise_session_record_table", "samsung", "phone", start, end,
                              MANUAL, exercise_type=YOGA, title="Yoga 🧘",
                              notes="Sun salutation ×5", has_route=0)

    def sleep(self, day, index, flags):
        """The night that ends on this day's morning (and sometimes a nap)."""
        rng = self.rng
        bed = self.at(day - 1, 23 * 60 + rng.uniform(-45, 45))
        wake = self.at(day, 7 * 60 + rng.uniform(-40, 40))
        gap = None
        if rng.random() < 0.25:
            gap_start = bed + rng.randint(3 * 60, 4 * 60) * MINUTE
            gap = (gap_start, gap_start + rng.randint(8, 15) * MINUTE)
        samsung_staged = rng.random() >= 0.05
        extend = rng.random() < 0.3
        overlap = rng.random() < 0.2
        if flags["watch_night"] and self.has("samsung"):
            session = self.interval("sleep_session_record_table", "samsung", "watch", bed, wake,
                                    client_prefix="shealth", title=None, notes=None)
            if samsung_staged:
                stages = self.stages(bed, wake, gap, extend, overlap, awake_type=AWAKE)
                self.write_stages(session["row_id"], stages)
        if flags["oura_night"] and self.has("oura"):
            start = bed + rng.randint(-5, 10) * MINUTE
            end = wake + rng.randint(-10, 5) * MINUTE
            session = self.interval("sleep_session_record_table", "oura", "ring", start, end,
                                    title="Sleep", notes=None)
            stages = [(start, start + rng.randint(5, 15) * MINUTE, AWAKE_IN_BED)]
            stages += self.stages(stages[0][1], end, None, False, False, awake_type=AWAKE)
            if gap:
                stages = [s for s in stages if s[1] <= gap[0] or s[0] >= gap[1]]
                stages.append((gap[0], gap[1], OUT_OF_BED))
            self.write_stages(session["row_id"], sorted(stages))
        if rng.random() < 0.5 and self.has("googlefit"):
            self.interval("sleep_session_record_table", "googlefit", "phone",
                          bed - rng.randint(10, 25) * MINUTE, wake + rng.randint(5, 20) * MINUTE,
                          title=None, notes=None)
        if (rng.random() < 0.05 or index == 7) and self.has("samsung"):  # a nap (always day 8)
            nap = self.at(day, 14 * 60 + rng.uniform(0, 30))
            if not self.zones.near_change(nap, nap + 40 * MINUTE, 0):
                self.interval("sleep_session_record_table", "samsung", "phone", nap,
                              nap + rng.randint(20, 50) * MINUTE, MANUAL, title="Nap",
                              notes=None)

    def stages(self, start, end, gap, extend, overlap, awake_type):
        """Sleep cycles from start to end: light, deep, light, REM and a short wake."""
        rng = self.rng
        stages = []
        time = start - rng.randint(0, 180) * 1000  # the first stage may start before
        cycle = 0
        while time < end:
            deep_minutes = (10, 40) if cycle < 2 else (3, 12)
            for stage, (low, high) in ((LIGHT, (15, 35)), (DEEP, deep_minutes),
                                       (LIGHT, (10, 25)), (REM, (10, 30)),
                                       (awake_type, (1, 5))):
                if stage == awake_type and rng.random() < 0.5:
                    continue
                stage_end = time + rng.randint(low * 60, high * 60) * 1000
                if stage_end >= end:
                    stage_end = end + (rng.randint(1, 8) * MINUTE if extend else 0)
                    stages.append((time, stage_end, stage))
                    time = stage_end
                    break
                stages.append((time, stage_end, stage))
                time = stage_end
            cycle += 1
        if gap:
            stages = [s for s in stages if s[1] <= gap[0] or s[0] >= gap[1]]
        if overlap and len(stages) > 4:
            middle = stages[len(stages) // 2]
            stages.append((middle[0] - 3 * MINUTE, middle[0] + 2 * MINUTE, awake_type))
        return sorted(stages)

    def write_stages(self, parent, stages):
        self.out.insert_tuples(
            "sleep_stages_table", ["parent_key", "stage_start_time", "stage_end_time", "stage_type"],
            [(parent, start, end, stage) for start, end, stage in stages])

    def heart_rate(self, day, flags):
        """Hourly parent records (hh:30 to hh+1:30 local, the last across midnight; every 4
        hours with --compact)."""
        density = self.options.heart_rate
        if density == "none":
            return
        writers = []
        sparse_tracker = (1_800, 3_600) if self.options.compact else (300, 900)
        if flags["watch"] and self.has("samsung"):
            writers.append(("samsung", "watch", (5, 35) if density == "watch" else sparse_tracker))
        if flags["fitbit"] and self.has("fitbit"):
            writers.append(("fitbit", "tracker", sparse_tracker))
        block = self.heart_rate_hours
        for app, device, spacing in writers:
            for hour in range(0, 24, block):
                if app == "samsung" and block == 1 and hour == 19:
                    continue  # charging
                start = self.at(day, hour * 60 + 30)
                self.heart_rate_record(app, device, start, start + block * HOUR, spacing)
        if flags["oura_night"] and self.has("oura"):
            bed = self.at(day - 1, 23 * 60 + 30)
            self.heart_rate_record("oura", "ring", bed, bed + 7 * HOUR,
                                   (900, 900) if self.options.compact else (300, 300))

    def heart_rate_record(self, app, device, start, end, spacing):
        rng = self.rng
        parent = self.interval("heart_rate_record_table", app, device, start, end)["row_id"]
        offset = self.zones.offset_at(start)
        low, high = spacing
        samples = []
        time = start + rng.randint(0, low) * 1000 + rng.randint(0, 999)
        bpm = 62.0
        while time < end:
            hour = (time + 1000 * offset) // HOUR % 24
            target = 56 if hour < 7 else 74 if hour < 22 else 64
            bpm += (target - bpm) * 0.2 + rng.uniform(-4, 4)
            samples.append((parent, int(round(bpm)), time))
            time += rng.randint(low, high) * 1000 + rng.randint(0, 999)
        self.out.insert_tuples("heart_rate_record_series_table",
                               ["parent_key", "beats_per_minute", "epoch_millis"], samples)

    def body(self, day, index):
        """Weigh-ins on the scale (with body fat), copied by Samsung Health; manual entries."""
        rng = self.rng
        weigh_ins = []
        if rng.random() < 0.8:
            weigh_ins.append(7 * 60 + rng.uniform(0, 30))
        if rng.random() < 0.15:
            weigh_ins.append(21 * 60 + rng.uniform(0, 20))
        samsung_copies = rng.random() < 0.9
        kilograms = 74 + 2 * ((index % 60) / 60 - 0.5) + rng.uniform(-0.4, 0.4)
        for minute in weigh_ins:
            time = self.at(day, minute)
            grams = round((kilograms + rng.uniform(-0.3, 0.3)) * 1000, 1)
            fat = round(rng.uniform(18, 24), 1)
            if self.has("withings"):
                weight = self.instant("weight_record_table", "withings", "scale", time,
                                      weight=grams)
                body_fat = self.instant("body_fat_record_table", "withings", "scale", time,
                                        percentage=fat)
                # Samsung copies every weigh-in of a day or none, so a mean of body fat is the
                # same whether or not the copies count (the issue names no duplicate rule for
                # body fat).
                if samsung_copies and self.has("samsung"):
                    self.copy("weight_record_table", weight, "samsung")
                    self.copy("body_fat_record_table", body_fat, "samsung")
        if rng.random() < 0.05 and self.has("samsung"):
            time = self.at(day, 22 * 60 + 30)
            self.instant("weight_record_table", "samsung", "phone", time, MANUAL,
                         weight=round(kilograms, 1) * 1000)

    def vitals(self, day, index, bouts, flags):
        rng = self.rng
        # Blood pressure: the cuff morning and evening, copied by Samsung Health (not always).
        if rng.random() < 0.5:
            for minute in (7 * 60 + 30, 21 * 60 + 30):
                if minute > 12 * 60 and rng.random() < 0.3:
                    continue
                time = self.at(day, minute + rng.uniform(0, 10))
                systolic = float(round(rng.gauss(122, 8)))
                diastolic = float(round(rng.gauss(79, 6)))
                copied = rng.random() < 0.8
                if not self.has("omron"):
                    continue
                reading = self.instant("blood_pressure_record_table", "omron", "cuff", time,
                                       systolic=systolic, diastolic=diastolic,
                                       measurement_location="3", body_position="2")
                if copied and self.has("samsung"):
                    self.copy("blood_pressure_record_table", reading, "samsung")
                if not self.omron_duplicate_written and index >= 3:
                    # The cuff's app writes the same reading twice (a re-sync): the same app, so
                    # both count (the duplicate rule is about different apps).
                    self.omron_duplicate_written = True
                    self.copy("blood_pressure_record_table", reading, "omron")
        if rng.random() < 0.05 and self.has("samsung"):
            self.instant("blood_pressure_record_table", "samsung", "phone",
                         self.at(day, 13 * 60 + rng.uniform(0, 60)), MANUAL,
                         systolic=float(rng.randint(110, 135)),
                         diastolic=float(rng.randint(70, 88)),
                         measurement_location="0", body_position="0")
        # Glucose (mmol/L), entered in Samsung Health, copied by Health Sync.
        if rng.random() < 0.2:
            for _ in range(rng.randint(1, 3)):
                time = self.at(day, rng.uniform(7 * 60, 21 * 60))
                level = round(rng.uniform(4.5, 9.0), 1)
                meal = str(rng.randint(1, 4))
                copied = rng.random() < 0.5
                if self.has("samsung"):
                    reading = self.instant(
                        "blood_glucose_record_table", "samsung", "phone", time, MANUAL,
                        level=level, specimen_source="2", relation_to_meal=str(rng.randint(1, 4)),
                        meal_type=meal)
                    if copied and self.has("healthsync"):
                        self.copy("blood_glucose_record_table", reading, "healthsync")
        # Overnight: oxygen saturation and respiratory rate.
        wake = self.at(day, 7 * 60)
        if flags["watch_night"] and self.has("samsung"):
            for hour in (2, 4, 6):
                time = self.at(day, hour * 60 + rng.uniform(0, 20))
                if not self.zones.near_change(time, time, 0):
                    self.instant("oxygen_saturation_record_table", "samsung", "watch", time,
                                 percentage=float(rng.randint(93, 99)))
            self.instant("respiratory_rate_record_table", "samsung", "watch",
                         self.at(day, 6 * 60 + 30), rate=round(rng.uniform(12, 16), 1))
        if flags["oura_night"] and self.has("oura"):
            self.instant("oxygen_saturation_record_table", "oura", "ring", wake,
                         percentage=round(rng.uniform(94, 98), 1))
            self.instant("respiratory_rate_record_table", "oura", "ring", wake,
                         rate=round(rng.uniform(13, 15.5), 2))
            self.instant("resting_heart_rate_record_table", "oura", "ring", wake,
                         beats_per_minute=rng.randint(50, 60))
            self.instant("heart_rate_variability_rmssd_record_table", "oura", "ring", wake,
                         heart_rate_variability_millis=round(rng.uniform(25, 60), 1))
        # Body temperature (°C): the thermometer, copied by Samsung Health now and then.
        if rng.random() < 0.2 and self.has("withings"):
            reading = self.instant("body_temperature_record_table", "withings", "thermometer",
                                   self.at(day, 8 * 60 + rng.uniform(0, 30)),
                                   measurement_location=8, temperature=round(rng.uniform(36.2, 37.3), 2))
            if rng.random() < 0.5 and self.has("samsung"):
                self.copy("body_temperature_record_table", reading, "samsung")
        # Resting heart rate and HRV from the watch; resting heart rate from the tracker, copied
        # by Health Sync.
        if flags["watch"] and self.has("samsung"):
            morning = self.at(day, 7 * 60 + 45)
            self.instant("resting_heart_rate_record_table", "samsung", "watch", morning,
                         beats_per_minute=rng.randint(54, 64))
            if rng.random() < 0.3:
                self.instant("heart_rate_variability_rmssd_record_table", "samsung", "watch",
                             morning, heart_rate_variability_millis=round(rng.uniform(20, 55), 1))
        if flags["fitbit"] and self.has("fitbit"):
            reading = self.instant("resting_heart_rate_record_table", "fitbit", "tracker",
                                   self.at(day, 12 * 60), beats_per_minute=rng.randint(52, 63))
            if rng.random() < 0.7 and self.has("healthsync"):
                self.copy("resting_heart_rate_record_table", reading, "healthsync")
        # VO2 max: the watch after each run; the tracker on Sundays, copied by Health Sync.
        for start, end, kind in bouts:
            if kind == "run" and flags["watch"] and self.has("samsung"):
                self.instant("vo2_max_record_table", "samsung", "watch", end,
                             measurement_method=2, vo2_milliliters_per_minute_kilogram=round(
                                 rng.uniform(44, 48), 1))
        if (day + 3) % 7 == 6 and self.has("fitbit"):
            reading = self.instant("vo2_max_record_table", "fitbit", "tracker",
                                   self.at(day, 10 * 60), measurement_method=4,
                                   vo2_milliliters_per_minute_kilogram=round(rng.uniform(43, 47), 1))
            if self.has("healthsync"):
                self.copy("vo2_max_record_table", reading, "healthsync")

    def mindfulness(self, day, index):
        rng = self.rng
        sessions = []
        if rng.random() < 0.25:
            start = self.at(day, 21 * 60 + 40 + rng.uniform(0, 20))
            sessions.append((start, start + rng.randint(10, 20) * MINUTE))
        if rng.random() < 0.03 or index == 4:  # across local midnight (always on the 5th day)
            start = self.at(day, 23 * 60 + 50)
            sessions.append((start, start + 20 * MINUTE))
        for start, end in sessions:
            if self.zones.near_change(start, end):
                continue
            also_fit = rng.random() < 0.3
            if self.has("samsung"):
                self.interval("mindfulness_session_record_table", "samsung", "phone", start, end,
                              ACTIVE, mindfulness_session_type=1, title="명상 Meditation",
                              notes=None)
            if also_fit and self.has("googlefit"):
                self.interval("mindfulness_session_record_table", "googlefit", "phone",
                              start + MINUTE, end + 2 * MINUTE, ACTIVE,
                              mindfulness_session_type=6, title=None, notes=None)
        if rng.random() < 0.1 and self.has("oura"):
            start = self.at(day, 13 * 60 + rng.uniform(0, 60))
            self.interval("mindfulness_session_record_table", "oura", "ring", start,
                          start + rng.randint(3, 10) * MINUTE, ACTIVE, mindfulness_session_type=3,
                          title="Breathing", notes=None)


def write_metadata(export, options):
    """application_info_table, device_info_table, the priority table and android_metadata."""
    for key in options.apps:
        row_id, package, name = APPS[key]
        export.insert("application_info_table", {
            "row_id": row_id, "package_name": package, "app_name": name, "app_icon": None,
            "record_types_used": None})
    for row_id, manufacturer, model, device_type in DEVICES.values():
        export.insert("device_info_table", {
            "row_id": row_id, "manufacturer": manufacturer, "model": model,
            "device_type": device_type})
    if not options.no_priority:
        lists = [
            (schema.ACTIVITY, ["samsung", "fitbit", MISSING_APP_ID]),
            (schema.BODY, ["withings", "samsung"]),
            (schema.SLEEP, ["samsung", "oura", "googlefit"]),
            (schema.VITALS, ["fitbit", "samsung"]),
            # No row for cycle tracking, nutrition or wellness.
        ]
        for category, apps in lists:
            ids = [app if isinstance(app, int) else APPS[app][0] for app in apps
                   if isinstance(app, int) or app in options.apps]
            export.insert("health_data_category_priority_table", {
                "health_data_category": category,
                "app_id_priority_order": ",".join(str(i) for i in ids)})
    export.connection.execute("CREATE TABLE android_metadata (locale TEXT)")
    export.connection.execute("INSERT INTO android_metadata VALUES ('en_US')")


def write_unknown(export, generator, options):
    """Tables and columns the reader does not know, and a workout of a type it does not know
    (exercise_type 99: newer platforms add numbers)."""
    rng = random.Random(options.seed * 7 + 2)
    day = generator.first_day
    for table in schema.UNKNOWN_TABLES:
        kind = schema.UNKNOWN_TABLES[table][0]
        for index in range(3):
            start = generator.at(day + index, 12 * 60 + rng.uniform(0, 60))
            values = {name: (rng.randint(1, 5) if "INTEGER" in sql_type else
                             round(rng.uniform(1, 500), 2) if "REAL" in sql_type else "x")
                      for name, sql_type in schema.UNKNOWN_TABLES[table][1]}
            if kind == "instant":
                generator.instant(table, "samsung", "phone", start, **values)
            else:
                generator.interval(table, "samsung", "phone", start, start + 10 * MINUTE,
                                   **values)
    start = generator.at(day + 1, 16 * 60)
    generator.interval("exercise_session_record_table", "samsung", "watch", start,
                       start + 35 * MINUTE, ACTIVE, exercise_type=99, title="Padel 🎾",
                       notes=None, has_route=0, client_prefix="shealth")
    export.connection.execute(
        "CREATE TABLE change_logs_table (row_id INTEGER PRIMARY KEY AUTOINCREMENT, "
        "record_type INTEGER, app_id INTEGER, uuids BLOB NOT NULL, operation_type INTEGER "
        "NOT NULL, time INTEGER)")
    export.connection.execute(
        "INSERT INTO change_logs_table (record_type, app_id, uuids, operation_type, time) "
        "VALUES (1, 1, x'00112233', 0, 1700000000000)")


def generate(options):
    for key in options.apps:
        if key not in APPS:
            raise SystemExit(f"--apps: unknown app {key!r} (known: {', '.join(APPS)})")
    if options.page_size & (options.page_size - 1) or not 512 <= options.page_size <= 65536:
        raise SystemExit("--page-size: a power of two from 512 to 65536")
    out = options.out
    folder = os.path.dirname(os.path.abspath(out))
    os.makedirs(folder, exist_ok=True)
    zipped = out.lower().endswith(".zip")
    work = tempfile.mkdtemp(dir=folder, prefix=".gen_hc.")
    try:
        db_path = os.path.join(work, ENTRY_NAME)
        export = Export(db_path, options)
        for table in schema.OTHER_TABLES:
            export.create(table, options.unknown_tables)
        for table in list(schema.RECORD_TABLES) + list(schema.CHILD_TABLES):
            if options.tables is None or table in options.tables:
                export.create(table, options.unknown_tables)
        if options.no_priority:
            export.connection.execute("DROP TABLE health_data_category_priority_table")
            del export.pending["health_data_category_priority_table"]
        if options.unknown_tables:
            for table in schema.UNKNOWN_TABLES:
                export.create(table)
        write_metadata(export, options)
        generator = Generator(export, options)
        generator.run()
        if options.unknown_tables:
            write_unknown(export, generator, options)
        export.close(options.user_version)
        if not options.no_truth:
            truth = hc_truth.compute(db_path)
            truth["generator"] = {"name": "gen_hc.py", "version": 1, "args": {
                key: value for key, value in sorted(vars(options).items())
                if key not in ("quiet", "truth_only", "out")}}
            write_json(truth_path(out), truth)
        if zipped:
            write_zip(db_path, out)
        else:
            os.replace(db_path, out)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if not options.quiet:
        print(f"wrote {out} ({os.path.getsize(out):,} bytes)", file=sys.stderr)


def write_zip(db_path, zip_path):
    """A zip with the one entry the export has, with a fixed date (byte-reproducible)."""
    info = zipfile.ZipInfo(ENTRY_NAME, date_time=(2026, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.create_system = 3
    info.external_attr = 0o600 << 16
    temporary = zip_path + ".part"
    with zipfile.ZipFile(temporary, "w") as archive:
        with open(db_path, "rb") as source, archive.open(info, "w") as target:
            shutil.copyfileobj(source, target, 1 << 20)
    os.replace(temporary, zip_path)


def truth_path(out):
    stem, extension = os.path.splitext(out)
    return (stem if extension.lower() in (".zip", ".db") else out) + ".truth.json"


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(value, handle, indent=1, sort_keys=True, ensure_ascii=True)
        handle.write("\n")


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Generate a realistic Health Connect export (SQLite, optionally zipped) "
                    "and its ground-truth sidecar NAME.truth.json.")
    parser.add_argument("--out", help="PATH.db, or PATH.zip holding health_connect_export.db")
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--start", default="2026-03-20", help="first local day, YYYY-MM-DD")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--zone-offsets", default="mix",
                        help="mix (European daylight saving and a week in Seoul a year, the "
                             "default), eu, SECONDS, or SECONDS,SECONDS@YYYY-MM-DD,…")
    parser.add_argument("--apps", default=",".join(APPS),
                        help=f"comma-separated, of: {', '.join(APPS)} (default: all)")
    parser.add_argument("--heart-rate", choices=("none", "sparse", "watch"), default="sparse",
                        help="watch: a sample every 5-35 s all day from the watch (millions "
                             "of rows over years); sparse: every 5-15 minutes")
    parser.add_argument("--user-version", type=int, default=23)
    parser.add_argument("--shuffle-columns", action="store_true",
                        help="create every table with its columns in another order")
    parser.add_argument("--unknown-tables", action="store_true",
                        help="add tables, columns and an exercise type the reader does not know")
    parser.add_argument("--no-priority", action="store_true",
                        help="leave out health_data_category_priority_table")
    parser.add_argument("--page-size", type=int, default=4096)
    parser.add_argument("--compact", action="store_true",
                        help="fewer, longer records and no foreign-key indexes (small "
                             "checked-in fixtures)")
    parser.add_argument("--tables", help="comma-separated record tables to create (default: "
                                         "all; a missing table means no app wrote that type)")
    parser.add_argument("--no-truth", action="store_true", help="skip NAME.truth.json")
    parser.add_argument("--truth-only", metavar="DB",
                        help="compute DB.truth.json for an existing export and stop")
    parser.add_argument("-q", "--quiet", action="store_true")
    options = parser.parse_args(argv)
    if options.truth_only:
        write_json(truth_path(options.truth_only), hc_truth.compute(options.truth_only))
        return
    if not options.out:
        parser.error("--out is required")
    options.apps = [key.strip() for key in options.apps.split(",") if key.strip()]
    if options.tables is not None:
        options.tables = [name.strip() for name in options.tables.split(",") if name.strip()]
        for name in options.tables:
            if name not in schema.RECORD_TABLES and name not in schema.CHILD_TABLES:
                raise SystemExit(f"--tables: {name!r} is not a record table")
    generate(options)


if __name__ == "__main__":
    main()
