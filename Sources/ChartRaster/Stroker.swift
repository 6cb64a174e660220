import ChartKit
import Foundation

/// Turns polylines into the outline of their stroke: one quadrilateral per segment, a wedge or
/// disc per corner and a cap per open end, all wound the same way, so filling them together
/// with the non-zero rule gives the stroke's area.
enum Stroker {
  /// The polygons of the stroke of `lines` (device space).
  static func outline(_ lines: [Polyline], style: StrokeStyle) -> [Polyline] {
    let half = style.width / 2
    guard half > 0 else { return [] }
    var polygons: [Polyline] = []
    for line in dashed(lines, style: style) {
      var points: [Point] = []
      points.reserveCapacity(line.points.count)
      for point in line.points {
        if let last = points.last, abs(last.x - point.x) < 1e-9, abs(last.y - point.y) < 1e-9 {
          continue
        }
        points.append(point)
      }
      var closed = line.isClosed
      if closed, points.count > 2, let first = points.first, let last = points.last,
        abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9
      {
        points.removeLast()
      }
      if points.count < 2 { closed = false }
      guard points.count >= 2 else {
        // A zero-length subpath shows as a dot with round or square caps.
        if let point = points.first, style.cap != .butt {
          polygons.append(
            cap(at: point, direction: (1, 0), half: half, style: style.cap, start: true))
          polygons.append(
            cap(at: point, direction: (1, 0), half: half, style: style.cap, start: false))
        }
        continue
      }
      let count = points.count
      let segmentCount = closed ? count : count - 1
      for index in 0..<segmentCount {
        let a = points[index]
        let b = points[(index + 1) % count]
        polygons.append(segmentQuad(a, b, half: half))
      }
      let joinRange = closed ? 0..<count : 1..<(count - 1)
      for index in joinRange {
        let previous = points[(index - 1 + count) % count]
        let point = points[index]
        let next = points[(index + 1) % count]
        if let join = join(previous, point, next, half: half, style: style) {
          polygons.append(join)
        }
      }
      if !closed, style.cap != .butt {
        let d0 = direction(points[0], points[1])
        polygons.append(
          cap(at: points[0], direction: d0, half: half, style: style.cap, start: true))
        let d1 = direction(points[count - 2], points[count - 1])
        polygons.append(
          cap(at: points[count - 1], direction: d1, half: half, style: style.cap, start: false))
      }
    }
    return polygons.map(oriented)
  }

  /// The unit direction from `a` to `b`.
  static func direction(_ a: Point, _ b: Point) -> (Double, Double) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    return length == 0 ? (1, 0) : (dx / length, dy / length)
  }

  static func segmentQuad(_ a: Point, _ b: Point, half: Double) -> Polyline {
    let (ux, uy) = direction(a, b)
    let nx = -uy * half
    let ny = ux * half
    return Polyline(
      points: [
        Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
        Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny),
      ], isClosed: true)
  }

  /// The corner piece at `point`, or `nil` where the segments continue straight.
  static func join(
    _ previous: Point, _ point: Point, _ next: Point, half: Double,
    style: StrokeStyle
  ) -> Polyline? {
    let (ax, ay) = direction(previous, point)
    let (bx, by) = direction(point, next)
    let cross = ax * by - ay * bx
    let dot = ax * bx + ay * by
    if abs(cross) < 1e-9, dot > 0 { return nil }
    // The outer side is opposite to the turn.
    let side: Double = cross > 0 ? -1 : 1
    let a = Point(x: point.x - ay * half * side, y: point.y + ax * half * side)
    let b = Point(x: point.x - by * half * side, y: point.y + bx * half * side)
    let turn = atan2(abs(cross), dot)
    if style.join == .round, turn > 0.35 {
      return disc(at: point, half: half)
    }
    if style.join == .miter {
      // Miter length / width = 1 / sin(θ/2), θ the angle between the segments.
      let theta = Double.pi - turn
      let ratio = 1 / max(1e-9, sin(theta / 2))
      if ratio <= style.miterLimit {
        let mx = a.x + b.x - 2 * point.x
        let my = a.y + b.y - 2 * point.y
        let length = (mx * mx + my * my).squareRoot()
        if length > 0 {
          let reach = half * ratio
          let tip = Point(x: point.x + mx / length * reach, y: point.y + my / length * reach)
          return Polyline(points: [point, a, tip, b], isClosed: true)
        }
      }
    }
    return Polyline(points: [point, a, b], isClosed: true)
  }

  /// A disc of radius `half` around `point`.
  static func disc(at point: Point, half: Double) -> Polyline {
    let count = (half * 4).stepCount(in: 2...58) + 6
    var points: [Point] = []
    points.reserveCapacity(count)
    for index in 0..<count {
      let angle = 2 * Double.pi * Double(index) / Double(count)
      points.append(Point(x: point.x + cos(angle) * half, y: point.y + sin(angle) * half))
    }
    return Polyline(points: points, isClosed: true)
  }

  /// The cap at an open end, `direction` pointing along the line.
  static func cap(
    at point: Point, direction: (Double, Double), half: Double, style: StrokeStyle.Cap,
    start: Bool
  ) -> Polyline {
    if style == .round { return disc(at: point, half: half) }
    let (ux, uy) = start ? (-direction.0, -direction.1) : direction
    let nx = -uy * half
    let ny = ux * half
    return Polyline(
      points: [
        Point(x: point.x + nx, y: point.y + ny),
        Point(x: point.x + nx + ux * half, y: point.y + ny + uy * half),
        Point(x: point.x - nx + ux * half, y: point.y - ny + uy * half),
        Point(x: point.x - nx, y: point.y - ny),
      ], isClosed: true)
  }

  /// The polygon wound positively (clockwise on screen), for the non-zero union.
  static func oriented(_ polygon: Polyline) -> Polyline {
    var area = 0.0
    let points = polygon.points
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    return area < 0 ? Polyline(points: points.reversed(), isClosed: true) : polygon
  }

  /// The dashes of `lines` (open polylines), or the lines themselves without a pattern.
  static func dashed(_ lines: [Polyline], style: StrokeStyle) -> [Polyline] {
    let pattern = style.dashes.count % 2 == 1 ? style.dashes + style.dashes : style.dashes
    let total = pattern.reduce(0, +)
    // A pattern shorter than a tenth of a pixel would look solid (and take forever).
    guard !pattern.isEmpty, total >= 0.1, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else {
      return lines
    }
    // So would more than a million dashes (a line far past the image): they would take
    // forever too, and an infinite or NaN length ends here as well.
    var length = 0.0
    for line in lines {
      for (a, b) in zip(line.points, line.points.dropFirst()) {
        length += hypot(b.x - a.x, b.y - a.y)
      }
      if line.isClosed, let first = line.points.first, let last = line.points.last {
        length += hypot(first.x - last.x, first.y - last.y)
      }
    }
    guard length / total * Double(pattern.count) < 1_000_000 else { return lines }
    var result: [Polyline] = []
    for line in lines {
      var points = line.points
      if line.isClosed, let first = points.first { points.append(first) }
      guard points.count > 1 else { continue }
      var index = 0
      var remaining = pattern[0]
      var offset = style.dashOffset.truncatingRemainder(dividingBy: total)
      if offset < 0 { offset += total }
      while offset > 0 {
        if offset >= remaining {
          offset -= remaining
          index = (index + 1) % pattern.count
          remaining = pattern[index]
        } else {
          remaining -= offset
          offset = 0
        }
      }
      var current: [Point] = index % 2 == 0 ? [points[0]] : []
      for segment in 1..<points.count {
        var a = points[segment - 1]
        let b = points[segment]
        var length = hypot(b.x - a.x, b.y - a.y)
        while length > 0 {
          if remaining >= length {
            remaining -= length
            if index % 2 == 0 { current.append(b) }
            length = 0
          } else {
            let t = remaining / length
            let cut = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            if index % 2 == 0 {
              current.append(cut)
              result.append(Polyline(points: current, isClosed: false))
              current = []
            } else {
              current = [cut]
            }
            length -= remaining
            a = cut
            index = (index + 1) % pattern.count
            remaining = pattern[index]
          }
        }
      }
      if index % 2 == 0, current.count > 1 {
        result.append(Polyline(points: current, isClosed: false))
      }
    }
    return result
  }
}
