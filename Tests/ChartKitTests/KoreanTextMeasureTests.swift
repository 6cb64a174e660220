import ChartFont
import ChartKit
import Testing

/// Text is measured in DejaVu Sans where it has the character and in the Korean subset of
/// Nanum Gothic (the font stack's next font) where it does not, each scaled by its own units per
/// em; Latin text measures as it did in DejaVu alone.
@Suite struct KoreanTextMeasureTests {
  static let latin = [
    "", "10", "Mon, Dec 9", "Wednesday’s", "Ø 8 214 Schritte", "−12 → 3 °C", "Févr. ≈ 1 ½",
    "Avg: 72 kg", "▲ 4 %",
  ]

  @Test(arguments: [false, true])
  func koreanMeasuresAsTheSumOfNanumAdvances(bold: Bool) {
    let nanum = bold ? EmbeddedFont.koreanBold : EmbeddedFont.koreanRegular
    let dejaVu = bold ? EmbeddedFont.bold : EmbeddedFont.regular
    var ems = 0.0
    for scalar in "월요일".unicodeScalars {
      #expect(!dejaVu.hasGlyph(for: scalar), "\(scalar)")
      #expect(nanum.hasGlyph(for: scalar), "\(scalar)")
      ems += nanum.advance(ofGlyph: nanum.glyphIndex(of: scalar))
    }
    let width = TextMeasure.width(of: "월요일", fontSize: 12, bold: bold)
    #expect(abs(width - ems * 12) < 1e-9)
    // Nanum Gothic's syllables advance 940 of its 1000 units per em (DejaVu has 2048).
    #expect(nanum.unitsPerEm == 1000)
    #expect(abs(width - 3 * 940.0 / 1000 * 12) < 1e-9)
  }

  @Test func mixedTextMeasuresEachCharacterInItsFont() {
    let mixed = TextMeasure.width(of: "Mon 월 8,214 걸음", fontSize: 10)
    let latin = EmbeddedFont.regular.advance(of: "Mon  8,214 ")
    let korean = ["월", "걸", "음"].map { text in
      EmbeddedFont.koreanRegular.advance(of: text)
    }
    #expect(abs(mixed - (latin + korean.reduce(0, +)) * 10) < 1e-9)
  }

  @Test(arguments: latin)
  func latinMeasuresExactlyAsInDejaVu(text: String) {
    #expect(
      TextMeasure.width(of: text, fontSize: 12) == EmbeddedFont.regular.advance(of: text) * 12)
    #expect(
      TextMeasure.width(of: text, fontSize: 11, bold: true)
        == EmbeddedFont.bold.advance(of: text) * 11)
  }

  @Test func charactersNeitherFontHasMeasureAsTheMissingGlyph() {
    let missing = EmbeddedFont.regular.advance(ofGlyph: 0)
    for text in ["😀", "步", "\u{E000}"] {
      #expect(TextMeasure.width(of: text, fontSize: 10) == missing * 10, "\(text)")
    }
  }
}
