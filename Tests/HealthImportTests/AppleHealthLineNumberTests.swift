import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// The line numbers of the import's warnings and errors stay exact however the input is cut
/// into chunks (the importer counts each chunk's line ends once, and a kept element's again):
/// line 1, the last line, CRLF, no final line end, a record wrapped over lines, a cut inside an
/// element.
@Suite struct AppleHealthLineNumberTests {
  /// A heart-rate record on one line; `value` is what the record holds (`"x"` is malformed).
  static func record(_ value: String, day: Int = 1) -> String {
    "<Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"W\" unit=\"count/min\""
      + " startDate=\"2024-03-0\(day) 08:00:00 -0800\" value=\"\(value)\"/>"
  }

  /// One document to read, and the lines its import must name.
  struct Case: Sendable, CustomTestStringConvertible {
    /// What the document shows.
    var name: String
    /// The lines, joined by `separator`.
    var lines: [String]
    /// `"\n"` or `"\r\n"`.
    var separator: String
    /// Whether the last line ends with `separator` too.
    var finalLineEnd: Bool
    /// The lines of the malformed records (the warnings' lines).
    var malformedLines: [Int]
    /// The error of a strict import, if any.
    var error: ParseError?

    var testDescription: String {
      name + (separator == "\r\n" ? ", CRLF" : "") + (finalLineEnd ? "" : ", no final line end")
    }

    /// The document's bytes.
    var bytes: [UInt8] {
      Array((lines.joined(separator: separator) + (finalLineEnd ? separator : "")).utf8)
    }
  }

  /// The cases, each with LF and CRLF line ends, with and without a final line end.
  static let cases: [Case] = {
    // A record wrapped over two lines, as some exporters write them.
    let wrapped = record("x").components(separatedBy: " unit=")
    // Name, lines, malformed lines, and the line of the element the input ends inside.
    let shapes: [(String, [String], [Int], Int?)] = [
      (
        "malformed records on line 1 and on the last line",
        [
          "<HealthData locale=\"en_US\">" + record("x"), record("60"), record("61"),
          record("x", day: 2), record("62") + record("x", day: 3) + "</HealthData>",
        ],
        [1, 4, 5], nil
      ),
      (
        "records wrapped over lines",
        [
          "<?xml version=\"1.0\"?>", "<HealthData>", wrapped[0], " unit=" + wrapped[1],
          record("70"), record("x", day: 2), "</HealthData>",
        ],
        [3, 6], nil
      ),
      (
        "cut inside a record on line 1",
        ["<HealthData>" + record("x") + "<Record type=\"HKQuantityType"], [1], 1
      ),
      (
        "cut inside a record on the last line",
        ["<HealthData>", record("x"), record("60"), record("x"), "<Record type="], [2, 4], 5
      ),
    ]
    var cases: [Case] = []
    for (name, lines, malformed, cutLine) in shapes {
      for separator in ["\n", "\r\n"] {
        for finalLineEnd in [true, false] {
          let error = cutLine.map { line in
            ParseError(
              path: "export.xml", line: line,
              reason: .truncated(.insideElement(completeThroughLine: line - 1)))
          }
          cases.append(
            Case(
              name: name, lines: lines, separator: separator, finalLineEnd: finalLineEnd,
              malformedLines: malformed, error: error))
        }
      }
    }
    // Without `</HealthData>`, the error is on the line where it should be: the last line, or
    // the empty line after a final line end.
    for finalLineEnd in [true, false] {
      let lines = ["<HealthData>", record("60"), record("x"), record("61")]
      cases.append(
        Case(
          name: "no root end", lines: lines, separator: "\n", finalLineEnd: finalLineEnd,
          malformedLines: [3],
          error: ParseError(
            path: "export.xml", line: finalLineEnd ? 5 : 4, reason: .truncated(.missingRootEnd))))
    }
    return cases
  }()

  /// The malformed lines of an import, or its error.
  static func outcome(of body: () throws(ParseError) -> [Int]) -> ([Int]?, ParseError?) {
    do throws(ParseError) {
      return (try body(), nil)
    } catch {
      return (nil, error)
    }
  }

  /// Checks `run` (an import of `testCase`'s bytes with the given options) in both modes.
  static func check(
    _ testCase: Case, _ label: String,
    _ run: (AppleHealthImportOptions) throws(ParseError) -> ImportSummary
  ) {
    let strict = outcome { () throws(ParseError) in
      try run(AppleHealthImportOptions()).malformedLines
    }
    if let error = testCase.error {
      #expect(strict.1 == error, "\(label)")
    } else {
      #expect(strict.0 == testCase.malformedLines, "\(label)")
    }
    let lenient = outcome { () throws(ParseError) in
      try run(AppleHealthImportOptions(allowTruncated: true)).malformedLines
    }
    #expect(lenient.0 == testCase.malformedLines, "\(label) (allowTruncated)")
  }

  @Test(arguments: cases) func everyChunkSize(testCase: Case) {
    let bytes = testCase.bytes
    for size in [1, 2, 3, 5, 8, 16, 17, 31, 64, bytes.count] {
      Self.check(testCase, "chunks of \(size)") { options throws(ParseError) in
        try importBytes(bytes, chunk: size, options: options).summary
      }
    }
  }

  @Test(arguments: cases) func everySplitIntoTwoChunks(testCase: Case) {
    let bytes = testCase.bytes
    for split in 1..<bytes.count {
      Self.check(testCase, "split at \(split)") { options throws(ParseError) in
        var importer = AppleHealthImporter(path: "export.xml", options: options)
        try withBuffer(of: Array(bytes[..<split])) { (buffer) throws(ParseError) in
          try importer.consume(buffer)
        }
        try withBuffer(of: Array(bytes[split...])) { (buffer) throws(ParseError) in
          try importer.consume(buffer)
        }
        _ = try importer.finish()
        return importer.summary
      }
    }
  }

  /// Read from a file in small chunks, as the CLI reads (more than two chunks are read ahead on
  /// a second thread).
  @Test(arguments: cases) func readFromAFileInSmallChunks(testCase: Case) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthcore-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("export.xml")
    try Data(testCase.bytes).write(to: file)
    for size in [1, 7, 16, 64, 100] {
      Self.check(testCase, "file read in chunks of \(size)") { options throws(ParseError) in
        var source = try InputSource(path: file.path, displayPath: "export.xml", chunkSize: size)
        var importer = AppleHealthImporter(path: "export.xml", options: options)
        try importer.consumeAll(of: &source)
        _ = try importer.finish()
        return importer.summary
      }
    }
  }
}
