import Foundation

/// The path data of a ring's arcs around (0, 0): angles in radians clockwise from 12 o'clock,
/// numbers with one decimal (``NumberFormat/coordinate(_:decimals:)``), commas between them as
/// ``PathBuilder`` writes them. Arcs are stroked with round caps, so the path is the ring's
/// centre line.
enum RingPath {
  /// Places after the decimal point.
  static let decimals = 1

  /// The point at `angle` on a circle of `radius` around (0, 0), in points.
  static func point(radius: Double, angle: Double) -> Point {
    Point(x: radius * sin(angle), y: -radius * cos(angle))
  }

  /// Writes the path data of the arc from `startAngle` to `endAngle` (clockwise): one `A`
  /// command, or for a sweep of a whole turn or more a closed circle of two half circles
  /// (`M…A…A…Z`: an arc that ends where it starts draws nothing in SVG).
  /// - Parameters:
  ///   - radius: the arc's radius, in points.
  ///   - startAngle: where it starts, in radians clockwise from 12 o'clock.
  ///   - endAngle: where it ends, in radians; not before `startAngle`.
  ///   - writer: the destination, inside an attribute value.
  static func writeArc(
    radius: Double, from startAngle: Double, to endAngle: Double, writer: inout MarkupWriter
  ) {
    let start = point(radius: radius, angle: startAngle)
    let sweep = max(0, endAngle - startAngle)
    writer.write(byte: 77)  // M
    writePair(start, writer: &writer)
    if sweep >= 2 * .pi - 1e-9 {
      let opposite = point(radius: radius, angle: startAngle + .pi)
      writeArcCommand(radius: radius, large: true, to: opposite, writer: &writer)
      writeArcCommand(radius: radius, large: true, to: start, writer: &writer)
      writer.write(byte: 90)  // Z
    } else if sweep > 0 {
      let end = point(radius: radius, angle: endAngle)
      writeArcCommand(radius: radius, large: sweep > .pi, to: end, writer: &writer)
    }
  }

  /// The path data ``writeArc(radius:from:to:writer:)`` writes.
  static func arc(radius: Double, from startAngle: Double, to endAngle: Double) -> String {
    var writer = MarkupWriter(capacity: 128, syntax: .xml)
    writeArc(radius: radius, from: startAngle, to: endAngle, writer: &writer)
    return writer.text
  }

  /// Writes `A r,r,0,large,1,x,y` (clockwise).
  private static func writeArcCommand(
    radius: Double, large: Bool, to end: Point, writer: inout MarkupWriter
  ) {
    writer.write(byte: 65)  // A
    writer.write(number: radius, decimals: decimals)
    writer.write(byte: 44)
    writer.write(number: radius, decimals: decimals)
    writer.write(large ? ",0,1,1," : ",0,0,1,")
    writePair(end, writer: &writer)
  }

  /// Writes `x,y`.
  private static func writePair(_ point: Point, writer: inout MarkupWriter) {
    writer.write(number: point.x, decimals: decimals)
    writer.write(byte: 44)
    writer.write(number: point.y, decimals: decimals)
  }
}
