/// Generates SVG path data for an area: d3-shape's `area` with `defined`.
///
/// For each run of defined points, the topline (x, y1) is drawn forwards and the baseline
/// (x, y0) backwards with the same curve, and the shape is closed. A `nil` point, or one with
/// a non-finite coordinate, is a gap between runs.
public struct AreaGenerator: Sendable {
  /// The interpolation used for both the topline and the baseline.
  public var curve: Curve
  /// Places after the decimal point of every number written (3 as in d3).
  public var decimals: Int = 3
  /// Whether to write compact path syntax (see ``PathBuilder/compact``).
  public var compact = false

  /// Creates an area generator.
  /// - Parameters:
  ///   - curve: the interpolation for both lines.
  ///   - decimals: places after the decimal point of every number written.
  ///   - compact: whether to write compact path syntax.
  public init(curve: Curve = .linear, decimals: Int = 3, compact: Bool = false) {
    self.curve = curve
    self.decimals = decimals
    self.compact = compact
  }

  /// The path data for the area.
  /// - Parameter points: samples (points); `nil` marks a gap.
  /// - Returns: the path data, or `""` when no point is defined.
  public func path(_ points: [AreaPoint?]) -> String {
    var renderer = CurveRenderer(
      curve: curve, capacity: points.count * 32, decimals: decimals, compact: compact)
    var runStart = 0
    var wasDefined = false
    for index in 0...points.count {
      let point = index < points.count ? points[index] : nil
      let isDefined = point.map { $0.x.isFinite && $0.y0.isFinite && $0.y1.isFinite } ?? false
      if isDefined != wasDefined {
        wasDefined = isDefined
        if isDefined {
          runStart = index
          renderer.areaStart()
          renderer.lineStart()
        } else {
          renderer.lineEnd()
          renderer.lineStart()
          for back in stride(from: index - 1, through: runStart, by: -1) {
            if let base = points[back] { renderer.point(base.x, base.y0) }
          }
          renderer.lineEnd()
          renderer.areaEnd()
        }
      }
      if isDefined, let point { renderer.point(point.x, point.y1) }
    }
    return renderer.path.string
  }
}
