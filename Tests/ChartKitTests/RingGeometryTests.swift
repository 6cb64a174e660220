import Testing

@testable import ChartKit

/// The rings' geometry as tables: laps and their end angles, the arcs' path data, the layout at
/// a thumbnail's, a tile's and a card's size.
struct RingGeometryTests {
  static let tau = 2 * Double.pi

  @Test(
    arguments: [
      // (progress, each lap's end angle in radians clockwise from 12 o'clock)
      (nil, []),
      (0, []),
      (-0.5, []),
      (.nan, []),
      (.infinity, []),
      (0.25, [Double.pi / 2]),
      (0.5, [.pi]),
      (0.75, [3 * .pi / 2]),
      (1, [2 * .pi]),
      (1.25, [2 * .pi, .pi / 2]),
      (1.5, [2 * .pi, .pi]),
      (2, [2 * .pi, 2 * .pi]),
      (2.5, [2 * .pi, 2 * .pi, .pi]),
      (3.75, [2 * .pi, 2 * .pi, 2 * .pi, 3 * .pi / 2]),
    ] as [(Double?, [Double])])
  func lapEndAngles(progress: Double?, expected: [Double]) {
    let sweep = RingSweep(progress: progress)
    #expect(sweep.laps == expected.count)
    #expect(sweep.lapEndAngles.count == expected.count)
    for (angle, wanted) in zip(sweep.lapEndAngles, expected) { #expect(abs(angle - wanted) < 1e-9) }
    for index in expected.indices {
      #expect(abs((sweep.endAngle(ofLap: index) ?? -1) - expected[index]) < 1e-9)
    }
    #expect(sweep.endAngle(ofLap: expected.count) == nil)
    #expect(sweep.endAngle(ofLap: -1) == nil)
    #expect(sweep.overlaps == (expected.count > 1))
    #expect(abs(sweep.endAngle - (expected.last ?? 0)) < 1e-9)
  }

  @Test func wholeLapsEndAtTheTop() {
    #expect(RingSweep(progress: 1).endsWithWholeLap)
    #expect(RingSweep(progress: 3).endsWithWholeLap)
    #expect(!RingSweep(progress: 0.999).endsWithWholeLap)
    #expect(!RingSweep(progress: 1.001).endsWithWholeLap)
    #expect(!RingSweep(progress: nil).endsWithWholeLap)
    // Just past a lap: the next lap has begun, its end a hair past 12 o'clock.
    let past = RingSweep(progress: 1 + 1e-9)
    #expect(past.laps == 2 && past.endAngle > 0 && past.endAngle < 1e-6)
  }

  @Test func hugeProgressIsCapped() {
    let sweep = RingSweep(progress: 1e12)
    #expect(sweep.laps == RingSweep.maximumLaps)
    #expect(abs(sweep.endAngle - Self.tau) < 1e-9)
  }

  @Test(
    arguments: [
      // (end angle, path data of the arc from 12 o'clock on a circle of radius 10)
      (Double.pi / 2, "M0,-10A10,10,0,0,1,10,0"),
      (.pi, "M0,-10A10,10,0,0,1,0,10"),
      (3 * .pi / 2, "M0,-10A10,10,0,1,1,-10,0"),
      (2 * .pi, "M0,-10A10,10,0,1,1,0,10A10,10,0,1,1,0,-10Z"),
      (4 * .pi, "M0,-10A10,10,0,1,1,0,10A10,10,0,1,1,0,-10Z"),
      (0.01, "M0,-10A10,10,0,0,1,0.1,-10"),
      (0, "M0,-10"),
    ] as [(Double, String)])
  func arcPaths(endAngle: Double, expected: String) {
    #expect(RingPath.arc(radius: 10, from: 0, to: endAngle) == expected)
  }

  /// A whole lap is a closed circle of two half circles, each arc from one point to a different
  /// one: an arc that ends where it starts (a degenerate arc) draws nothing in SVG.
  @Test(arguments: [10.7, 28.6, 71.6])
  func wholeLapClosesWithoutADegenerateArc(radius: Double) throws {
    let path = RingPath.arc(radius: radius, from: 0, to: Self.tau)
    #expect(path.hasSuffix("Z"))
    let commands = path.dropLast().split(separator: "A")
    #expect(commands.count == 3)
    let start = try #require(commands.first.map { String($0.dropFirst()) })
    var previous = start
    for arc in commands.dropFirst() {
      let numbers = arc.split(separator: ",").map(String.init)
      #expect(numbers.count == 7)
      let end = numbers[5] + "," + numbers[6]
      #expect(end != previous)  // no arc ends where it starts
      #expect(numbers[3] == "1" && numbers[4] == "1")  // large, clockwise
      previous = end
    }
    #expect(previous == start)  // the circle closes where it began, at 12 o'clock
    #expect(start == "0," + NumberFormat.point(-radius))
  }

  @Test(
    arguments: [
      // (size, line width, gap, radii from the outside in), all in points
      (24.0, 2.6, 0.5, [10.7, 7.6, 4.5]),
      (64, 6.8, 1, [28.6, 20.8, 13]),
      (160, 16.8, 2.4, [71.6, 52.4, 33.2]),
    ] as [(Double, Double, Double, [Double])])
  func layoutScalesWithSize(size: Double, lineWidth: Double, gap: Double, radii: [Double]) {
    let layout = RingLayout(size: size, count: 3)
    #expect(layout.lineWidth == lineWidth)
    #expect(layout.gap == gap)
    #expect(layout.outerRadius == size / 2)
    for (index, radius) in radii.enumerated() {
      #expect(abs(layout.radius(ofRing: index) - radius) < 1e-9)
    }
    #expect(layout.radius(ofRing: 3) == 0)
    #expect(layout.radius(ofRing: -1) == 0)
    // The hole in the middle stays open: about a third of the outer radius.
    let hole = layout.radius(ofRing: 2) - lineWidth / 2
    #expect(hole > size / 2 * 0.25 && hole < size / 2 * 0.4)
  }

  @Test func manyRingsAreNarrowedToFit() {
    let layout = RingLayout(size: 24, count: 10)
    #expect(layout.lineWidth == 0.8)
    #expect(layout.gap == 0.2)
    let innermost = layout.radius(ofRing: 9)
    #expect(innermost - layout.lineWidth / 2 > 0)
  }

  @Test(arguments: [0.0, -5, .nan, .infinity])
  func badSizesDrawNothing(size: Double) {
    let layout = RingLayout(size: size, count: 3)
    #expect(layout.size == 0)
    #expect(layout.lineWidth == 0)
    #expect((0..<3).allSatisfy { layout.radius(ofRing: $0) == 0 })
  }
}
