/// The chart font of one weight as text is set in it: DejaVu Sans for the characters it has,
/// then the Korean subset of Nanum Gothic (served as "HealthReport Hangul") for the characters
/// DejaVu lacks, and DejaVu's missing-glyph box for characters neither has. This is what a
/// browser does with the font stack `DejaVu Sans,HealthReport Hangul,…`, so text measures and
/// draws alike in pages, standalone SVG files and PNG images.
///
/// Measuring reads tables, not dictionaries: the advances of the Basic Multilingual Plane are
/// kept in pages of 256 characters (only the pages either font has characters in), and the
/// first pages, up to ``TrueTypeFont/tableLimit``, are the same table DejaVu alone measured
/// with, so Latin text measures exactly as before.
public final class FontStack: Sendable {
  /// Which font of the stack a glyph is drawn from.
  public enum Source: Int, Sendable, Hashable {
    /// The primary font (DejaVu Sans).
    case primary
    /// The fallback font (Nanum Gothic), for characters the primary font lacks.
    case fallback
  }

  /// A glyph of the stack: its font and its index in that font.
  public struct Glyph: Sendable, Hashable {
    /// The font the glyph is in.
    public var source: Source
    /// The glyph index within that font.
    public var index: Int
  }

  /// The font tried first.
  public let primary: TrueTypeFont
  /// The font tried for characters the primary font lacks.
  public let fallback: TrueTypeFont
  /// Advance widths in ems, 256 characters a page; page `p` starts at `pageStarts[p]`.
  let pageAdvances: [Double]
  /// Where each page of the Basic Multilingual Plane starts in ``pageAdvances``, or -1 when
  /// neither font has a character in it.
  let pageStarts: [Int32]
  /// The primary font's missing-glyph advance, in ems.
  let missingAdvance: Double

  /// Stacks two fonts.
  /// - Parameters:
  ///   - primary: the font tried first.
  ///   - fallback: the font tried for characters the primary font lacks.
  public init(primary: TrueTypeFont, fallback: TrueTypeFont) {
    self.primary = primary
    self.fallback = fallback
    let missing = primary.advance(ofGlyph: 0)
    var starts = [Int32](repeating: -1, count: 256)
    var advances: [Double] = []
    func start(ofPage page: Int) -> Int {
      if starts[page] < 0 {
        starts[page] = Int32(advances.count)
        advances += repeatElement(missing, count: 256)
      }
      return Int(starts[page])
    }
    // The first pages, in order, so that the table begins as the primary font's own.
    for page in 0..<(TrueTypeFont.tableLimit >> 8) { _ = start(ofPage: page) }
    // The fallback's characters first; the primary font's then win where both have one.
    for font in [fallback, primary] {
      for (scalar, glyph) in font.glyphs where scalar < 0x1_0000 {
        let value = Int(scalar)
        advances[start(ofPage: value >> 8) + (value & 0xFF)] = font.advance(ofGlyph: glyph)
      }
    }
    pageAdvances = advances
    pageStarts = starts
    missingAdvance = missing
  }

  /// The glyph drawn for a character: the primary font's, else the fallback's, else the primary
  /// font's missing-glyph box (glyph 0).
  /// - Parameter scalar: the character.
  /// - Returns: the glyph and the font it is in.
  public func glyph(for scalar: Unicode.Scalar) -> Glyph {
    if let index = primary.glyphs[scalar.value] { return Glyph(source: .primary, index: index) }
    if let index = fallback.glyphs[scalar.value] { return Glyph(source: .fallback, index: index) }
    return Glyph(source: .primary, index: 0)
  }

  /// The font a glyph is in.
  /// - Parameter source: the glyph's source.
  /// - Returns: the primary or the fallback font.
  public func font(_ source: Source) -> TrueTypeFont {
    source == .primary ? primary : fallback
  }

  /// The advance width of `text` in ems: the sum of its characters' advances, each in the font
  /// that draws it (no kerning).
  /// - Parameter text: the text.
  /// - Returns: the width in ems.
  public func advance(of text: String) -> Double {
    // A native or small string's bytes are read in place, ASCII or not (the same sums in the
    // same order as the loops below).
    if let plane = text.utf8.withContiguousStorageIfAvailable(basicPlaneAdvance(of:)),
      let plane
    {
      return plane
    }
    if let ascii = TrueTypeFont.asciiAdvance(of: text, table: pageAdvances) { return ascii }
    var ems = 0.0
    for scalar in text.unicodeScalars {
      let value = Int(scalar.value)
      if value < TrueTypeFont.tableLimit {
        ems += pageAdvances[value]
      } else if value < 0x1_0000 {
        // Hangul and the rest of the plane: the page's advances, or the missing glyph's.
        let start = Int(pageStarts[value >> 8])
        ems += start < 0 ? missingAdvance : pageAdvances[start + (value & 0xFF)]
      } else {
        let glyph = glyph(for: scalar)
        ems += font(glyph.source).advance(ofGlyph: glyph.index)
      }
    }
    return ems
  }
}
