import Testing

@testable import HealthCore
@testable import HealthImport

/// An export that ends early (a half-copied file) is an error unless `allowTruncated`, which
/// uses it up to the cut with a warning.
@Suite struct AppleHealthTruncationTests {
  /// Six lines, one element a line: the prologue, the root, three days of steps, the root's end.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="en_US">
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2024-03-01 08:00:00 -0800" endDate="2024-03-01 08:10:00 -0800" value="1000"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2024-03-02 08:00:00 -0800" endDate="2024-03-02 08:10:00 -0800" value="2000"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2024-03-03 08:00:00 -0800" endDate="2024-03-03 08:10:00 -0800" value="3000"/>
    </HealthData>

    """

  /// One way of cutting `document`, and what both modes make of it.
  struct Case: Sendable, CustomTestStringConvertible {
    /// What the cut is.
    var name: String
    /// The document up to the cut.
    var text: String
    /// The strict import's error (`nil`: the file is complete, both modes read it alike).
    var error: ParseError?
    /// The days of steps the lenient import keeps.
    var days: Int
    /// The lenient import's `truncatedAfterLine`.
    var truncatedAfterLine: Int?

    var testDescription: String { name }
  }

  /// `document` up to (not including) the `occurrence`th `marker`.
  static func cut(before marker: String, occurrence: Int = 1) -> String {
    var hit: Range<String.Index>?
    for _ in 0..<occurrence {
      hit = document.range(
        of: marker, range: (hit?.upperBound ?? document.startIndex)..<document.endIndex)
    }
    return hit.map { String(document[..<$0.lowerBound]) } ?? document
  }

  /// The error for a cut inside the element starting on `line`.
  static func inside(_ line: Int) -> ParseError {
    ParseError(
      path: "export.xml", line: line,
      reason: .truncated(.insideElement(completeThroughLine: line - 1)))
  }

  /// The error for an input that ends on `line` (after a line end: the empty line after it)
  /// without `</HealthData>`.
  static func noRootEnd(_ line: Int) -> ParseError {
    ParseError(path: "export.xml", line: line, reason: .truncated(.missingRootEnd))
  }

  static let cases: [Case] = [
    Case(name: "complete", text: document, error: nil, days: 3),
    Case(
      name: "complete, no final newline", text: String(document.dropLast()), error: nil, days: 3),
    Case(
      name: "cut inside a record's value", text: cut(before: "2000\"/>"), error: inside(4),
      days: 1, truncatedAfterLine: 3),
    Case(
      name: "cut inside a record's attributes", text: cut(before: "sourceName", occurrence: 3),
      error: inside(5), days: 2, truncatedAfterLine: 4),
    Case(
      name: "cut between records, no closing tag", text: cut(before: " <Record", occurrence: 3),
      error: noRootEnd(5), days: 2),
    Case(
      name: "cut after a record, before its line end",
      text: cut(before: "\n <Record", occurrence: 3),
      error: noRootEnd(4), days: 2),
    Case(
      name: "cut right after <Record", text: cut(before: " type=", occurrence: 3),
      error: noRootEnd(5), days: 2),
    Case(
      name: "cut inside </HealthData>", text: cut(before: "Data>\n"), error: noRootEnd(6),
      days: 3),
  ]

  @Test(arguments: cases, [nil, 1, 7, 100])
  func strictImportFailsAtTheCut(_ example: Case, chunk: Int?) throws {
    if let error = example.error {
      #expect(throws: error) { try importText(example.text, chunk: chunk) }
    } else {
      let (result, summary) = try importText(example.text, chunk: chunk)
      #expect(result.warnings.isEmpty)
      #expect(summary.truncatedAfterLine == nil)
      #expect(result.dataset[.steps].days.count == example.days)
    }
  }

  @Test(arguments: cases, [nil, 1, 7, 100])
  func allowTruncatedUsesTheDataUpToTheCut(_ example: Case, chunk: Int?) throws {
    let options = AppleHealthImportOptions(allowTruncated: true)
    let (result, summary) = try importText(example.text, chunk: chunk, options: options)
    #expect(result.dataset[.steps].days.count == example.days)
    #expect(summary.truncatedAfterLine == example.truncatedAfterLine)
    guard let error = example.error else {
      #expect(result.warnings.isEmpty)
      return
    }
    let warning = try #require(result.warnings.last)
    #expect(warning.line == error.line)
    switch error.reason {
    case .truncated(.insideElement(let complete)):
      #expect(
        warning.message
          == "the file ends inside an element (truncated?); data through line \(complete) used")
    default:
      #expect(warning.message == "no closing </HealthData> (truncated?); all complete records used")
    }
  }

  @Test func strictIsTheDefault() {
    #expect(AppleHealthImportOptions().allowTruncated == false)
    #expect(AppleHealthImporter(path: "x").options.allowTruncated == false)
  }

  @Test func aCutRootStartTagIsNotAnExportInEitherMode() {
    let text = "<?xml version=\"1.0\"?>\n<HealthDa"
    let notExport = AppleHealthImporter.notAnExport("export.xml")
    #expect(throws: notExport) { try importText(text) }
    #expect(throws: notExport) {
      try importText(text, options: AppleHealthImportOptions(allowTruncated: true))
    }
  }

  @Test func theErrorNamesTheLineOfTheCut() {
    #expect(
      Self.inside(123_456).description
        == "export.xml:123456: the file ends inside an element (truncated?); the data through"
        + " line 123455 is complete")
    #expect(
      Self.noRootEnd(9).description
        == "export.xml:9: no closing </HealthData> (truncated?); the records before it are"
        + " complete")
    #expect(!Self.inside(2).isMissingInput)
  }
}
