/// An axis-aligned rectangle in SVG user units (points), origin at the top left.
public struct Rect: Sendable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width, never negative.
  public var width: Double
  /// The height, never negative.
  public var height: Double

  /// Creates a rectangle; negative sizes become zero.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }
}

/// Space around the plot area, in points.
public struct Insets: Sendable, Hashable {
  public var top: Double
  public var right: Double
  public var bottom: Double
  public var left: Double

  /// Creates insets.
  public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }
}
