// The system SQLite (read-only access to Health Connect exports). sqlite3_db_config is
// variadic, which Swift cannot call: these wrappers pass its integer settings.
#include <sqlite3.h>

// Sets the on/off setting `op` (a SQLITE_DBCONFIG_… value) of `db` to `value`; returns the
// result code, and the setting as it now is in `*now`.
static inline int csqlite_db_config_flag(sqlite3 *db, int op, int value, int *now) {
  return sqlite3_db_config(db, op, value, now);
}
