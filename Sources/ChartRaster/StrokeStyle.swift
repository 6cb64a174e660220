/// How a path is stroked, in device pixels.
public struct StrokeStyle: Sendable, Hashable {
  /// The shape of open ends (SVG's `stroke-linecap`).
  public enum Cap: Sendable, Hashable {
    /// Square, at the end point.
    case butt
    /// A half disc beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
  }

  /// The shape of corners (SVG's `stroke-linejoin`).
  public enum Join: Sendable, Hashable {
    /// Sharp, cut to a bevel beyond ``StrokeStyle/miterLimit``.
    case miter
    /// Rounded.
    case round
    /// Cut straight across.
    case bevel
  }

  /// The line width, in pixels.
  public var width: Double
  /// The shape of open ends.
  public var cap: Cap = .butt
  /// The shape of corners.
  public var join: Join = .miter
  /// The longest miter, as a multiple of the width (SVG's default 4).
  public var miterLimit: Double = 4
  /// Dash and gap lengths in pixels (empty: solid).
  public var dashes: [Double] = []
  /// Where the dash pattern starts, in pixels.
  public var dashOffset: Double = 0

  /// Creates a stroke style.
  public init(
    width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 4,
    dashes: [Double] = [], dashOffset: Double = 0
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashes = dashes
    self.dashOffset = dashOffset
  }
}
