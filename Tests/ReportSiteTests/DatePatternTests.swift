import Testing

@testable import ReportSite

/// CLDR patterns parse by TR35's quoting rules: `''` is a quote inside quoted text or out, a
/// single `'` opens or closes quoted text, letters inside quotes are literal.
@Suite struct DatePatternTests {
  typealias Piece = DatePattern.Piece

  static let cases: [(String, [Piece])] = [
    ("EEE, MMM d", [.field(69, 3), .literal(", "), .field(77, 3), .literal(" "), .field(100, 1)]),
    ("d 'de' MMMM", [.field(100, 1), .literal(" de "), .field(77, 4)]),
    ("h 'o''clock' a", [.field(104, 1), .literal(" o'clock "), .field(97, 1)]),
    ("''d", [.literal("'"), .field(100, 1)]),
    ("'ab'cd", [.literal("ab"), .field(99, 1), .field(100, 1)]),
    ("'x''", [.literal("x'")]),
    ("'open", [.literal("open")]),
    (
      "y년 MMM d일",
      [
        .field(121, 1), .literal("년 "), .field(77, 3), .literal(" "), .field(100, 1),
        .literal("일"),
      ]
    ),
  ]

  @Test(arguments: cases)
  func patternsParseIntoFieldsAndLiterals(pattern: String, pieces: [Piece]) {
    #expect(DatePattern(pattern).pieces == pieces)
  }
}
