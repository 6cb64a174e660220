import Foundation
import Testing

@testable import ChartKit

/// `PathBuilder.compact`: relative commands in rounded units, no leading zeros, no separator
/// where a sign or a second decimal point already separates numbers.
struct CompactPathTests {
  enum Step: Sendable {
    case move(Double, Double)
    case line(Double, Double)
    case quad(Double, Double, Double, Double)
    case cubic(Double, Double, Double, Double, Double, Double)
    case arc(Double, Double, Double, Double, Double)
    case close
  }

  static func path(_ steps: [Step], decimals: Int, compact: Bool = true) -> String {
    var path = PathBuilder(capacity: 64, decimals: decimals)
    path.compact = compact
    for step in steps {
      switch step {
      case .move(let x, let y): path.moveTo(x, y)
      case .line(let x, let y): path.lineTo(x, y)
      case .quad(let a, let b, let x, let y): path.quadraticCurveTo(a, b, x, y)
      case .cubic(let a, let b, let c, let d, let x, let y): path.bezierCurveTo(a, b, c, d, x, y)
      case .arc(let x, let y, let r, let a0, let a1): path.arc(x, y, r, a0, a1)
      case .close: path.closePath()
      }
    }
    return path.string
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var steps: [Step]
    var decimals: Int
    var expected: String
    var testDescription: String { expected }
  }

  static let cases: [Case] = [
    // The first move is absolute; then relative commands.
    Case(steps: [.move(1.5, 2), .line(3, 2.5)], decimals: 1, expected: "M1.5,2l1.5.5"),
    // Leading zeros dropped; a second decimal point separates.
    Case(steps: [.move(0.5, 0.5)], decimals: 1, expected: "M.5.5"),
    Case(steps: [.move(0, 0), .line(-0.5, 0.25)], decimals: 2, expected: "M0,0l-.5.25"),
    // A sign separates; a number without a point before ".5" needs the comma.
    Case(
      steps: [.move(0, 0), .cubic(1, 1, 2, -1, 3, 0.5)], decimals: 1, expected: "M0,0c1,1,2-1,3,.5"),
    // Every pair of a curve is relative to the segment's start.
    Case(
      steps: [.move(10, 10), .cubic(11, 12, 13, 14, 15, 16)], decimals: 0,
      expected: "M10,10c1,2,3,4,5,6"),
    Case(steps: [.move(0, 0), .quad(1, 2, 3, 4)], decimals: 1, expected: "M0,0q1,2,3,4"),
    // Rounded to whole units before differencing.
    Case(steps: [.move(1.4, 1.6), .line(2.6, 2.4)], decimals: 0, expected: "M1,2l2,0"),
    Case(
      steps: [.move(10, 10), .line(20, 10), .move(5, 5)], decimals: 0, expected: "M10,10l10,0m-15-5"
    ),
    // After `z` the pen is back at the subpath's start.
    Case(
      steps: [.move(1, 1), .line(2, 2), .close, .line(3, 1)], decimals: 0, expected: "M1,1l1,1zl2,0"
    ),
    // Negative numbers, no negative zero.
    Case(steps: [.move(-1.5, -0.25), .line(-1.5, -0.0)], decimals: 2, expected: "M-1.5-.25l0,.25"),
    // Arcs keep an absolute end point.
    Case(
      steps: [.move(0, 0), .arc(0, 0, 1, 0, Double.pi / 2)], decimals: 1,
      expected: "M0,0l1,0A1,1,0,0,1,0,1"),
  ]

  @Test(arguments: cases)
  func compactSyntax(testCase: Case) {
    let compact = Self.path(testCase.steps, decimals: testCase.decimals)
    #expect(compact == testCase.expected)
    // The same geometry as the absolute syntax at the same precision.
    let absolute = Self.path(testCase.steps, decimals: testCase.decimals, compact: false)
    #expect(absolutePoints(compact) == absolutePoints(absolute), "\(absolute)")
    #expect(!containsNegativeZero(compact))
  }

  @Test func offByDefault() {
    var path = PathBuilder()
    #expect(!path.compact)
    path.moveTo(0.5, 1)
    path.lineTo(1, 0.5)
    #expect(path.string == "M0.5,1L1,0.5")
  }

  @Test(arguments: [0, 1, 3])
  func noDriftOverManyRelativeSegments(decimals: Int) {
    let scale = pow(10, Double(decimals))
    func rounded(_ value: Double) -> Double {
      (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
    var expected: [PathPoint] = []
    var path = PathBuilder(capacity: 4096, decimals: decimals)
    path.compact = true
    for index in 0..<2000 {
      // Steps of 0.37 (which no number of places represents exactly) and a wobble.
      let x = Double(index) * 0.37 + 0.123
      let y = 50 + 13.3 * sin(Double(index) * 0.7)
      if index == 0 { path.moveTo(x, y) } else { path.lineTo(x, y) }
      expected.append(PathPoint(x: rounded(x), y: rounded(y)))
    }
    let data = path.string
    // Summing the relative deltas lands on every rounded absolute point, the last included.
    let points = absolutePoints(data)
    #expect(points.count == expected.count)
    #expect(points.last == expected.last)
    #expect(points == expected)
    let commands = pathCommands(data)
    #expect(commands.first?.letter == "M")
    #expect(commands.dropFirst().allSatisfy { $0.letter == "l" && $0.numbers.count == 2 })
  }

  @Test(arguments: [Curve.linear, .monotoneX, .catmullRom(alpha: 0.5)])
  func lineGeneratorsCompactOutputIsTheSameGeometry(curve: Curve) {
    let points: [Point?] = (0..<40).map { index in
      index == 17
        ? nil : Point(x: Double(index) * 9.7 + 0.35, y: 80 - 30 * cos(Double(index) * 0.45))
    }
    for decimals in [0, 1, 2] {
      let compact = LineGenerator(curve: curve, decimals: decimals, compact: true).path(points)
      let absolute = LineGenerator(curve: curve, decimals: decimals).path(points)
      #expect(compact.count < absolute.count)
      #expect(absolutePoints(compact) == absolutePoints(absolute), "\(curve) \(decimals)")
      #expect(!compact.contains(" "))
    }
  }

  /// A number as compact paths wrote it through `NumberFormat.coordinate`: rounded to
  /// `decimals` places in units, then "0.5" as ".5".
  static func referenceNumber(_ value: Double, decimals: Int) -> String {
    let scale = NumberFormat.powerOfTen(decimals)
    let units = (value * scale).rounded(.toNearestOrAwayFromZero)
    let text = NumberFormat.coordinate(units / scale, decimals: decimals)
    if text.hasPrefix("0.") { return String(text.dropFirst()) }
    if text.hasPrefix("-0.") { return "-" + text.dropFirst(2) }
    return text
  }

  /// The digits written straight from rounded units read as the coordinate formatter writes
  /// the same rounded value, for every sign, size and number of places.
  @Test(arguments: [0, 1, 2, 3])
  func compactDigitsMatchTheCoordinateFormatter(decimals: Int) {
    let values: [Double] = [
      0, 0.004, 0.0049, 0.05, 0.5, -0.5, 1, -1, 1.25, -12.375, 10, 100.1, 999.999, -0.001,
      123_456.789, 7.1e5, -0.04, 3.14159, -2_048,
    ]
    for value in values {
      let expected = "M" + Self.referenceNumber(value, decimals: decimals) + ",1"
      #expect(Self.path([.move(value, 1)], decimals: decimals) == expected, "\(value)")
    }
  }

  @Test func parserReadsTheElisions() {
    #expect(
      pathCommands("M.5.5l-.5-1.25.3")
        == [
          PathCommand(letter: "M", numbers: [0.5, 0.5]),
          PathCommand(letter: "l", numbers: [-0.5, -1.25, 0.3]),
        ])
    #expect(
      absolutePoints("M1,1l1,1zl2,0") == [
        .init(x: 1, y: 1), .init(x: 2, y: 2), .init(x: 1, y: 1), .init(x: 3, y: 1),
      ])
  }
}
