/// One slice of a pie: d3-shape's pie arc datum.
public struct PieSlice: Sendable, Hashable {
  /// The index of the value in the input (slices keep input order).
  public var index: Int
  /// The value used for the slice: the input, or 0 if it was negative, NaN or infinite.
  public var value: Double
  /// The start angle (radians, clockwise from 12 o'clock).
  public var startAngle: Double
  /// The end angle (radians), including the pad angle.
  public var endAngle: Double
  /// The padding between adjacent slices (radians), for ``ArcGenerator``.
  public var padAngle: Double

  /// Creates a slice.
  /// - Parameters:
  ///   - index: the input index.
  ///   - value: the slice's value.
  ///   - startAngle: the start angle (radians).
  ///   - endAngle: the end angle (radians).
  ///   - padAngle: the pad angle (radians).
  public init(index: Int, value: Double, startAngle: Double, endAngle: Double, padAngle: Double) {
    self.index = index
    self.value = value
    self.startAngle = startAngle
    self.endAngle = endAngle
    self.padAngle = padAngle
  }
}
