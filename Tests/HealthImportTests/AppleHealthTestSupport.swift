import Foundation
import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

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
    try withBuffer(of: part) { (buffer) throws(ParseError) in try importer.consume(buffer) }
    start = end
  }
  let result = try importer.finish()
  return (result, importer.summary)
}

/// The offsets at which splitting `bytes` into two chunks changes what the import gives
/// (``ImportFastPathTests/describe(_:_:)``: every value, warning and count); empty when none.
func splitsChangingTheImport(_ bytes: [UInt8]) throws -> [Int] {
  let whole = try importBytes(bytes)
  let expected = ImportFastPathTests.describe(whole.result, whole.summary)
  return try (1..<bytes.count).filter { split in
    var importer = AppleHealthImporter(path: "export.xml", options: AppleHealthImportOptions())
    try Array(bytes[..<split]).withUnsafeBytes { try importer.consume($0) }
    try Array(bytes[split...]).withUnsafeBytes { try importer.consume($0) }
    return ImportFastPathTests.describe(try importer.finish(), importer.summary) != expected
  }
}

/// One generated export, extracted, and its truth sidecar.
struct GeneratedExport {
  /// The XML file.
  var xml: URL
  /// `days` of the truth sidecar: local date → fields.
  var days: [String: [String: Any]]

  /// Removes the temporary folder holding ``xml``.
  func remove() {
    try? FileManager.default.removeItem(at: xml.deletingLastPathComponent())
  }
}

/// The generated export `name` of `Tests/Fixtures/generated/` (see `Fixtures`), extracted into
/// a fresh temporary folder (``GeneratedExport/remove()`` removes it).
func fixtureExport(_ name: String) throws -> GeneratedExport {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("healthreport-fixture-\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let xml = folder.appendingPathComponent("export.xml")
  try Fixtures.extractXML(name, to: xml)
  return GeneratedExport(xml: xml, days: try Fixtures.truthDays(name))
}

/// A truth field as a number (`nil` for JSON null or absent).
func truthNumber(_ fields: [String: Any], _ key: String) -> Double? {
  (fields[key] as? NSNumber)?.doubleValue
}
