import ChartFont
import ChartKit
import Foundation
import Testing

/// The font compiled into the tool is the one in the repository, and it reads.
@Suite struct EmbeddedFontTests {
  static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Public/fonts")

  @Test(arguments: FontFace.allCases)
  func embeddedBytesEqualTheFile(face: FontFace) throws {
    let file = try Data(
      contentsOf: Self.fonts.appendingPathComponent(EmbeddedFont.fileName(of: face)))
    let embedded = face == .regular ? EmbeddedFont.regularBytes : EmbeddedFont.boldBytes
    #expect(!embedded.isEmpty)
    #expect(embedded == Array(file))
  }

  @Test func theFontReads() {
    let font = EmbeddedFont.regular
    #expect(font.unitsPerEm == 2048)
    // Every character the charts write has a glyph.
    for character in "0123456789,.−–—…·▲▼↑↓%°ÄéßAvg: lbs kg".unicodeScalars {
      #expect(font.hasGlyph(for: character), "\(character)")
      #expect(EmbeddedFont.bold.hasGlyph(for: character), "\(character)")
    }
    let digitAdvance: Double = 1303.0 / 2048
    #expect(font.advance(of: "0") == digitAdvance)
    #expect(EmbeddedFont.bold.advance(of: "0") > font.advance(of: "0"))
    // Outlines: an "o" has two contours, an "é" (a composite glyph) at least two.
    #expect(font.outline(ofGlyph: font.glyphIndex(of: "o")).contours.count == 2)
    #expect(font.outline(ofGlyph: font.glyphIndex(of: "é")).contours.count >= 2)
    #expect(font.outline(ofGlyph: font.glyphIndex(of: " ")).contours.isEmpty)
  }

  @Test func textMeasureUsesTheFontsAdvances() {
    let expected: Double = 2 * 1303.0 / 2048 * 10
    #expect(TextMeasure.width(of: "10", fontSize: 10) == expected)
    #expect(
      TextMeasure.width(of: "Wed", fontSize: 11, bold: true)
        == EmbeddedFont.bold.advance(of: "Wed") * 11)
  }

  @Test func aDamagedFontReadsAsNothing() {
    #expect(TrueTypeFont(bytes: []) == nil)
    #expect(TrueTypeFont(bytes: Array(EmbeddedFont.regularBytes.prefix(100))) == nil)
  }
}
