import Foundation
import HealthCore
import HealthReportCLI

@testable import HealthImport

/// Collects what a command writes to one stream.
final class CapturedStream: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return buffer
  }

  func append(_ text: String) {
    lock.lock()
    buffer += text
    lock.unlock()
  }
}

/// The result of running the command line in-process.
struct CLIRun {
  var code: Int32
  var standardOutput: String
  var standardError: String
}

/// A unique temporary folder used as the current folder of in-process runs.
struct CLITestFolder {
  let url: URL

  init() throws {
    url =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-cli-tests-\(UUID().uuidString)").standardizedFileURL
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// 2024-12-14 12:00 UTC, the in-process runs' "now".
  static let noon20241214 = Date(timeIntervalSince1970: 1_734_177_600)

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  @discardableResult
  func write(_ text: String, to relativePath: String) throws -> URL {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// The UTF-8 text of the file at `relativePath`.
  func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// The names directly inside `relativePath` (hidden ones included), sorted.
  func names(in relativePath: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: url.appendingPathComponent(relativePath).path
    ).sorted()
  }

  /// Runs `healthreport <arguments>` with this folder as the current folder.
  /// - Parameters:
  ///   - arguments: the arguments after the program name.
  ///   - terminal: whether standard error claims to be a terminal.
  ///   - now: the clock the command sees.
  ///   - variables: the environment variables the command sees (none by default).
  ///   - clock: the wall clock the command sees (default: 2024-12-14 12:00 UTC).
  /// - Returns: the exit code and what was written to standard output and error.
  func run(
    _ arguments: [String], terminal: Bool = false,
    now: @escaping @Sendable () -> Double = { 0 },
    variables: [String: String] = [:],
    clock: @escaping @Sendable () -> Date = { CLITestFolder.noon20241214 }
  ) -> CLIRun {
    let output = CapturedStream()
    let errors = CapturedStream()
    let environment = CLIEnvironment(
      standardOutput: { output.append($0) }, standardError: { errors.append($0) },
      currentDirectory: url, executablePath: nil, isStandardErrorTerminal: terminal, now: now,
      variables: variables, clock: clock, timeZone: TimeZone(identifier: "UTC") ?? .current)
    let code = HealthReportCommand.run(arguments: arguments, environment: environment)
    return CLIRun(code: code, standardOutput: output.text, standardError: errors.text)
  }

  /// Every entry under `relativePath` (hidden ones included) with its bytes; folders map to `nil`.
  func snapshot(of relativePath: String) throws -> [String: Data?] {
    var result: [String: Data?] = [:]
    let manager = FileManager.default
    let folder = url.appendingPathComponent(relativePath)
    for path in try manager.subpathsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      _ = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
      result.updateValue(isFolder.boolValue ? nil : try Data(contentsOf: url), forKey: path)
    }
    return result
  }
}

/// Whether the real CSV importer has replaced its stub (the stub accepts any header).
let csvImporterRejectsBadHeaders =
  (try? CSVImporter(unit: .pounds).parse(text: "when,how much\n1,2\n", path: "probe.csv")) == nil
