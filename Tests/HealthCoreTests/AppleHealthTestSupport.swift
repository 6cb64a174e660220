import Foundation
import Testing

@testable import HealthCore

/// Imports `text` fed in chunks of `chunk` bytes (all at once when `nil`).
func importText(
  _ text: String, chunk: Int? = nil, options: AppleHealthImportOptions = AppleHealthImportOptions()
) throws(ParseError) -> (result: ImportResult, summary: ImportSummary) {
  try importBytes(Array(text.utf8), chunk: chunk, options: options)
}

/// Imports `bytes` fed in chunks of `chunk` bytes (all at once when `nil`).
func importBytes(
  _ bytes: [UInt8], chunk: Int? = nil,
  options: AppleHealthImportOptions = AppleHealthImportOptions()
) throws(ParseError) -> (result: ImportResult, summary: ImportSummary) {
  var importer = AppleHealthImporter(path: "export.xml", options: options)
  let size = max(1, chunk ?? bytes.count)
  var start = 0
  while start < bytes.count {
    let end = min(bytes.count, start + size)
    let part = Array(bytes[start..<end])
    let outcome: Result<Void, ParseError> = part.withUnsafeBytes { buffer in
      do throws(ParseError) {
        try importer.consume(buffer)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try outcome.get()
    start = end
  }
  let result = try importer.finish()
  return (result, importer.summary)
}

/// The shared folder beside the package (`<package root>/../shared`).
func sharedFolder(filePath: String = #filePath) -> URL {
  URL(fileURLWithPath: filePath)
    .deletingLastPathComponent()  // HealthCoreTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .deletingLastPathComponent()
    .appendingPathComponent("shared")
}

/// One generated export and its truth sidecar.
struct GeneratedExport {
  /// The XML file.
  var xml: URL
  /// `days` of the truth sidecar: local date → fields.
  var days: [String: [String: Any]]
}

/// Runs `python3 shared/tools/gen_export.py` with `arguments` into a fresh temporary folder.
func generateExport(_ arguments: [String], name: String) throws -> GeneratedExport {
  let script = sharedFolder().appendingPathComponent("tools/gen_export.py")
  try #require(
    FileManager.default.fileExists(atPath: script.path),
    "gen_export.py not found at \(script.path); these tests need the shared folder")
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("healthreport-gen-\(name)-\(getpid())")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let xml = folder.appendingPathComponent("export.xml")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", script.path, "-q", "-o", xml.path] + arguments
  do {
    try process.run()
  } catch {
    Issue.record("cannot run python3 (needed by the ground-truth tests): \(error)")
    throw error
  }
  process.waitUntilExit()
  try #require(process.terminationStatus == 0, "gen_export.py failed for \(arguments)")
  let truthData = try Data(contentsOf: URL(fileURLWithPath: xml.path + ".truth.json"))
  let truth = try #require(
    try JSONSerialization.jsonObject(with: truthData) as? [String: Any], "truth is not JSON")
  let days = try #require(truth["days"] as? [String: [String: Any]], "truth has no days")
  return GeneratedExport(xml: xml, days: days)
}

/// A truth field as a number (`nil` for JSON null or absent).
func truthNumber(_ fields: [String: Any], _ key: String) -> Double? {
  (fields[key] as? NSNumber)?.doubleValue
}
