import Foundation
import HealthCore

/// The apps that wrote an export's records (`application_info_table`) and the user's priority
/// order per data category (`health_data_category_priority_table`), as Health Connect's own
/// totals use them (AOSP `PriorityRecordsAggregator`).
struct HealthConnectApps: Sendable {
  /// Each app's name by its `row_id`: `app_name`, else `package_name`.
  private(set) var names: [Int64: String] = [:]
  /// Each category's apps, highest priority first (`row_id`s).
  private(set) var order: [HealthConnectCategory: [Int64]] = [:]

  /// Reads the two tables (either may be missing).
  /// - Parameters:
  ///   - database: the open export.
  ///   - schema: its checked schema.
  ///   - warnings: where a bad priority row is noted.
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  init(
    _ database: SQLiteDatabase, schema: HealthConnectSchema, warnings: inout HealthConnectWarnings
  ) throws(ParseError) {
    if let query = try HealthConnectQuery(
      database, schema: schema, table: .applicationInfo, required: ["row_id", "package_name"],
      optional: ["app_name"], warnings: &warnings)
    {
      while try query.step() {
        guard let id = query.integer("row_id") else { continue }
        let name = query.text("app_name").flatMap { $0.isEmpty ? nil : $0 }
        guard let shown = name ?? query.text("package_name") else { continue }
        names[id] = shown
      }
    }
    if let query = try HealthConnectQuery(
      database, schema: schema, table: .categoryPriority,
      required: ["health_data_category", "app_id_priority_order"], warnings: &warnings)
    {
      while try query.step() {
        guard let number = query.integer("health_data_category"),
          let category = HealthConnectCategory(rawValue: Int(clamping: number)),
          let list = query.text("app_id_priority_order")
        else { continue }
        var ids: [Int64] = []
        for item in list.split(separator: ",") {
          let trimmed = item.trimmingCharacters(in: .whitespaces)
          if let id = Int64(trimmed), !ids.contains(id) { ids.append(id) }
        }
        order[category] = ids
      }
    }
  }

  /// The priority of app `id` in `category`: the first app listed has the highest; apps
  /// missing from the list come after every listed app, equal among themselves; where a
  /// category has no list, all apps are equal.
  /// - Parameters:
  ///   - id: the app's `row_id`.
  ///   - category: the record's data category.
  /// - Returns: a number to compare, higher first (0 for apps not listed).
  func priority(of id: Int64, in category: HealthConnectCategory) -> Int {
    guard let list = order[category], let index = list.firstIndex(of: id) else { return 0 }
    return list.count - index
  }

  /// The app's name, for the summary (`nil` for an app the table does not list).
  func name(of id: Int64) -> String? { names[id] }
}
