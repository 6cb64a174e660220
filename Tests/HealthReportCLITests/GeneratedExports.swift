import Foundation
import Testing

/// Small synthetic Apple Health exports made once per test run with the shared generator
/// (`<package root>/../shared/tools/gen_export.py`), plus the shared fixtures.
struct GeneratedExports: Sendable {
  /// The folder holding `small.zip`, `small.xml` and `apple_health_export/`.
  let folder: URL

  var zip: URL { folder.appendingPathComponent("small.zip") }
  var xml: URL { folder.appendingPathComponent("small.xml") }
  var exportFolder: URL { folder.appendingPathComponent("apple_health_export") }

  /// The shared folder beside the package.
  static let shared = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared").standardizedFileURL

  /// A fixture from `shared/fixtures`.
  static func fixture(_ name: String) -> URL {
    shared.appendingPathComponent("fixtures").appendingPathComponent(name)
  }

  /// The exports, generated on first use.
  static let made: Result<GeneratedExports, GenerationError> = make()

  /// The exports, or a test failure explaining why they could not be made.
  static func require() throws -> GeneratedExports {
    try made.get()
  }

  /// Why the exports could not be generated.
  struct GenerationError: Error, CustomStringConvertible {
    var description: String
  }

  private static func make() -> Result<GeneratedExports, GenerationError> {
    let tool = shared.appendingPathComponent("tools/gen_export.py")
    guard FileManager.default.fileExists(atPath: tool.path) else {
      return .failure(GenerationError(description: "missing \(tool.path): shared/ not found"))
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-exports-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let common = ["--days", "20", "--scale", "0.1", "--seed", "7", "-q"]
      try python(
        [tool.path, "-o", folder.appendingPathComponent("small.zip").path, "--zip"] + common)
      try python([tool.path, "-o", folder.appendingPathComponent("small.xml").path] + common)
      let exportFolder = folder.appendingPathComponent("apple_health_export")
      try FileManager.default.createDirectory(at: exportFolder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent("small.xml"),
        to: exportFolder.appendingPathComponent("export.xml"))
      try Data("<ClinicalDocument/>".utf8).write(
        to: exportFolder.appendingPathComponent("export_cda.xml"))
      try Data([0, 5, 22, 7]).write(to: exportFolder.appendingPathComponent("._export.xml"))
      return .success(GeneratedExports(folder: folder))
    } catch let error as GenerationError {
      return .failure(error)
    } catch {
      return .failure(GenerationError(description: "generating exports failed: \(error)"))
    }
  }

  /// Runs `python3 arguments…` and throws unless it exits 0.
  static func python(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GenerationError(description: "python3 \(arguments.joined(separator: " ")) failed")
    }
  }
}

/// A clock that advances by `step` seconds each time it is read.
final class FakeClock: @unchecked Sendable {
  private let lock = NSLock()
  private var time = 0.0
  let step: Double

  init(step: Double) { self.step = step }

  func read() -> Double {
    lock.lock()
    defer { lock.unlock() }
    time += step
    return time
  }
}
