/// Generates SVG path data for a line through points: d3-shape's `line` with `defined`.
///
/// A `nil` point, or one with a non-finite coordinate, is undefined: it splits the line into
/// separate subpaths, so missing days become gaps. As in d3, a subpath of a single point is
/// written as `"Mx,yZ"`.
public struct LineGenerator: Sendable {
  /// The interpolation between points.
  public var curve: Curve
  /// Places after the decimal point of every number written (3 as in d3).
  public var decimals: Int = 3
  /// Whether to write compact path syntax (see ``PathBuilder/compact``).
  public var compact = false

  /// Creates a line generator.
  /// - Parameters:
  ///   - curve: the interpolation between points.
  ///   - decimals: places after the decimal point of every number written.
  ///   - compact: whether to write compact path syntax.
  public init(curve: Curve = .linear, decimals: Int = 3, compact: Bool = false) {
    self.curve = curve
    self.decimals = decimals
    self.compact = compact
  }

  /// The path data for the points, in order.
  /// - Parameter points: positions (points); `nil` marks a gap.
  /// - Returns: the path data, or `""` when no point is defined.
  public func path(_ points: [Point?]) -> String {
    String(decoding: pathBytes(points), as: UTF8.self)
  }

  /// ``path(_:)`` as UTF-8 bytes, for marks that write it straight into markup (path data is
  /// ASCII letters, digits, `,`, `.` and `-`: nothing to escape).
  /// - Parameter points: positions (points); `nil` marks a gap.
  /// - Returns: the path data's bytes, empty when no point is defined.
  func pathBytes(_ points: [Point?]) -> [UInt8] {
    var renderer = CurveRenderer(
      curve: curve, capacity: points.count * 16, decimals: decimals, compact: compact)
    var wasDefined = false
    for point in points {
      let isDefined = point.map { $0.x.isFinite && $0.y.isFinite } ?? false
      if isDefined != wasDefined {
        wasDefined = isDefined
        if isDefined { renderer.lineStart() } else { renderer.lineEnd() }
      }
      if isDefined, let point { renderer.point(point.x, point.y) }
    }
    if wasDefined { renderer.lineEnd() }
    return renderer.path.bytes
  }
}
