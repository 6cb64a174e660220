import Foundation
import TestSupport
import Testing

/// A small synthetic Apple Health export (`Tests/Fixtures/generated/small.zip`) laid out once
/// per test run as a zip, an `export.xml` and an `apple_health_export/` folder, in a temporary
/// folder that is removed when the test process exits.
struct GeneratedExports: Sendable {
  /// The folder holding `small.zip`, `small.xml` and `apple_health_export/`.
  let folder: URL

  var zip: URL { folder.appendingPathComponent("small.zip") }
  var xml: URL { folder.appendingPathComponent("small.xml") }
  var exportFolder: URL { folder.appendingPathComponent("apple_health_export") }

  /// A real export fixture from `Tests/Fixtures/apple-health/`.
  static func fixture(_ name: String) -> URL {
    Fixtures.appleHealth(name)
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
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-exports-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Fixtures.generatedZip("small"), to: folder.appendingPathComponent("small.zip"))
      try Fixtures.extractXML("small", to: folder.appendingPathComponent("small.xml"))
      let exportFolder = folder.appendingPathComponent("apple_health_export")
      try FileManager.default.createDirectory(at: exportFolder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent("small.xml"),
        to: exportFolder.appendingPathComponent("export.xml"))
      try Data("<ClinicalDocument/>".utf8).write(
        to: exportFolder.appendingPathComponent("export_cda.xml"))
      try Data([0, 5, 22, 7]).write(to: exportFolder.appendingPathComponent("._export.xml"))
      // Made once per test process and shared by its tests: removed when the process exits.
      atexit {
        if case .success(let exports) = GeneratedExports.made {
          try? FileManager.default.removeItem(at: exports.folder)
        }
      }
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
