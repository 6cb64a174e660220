/// The geometry of concentric rings drawn in a square: the outer radius, one line width for
/// every ring, the gap between rings and each ring's radius. Line width and gap scale with the
/// size, so a thumbnail and a card look alike; the gap never gets thinner than
/// ``minimumGap``, so neighbouring rings stay apart in a thumbnail.
///
/// Rings are counted from the outside in: ring 0 touches the square's edge.
public struct RingLayout: Sendable, Hashable {
  /// The line width as a fraction of the outer radius (before ``maximumBand`` narrows it).
  public static let lineWidthRatio = 0.21
  /// The gap as a fraction of the outer radius.
  public static let gapRatio = 0.03
  /// The narrowest gap, in points (one pixel at 2×).
  public static let minimumGap = 0.5
  /// The largest part of the outer radius the rings and their gaps may take; the rest is the
  /// hole in the middle. Many rings are narrowed (lines and gaps alike) to fit.
  public static let maximumBand = 0.86

  /// The square's side, in points (0 for a size that is not positive and finite).
  public let size: Double
  /// The number of rings.
  public let count: Int
  /// Each ring's line width, in points: a multiple of a fifth of a point, so its half and
  /// every radius are whole tenths.
  public let lineWidth: Double
  /// The space between two neighbouring rings' lines, in points.
  public let gap: Double

  /// Lays out `count` rings in a square of `size` points.
  /// - Parameters:
  ///   - size: the square's side, in points (24 for a thumbnail, 160 for a card).
  ///   - count: the number of rings (negative counts as 0).
  public init(size: Double, count: Int) {
    let side = size.isFinite && size > 0 ? size : 0
    let rings = max(0, count)
    self.size = side
    self.count = rings
    let radius = side / 2
    var width = radius * Self.lineWidthRatio
    var gap = max(Self.minimumGap, radius * Self.gapRatio)
    let band = Double(rings) * width + Double(max(0, rings - 1)) * gap
    if band > radius * Self.maximumBand, band > 0 {
      let factor = radius * Self.maximumBand / band
      width *= factor
      gap *= factor
    }
    // Fifths and tenths of a point, so every radius is written exactly with one decimal.
    lineWidth = (width * 5).rounded() / 5
    self.gap = (gap * 10).rounded() / 10
  }

  /// The outer radius, in points: half the size (the outer ring's edge touches the square).
  public var outerRadius: Double { size / 2 }

  /// The radius of ring `index`'s centre line, in points (0 outermost); 0 for an index
  /// outside the rings or a ring that would not fit.
  /// - Parameter index: the ring's index, from the outside in.
  /// - Returns: the radius, in points.
  public func radius(ofRing index: Int) -> Double {
    guard index >= 0, index < count else { return 0 }
    return max(0, outerRadius - lineWidth / 2 - Double(index) * (lineWidth + gap))
  }
}
