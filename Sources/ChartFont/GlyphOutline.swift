/// A glyph's outline: closed contours of quadratic B-spline points in font units, y up (as the
/// `glyf` table stores them, with composite glyphs resolved).
public struct GlyphOutline: Sendable {
  /// A point of a contour.
  public struct Point: Sendable, Hashable {
    /// The horizontal coordinate, in font units.
    public var x: Double
    /// The vertical coordinate, in font units (y up).
    public var y: Double
    /// Whether the point is on the curve (else a quadratic control point).
    public var onCurve: Bool

    /// Creates a point.
    public init(x: Double, y: Double, onCurve: Bool) {
      self.x = x
      self.y = y
      self.onCurve = onCurve
    }
  }

  /// The contours, each implicitly closed.
  public var contours: [[Point]]
}

extension TrueTypeFont {
  /// The outline of a glyph (empty for a space or an unknown glyph).
  /// - Parameter glyph: the glyph index.
  /// - Returns: the contours, in font units.
  public func outline(ofGlyph glyph: Int) -> GlyphOutline {
    var contours: [[GlyphOutline.Point]] = []
    appendOutline(glyph, transform: (1, 0, 0, 1, 0, 0), depth: 0, into: &contours)
    return GlyphOutline(contours: contours)
  }

  /// Appends a glyph's contours, transformed by (a, b, c, d, e, f): x' = a·x + c·y + e,
  /// y' = b·x + d·y + f.
  private func appendOutline(
    _ glyph: Int, transform t: (Double, Double, Double, Double, Double, Double), depth: Int,
    into contours: inout [[GlyphOutline.Point]]
  ) {
    guard depth < 8, glyph >= 0, glyph + 1 < glyphOffsets.count else { return }
    let start = glyfTable.lowerBound + glyphOffsets[glyph]
    let end = glyfTable.lowerBound + glyphOffsets[glyph + 1]
    guard end > start, end <= glyfTable.upperBound else { return }
    let contourCount = data.i16(start)
    if contourCount < 0 {
      appendComposite(at: start + 10, end: end, transform: t, depth: depth, into: &contours)
      return
    }
    var endPoints: [Int] = []
    for index in 0..<contourCount { endPoints.append(data.u16(start + 10 + index * 2)) }
    let pointCount = (endPoints.last ?? -1) + 1
    guard pointCount > 0, pointCount < 65_536 else { return }
    let instructionLength = data.u16(start + 10 + contourCount * 2)
    var cursor = start + 12 + contourCount * 2 + instructionLength
    var flags: [UInt8] = []
    flags.reserveCapacity(pointCount)
    while flags.count < pointCount, cursor < end {
      let flag = UInt8(data.u8(cursor))
      cursor += 1
      flags.append(flag)
      if flag & 8 != 0 {
        let repeats = data.u8(cursor)
        cursor += 1
        for _ in 0..<repeats where flags.count < pointCount { flags.append(flag) }
      }
    }
    guard flags.count == pointCount else { return }
    // One axis's coordinates, stored as deltas: a byte (its sign in `same`) when `short` is
    // set, else a 16-bit delta, or none (the same value) when `same` is set.
    func coordinates(short: UInt8, same: UInt8) -> [Int] {
      var values = [Int](repeating: 0, count: pointCount)
      var value = 0
      for index in 0..<pointCount {
        let flag = flags[index]
        if flag & short != 0 {
          let delta = data.u8(cursor)
          cursor += 1
          value += flag & same != 0 ? delta : -delta
        } else if flag & same == 0 {
          value += data.i16(cursor)
          cursor += 2
        }
        values[index] = value
      }
      return values
    }
    let xs = coordinates(short: 2, same: 16)
    let ys = coordinates(short: 4, same: 32)
    var first = 0
    for last in endPoints {
      guard last >= first, last < pointCount else { break }
      var contour: [GlyphOutline.Point] = []
      contour.reserveCapacity(last - first + 1)
      for index in first...last {
        let x = Double(xs[index])
        let y = Double(ys[index])
        contour.append(
          GlyphOutline.Point(
            x: t.0 * x + t.2 * y + t.4, y: t.1 * x + t.3 * y + t.5,
            onCurve: flags[index] & 1 != 0))
      }
      contours.append(contour)
      first = last + 1
    }
  }

  /// Appends the components of a composite glyph whose records start at `cursor`.
  private func appendComposite(
    at start: Int, end: Int, transform t: (Double, Double, Double, Double, Double, Double),
    depth: Int, into contours: inout [[GlyphOutline.Point]]
  ) {
    var cursor = start
    var more = true
    while more, cursor + 4 <= end {
      let flags = data.u16(cursor)
      let component = data.u16(cursor + 2)
      cursor += 4
      var dx = 0.0
      var dy = 0.0
      if flags & 1 != 0 {
        dx = Double(data.i16(cursor))
        dy = Double(data.i16(cursor + 2))
        cursor += 4
      } else {
        dx = Double(Int8(truncatingIfNeeded: data.u8(cursor)))
        dy = Double(Int8(truncatingIfNeeded: data.u8(cursor + 1)))
        cursor += 2
      }
      if flags & 2 == 0 { (dx, dy) = (0, 0) }  // point matching: not used by DejaVu
      var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
      func f2dot14(_ offset: Int) -> Double { Double(data.i16(offset)) / 16_384 }
      if flags & 8 != 0 {
        a = f2dot14(cursor)
        d = a
        cursor += 2
      } else if flags & 0x40 != 0 {
        a = f2dot14(cursor)
        d = f2dot14(cursor + 2)
        cursor += 4
      } else if flags & 0x80 != 0 {
        a = f2dot14(cursor)
        b = f2dot14(cursor + 2)
        c = f2dot14(cursor + 4)
        d = f2dot14(cursor + 6)
        cursor += 8
      }
      // Compose: component point p -> (a, b, c, d, dx, dy) -> parent transform t.
      let combined = (
        t.0 * a + t.2 * b, t.1 * a + t.3 * b, t.0 * c + t.2 * d, t.1 * c + t.3 * d,
        t.0 * dx + t.2 * dy + t.4, t.1 * dx + t.3 * dy + t.5
      )
      appendOutline(component, transform: combined, depth: depth + 1, into: &contours)
      more = flags & 0x20 != 0
    }
  }
}
