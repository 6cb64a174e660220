import HealthCore
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

  /// The steps a pattern is written by are its pieces, each literal kept by its index in
  /// ``DatePattern/literals``.
  @Test(arguments: cases)
  func stepsAreThePiecesWithLiteralsByIndex(pattern: String, pieces: [Piece]) {
    let parsed = DatePattern(pattern)
    #expect(parsed.steps.count == pieces.count)
    var literals: [String] = []
    for (step, piece) in zip(parsed.steps, pieces) {
      switch (step, piece) {
      case (.literal(let index), .literal(let text)):
        #expect(index == literals.count)
        #expect(parsed.literals[index] == text)
        literals.append(text)
      case (.field(let letter, let count), .field(let pieceLetter, let pieceCount)):
        #expect(letter == pieceLetter && count == pieceCount)
      default:
        Issue.record("\(pattern): step \(step) for piece \(piece)")
      }
    }
    #expect(parsed.literals.count == literals.count)
  }

  /// A name list gives back each name, as a string and appended to a text, nothing outside the
  /// list, and cuts at the text's capacity.
  @Test func nameListsWriteEachNameAndNothingOutside() {
    let names = NameList(["Mo.", "", "월요일", "Dienstag"])
    #expect(names.count == 4)
    #expect((0..<4).map { names[$0] } == ["Mo.", "", "월요일", "Dienstag"])
    #expect(names[-1] == "" && names[4] == "")
    let text = ShortText.build(capacity: 64) { text in
      for index in [0, 1, 2, 3, -1, 4, 99] { names.append(index, to: &text) }
    }
    #expect(text == "Mo.월요일Dienstag")
    #expect(ShortText.build(capacity: 5) { names.append(3, to: &$0) } == "Diens")
    #expect(NameList([]).count == 0)
  }
}
