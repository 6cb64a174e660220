import HealthCore

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
