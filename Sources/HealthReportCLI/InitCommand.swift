import Foundation
import HealthCore
import HealthImport

/// `healthreport init`: writes `healthreport.json` (never over an existing one) and creates
/// the store.
struct InitCommand {
  /// The `--store` value, if given.
  var store: String?
  /// The process's streams and current folder.
  var environment: CLIEnvironment

  /// Runs the command and prints the paths it wrote.
  /// - Throws: ``StoreError`` when the file exists or cannot be written, or the store cannot
  ///   be created.
  func run() throws {
    let url = environment.currentDirectory.appendingPathComponent(ToolConfig.fileName)
    guard !FileManager.default.fileExists(atPath: url.path) else {
      throw StoreError(
        path: ToolConfig.fileName, reason: .cannotCreate("it exists already; edit it instead"))
    }
    var text = ToolConfig.defaultText
    if let store {
      text = text.replacingOccurrences(
        of: "\"store\": \"\"",
        with: "\"store\": " + JSONString.quoted(store))
    }
    let folder = StoreLocation.store(option: store, environment: environment)
    try folder.withLock {}
    guard FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8)) else {
      throw StoreError(
        path: ToolConfig.fileName, reason: .cannotCreate("the file cannot be written"))
    }
    environment.printResult(
      "Wrote \(ToolConfig.fileName) and created the store \(folder.displayPath)")
  }
}
