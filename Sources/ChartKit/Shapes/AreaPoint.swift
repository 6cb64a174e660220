/// One sample of an area: a horizontal position with a baseline and a topline.
public struct AreaPoint: Sendable, Hashable {
  /// The horizontal coordinate (points).
  public var x: Double
  /// The baseline's vertical coordinate (points), usually the zero of the y scale.
  public var y0: Double
  /// The topline's vertical coordinate (points).
  public var y1: Double

  /// Creates an area point.
  /// - Parameters:
  ///   - x: the horizontal coordinate (points).
  ///   - y0: the baseline's vertical coordinate (points).
  ///   - y1: the topline's vertical coordinate (points).
  public init(x: Double, y0: Double, y1: Double) {
    self.x = x
    self.y0 = y0
    self.y1 = y1
  }
}
