/// A colour with alpha, each channel 0...1, not premultiplied; read from CSS by
/// ``init(css:)``.
public struct RasterColor: Sendable, Hashable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Opacity, 0 (transparent) ... 1 (opaque).
  public var alpha: Double = 1
}
