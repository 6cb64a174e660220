import Foundation

/// Builds SVG path data: a port of d3-path's `path` with `pathRound(3)` number output
/// (``NumberFormat/appendCoordinate(_:decimals:to:)`` with 3 decimals: no `-0`, no NaN).
///
/// Commands are written like d3: `"M1,2L3,4Z"`, `"C…"`, `"Q…"`, `"A…"`.
public struct PathBuilder: Sendable {
  /// The path data written so far.
  public var string: String { String(decoding: bytes, as: UTF8.self) }
  /// The path data as UTF-8 bytes.
  public internal(set) var bytes: [UInt8]
  /// Places after the decimal point of every number written (d3's `pathRound` digits).
  public var decimals: Int = 3
  /// Whether to write the compact syntax SVG optimizers use: relative commands, no leading
  /// zeros, no separator where a sign or a second decimal point already separates. Off by
  /// default (d3's absolute output).
  public var compact = false
  /// The compact writer's state.
  var compactState = CompactPathState()
  /// Start of the current subpath (d3's `_x0`, `_y0`).
  private var subpathStart: (x: Double, y: Double) = (0, 0)
  /// End of the current subpath (d3's `_x1`, `_y1`); `nil` while the path is empty.
  private var current: (x: Double, y: Double)?

  private static let epsilon = 1e-6
  private static let tau = 2 * Double.pi
  private static let tauEpsilon = tau - epsilon

  /// Creates an empty path.
  public init() {
    bytes = []
    bytes.reserveCapacity(64)
  }

  /// Creates an empty path with room for about `capacity` UTF-8 bytes.
  /// - Parameters:
  ///   - capacity: the expected length of the path data (bytes).
  ///   - decimals: places after the decimal point of every number (0...6).
  public init(capacity: Int, decimals: Int = 3) {
    bytes = []
    bytes.reserveCapacity(capacity)
    self.decimals = decimals
  }

  /// Starts a new subpath at a point.
  /// - Parameters:
  ///   - x: the horizontal coordinate (points).
  ///   - y: the vertical coordinate (points).
  public mutating func moveTo(_ x: Double, _ y: Double) {
    subpathStart = (x, y)
    current = (x, y)
    write("M", x, y)
  }

  /// Closes the current subpath with `Z`; does nothing while the path is empty.
  public mutating func closePath() {
    guard current != nil else { return }
    current = subpathStart
    if compact {
      compactClose()
    } else {
      bytes.append(90)  // Z
    }
  }

  /// Draws a straight line to a point.
  /// - Parameters:
  ///   - x: the horizontal coordinate (points).
  ///   - y: the vertical coordinate (points).
  public mutating func lineTo(_ x: Double, _ y: Double) {
    current = (x, y)
    write("L", x, y)
  }

  /// Draws a quadratic Bézier curve.
  /// - Parameters:
  ///   - cpx: the control point's horizontal coordinate (points).
  ///   - cpy: the control point's vertical coordinate (points).
  ///   - x: the end point's horizontal coordinate (points).
  ///   - y: the end point's vertical coordinate (points).
  public mutating func quadraticCurveTo(_ cpx: Double, _ cpy: Double, _ x: Double, _ y: Double) {
    current = (x, y)
    write("Q", cpx, cpy)
    write(",", x, y)
  }

  /// Draws a cubic Bézier curve.
  /// - Parameters:
  ///   - cp1x: the first control point's horizontal coordinate (points).
  ///   - cp1y: the first control point's vertical coordinate (points).
  ///   - cp2x: the second control point's horizontal coordinate (points).
  ///   - cp2y: the second control point's vertical coordinate (points).
  ///   - x: the end point's horizontal coordinate (points).
  ///   - y: the end point's vertical coordinate (points).
  public mutating func bezierCurveTo(
    _ cp1x: Double, _ cp1y: Double, _ cp2x: Double, _ cp2y: Double, _ x: Double, _ y: Double
  ) {
    current = (x, y)
    write("C", cp1x, cp1y)
    write(",", cp2x, cp2y)
    write(",", x, y)
  }

  /// Draws a circular arc (d3-path's `arc`): a line (or move, if empty) to the arc's start
  /// unless already there within 1e-6, then one `A` command, or two for a full circle
  /// (sweep ≥ τ − 1e-6). Arcs sweeping ≤ 1e-6 draw nothing after the line.
  /// - Parameters:
  ///   - x: the centre's horizontal coordinate (points).
  ///   - y: the centre's vertical coordinate (points).
  ///   - radius: the radius (points); a negative or NaN radius draws nothing (d3 throws).
  ///   - startAngle: the start angle (radians, clockwise from the positive x axis).
  ///   - endAngle: the end angle (radians).
  ///   - counterclockwise: draw anticlockwise from `startAngle` to `endAngle`.
  public mutating func arc(
    _ x: Double, _ y: Double, _ radius: Double, _ startAngle: Double, _ endAngle: Double,
    counterclockwise: Bool = false
  ) {
    guard radius >= 0 else { return }
    let dx = radius * cos(startAngle)
    let dy = radius * sin(startAngle)
    let x0 = x + dx
    let y0 = y + dy
    let sweepFlag: StaticString = counterclockwise ? "0" : "1"
    var sweep = counterclockwise ? startAngle - endAngle : endAngle - startAngle

    if let current {
      if abs(current.x - x0) > Self.epsilon || abs(current.y - y0) > Self.epsilon {
        lineTo(x0, y0)
      }
    } else {
      // As in d3, this move does not start a subpath: the current point is only set by the
      // `A` commands below, so a zero or empty arc leaves the path "empty" for closePath.
      write("M", x0, y0)
    }
    if radius == 0 { return }
    if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: Self.tau) + Self.tau }
    if sweep > Self.tauEpsilon {
      writeArc(radius, large: true, sweepFlag, x - dx, y - dy)
      writeArc(radius, large: true, sweepFlag, x0, y0)
      current = (x0, y0)
    } else if sweep > Self.epsilon {
      let x1 = x + radius * cos(endAngle)
      let y1 = y + radius * sin(endAngle)
      writeArc(radius, large: sweep >= .pi, sweepFlag, x1, y1)
      current = (x1, y1)
    }
  }

  /// Appends a command letter (or separator) and a coordinate pair.
  private mutating func write(_ command: StaticString, _ x: Double, _ y: Double) {
    if compact {
      writeCompact(command, x, y)
      return
    }
    append(command)
    append(number: x)
    bytes.append(44)  // ,
    append(number: y)
  }

  mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func append(number: Double) {
    let places = decimals
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberFormat.maximumLength) { buffer in
      let count = NumberFormat.writeCoordinate(number, decimals: places, into: buffer)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// Appends `A r,r,0,large,sweep,x,y`.
  private mutating func writeArc(
    _ radius: Double, large: Bool, _ sweepFlag: StaticString, _ x: Double, _ y: Double
  ) {
    if compact {
      writeCompactArc(radius, large: large, sweepFlag, x, y)
      return
    }
    write("A", radius, radius)
    append(large ? ",0,1," : ",0,0,")
    append(sweepFlag)
    write(",", x, y)
  }
}
