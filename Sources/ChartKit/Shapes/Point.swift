/// A position in SVG user space (points, y down); the rasterizer also uses it for device
/// space (pixels).
public struct Point: Sendable, Hashable {
  /// The horizontal coordinate (points, rightwards).
  public var x: Double
  /// The vertical coordinate (points, downwards).
  public var y: Double

  /// Creates a point.
  /// - Parameters:
  ///   - x: the horizontal coordinate (points).
  ///   - y: the vertical coordinate (points).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
