"""The Health Connect export's tables, as ../shared/FORMAT-health-connect.md lists them.

Column names and SQL types follow AOSP packages/modules/HealthFitness (the `*RecordHelper`
classes): every record table starts with the RecordHelper columns, then the instant or interval
columns, then its own; the generated `local_date_time…` columns (`time + 1000 * zone_offset`)
come last, as the ALTER TABLE of the upgrade that introduced them appends them. Child tables
(series samples, sleep stages) have `parent_key` and a foreign key to the parent's `row_id`.

Facts only; no AOSP code. One deliberate difference: the mindfulness table's type column is
named `mindfulness_session_type`, as the format document has it (AOSP's helper calls it `type`).
"""

# The RecordHelper columns every record table starts with.
BASE = [
    ("row_id", "INTEGER PRIMARY KEY AUTOINCREMENT"),
    ("uuid", "BLOB NOT NULL UNIQUE"),
    ("last_modified_time", "INTEGER"),
    ("client_record_id", "TEXT"),
    ("client_record_version", "TEXT"),
    ("device_info_id", "INTEGER"),
    ("app_info_id", "INTEGER"),
    ("recording_method", "INTEGER"),
    ("dedupe_hash", "BLOB UNIQUE"),
]
INSTANT = [("time", "INTEGER"), ("zone_offset", "INTEGER"), ("local_date", "INTEGER")]
INTERVAL = [
    ("start_time", "INTEGER"),
    ("start_zone_offset", "INTEGER"),
    ("end_time", "INTEGER"),
    ("end_zone_offset", "INTEGER"),
    ("local_date", "INTEGER"),
]
INSTANT_GENERATED = [
    ("local_date_time", "INTEGER GENERATED ALWAYS AS (time + 1000 * zone_offset)"),
]
INTERVAL_GENERATED = [
    ("local_date_time_start_time",
     "INTEGER GENERATED ALWAYS AS (start_time + 1000 * start_zone_offset)"),
    ("local_date_time_end_time",
     "INTEGER GENERATED ALWAYS AS (end_time + 1000 * end_zone_offset)"),
]

# table: (kind, own columns). Kinds: instant, interval, series (interval whose samples are in a
# child table), child (of the named parent).
RECORD_TABLES = {
    "steps_record_table": ("interval", [("count", "INTEGER")]),
    "distance_record_table": ("interval", [("distance", "REAL")]),
    "active_calories_burned_record_table": ("interval", [("energy", "REAL")]),
    "total_calories_burned_record_table": ("interval", [("energy", "REAL")]),
    "exercise_session_record_table": ("interval", [
        ("notes", "TEXT"), ("exercise_type", "INTEGER"), ("title", "TEXT"),
        ("has_route", "INTEGER")]),
    "sleep_session_record_table": ("interval", [("notes", "TEXT"), ("title", "TEXT")]),
    "heart_rate_record_table": ("interval", []),
    "resting_heart_rate_record_table": ("instant", [("beats_per_minute", "INTEGER")]),
    "heart_rate_variability_rmssd_record_table": ("instant", [
        ("heart_rate_variability_millis", "REAL NOT NULL")]),
    "weight_record_table": ("instant", [("weight", "REAL")]),
    "body_fat_record_table": ("instant", [("percentage", "REAL")]),
    "blood_pressure_record_table": ("instant", [
        ("measurement_location", "TEXT NOT NULL"), ("systolic", "REAL"), ("diastolic", "REAL"),
        ("body_position", "TEXT NOT NULL")]),
    "blood_glucose_record_table": ("instant", [
        ("specimen_source", "TEXT NOT NULL"), ("level", "REAL"),
        ("relation_to_meal", "TEXT NOT NULL"), ("meal_type", "TEXT NOT NULL")]),
    "oxygen_saturation_record_table": ("instant", [("percentage", "REAL")]),
    "respiratory_rate_record_table": ("instant", [("rate", "REAL")]),
    "body_temperature_record_table": ("instant", [
        ("measurement_location", "INTEGER"), ("temperature", "REAL")]),
    "vo2_max_record_table": ("instant", [
        ("measurement_method", "INTEGER"), ("vo2_milliliters_per_minute_kilogram", "REAL")]),
    "mindfulness_session_record_table": ("interval", [
        ("mindfulness_session_type", "INTEGER"), ("title", "TEXT"), ("notes", "TEXT")]),
}
CHILD_TABLES = {
    "heart_rate_record_series_table": ("heart_rate_record_table", [
        ("parent_key", "INTEGER"), ("beats_per_minute", "INTEGER"), ("epoch_millis", "INTEGER")]),
    "sleep_stages_table": ("sleep_session_record_table", [
        ("parent_key", "INTEGER NOT NULL"), ("stage_start_time", "INTEGER NOT NULL"),
        ("stage_end_time", "INTEGER NOT NULL"), ("stage_type", "INTEGER NOT NULL")]),
}
OTHER_TABLES = {
    "application_info_table": [
        ("row_id", "INTEGER PRIMARY KEY"), ("package_name", "TEXT NOT NULL UNIQUE"),
        ("app_name", "TEXT"), ("app_icon", "BLOB"), ("record_types_used", "TEXT")],
    "device_info_table": [
        ("row_id", "INTEGER PRIMARY KEY"), ("manufacturer", "TEXT"), ("model", "TEXT"),
        ("device_type", "INTEGER")],
    "health_data_category_priority_table": [
        ("row_id", "INTEGER PRIMARY KEY"), ("health_data_category", "INTEGER UNIQUE"),
        ("app_id_priority_order", "TEXT NOT NULL")],
}

# Tables some exports have that the reader does not know (with --unknown-tables), and columns
# added to known tables by a later platform.
UNKNOWN_TABLES = {
    "nutrition_record_table": ("interval", [
        ("meal_type", "INTEGER"), ("energy", "REAL"), ("protein", "REAL"), ("name", "TEXT")]),
    "hydration_record_table": ("interval", [("volume", "REAL")]),
    "height_record_table": ("instant", [("height", "REAL")]),
    "floors_climbed_record_table": ("interval", [("floors", "REAL")]),
    "steps_record_table_backup": ("interval", [("count", "INTEGER")]),
    "planned_exercise_session_record_table": ("interval", [
        ("notes", "TEXT"), ("exercise_type", "INTEGER"), ("title", "TEXT"),
        ("has_explicit_time", "INTEGER")]),
}
UNKNOWN_COLUMNS = {
    "steps_record_table": [("future_column", "TEXT")],
    "weight_record_table": [("body_mass_index", "REAL")],
    "sleep_stages_table": [("stage_confidence", "REAL")],
    "heart_rate_record_series_table": [("sample_quality", "INTEGER")],
    "application_info_table": [("future_flags", "INTEGER")],
}

# HealthDataCategory.
ACTIVITY, BODY, CYCLE, NUTRITION, SLEEP, VITALS, WELLNESS = 1, 2, 3, 4, 5, 6, 7


def table_columns(table, unknown=False):
    """The (name, type) columns of a known table, in the order a fresh install creates them."""
    if table in OTHER_TABLES:
        columns = list(OTHER_TABLES[table])
    elif table in CHILD_TABLES:
        columns = list(CHILD_TABLES[table][1])
    else:
        kind, own = RECORD_TABLES.get(table) or UNKNOWN_TABLES[table]
        timing = INSTANT if kind == "instant" else INTERVAL
        generated = INSTANT_GENERATED if kind == "instant" else INTERVAL_GENERATED
        columns = BASE + timing + own + generated
    if unknown:
        columns += UNKNOWN_COLUMNS.get(table, [])
    return columns


def foreign_keys(table):
    """(columns, referenced table) pairs, as CreateTableRequest writes them."""
    if table in CHILD_TABLES:
        return [("parent_key", CHILD_TABLES[table][0])]
    if table in RECORD_TABLES or table in UNKNOWN_TABLES:
        return [("device_info_id", "device_info_table"), ("app_info_id", "application_info_table")]
    return []


def create_statements(table, columns):
    """CREATE TABLE and the foreign keys' CREATE INDEX statements (AOSP's `idx_TABLE_N`)."""
    parts = [f"{name} {sql_type}" for name, sql_type in columns]
    keys = foreign_keys(table)
    parts += [f"FOREIGN KEY ({column}) REFERENCES {parent}(row_id) ON DELETE CASCADE"
              for column, parent in keys]
    create = f"CREATE TABLE IF NOT EXISTS {table} ({', '.join(parts)})"
    indexes = [f"CREATE INDEX idx_{table}_{number} ON {table}({column})"
               for number, (column, _) in enumerate(keys)]
    return create, indexes
