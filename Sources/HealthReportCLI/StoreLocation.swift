import HealthCore
import HealthImport

/// Where the store is: `--store DIR`, else `$HEALTHREPORT_STORE`, else `healthreport-data` in
/// the current folder.
enum StoreLocation {
  /// The default folder's name.
  static let defaultFolder = "healthreport-data"
  /// The environment variable naming the store's folder.
  static let variable = "HEALTHREPORT_STORE"

  /// The store to use.
  /// - Parameters:
  ///   - option: the `--store` value, if given.
  ///   - environment: the current folder and the environment variables.
  /// - Returns: the store's folder (it may not exist yet).
  static func store(option: String?, environment: CLIEnvironment) -> StoreFolder {
    let variable = environment.variables[variable].flatMap { $0.isEmpty ? nil : $0 }
    let given = option ?? variable ?? defaultFolder
    return StoreFolder(path: environment.resolve(given).path, displayPath: given)
  }
}

extension StoreLocation {
  /// The store's contents when a command without `--input` or `--demo` should show them: when
  /// `--store` or `$HEALTHREPORT_STORE` names one (it must exist: a mistyped name must not
  /// quietly give the demo's site) or a store is at the usual place.
  /// - Parameters:
  ///   - option: the `--store` value, if given.
  ///   - environment: the current folder and the environment variables.
  /// - Returns: the store and its contents, or `nil` when there is no store to read.
  /// - Throws: ``StoreError`` or ``ParseError`` for a missing, damaged, newer or empty store.
  static func contents(
    option: String?, environment: CLIEnvironment
  ) throws -> (store: StoreFolder, contents: StoreContents)? {
    let store = store(option: option, environment: environment)
    let named = option != nil || !(environment.variables[variable] ?? "").isEmpty
    guard store.exists || named else { return nil }
    let contents = try store.load()
    guard !contents.isEmpty else {
      throw ParseError(
        path: store.displayPath,
        reason: .invalidContent(
          "the store has no data yet; add some with 'healthreport add' or"
            + " 'healthreport import FILE'"))
    }
    return (store, contents)
  }
}
