import Foundation
import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

@Suite struct CSVImporterLoadTests {
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  /// A fresh directory under the system's temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthcore-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func loadsAWideFixture() throws {
    let path = Self.fixture("wide.csv")
    let result = try CSVImporter(unit: .pounds).load(path: path)
    #expect(result.dataset.source == .csv(path: path))
    #expect(result.dataset[.steps].days.map(\.value) == [8000, 9500])
    #expect(result.dataset[.bodyMass].days.count == 2)
    #expect(
      result.warnings == [
        ImportWarning(
          path: path, line: 5, message: "not a date in the calendar: \"2024-13-01\"; row skipped")
      ])
  }

  @Test func loadsALongCRLFFixture() throws {
    let result = try CSVImporter(unit: .kilograms).load(path: Self.fixture("long-crlf.csv"))
    #expect(result.warnings.isEmpty)
    #expect(result.dataset[.steps].value(on: day("2024-12-01")) == 6000)
    #expect(result.dataset[.bodyMass].value(on: day("2024-12-01")) == 79.5)
  }

  @Test func missingFileThrows() {
    let path = Self.fixture("no-such-file.csv")
    #expect(throws: ParseError(path: path, reason: .missingFile)) {
      try CSVImporter(unit: .pounds).load(path: path)
    }
  }

  @Test func directoryIsUnreadable() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(throws: ParseError(path: directory.path, reason: .unreadable("is a directory"))) {
      try CSVImporter(unit: .pounds).load(path: directory.path)
    }
  }

  @Test func emptyAndNonUTF8FilesThrow() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let empty = directory.appendingPathComponent("empty.csv")
    try Data().write(to: empty)
    #expect(throws: ParseError(path: empty.path, reason: .emptyFile)) {
      try CSVImporter(unit: .pounds).load(path: empty.path)
    }
    let latin1 = directory.appendingPathComponent("latin1.csv")
    try Data([0x64, 0x61, 0x74, 0x65, 0xE9, 0x0A]).write(to: latin1)
    #expect(throws: ParseError(path: latin1.path, reason: .invalidContent("not UTF-8 text"))) {
      try CSVImporter(unit: .pounds).load(path: latin1.path)
    }
    let error = ParseError(path: "x.csv", reason: .missingFile)
    #expect(error.isMissingInput)
    #expect(error.description == "x.csv: no such file")
  }
}
