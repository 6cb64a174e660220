import ChartFont
import ChartKit
import ChartRaster
import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

/// The Korean fallback (the Nanum Gothic subset) compiled into the tool is the one in the
/// repository, it holds every Hangul character the Korean pages write, and the rasterizer draws
/// Hangul with it.
@Suite struct KoreanFontTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test(arguments: FontFace.allCases)
  func embeddedBytesEqualTheFile(face: FontFace) throws {
    let file = try Data(
      contentsOf: Self.root.appendingPathComponent("Public/fonts")
        .appendingPathComponent(EmbeddedFont.koreanFileName(of: face)))
    let embedded = face == .regular ? EmbeddedFont.koreanRegularBytes : EmbeddedFont.koreanBoldBytes
    #expect(!embedded.isEmpty)
    #expect(embedded == Array(file))
  }

  /// Whether `scalar` is in the ranges `bench/make-font-subset.sh` keeps: Hangul Jamo, CJK
  /// punctuation, Hangul compatibility Jamo and Hangul syllables.
  static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3000...0x303F, 0x3130...0x318F, 0xAC00...0xD7A3: return true
    default: return false
    }
  }

  /// The Hangul of the script's seed list (read from the script, so the two cannot drift).
  static func seedCharacters() throws -> Set<Unicode.Scalar> {
    let script = try String(
      contentsOf: root.appendingPathComponent("bench/make-font-subset.sh"), encoding: .utf8)
    let start = try #require(script.range(of: "seed = ("))
    let end = try #require(script.range(of: ")", range: start.upperBound..<script.endIndex))
    return Set(script[start.upperBound..<end.lowerBound].unicodeScalars.filter(isKept))
  }

  /// Every string value of the Korean catalog, when there is one (walked as the script does).
  static func catalogCharacters() throws -> Set<Unicode.Scalar> {
    let url = root.appendingPathComponent("Templates/Localizable/ko.xcstrings")
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    var found = Set<Unicode.Scalar>()
    func walk(_ node: Any) {
      if let object = node as? [String: Any] {
        for (key, child) in object {
          if key == "value", let text = child as? String {
            found.formUnion(text.unicodeScalars.filter(isKept))
          } else {
            walk(child)
          }
        }
      } else if let array = node as? [Any] {
        array.forEach(walk)
      }
    }
    walk(try JSONSerialization.jsonObject(with: Data(contentsOf: url)))
    return found
  }

  @Test(arguments: FontFace.allCases)
  func everySeedAndCatalogCharacterHasAGlyph(face: FontFace) throws {
    let seed = try Self.seedCharacters()
    #expect(seed.count >= 50)
    #expect(seed.contains("월") && seed.contains("걸") && seed.contains("챙"))
    let font = face == .regular ? EmbeddedFont.koreanRegular : EmbeddedFont.koreanBold
    #expect(font.unitsPerEm == 1000)
    // A character missing here means bench/make-font-subset.sh was not re-run.
    for scalar in seed.union(try Self.catalogCharacters()).sorted(by: { $0.value < $1.value }) {
      #expect(font.hasGlyph(for: scalar), "\(scalar)")
      #expect(!face.font.hasGlyph(for: scalar), "\(scalar)")
      #expect(face.stack.glyph(for: scalar).source == .fallback, "\(scalar)")
      #expect(!font.outline(ofGlyph: font.glyphIndex(of: scalar)).contours.isEmpty, "\(scalar)")
    }
  }

  /// A 60 × 30 drawing with an axis label's `text` element (12 px, centred on x = 30, baseline
  /// y = 20) holding `text`, or no element when `text` is `nil`.
  static func label(_ text: String?, weight: String = "400") -> [MarkupNode] {
    let children: [MarkupNode] =
      text.map { text in
        [
          .element(
            name: "text",
            attributes: [
              ("x", "30"), ("y", "20"), ("font-size", "12"), ("font-weight", weight),
              ("text-anchor", "middle"), ("fill", "black"),
            ], children: [.text(text)])
        ]
      } ?? []
    return [
      .element(name: "svg", attributes: [("width", "60"), ("height", "30")], children: children)
    ]
  }

  /// The pixels with ink, as (x, y).
  static func ink(_ image: RasterImage) -> [(x: Int, y: Int)] {
    (0..<image.height).flatMap { y in
      (0..<image.width).compactMap { x in (image.pixel(x: x, y: y)?.a ?? 0) > 0 ? (x, y) : nil }
    }
  }

  @Test(arguments: ["400", "700"])
  func aKoreanWeekdayLabelDrawsInsideItsBox(weight: String) throws {
    let bold = weight == "700"
    let width = TextMeasure.width(of: "월요일", fontSize: 12, bold: bold)
    let image = try #require(ChartRasterizer.image(of: Self.label("월요일", weight: weight), scale: 1))
    let ink = Self.ink(image)
    #expect(ink.count > 40)
    // Inside the advance box: x in 30 ± width / 2, y from the ascender to the descender.
    let left = 30 - width / 2
    let right = 30 + width / 2
    for (x, y) in ink {
      #expect(Double(x) >= left - 1 && Double(x + 1) <= right + 1, "x \(x)")
      #expect(y >= 20 - 12 && y <= 20 + 3, "y \(y)")
    }
    // The glyphs span the box, not a corner of it (three syllables, not three missing boxes).
    let leftmost = try #require(ink.map(\.x).min())
    let rightmost = try #require(ink.map(\.x).max())
    #expect(Double(leftmost) < left + 4 && Double(rightmost) > right - 4)
    let missing = try #require(
      ChartRasterizer.image(of: Self.label("\u{E000}\u{E000}\u{E000}", weight: weight), scale: 1))
    #expect(missing != image)
  }

  @Test func noLabelNoInk() throws {
    let image = try #require(ChartRasterizer.image(of: Self.label(nil), scale: 1))
    #expect(Self.ink(image).isEmpty)
    let empty = try #require(ChartRasterizer.image(of: Self.label(""), scale: 1))
    #expect(Self.ink(empty).isEmpty)
  }

  /// The pixels with ink in a PNG file, as (x, y).
  static func ink(png: Data?) throws -> [(x: Int, y: Int)] {
    let decoded = try DecodedPNG(try #require(png))
    return (0..<decoded.height).flatMap { y in
      (0..<decoded.width).compactMap { x in
        decoded.rgba[(y * decoded.width + x) * 4 + 3] > 0 ? (x, y) : nil
      }
    }
  }

  @Test func aPNGHasInkInsideTheKoreanLabelsBoxOnly() throws {
    let ink = try Self.ink(png: ChartRasterizer.png(of: Self.label("월"), scale: 2))
    // "월" advances 11.28 px at 12 px, centred on x = 30, the baseline at y = 20: at 2×,
    // x from 48.7 to 71.3 and y from 16 (the em's top) to 46 (below the descender).
    #expect(ink.count > 40)
    for (x, y) in ink {
      #expect(x >= 48 && x < 72 && y >= 16 && y < 46, "(\(x), \(y))")
    }
    #expect(try Self.ink(png: ChartRasterizer.png(of: Self.label(nil), scale: 2)).isEmpty)
  }
}

/// The Hangul that CLDR writes in Korean dates, times and numbers (not in the catalog) is in
/// the subset too: weekday and month names, day periods, compact number suffixes.
@Suite struct KoreanCLDRGlyphTests {
  @Test func everyKoreanDateAndNumberCharacterHasAGlyph() throws {
    let locale = ReportLocale(identifier: "ko-KR", strings: .english)
    var texts: [String] = []
    for weekday in Weekday.allCases {
      texts.append(locale.dates.weekdayName(weekday))
      texts.append(locale.dates.shortWeekdayName(weekday))
    }
    for month in 1...12 {
      texts.append(locale.dates.monthName(month))
      texts.append(locale.dates.shortMonthName(month))
    }
    texts.append(locale.dates.time(hour: 9, minute: 5))
    texts.append(locale.dates.time(hour: 22, minute: 48))
    let date = try #require(LocalDate(year: 2024, month: 12, day: 9))
    texts += [
      locale.dates.longDate(date), locale.dates.weekdayMonthDay(date),
      locale.dates.monthYear(date), locale.dates.numericDate(date),
    ]
    texts += locale.numbers.compactForms.map(\.suffix)
    let hangul = Set(
      texts.joined().unicodeScalars.filter { (0xAC00...0xD7A3).contains($0.value) })
    #expect(hangul.count > 10)
    for scalar in hangul.sorted(by: { $0.value < $1.value }) {
      #expect(EmbeddedFont.koreanRegular.hasGlyph(for: scalar), "\(scalar)")
      #expect(EmbeddedFont.koreanBold.hasGlyph(for: scalar), "\(scalar)")
    }
  }
}
