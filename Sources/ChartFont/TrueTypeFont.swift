/// A TrueType font read from its file bytes: the character map (`cmap` formats 4 and 12), the
/// advance widths (`hmtx`) and the quadratic outlines (`glyf`/`loca`, simple and composite
/// glyphs). Enough to measure and draw text; no hinting, no kerning, no shaping.
///
/// Every read is bounds-checked: a damaged file gives empty outlines and zero widths, never a
/// crash.
public final class TrueTypeFont: Sendable {
  /// Font units per em (2048 for DejaVu Sans).
  public let unitsPerEm: Int
  /// The typographic ascender, in font units (positive, above the baseline).
  public let ascender: Int
  /// The typographic descender, in font units (negative, below the baseline).
  public let descender: Int
  /// Glyph index by Unicode scalar value.
  let glyphs: [UInt32: Int]
  /// Advance widths by glyph index, in font units.
  let advances: [Int]
  /// Advance widths in ems of the characters below ``tableLimit`` (a fast path for measuring:
  /// ASCII, Latin, Greek, Cyrillic, punctuation such as `·` and `–`, arrows and the minus sign).
  let tableAdvances: [Double]
  /// The scalar values ``tableAdvances`` covers.
  static let tableLimit = 0x2400
  /// The file's bytes.
  let data: FontBytes
  /// Offset and length of the `glyf` table.
  let glyfTable: Range<Int>
  /// Offsets of each glyph within `glyf` (count + 1 entries).
  let glyphOffsets: [Int]

  /// A font without glyphs (what a damaged file yields).
  public static let empty = TrueTypeFont()

  private init() {
    unitsPerEm = 1000
    ascender = 800
    descender = -200
    glyphs = [:]
    advances = []
    tableAdvances = Array(repeating: 0, count: TrueTypeFont.tableLimit)
    data = FontBytes([])
    glyfTable = 0..<0
    glyphOffsets = []
  }

  /// Reads a font file; `nil` when a required table is missing or malformed.
  /// - Parameter bytes: the `.ttf` file's bytes.
  public init?(bytes: [UInt8]) {
    let data = FontBytes(bytes)
    var tables: [String: Range<Int>] = [:]
    let tableCount = data.u16(4)
    for index in 0..<tableCount {
      let record = 12 + index * 16
      let tag = String(decoding: data.slice(record, 4), as: UTF8.self)
      let offset = data.u32(record + 8)
      let length = data.u32(record + 12)
      guard offset + length <= bytes.count else { return nil }
      tables[tag] = offset..<(offset + length)
    }
    guard let head = tables["head"], let hhea = tables["hhea"], let hmtx = tables["hmtx"],
      let maxp = tables["maxp"], let loca = tables["loca"], let glyf = tables["glyf"],
      let cmap = tables["cmap"]
    else { return nil }
    let unitsPerEm = data.u16(head.lowerBound + 18)
    guard unitsPerEm > 0 else { return nil }
    self.unitsPerEm = unitsPerEm
    let longOffsets = data.i16(head.lowerBound + 50) == 1
    ascender = data.i16(hhea.lowerBound + 4)
    descender = data.i16(hhea.lowerBound + 6)
    let metricCount = data.u16(hhea.lowerBound + 34)
    let glyphCount = data.u16(maxp.lowerBound + 4)
    var advances: [Int] = []
    advances.reserveCapacity(glyphCount)
    var lastAdvance = 0
    for glyph in 0..<glyphCount {
      if glyph < metricCount { lastAdvance = data.u16(hmtx.lowerBound + glyph * 4) }
      advances.append(lastAdvance)
    }
    self.advances = advances
    var offsets: [Int] = []
    offsets.reserveCapacity(glyphCount + 1)
    for glyph in 0...glyphCount {
      offsets.append(
        longOffsets
          ? data.u32(loca.lowerBound + glyph * 4) : data.u16(loca.lowerBound + glyph * 2) * 2)
    }
    glyphOffsets = offsets
    glyfTable = glyf
    self.data = data
    let glyphs = TrueTypeFont.readCharacterMap(data, table: cmap)
    self.glyphs = glyphs
    // Characters the font lacks measure as its missing glyph (0); the rest from the map.
    var table = [Double](
      repeating: Self.ems(ofGlyph: 0, advances: advances, unitsPerEm: unitsPerEm),
      count: TrueTypeFont.tableLimit)
    for (scalar, glyph) in glyphs where scalar < TrueTypeFont.tableLimit {
      table[Int(scalar)] = Self.ems(ofGlyph: glyph, advances: advances, unitsPerEm: unitsPerEm)
    }
    tableAdvances = table
  }

  /// The glyph drawn for a character (0, the missing-glyph box, when the font has none).
  /// - Parameter scalar: the character.
  /// - Returns: the glyph index.
  public func glyphIndex(of scalar: Unicode.Scalar) -> Int {
    glyphs[scalar.value] ?? 0
  }

  /// Whether the font has a glyph for `scalar`.
  public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { glyphs[scalar.value] != nil }

  /// A glyph's advance width, in ems.
  /// - Parameter glyph: the glyph index.
  /// - Returns: the advance in ems (0 for an unknown glyph).
  public func advance(ofGlyph glyph: Int) -> Double {
    Self.ems(ofGlyph: glyph, advances: advances, unitsPerEm: unitsPerEm)
  }

  /// A glyph's advance in ems from the `hmtx` widths (0 for an unknown glyph).
  private static func ems(ofGlyph glyph: Int, advances: [Int], unitsPerEm: Int) -> Double {
    guard glyph >= 0, glyph < advances.count else { return 0 }
    return Double(advances[glyph]) / Double(unitsPerEm)
  }

  /// The advance width of `text` in ems: the sum of its characters' advances (no kerning).
  /// - Parameter text: the text.
  /// - Returns: the width in ems.
  public func advance(of text: String) -> Double {
    if let ascii = Self.asciiAdvance(of: text, table: tableAdvances) { return ascii }
    var ems = 0.0
    for scalar in text.unicodeScalars {
      if scalar.value < TrueTypeFont.tableLimit {
        ems += tableAdvances[Int(scalar.value)]
      } else {
        ems += advance(ofGlyph: glyphIndex(of: scalar))
      }
    }
    return ems
  }

  /// The advance width of ASCII text (axis labels, most annotations) in ems, summed byte by
  /// byte from `table`: the fast path of both ``advance(of:)`` and ``FontStack/advance(of:)``.
  /// - Parameters:
  ///   - text: the text.
  ///   - table: advances in ems by scalar value, at least 128 of them.
  /// - Returns: the width in ems, or `nil` when `text` is not all ASCII.
  @inline(__always)
  static func asciiAdvance(of text: String, table: [Double]) -> Double? {
    table.withUnsafeBufferPointer { table in
      var ems = 0.0
      for byte in text.utf8 {
        guard byte < 128 else { return nil }
        ems += table[Int(byte)]
      }
      return ems
    }
  }

  /// Reads the best Unicode subtable of `cmap` (format 12, else format 4).
  static func readCharacterMap(_ data: FontBytes, table: Range<Int>) -> [UInt32: Int] {
    let base = table.lowerBound
    let count = data.u16(base + 2)
    var format4: Int?
    var format12: Int?
    for index in 0..<count {
      let record = base + 4 + index * 8
      let platform = data.u16(record)
      let encoding = data.u16(record + 2)
      let offset = base + data.u32(record + 4)
      let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      guard isUnicode else { continue }
      switch data.u16(offset) {
      case 4: format4 = format4 ?? offset
      case 12: format12 = format12 ?? offset
      default: break
      }
    }
    var map: [UInt32: Int] = [:]
    if let offset = format12 {
      let groups = data.u32(offset + 12)
      for group in 0..<min(groups, 65_536) {
        let record = offset + 16 + group * 12
        let start = data.u32(record)
        let end = data.u32(record + 4)
        let glyph = data.u32(record + 8)
        guard end >= start, end - start < 65_536 else { continue }
        for code in start...end { map[UInt32(code)] = glyph + (code - start) }
      }
      return map
    }
    guard let offset = format4 else { return map }
    let segments = data.u16(offset + 6) / 2
    let ends = offset + 14
    let starts = ends + segments * 2 + 2
    let deltas = starts + segments * 2
    let rangeOffsets = deltas + segments * 2
    for segment in 0..<segments {
      let end = data.u16(ends + segment * 2)
      let start = data.u16(starts + segment * 2)
      let delta = data.u16(deltas + segment * 2)
      let rangeOffset = data.u16(rangeOffsets + segment * 2)
      guard start <= end, start != 0xFFFF else { continue }
      for code in start...end {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (code + delta) & 0xFFFF
        } else {
          let address = rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2
          glyph = data.u16(address)
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        if glyph != 0 { map[UInt32(code)] = glyph }
      }
    }
    return map
  }
}
