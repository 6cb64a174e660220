/// The path data of one gapless line, kept while a chart draws its marks, so that an
/// ``AreaMark`` and a ``LineMark`` over the same points and curve (the weight chart's fill and
/// its line) compute the curve once: the area's topline is then the line's path exactly.
///
/// It lives for one `Chart.write` call and holds only a line whose every point has a finite y
/// (one run, so the area draws it as one subpath); anything else is computed as before.
struct ToplineMemo {
  private var points: [(x: Double, y: Double?)] = []
  private var curve = Curve.linear
  private var bytes: [UInt8]?

  /// Whether every point has a finite y: the line is one run and the area's topline is it.
  /// - Parameter points: a mark's points (x and y in data units).
  /// - Returns: `true` when no point makes a gap.
  static func isGapless(_ points: [(x: Double, y: Double?)]) -> Bool {
    for point in points {
      guard let y = point.y, y.isFinite else { return false }
    }
    return true
  }

  /// Keeps the path data of a gapless line.
  /// - Parameters:
  ///   - bytes: the line's path data (whole points, compact).
  ///   - points: the mark's points (x and y in data units), all with a finite y.
  ///   - curve: the interpolation.
  mutating func store(_ bytes: [UInt8], points: [(x: Double, y: Double?)], curve: Curve) {
    self.points = points
    self.curve = curve
    self.bytes = bytes
  }

  /// The kept path data when it was made from exactly these points and this curve.
  /// - Parameters:
  ///   - points: the mark's points (x and y in data units).
  ///   - curve: the interpolation.
  /// - Returns: the path data, or `nil` when none matches.
  func bytes(for points: [(x: Double, y: Double?)], curve: Curve) -> [UInt8]? {
    guard let bytes, curve == self.curve, points.count == self.points.count else { return nil }
    for (point, kept) in zip(points, self.points) where point.x != kept.x || point.y != kept.y {
      return nil
    }
    return bytes
  }
}
