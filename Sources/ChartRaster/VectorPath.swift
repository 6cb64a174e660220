import ChartKit
import Foundation

/// A path as typed segments in user space (points), and its flattening into polylines.
public struct VectorPath: Sendable {
  /// One drawing command, absolute.
  public enum Segment: Sendable, Hashable {
    /// Starts a subpath at a point.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A quadratic Bézier curve: control point, end point.
    case quad(Point, Point)
    /// A cubic Bézier curve: two control points, end point.
    case cubic(Point, Point, Point)
    /// An elliptical arc to the end point (SVG's `A`): radii, x-axis rotation in degrees, flags.
    case arc(rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool, to: Point)
    /// Closes the subpath with a line to its start.
    case close
  }

  /// The segments, in order.
  public var segments: [Segment] = []

  /// Creates an empty path, or one from segments.
  /// - Parameter segments: the segments, in order.
  public init(_ segments: [Segment] = []) { self.segments = segments }

  /// A rectangle with optional rounded corners (SVG's `rect`, `rx` = `ry`), clockwise.
  /// - Parameters:
  ///   - x: the left edge, in points.
  ///   - y: the top edge, in points.
  ///   - width: the width, in points.
  ///   - height: the height, in points.
  ///   - radius: the corners' radius, in points (0 for square corners).
  /// - Returns: the outline.
  public static func rect(x: Double, y: Double, width: Double, height: Double, radius: Double)
    -> VectorPath
  {
    let r = min(max(0, radius), width / 2, height / 2)
    guard r > 0 else {
      return VectorPath([
        .move(.init(x: x, y: y)), .line(.init(x: x + width, y: y)),
        .line(.init(x: x + width, y: y + height)), .line(.init(x: x, y: y + height)), .close,
      ])
    }
    func arc(_ px: Double, _ py: Double) -> Segment {
      .arc(rx: r, ry: r, rotation: 0, large: false, sweep: true, to: .init(x: px, y: py))
    }
    return VectorPath([
      .move(.init(x: x + r, y: y)), .line(.init(x: x + width - r, y: y)),
      arc(x + width, y + r), .line(.init(x: x + width, y: y + height - r)),
      arc(x + width - r, y + height), .line(.init(x: x + r, y: y + height)),
      arc(x, y + height - r), .line(.init(x: x, y: y + r)), arc(x + r, y), .close,
    ])
  }

  /// A circle (SVG's `circle`), clockwise from its rightmost point.
  /// - Parameters:
  ///   - cx: the centre's horizontal coordinate, in points.
  ///   - cy: the centre's vertical coordinate, in points.
  ///   - r: the radius, in points.
  /// - Returns: the outline.
  public static func circle(cx: Double, cy: Double, r: Double) -> VectorPath {
    func arc(_ px: Double, _ py: Double) -> Segment {
      .arc(rx: r, ry: r, rotation: 0, large: false, sweep: true, to: .init(x: px, y: py))
    }
    return VectorPath([
      .move(.init(x: cx + r, y: cy)), arc(cx, cy + r), arc(cx - r, cy), arc(cx, cy - r),
      arc(cx + r, cy), .close,
    ])
  }

  /// The end points of the segments (where markers go), in user space.
  public var vertices: [Point] {
    var points: [Point] = []
    var start = Point(x: 0, y: 0)
    for segment in segments {
      switch segment {
      case .move(let p):
        start = p
        points.append(p)
      case .line(let p), .quad(_, let p), .cubic(_, _, let p), .arc(_, _, _, _, _, let p):
        points.append(p)
      case .close:
        points.append(start)
      }
    }
    return points
  }

  /// The path as polylines in device space.
  /// - Parameters:
  ///   - t: user to device space.
  ///   - tolerance: the largest distance between a curve and its chords, in device pixels.
  /// - Returns: the subpaths, each with whether it was closed.
  public func flattened(transform t: AffineTransform, tolerance: Double = 0.1) -> [Polyline] {
    var lines: [Polyline] = []
    var current = Polyline()
    var user = Point(x: 0, y: 0)
    var start = user
    func finish() {
      if current.points.count > 1 { lines.append(current) }
      current = Polyline()
    }
    for segment in segments {
      switch segment {
      case .move(let p):
        finish()
        user = p
        start = p
        current.points.append(t.apply(p))
      case .line(let p):
        if current.points.isEmpty { current.points.append(t.apply(user)) }
        current.points.append(t.apply(p))
        user = p
      case .quad(let c, let p):
        if current.points.isEmpty { current.points.append(t.apply(user)) }
        let p0 = t.apply(user)
        let p1 = t.apply(c)
        let p2 = t.apply(p)
        let dd = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let n = (dd / (4 * tolerance)).squareRoot().stepCount(in: 1...100)
        for step in 1...n {
          let s = Double(step) / Double(n)
          let u = 1 - s
          current.points.append(
            Point(
              x: u * u * p0.x + 2 * u * s * p1.x + s * s * p2.x,
              y: u * u * p0.y + 2 * u * s * p1.y + s * s * p2.y))
        }
        user = p
      case .cubic(let c1, let c2, let p):
        if current.points.isEmpty { current.points.append(t.apply(user)) }
        let p0 = t.apply(user)
        let p1 = t.apply(c1)
        let p2 = t.apply(c2)
        let p3 = t.apply(p)
        let dd = max(
          hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
          hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let n = (3 * dd / (4 * tolerance)).squareRoot().stepCount(in: 1...100)
        for step in 1...n {
          let s = Double(step) / Double(n)
          let u = 1 - s
          let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * s, 3 * u * s * s, s * s * s)
          current.points.append(
            Point(
              x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
              y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y))
        }
        user = p
      case .arc(let rx, let ry, let rotation, let large, let sweep, let p):
        if current.points.isEmpty { current.points.append(t.apply(user)) }
        ArcFlattening.append(
          from: user, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep, to: p,
          transform: t, tolerance: tolerance, into: &current.points)
        user = p
      case .close:
        if !current.points.isEmpty {
          current.isClosed = true
          finish()
        }
        user = start
      }
    }
    finish()
    return lines
  }
}

/// A flattened subpath in device space.
public struct Polyline: Sendable {
  /// The points, in order (a closed polyline does not repeat its first point at the end,
  /// though it may end on it).
  public var points: [Point] = []
  /// Whether the subpath was closed.
  public var isClosed = false
}
