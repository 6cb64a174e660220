import Foundation
import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

@Suite struct ZipExportLocatorTests {
  typealias Support = ZipTestSupport

  static let head = #"<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE HealthData [\n"#

  @Test func findsALocalizedExportAndSkipsDecoys() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Every decoy holds <HealthData too, so only the name rules can skip it; the real export
    // is stored (not deflated) to exercise both paths.
    let path = try Support.makeZip(
      in: folder,
      """
      decoy = b'<HealthData locale="x">' * 5000
      z.writestr('apple_health_export/', b'')
      z.writestr('__MACOSX/apple_health_export/._导出.xml', decoy, compress_type=D)
      z.writestr('apple_health_export/._导出.xml', decoy, compress_type=D)
      z.writestr('apple_health_export/export_cda.xml', decoy, compress_type=D)
      z.writestr('apple_health_export/notes.xml', b'<notes/>' * 9000, compress_type=D)
      z.writestr('apple_health_export/workout-routes/r.xml', decoy, compress_type=D)
      dtd = b'<!ELEMENT x (y)>\\n' * 450
      z.writestr('apple_health_export/导出.xml',
          b'\(Self.head)' + dtd + b']>\\n<HealthData locale="zh_CN">\\n</HealthData>\\n',
          compress_type=S)
      """)
    let archive = try ZipArchive(path: path)
    let export = try archive.findHealthExport()
    #expect(export.name == "apple_health_export/导出.xml")
    let text = String(decoding: try Support.readAll(archive, export), as: UTF8.self)
    #expect(text.hasSuffix("<HealthData locale=\"zh_CN\">\n</HealthData>\n"))
  }

  @Test func findsAnExportOutsideTheUsualFolder() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Support.makeZip(
      in: folder,
      """
      z.writestr('a/readme.xml', b'<readme/>', compress_type=D)
      z.writestr('mine/eksport.xml', b'\(Self.head)]>\\n<HealthData/>\\n', compress_type=D)
      """)
    #expect(try ZipArchive(path: path).findHealthExport().name == "mine/eksport.xml")
  }

  @Test func aZipWithoutAnExportThrows() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Support.makeZip(
      in: folder,
      """
      z.writestr('apple_health_export/export_cda.xml', b'<HealthData/>', compress_type=D)
      z.writestr('__MACOSX/apple_health_export/._export.xml', b'<HealthData/>')
      z.writestr('apple_health_export/other.xml', b'<ClinicalDocument/>', compress_type=D)
      z.writestr('apple_health_export/export.csv', b'<HealthData/>')
      """)
    let message = "the zip holds no Apple Health export (no .xml with a <HealthData> element)"
    #expect(throws: ParseError(path: path, reason: .invalidContent(message))) {
      try ZipArchive(path: path).findHealthExport()
    }
    #expect(
      ParseError(path: path, reason: .invalidContent(message)).description == "\(path): \(message)")
  }

  @Test func theRootElementBeyondTheSniffedHeadIsNotFound() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Support.makeZip(
      in: folder,
      "z.writestr('apple_health_export/export.xml', b' ' * 70000 + b'<HealthData/>', compress_type=D)"
    )
    #expect(throws: ParseError.self) { try ZipArchive(path: path).findHealthExport() }
  }

  @Test func theRealMacZipFixtureStreamsTheSameXML() throws {
    let zip = Fixtures.appleHealth("alxdrcirilo-apple-health-parser_tests_data_export.zip")
    let xml = Fixtures.appleHealth("alxdrcirilo-apple-health-parser_tests_data_export.xml")
    let archive = try ZipArchive(path: zip.path)
    #expect(archive.entries.contains { $0.name == "__MACOSX/apple_health_export/._export.xml" })
    let export = try archive.findHealthExport()
    #expect(export.name == "apple_health_export/export.xml")
    #expect(try Support.readAll(archive, export) == Support.bytes(xml.path))
  }

  @Test func theGeneratorsZipStreamsAnExportThatMatchesItsTruth() throws {
    let archive = try ZipArchive(path: Fixtures.generatedZip("tiny").path)
    let export = try archive.findHealthExport()
    #expect(export.name == "apple_health_export/export.xml")
    let streamed = try Support.readAll(archive, export)
    #expect(UInt64(streamed.count) == export.uncompressedSize)
    #expect(ExportLocator.containsRootElement(Array(streamed.prefix(ExportLocator.sniffLength))))
    var importer = AppleHealthImporter(path: "tiny.zip")
    try streamed.withUnsafeBytes { try importer.consume($0) }
    let days = try Fixtures.truthDays("tiny")
    let steps = try importer.finish().dataset[.steps]
    #expect(!steps.days.isEmpty)
    for (date, fields) in days {
      let truth = (fields["steps_dedup_exact"] as? NSNumber)?.doubleValue ?? 0
      let day = try #require(LocalDate(iso: date))
      #expect(abs((steps.value(on: day) ?? 0) - truth) < 0.5, "\(date)")
    }
  }
}
