import Foundation
import HealthCore
import HealthImport

/// The test fixtures committed under `Tests/Fixtures/`, so a clone of the repository alone runs
/// the tests: small real Apple Health exports (`apple-health/`, with their licences) and
/// realistic generated exports (`generated/`: `NAME.zip` with the generator's ground truth in
/// `NAME.truth.json`; `bench/make-test-fixtures.sh` remakes them).
public enum Fixtures {
  /// `Tests/Fixtures/`.
  public static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// A real export fixture, such as `tdda-applehealthdata_export6s3sample.xml`.
  /// - Parameter name: the file's name in `apple-health/`.
  /// - Returns: its URL.
  public static func appleHealth(_ name: String) -> URL {
    folder.appendingPathComponent("apple-health").appendingPathComponent(name)
  }

  /// A generated `export.zip`.
  /// - Parameter name: the export's name (`small`, `windows`, `truth0`, …).
  /// - Returns: the zip's URL.
  public static func generatedZip(_ name: String) -> URL {
    folder.appendingPathComponent("generated").appendingPathComponent(name + ".zip")
  }

  /// The ground truth of a generated export: local date → fields (`steps_merged`, …).
  /// - Parameter name: the export's name.
  /// - Returns: the `days` object of `NAME.truth.json`.
  /// - Throws: when the file is missing or not the expected JSON.
  public static func truthDays(_ name: String) throws -> [String: [String: Any]] {
    let url = folder.appendingPathComponent("generated").appendingPathComponent(
      name + ".truth.json")
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
    guard let truth = object as? [String: Any], let days = truth["days"] as? [String: [String: Any]]
    else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path]) }
    return days
  }

  /// Streams the `export.xml` of a generated zip into `destination` (with this project's own
  /// zip reader, which checks the member's CRC-32).
  /// - Parameters:
  ///   - name: the export's name.
  ///   - destination: the file to write; its folder must exist.
  /// - Throws: when the zip cannot be read or the file cannot be written.
  public static func extractXML(_ name: String, to destination: URL) throws {
    let archive = try ZipArchive(path: generatedZip(name).path)
    let entry = try archive.findHealthExport()
    guard FileManager.default.createFile(atPath: destination.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
    }
    let handle = try FileHandle(forWritingTo: destination)
    defer { try? handle.close() }
    var failure: (any Error)?
    try archive.stream(entry) { block in
      do {
        try handle.write(contentsOf: Data(block))
        return true
      } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
  }
}
