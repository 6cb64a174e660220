#!/usr/bin/env python3
"""The ground truth of a Health Connect export: issue 41's rules, read independently.

This is the oracle the Swift reader is checked against, so it is written to be read: one
function per rule, no cleverness, everything from the finished database file (opened read-only
and immutable, tables only, columns by name). Where the issue leaves something open, the
reading taken here is written beside the code as "Reading:" and repeated in the truth's
`readings` list.

Units in the output: steps; km; kcal; kg; percent (0-100); mmHg; mg/dL; breaths a minute; °C;
mL/(kg·min); bpm; ms; hours (sleep); minutes (workouts, mindful). Floats are rounded to 6
decimals. A day (or night) lists only the figures it has; a sleep figure of 0 is left out, as
the daily CSV leaves it out.

Usage: bench/hc_truth.py FILE.db > FILE.truth.json
"""

import collections
import datetime as _dt
import json
import sqlite3
import sys

DAY_MS = 86_400_000
HOUR_MS = 3_600_000
MAX_OFFSET = 64_800  # seconds: ±18 hours
GLUCOSE_MOLAR_MASS = 180.1558800000541
TOLERANCE = 0.001  # the project's input limits are inclusive, give or take this

# HealthDataCategory
ACTIVITY, BODY, SLEEP, VITALS = 1, 2, 5, 6

# Sleep stage_type -> its rank in "out of bed > awake (1 or 7) > deep > REM > light >
# sleeping > unknown" (higher wins) and its name.
STAGE_RANK = {3: 6, 1: 5, 7: 5, 5: 4, 6: 3, 4: 2, 2: 1, 0: 0}
STAGE_NAME = {6: "out_of_bed", 5: "awake", 4: "deep", 3: "rem", 2: "light", 1: "sleeping",
              0: "unknown"}

# The platform's ExerciseSessionType numbers (../shared/FORMAT-health-connect.md).
EXERCISE_TYPES = [
    "unknown", "badminton", "baseball", "basketball", "biking", "biking (stationary)",
    "boot camp", "boxing", "calisthenics", "cricket", "dancing", "exercise class", "fencing",
    "American football", "Australian football", "frisbee", "golf", "guided breathing",
    "gymnastics", "handball", "high-intensity interval training", "hiking", "ice hockey",
    "ice skating", "martial arts", "paddling", "paragliding", "Pilates", "racquetball",
    "rock climbing", "roller hockey", "rowing", "rugby", "running", "running (treadmill)",
    "sailing", "scuba diving", "skating", "skiing", "snowboarding", "snowshoeing", "soccer",
    "softball", "squash", "stair climbing", "strength training", "stretching", "surfing",
    "swimming (open water)", "swimming (pool)", "table tennis", "tennis", "volleyball",
    "walking", "water polo", "weightlifting", "wheelchair", "yoga", "other workout",
    "stair climbing machine", "elliptical", "rowing machine",
]

READINGS = [
    "A record's day: floor((time + 1000 * offset) / 86400000) with time = `time` (instant) or "
    "`start_time` (interval) and its own offset.",
    "Steps, distance and active energy: on the local timeline [start + 1000 * start offset, "
    "end + 1000 * end offset); a record's duration is that local span; the tie-breaks (latest "
    "start, latest end) compare local times; a record whose local span is empty adds nothing.",
    "--no-dedupe (no_dedupe): every record's value shared by time between the local days it "
    "covers, like the deduplicated figure but without the priority.",
    "Vitals duplicate rule: readings of one table with the same `time` and the same values, "
    "from different apps, count once; readings of one app are never merged (two identical "
    "readings from one app count twice). Applied to blood pressure, glucose, oxygen, "
    "respiratory rate, temperature, VO2 max, resting heart rate, and also to HRV (RMSSD) and "
    "body fat (the issue names no rule for these two; the generated data is the same either "
    "way).",
    "Body fat: the mean of the day's readings, as for an export.",
    "Weight: the day's last reading by `time` (UTC); at equal times the row read last.",
    "Heart rate: when several apps share the highest priority that has samples that day "
    "(unlisted apps, or no vitals row), the mean of all their samples.",
    "Sleep: a night's samples are its sessions' stages clipped to the session (a session with "
    "no stage rows is one 'sleeping' sample); apps of equal priority decide together, by the "
    "stage order. Bedtime: the earliest session start, wake time: the latest session end, each "
    "in its own offset, as seconds from the night date's local midnight (negative the evening "
    "before). A session whose stage rows all lie outside it has no sample (it is not a "
    "'sleeping' one); a stage_type other than 0-7 is a bad row.",
    "Workouts: overlap groups are formed transitively (A~B and B~C: one workout). The kept "
    "session is the highest activity priority; among equals the latest last_modified_time, "
    "then the latest start, the latest end, the longer. The workout's day is the kept "
    "session's start's local date.",
    "Mindful minutes: the union of the sessions that start on the day (a session across "
    "midnight counts whole on its start's day).",
    "Input limits (each give or take 0.001): steps 0-250,000, distance 0-500 km, active energy "
    "0-25,000 kcal per record; weight 1-700 kg; body fat 2-75 %; systolic 50-260, diastolic "
    "30-160 mmHg; glucose 10-1,000 mg/dL; oxygen 50-100 %; respiratory rate 4-60; temperature "
    "30-45 °C; VO2 max 5-100; resting heart rate 20-250; HRV 1-500 ms; heart rate samples "
    "20-300 bpm; sessions (sleep, workout, mindful) at most 24 hours.",
    "A bad row (NULL or text where a number belongs, outside the limits, ending before it "
    "starts, an offset beyond ±64,800 s) is listed in warnings.bad_rows with its table and "
    "row_id (rowid for child tables); a child row whose parent_key matches no parent row is "
    "counted in warnings.orphans. Children of a bad parent are dropped with it.",
]


# --- reading the file --------------------------------------------------------------------

class Export:
    """The database, read as an untrusted file: read-only, immutable, tables only (a view is
    refused), columns by name, missing tables empty."""

    def __init__(self, path):
        self.connection = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
        self.connection.execute("PRAGMA trusted_schema = OFF")
        objects = dict(self.connection.execute("SELECT name, type FROM sqlite_schema"))
        self.tables = {name for name, kind in objects.items() if kind == "table"}
        for name, kind in objects.items():
            if kind == "view" and name.endswith("_table"):
                raise ValueError(f"{name} is a view, not a table")
        self.user_version = self.connection.execute("PRAGMA user_version").fetchone()[0]
        self.bad_rows = []
        self.orphans = collections.Counter()

    def columns(self, table):
        return {row[1] for row in self.connection.execute(f'PRAGMA table_xinfo("{table}")')}

    def rows(self, table, names, key="row_id"):
        """The named columns of every row (NULL for a column the table lacks), by key."""
        if table not in self.tables:
            return []
        present = self.columns(table)
        selected = ", ".join(f'"{name}"' if name in present or name == "rowid" else "NULL"
                             for name in names)
        order = key if key in present or key == "rowid" else "rowid"
        return self.connection.execute(f'SELECT {selected} FROM "{table}" ORDER BY {order}')

    def bad(self, table, row_id, reason):
        self.bad_rows.append({"table": table, "row_id": row_id, "reason": reason})


def is_number(value):
    return type(value) in (int, float)


def within(value, low, high):
    return low - TOLERANCE <= value <= high + TOLERANCE


def epoch_day(utc_ms, offset_seconds):
    return (utc_ms + 1000 * offset_seconds) // DAY_MS


def iso(day):
    return (_dt.date(1970, 1, 1) + _dt.timedelta(days=day)).isoformat()


def check_times(times, offsets):
    """The reason a row's times make it bad, or None."""
    if not all(is_number(value) for value in times + offsets):
        return "NULL or text where a number belongs"
    if any(abs(offset) > MAX_OFFSET for offset in offsets):
        return "zone offset beyond ±18 hours"
    if len(times) == 2 and times[1] < times[0]:
        return "ends before it starts"
    return None


def check_value(value, low, high):
    if not is_number(value):
        return "NULL or text where a number belongs"
    if not within(value, low, high):
        return "outside the input limits"
    return None


# --- apps and priority -------------------------------------------------------------------

def read_apps(export):
    """row_id -> {package_name, app_name, source_name}: the source name is app_name, else the
    package name."""
    apps = {}
    for row_id, package, name in export.rows("application_info_table",
                                              ["row_id", "package_name", "app_name"]):
        apps[row_id] = {"package_name": package, "app_name": name,
                        "source_name": name if name is not None else package}
    return apps


def read_priority(export):
    """category -> app ids, highest priority first (unparsable items skipped)."""
    lists = {}
    for category, order in export.rows("health_data_category_priority_table",
                                       ["health_data_category", "app_id_priority_order"]):
        items = str(order or "").split(",")
        lists[category] = [int(item) for item in items if item.strip().lstrip("-").isdigit()]
    return lists


class Priority:
    """An app's rank in a category: its place in the list (0 = highest); apps missing from the
    list come after every listed app, equal among themselves; with no list, all apps are 0."""

    def __init__(self, lists):
        self.lists = lists

    def rank(self, category, app):
        order = self.lists.get(category)
        if order is None:
            return 0
        return order.index(app) if app in order else len(order)


# --- steps, distance and active energy ---------------------------------------------------

ACTIVITY_METRICS = [
    # (key, table, value column, factor to the canonical unit, limits per record)
    ("steps", "steps_record_table", "count", 1.0, (0, 250_000)),
    ("distance_km", "distance_record_table", "distance", 0.001, (0, 500)),
    ("active_energy_kcal", "active_calories_burned_record_table", "energy", 0.001, (0, 25_000)),
]
DAY_LIMITS = {"steps": 250_000, "distance_km": 500, "active_energy_kcal": 25_000,
              "workouts": 100, "workout_minutes": 1_440, "mindful_minutes": 1_440,
              "blood_pressure_readings": 500}


def read_intervals(export, table, value_names):
    """Valid interval rows: dicts with row_id, app, start, end, offsets, local start and end,
    last_modified and the named values (raw); bad rows are recorded and left out."""
    names = ["row_id", "app_info_id", "last_modified_time", "start_time", "start_zone_offset",
             "end_time", "end_zone_offset"] + value_names
    records = []
    for row in export.rows(table, names):
        record = dict(zip(names, row))
        reason = check_times([record["start_time"], record["end_time"]],
                             [record["start_zone_offset"], record["end_zone_offset"]])
        if reason is None and not is_number(record["app_info_id"]):
            reason = "NULL or text where a number belongs"
        if reason:
            export.bad(table, record["row_id"], reason)
            continue
        record["local_start"] = record["start_time"] + 1000 * record["start_zone_offset"]
        record["local_end"] = record["end_time"] + 1000 * record["end_zone_offset"]
        records.append(record)
    return records


def priority_timeline(records):
    """Issue 41: at each instant of the local timeline exactly one record counts: the highest
    priority, then the latest last_modified_time, the latest start, the latest end, the larger
    value; it adds value × overlap / its duration. Days split at local midnight.
    records: (local_start, local_end, rank, last_modified, value). Returns {epoch day: sum}."""
    records = [r for r in records if r[1] > r[0]]
    if not records:
        return {}
    points = {point for r in records for point in (r[0], r[1])}
    first_day, last_day = min(points) // DAY_MS, max(points) // DAY_MS
    points.update(day * DAY_MS for day in range(first_day, last_day + 2))
    points = sorted(points)
    starting, ending = collections.defaultdict(list), collections.defaultdict(list)
    for index, record in enumerate(records):
        starting[record[0]].append(index)
        ending[record[1]].append(index)
    active = set()
    totals = collections.defaultdict(float)
    for left, right in zip(points, points[1:]):
        active.difference_update(ending.get(left, ()))
        active.update(starting.get(left, ()))
        if not active:
            continue
        # Highest priority is the lowest rank; then later is better for each tie-break.
        winner = max(active, key=lambda i: (-records[i][2], records[i][3], records[i][0],
                                            records[i][1], records[i][4], -i))
        start, end, _, _, value = records[winner]
        totals[left // DAY_MS] += value * (right - left) / (end - start)
    return totals


def spread_by_day(records):
    """--no-dedupe: every record's value shared by time between the local days it covers."""
    totals = collections.defaultdict(float)
    for start, end, _, _, value in records:
        if end <= start:
            continue
        day = start // DAY_MS
        while day * DAY_MS < end:
            left, right = max(start, day * DAY_MS), min(end, (day + 1) * DAY_MS)
            if right > left:
                totals[day] += value * (right - left) / (end - start)
            day += 1
    return totals


def activity(export, priority, days, no_dedupe):
    for key, table, column, factor, (low, high) in ACTIVITY_METRICS:
        timeline = []
        for record in read_intervals(export, table, [column]):
            value = record[column]
            reason = check_value(value, low / factor, high / factor)
            if reason is None and not is_number(record["last_modified_time"]):
                reason = "NULL or text where a number belongs"
            if reason:
                export.bad(table, record["row_id"], reason)
                continue
            timeline.append((record["local_start"], record["local_end"],
                             priority.rank(ACTIVITY, record["app_info_id"]),
                             record["last_modified_time"], value))
        for day, total in priority_timeline(timeline).items():
            days[day][key] = total * factor
        for day, total in spread_by_day(timeline).items():
            no_dedupe[day][key] = total * factor


# --- instant records: weight, body fat and vitals ------------------------------------------

def read_instants(export, table, value_names):
    names = ["row_id", "app_info_id", "time", "zone_offset"] + value_names
    records = []
    for row in export.rows(table, names):
        record = dict(zip(names, row))
        reason = check_times([record["time"]],
                             [record["zone_offset"]])
        if reason is None and not is_number(record["app_info_id"]):
            reason = "NULL or text where a number belongs"
        if reason:
            export.bad(table, record["row_id"], reason)
            continue
        record["day"] = epoch_day(record["time"], record["zone_offset"])
        records.append(record)
    return records


def weight(export, days):
    """The day's last reading by time; stored in grams."""
    last = {}
    for record in read_instants(export, "weight_record_table", ["weight"]):
        reason = check_value(record["weight"], 1000, 700_000)
        if reason:
            export.bad("weight_record_table", record["row_id"], reason)
            continue
        day = record["day"]
        if day not in last or record["time"] >= last[day]["time"]:
            last[day] = record
    for day, record in last.items():
        days[day]["body_mass_kg"] = record["weight"] / 1000


def deduplicated(readings):
    """readings: (time, values, app). Readings with the same time and values from different
    apps count once: a group counts as many times as the app that wrote it most often.
    Returns the kept values, one tuple per counted reading."""
    groups = collections.defaultdict(collections.Counter)
    for time, values, app in readings:
        groups[(time, values)][app] += 1
    kept = []
    for (time, values), per_app in sorted(groups.items()):
        kept += [values] * max(per_app.values())
    return kept


VITAL_TABLES = [
    # (table, [(value column, output key, convert, low, high)] in the canonical unit)
    ("blood_pressure_record_table", [
        ("systolic", "blood_pressure_systolic_mmhg", None, 50, 260),
        ("diastolic", "blood_pressure_diastolic_mmhg", None, 30, 160)]),
    ("blood_glucose_record_table", [
        ("level", "blood_glucose_mg_dl", lambda mmol: mmol * GLUCOSE_MOLAR_MASS / 10, 10, 1000)]),
    ("oxygen_saturation_record_table", [
        ("percentage", "oxygen_saturation_percent", None, 50, 100)]),
    ("respiratory_rate_record_table", [("rate", "respiratory_rate_per_min", None, 4, 60)]),
    ("body_temperature_record_table", [("temperature", "body_temperature_c", None, 30, 45)]),
    ("vo2_max_record_table", [
        ("vo2_milliliters_per_minute_kilogram", "vo2_max_ml_kg_min", None, 5, 100)]),
    ("resting_heart_rate_record_table", [
        ("beats_per_minute", "resting_heart_rate_bpm", None, 20, 250)]),
    ("heart_rate_variability_rmssd_record_table", [
        ("heart_rate_variability_millis", "hrv_rmssd_ms", None, 1, 500)]),
    ("body_fat_record_table", [("percentage", "body_fat_percent", None, 2, 75)]),
]


def vitals(export, days):
    """Each day's mean of every reading from every app, under the duplicate rule."""
    for table, fields in VITAL_TABLES:
        by_day = collections.defaultdict(list)
        for record in read_instants(export, table, [field[0] for field in fields]):
            values, reason = [], None
            for column, _, convert, low, high in fields:
                raw = record[column]
                if not is_number(raw):
                    reason = "NULL or text where a number belongs"
                    break
                value = convert(raw) if convert else raw
                if not within(value, low, high):
                    reason = "outside the input limits"
                    break
                values.append(value)
            if reason:
                export.bad(table, record["row_id"], reason)
                continue
            by_day[record["day"]].append((record["time"], tuple(values), record["app_info_id"]))
        for day, readings in by_day.items():
            kept = deduplicated(readings)
            for index, (_, key, _, _, _) in enumerate(fields):
                days[day][key] = sum(values[index] for values in kept) / len(kept)
            if table == "blood_pressure_record_table":
                days[day]["blood_pressure_readings"] = len(kept)


# --- heart rate ----------------------------------------------------------------------------

def heart_rate(export, priority, days):
    """The mean of the day's samples from the highest-priority vitals app with samples that
    day; a sample's day is its epoch_millis at its parent's start_zone_offset."""
    parents, all_parents = {}, set()
    for record in read_intervals(export, "heart_rate_record_table", []):
        parents[record["row_id"]] = (record["app_info_id"], record["start_zone_offset"])
    for (row_id,) in export.rows("heart_rate_record_table", ["row_id"]):
        all_parents.add(row_id)
    sums = collections.defaultdict(lambda: [0.0, 0])  # (day, app) -> [sum, count]
    table = "heart_rate_record_series_table"
    for rowid, parent_key, bpm, millis in export.rows(
            table, ["rowid", "parent_key", "beats_per_minute", "epoch_millis"], key="rowid"):
        if parent_key not in all_parents:
            export.orphans[table] += 1
            continue
        if parent_key not in parents:
            continue  # the parent is a bad row
        reason = None if is_number(millis) else "NULL or text where a number belongs"
        reason = reason or check_value(bpm, 20, 300)
        if reason:
            export.bad(table, rowid, reason)
            continue
        app, offset = parents[parent_key]
        entry = sums[(epoch_day(millis, offset), app)]
        entry[0] += bpm
        entry[1] += 1
    by_day = collections.defaultdict(dict)
    for (day, app), entry in sums.items():
        by_day[day][app] = entry
    for day, apps in by_day.items():
        best = min(priority.rank(VITALS, app) for app in apps)
        chosen = [entry for app, entry in apps.items() if priority.rank(VITALS, app) == best]
        days[day]["heart_rate_bpm"] = sum(e[0] for e in chosen) / sum(e[1] for e in chosen)


# --- sleep ---------------------------------------------------------------------------------

def sleep(export, priority, days):
    """The export's night rules on sessions and their stages."""
    sessions = {}
    for record in read_intervals(export, "sleep_session_record_table", []):
        if record["end_time"] - record["start_time"] > 24 * HOUR_MS:
            export.bad("sleep_session_record_table", record["row_id"], "longer than 24 hours")
            continue
        record["night"] = epoch_day(record["end_time"] + 6 * HOUR_MS, record["end_zone_offset"])
        record["stages"] = []
        record["has_stage_rows"] = False
        sessions[record["row_id"]] = record
    all_sessions = {row_id for (row_id,) in export.rows("sleep_session_record_table", ["row_id"])}
    table = "sleep_stages_table"
    for rowid, parent, start, end, stage in export.rows(
            table, ["rowid", "parent_key", "stage_start_time", "stage_end_time", "stage_type"],
            key="rowid"):
        if parent not in all_sessions:
            export.orphans[table] += 1
            continue
        if parent not in sessions:
            continue
        reason = check_times([start, end], [])
        if reason is None and stage not in STAGE_RANK:
            reason = "unknown stage type"
        if reason:
            export.bad(table, rowid, reason)
            continue
        session = sessions[parent]
        session["has_stage_rows"] = True
        # Stages are clipped to their session.
        start, end = max(start, session["start_time"]), min(end, session["end_time"])
        if end > start:
            session["stages"].append((start, end, STAGE_RANK[stage]))
    nights = collections.defaultdict(list)
    for session in sessions.values():
        nights[session["night"]].append(session)
    for night, members in nights.items():
        figures = measure_night(night, members, priority)
        if figures is not None:
            days[night].update(figures)


def measure_night(night, sessions, priority):
    samples = []  # (start, end, app rank, stage rank)
    for session in sessions:
        rank = priority.rank(SLEEP, session["app_info_id"])
        if session["has_stage_rows"]:
            samples += [(start, end, rank, stage) for start, end, stage in session["stages"]]
        else:
            # A session without stages is one "sleeping" sample covering it.
            samples.append((session["start_time"], session["end_time"], rank, STAGE_RANK[2]))
    decided = decide(samples)  # stage rank -> ms
    asleep = sum(decided[STAGE_RANK[stage]] for stage in (2, 4, 5, 6))
    in_bed = union_length([(s["start_time"], s["end_time"]) for s in sessions])
    in_bed -= decided[STAGE_RANK[3]]
    if asleep > 24 * HOUR_MS:
        return None
    first = min(sessions, key=lambda s: (s["start_time"], s["row_id"]))
    last = max(sessions, key=lambda s: (s["end_time"], -s["row_id"]))
    midnight = night * 86_400
    figures = {
        "sleep_asleep_h": asleep / HOUR_MS,
        "sleep_in_bed_h": in_bed / HOUR_MS,
        "sleep_awake_h": decided[STAGE_RANK[1]] / HOUR_MS,
        "sleep_core_h": decided[STAGE_RANK[4]] / HOUR_MS,
        "sleep_deep_h": decided[STAGE_RANK[5]] / HOUR_MS,
        "sleep_rem_h": decided[STAGE_RANK[6]] / HOUR_MS,
    }
    figures = {key: value for key, value in figures.items() if value > 0}
    figures["sleep_bedtime_s"] = (first["start_time"] // 1000 + first["start_zone_offset"]
                                  - midnight)
    figures["sleep_wake_time_s"] = last["end_time"] // 1000 + last["end_zone_offset"] - midnight
    return figures


def decide(samples):
    """At each instant, the highest-priority app (lowest rank) with a sample covering it
    decides; within that priority the highest stage rank wins. Returns {stage rank: ms}."""
    result = collections.defaultdict(int)
    points = sorted({point for s in samples for point in (s[0], s[1])})
    for left, right in zip(points, points[1:]):
        covering = [s for s in samples if s[0] <= left and s[1] >= right]
        if not covering:
            continue
        best = min(s[2] for s in covering)
        stage = max(s[3] for s in covering if s[2] == best)
        result[stage] += right - left
    return result


def union_length(intervals):
    total, current = 0, None
    for start, end in sorted(intervals):
        if current and start <= current[1]:
            current[1] = max(current[1], end)
        else:
            if current:
                total += current[1] - current[0]
            current = [start, end]
    if current:
        total += current[1] - current[0]
    return total


# --- workouts and mindfulness ------------------------------------------------------------

def workouts(export, priority, apps, days):
    """Sessions from different apps overlapping for more than half of the shorter are one
    workout, kept from the higher activity priority; its minutes are that session's length;
    its day is that session's start's local date."""
    table = "exercise_session_record_table"
    sessions = []
    for record in read_intervals(export, table, ["exercise_type", "title"]):
        if record["end_time"] - record["start_time"] > 24 * HOUR_MS:
            export.bad(table, record["row_id"], "longer than 24 hours")
            continue
        if not is_number(record["last_modified_time"]):
            export.bad(table, record["row_id"], "NULL or text where a number belongs")
            continue
        sessions.append(record)
    sessions.sort(key=lambda s: (s["start_time"], s["row_id"]))
    group = list(range(len(sessions)))  # union-find

    def find(index):
        while group[index] != index:
            group[index] = group[group[index]]
            index = group[index]
        return index

    for i, a in enumerate(sessions):
        for j in range(i + 1, len(sessions)):
            b = sessions[j]
            if b["start_time"] >= a["end_time"]:
                break  # sorted by start: no later session overlaps a
            if a["app_info_id"] == b["app_info_id"]:
                continue
            overlap = min(a["end_time"], b["end_time"]) - max(a["start_time"], b["start_time"])
            shorter = min(a["end_time"] - a["start_time"], b["end_time"] - b["start_time"])
            if overlap > shorter / 2:
                group[find(i)] = find(j)
    groups = collections.defaultdict(list)
    for index, session in enumerate(sessions):
        groups[find(index)].append(session)
    listed = []
    for members in groups.values():
        kept = max(members, key=lambda s: (
            -priority.rank(ACTIVITY, s["app_info_id"]), s["last_modified_time"],
            s["start_time"], s["end_time"], s["end_time"] - s["start_time"], -s["row_id"]))
        day = epoch_day(kept["start_time"], kept["start_zone_offset"])
        minutes = (kept["end_time"] - kept["start_time"]) / 60_000
        figures = days[day]
        figures["workouts"] = figures.get("workouts", 0) + 1
        figures["workout_minutes"] = figures.get("workout_minutes", 0) + minutes
        exercise_type = kept["exercise_type"]
        known = type(exercise_type) is int and 0 <= exercise_type < len(EXERCISE_TYPES)
        local = _dt.datetime(1970, 1, 1) + _dt.timedelta(
            milliseconds=kept["start_time"] + 1000 * kept["start_zone_offset"])
        listed.append({
            "date": iso(day), "start_local": local.isoformat(timespec="seconds"),
            "minutes": round(minutes, 6), "exercise_type": exercise_type,
            "activity": EXERCISE_TYPES[exercise_type] if known else None,
            "title": kept["title"], "row_id": kept["row_id"],
            "source": apps.get(kept["app_info_id"], {}).get("source_name"),
            "merged_row_ids": sorted(s["row_id"] for s in members),
        })
    return sorted(listed, key=lambda w: (w["start_local"], w["row_id"]))


def mindfulness(export, days):
    """The length of the union of the sessions that start on the day, minutes."""
    table = "mindfulness_session_record_table"
    by_day = collections.defaultdict(list)
    for record in read_intervals(export, table, []):
        if record["end_time"] - record["start_time"] > 24 * HOUR_MS:
            export.bad(table, record["row_id"], "longer than 24 hours")
            continue
        day = epoch_day(record["start_time"], record["start_zone_offset"])
        by_day[day].append((record["start_time"], record["end_time"]))
    for day, intervals in by_day.items():
        days[day]["mindful_minutes"] = union_length(intervals) / 60_000


# --- the whole file --------------------------------------------------------------------------

def compute(path):
    export = Export(path)
    apps = read_apps(export)
    lists = read_priority(export)
    priority = Priority(lists)
    days = collections.defaultdict(dict)
    no_dedupe = collections.defaultdict(dict)
    activity(export, priority, days, no_dedupe)
    weight(export, days)
    vitals(export, days)
    heart_rate(export, priority, days)
    sleep(export, priority, days)
    listed = workouts(export, priority, apps, days)
    mindfulness(export, days)
    left_out = []
    for day, figures in days.items():
        for key, limit in DAY_LIMITS.items():
            if figures.get(key, 0) > limit + TOLERANCE:
                left_out.append({"date": iso(day), "metric": key, "value": figures.pop(key)})
    counts = {}
    for table in sorted(export.tables):
        if not table.startswith("sqlite_"):
            counts[table] = export.connection.execute(
                f'SELECT count(*) FROM "{table}"').fetchone()[0]
    return {
        "format": "health-connect-truth",
        "version": 1,
        "user_version": export.user_version,
        "row_counts": counts,
        "apps": {str(row_id): app for row_id, app in sorted(apps.items())},
        "priority": {str(category): order for category, order in sorted(lists.items())},
        "warnings": {"bad_rows": sorted(export.bad_rows,
                                        key=lambda row: (row["table"], row["row_id"])), "orphans": dict(sorted(export.orphans.items())),
                     "days_left_out": left_out},
        "days": {iso(day): rounded(figures) for day, figures in sorted(days.items()) if figures},
        "no_dedupe": {iso(day): rounded(figures) for day, figures in sorted(no_dedupe.items())},
        "workouts": listed,
        "readings": READINGS,
    }


def rounded(figures):
    return {key: round(value, 6) if isinstance(value, float) else value
            for key, value in sorted(figures.items())}


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: bench/hc_truth.py FILE.db")
    json.dump(compute(sys.argv[1]), sys.stdout, indent=1, sort_keys=True, ensure_ascii=True)
    sys.stdout.write("\n")
