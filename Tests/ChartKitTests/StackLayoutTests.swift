import Testing

@testable import ChartKit

/// d3-shape's stack-test.js, offset/none-test.js, offset/diverging-test.js and
/// order/none-test.js, as tables.
struct StackLayoutTests {
  typealias Pairs = [[[Double]]]

  /// Whether two bounds agree, NaN equal to NaN (d3's tests compare "NaN" as a string).
  static func same(_ lhs: Double, _ rhs: Double) -> Bool {
    (lhs.isNaN && rhs.isNaN) || lhs == rhs
  }

  /// `[[lower, upper]]` per layer, as d3's tests write series.
  static func pairs(_ series: [StackSeries<Int>]) -> Pairs {
    series.map { $0.intervals.map { [$0.lower, $0.upper] } }
  }

  static func expectSame(_ actual: Pairs, _ expected: Pairs, _ comment: Comment? = nil) {
    #expect(actual.count == expected.count, comment)
    for (actualLayer, expectedLayer) in zip(actual, expected) {
      #expect(actualLayer.count == expectedLayer.count, comment)
      for (pair, expectedPair) in zip(actualLayer, expectedLayer) {
        #expect(
          zip(pair, expectedPair).allSatisfy { same($0, $1) },
          "\(pair) ≠ \(expectedPair) \(comment.map { "\($0)" } ?? "")")
      }
    }
  }

  // MARK: stack-test.js

  static let data: [[Double]] = [[1, 3, 5, 1], [2, 4, 2, 3], [1, 2, 4, 2]]

  @Test(
    arguments: [
      // stack(data) computes the stacked series for the given data.
      (
        StackLayout.Order.none,
        [
          [[0, 1], [0, 2], [0, 1]], [[1, 4], [2, 6], [1, 3]], [[4, 9], [6, 8], [3, 7]],
          [[9, 10], [8, 11], [7, 9]],
        ] as Pairs, [0, 1, 2, 3]
      ),
      // stack.order(function) sets the order function (stackOrderReverse).
      (
        .reverse,
        [
          [[9, 10], [9, 11], [8, 9]], [[6, 9], [5, 9], [6, 8]], [[1, 6], [3, 5], [2, 6]],
          [[0, 1], [0, 3], [0, 2]],
        ], [3, 2, 1, 0]
      ),
    ])
  func stackComputesTheSeries(order: StackLayout.Order, expected: Pairs, indices: [Int]) {
    let series = StackLayout(order: order).series(Self.data, keyCount: 4)
    Self.expectSame(Self.pairs(series), expected)
    #expect(series.map(\.key) == [0, 1, 2, 3])
    #expect(series.map(\.index) == indices)
  }

  @Test func defaultsAreOrderNoneAndOffsetNone() {
    let layout = StackLayout()
    #expect(layout.order == .none)
    #expect(layout.offset == .none)
    // No keys: no series (d3's default keys are []).
    #expect(layout.series(Self.data, keyCount: 0).isEmpty)
    #expect(layout.series([Int](), keys: [String]()) { _, _ in 1 }.isEmpty)
  }

  @Test func valueAccessorGetsTheDatumAndKey() {
    // stack(data) passes the value accessor datum and key: keys ["foo"], data [{foo: 1}].
    var seen: [(row: [String: Double], key: String)] = []
    let series = StackLayout().series([["foo": 1.0]], keys: ["foo"]) { row, key in
      seen.append((row, key))
      return 2
    }
    #expect(series == [StackSeries(key: "foo", index: 0, intervals: [.init(lower: 0, upper: 2)])])
    #expect(seen.count == 1 && seen.first?.row == ["foo": 1] && seen.first?.key == "foo")
  }

  @Test func shortRowsHaveNaNForMissingKeys() {
    let series = StackLayout().series([[1], [2, 3]], keyCount: 2)
    Self.expectSame(Self.pairs(series), [[[0, 1], [0, 2]], [[1, .nan], [2, 5]]])
  }

  // MARK: order/none-test.js

  @Test func orderNoneIsTheIdentity() {
    #expect(StackLayout.Order.none.indices(count: 4) == [0, 1, 2, 3])
    #expect(StackLayout.Order.reverse.indices(count: 4) == [3, 2, 1, 0])
    #expect(StackLayout.Order.none.indices(count: 0).isEmpty)
  }

  // MARK: offset/none-test.js and offset/diverging-test.js

  static let plain: Pairs = [
    [[0, 1], [0, 2], [0, 1]], [[0, 3], [0, 4], [0, 2]], [[0, 5], [0, 2], [0, 4]],
  ]
  static let withNaN: Pairs = [
    [[0, 1], [0, 2], [0, 1]], [[0, 3], [0, .nan], [0, 2]], [[0, 5], [0, 2], [0, 4]],
  ]
  static let offsetBaseline: Pairs = [
    [[1, 2], [2, 4], [3, 4]], [[0, 3], [0, 4], [0, 2]], [[0, 5], [0, 2], [0, 4]],
  ]

  static let offsetCases: [(String, StackLayout.Offset, StackLayout.Order, Pairs, Pairs)] = [
    (
      "none stacks upon the first layer's existing positions", .none, .none, offsetBaseline,
      [[[1, 2], [2, 4], [3, 4]], [[2, 5], [4, 8], [4, 6]], [[5, 10], [8, 10], [6, 10]]]
    ),
    (
      "none treats NaN as zero", .none, .none, withNaN,
      [[[0, 1], [0, 2], [0, 1]], [[1, 4], [2, .nan], [1, 3]], [[4, 9], [2, 4], [3, 7]]]
    ),
    (
      "none observes the specified order", .none, .reverse, plain,
      [[[8, 9], [6, 8], [6, 7]], [[5, 8], [2, 6], [4, 6]], [[0, 5], [0, 2], [0, 4]]]
    ),
    (
      "diverging applies a zero baseline, ignoring existing offsets", .diverging, .none,
      offsetBaseline,
      [[[0, 1], [0, 2], [0, 1]], [[1, 4], [2, 6], [1, 3]], [[4, 9], [6, 8], [3, 7]]]
    ),
    (
      "diverging handles a single series", .diverging, .none, [[[1, 2], [2, 4], [3, 4]]],
      [[[0, 1], [0, 2], [0, 1]]]
    ),
    (
      "diverging treats NaN as zero", .diverging, .none, withNaN,
      [[[0, 1], [0, 2], [0, 1]], [[1, 4], [0, .nan], [1, 3]], [[4, 9], [2, 4], [3, 7]]]
    ),
    (
      "diverging observes the specified order", .diverging, .reverse, plain,
      [[[8, 9], [6, 8], [6, 7]], [[5, 8], [2, 6], [4, 6]], [[0, 5], [0, 2], [0, 4]]]
    ),
    (
      "diverging puts negative values below zero, in order", .diverging, .none,
      [
        [[0, 1], [0, -2], [0, -1]], [[0, -3], [0, -4], [0, -2]], [[0, -5], [0, -2], [0, 4]],
      ],
      [
        [[0, 1], [-2, 0], [-1, 0]], [[-3, 0], [-6, -2], [-3, -1]], [[-8, -3], [-8, -6], [0, 4]],
      ]
    ),
    (
      "diverging puts zero values at zero, in order", .diverging, .none,
      [[[0, 1], [0, 2], [0, -1]], [[0, 3], [0, 0], [0, 0]], [[0, 5], [0, 2], [0, 4]]],
      [[[0, 1], [0, 2], [-1, 0]], [[1, 4], [0, 0], [0, 0]], [[4, 9], [2, 4], [0, 4]]]
    ),
    ("none of no series", .none, .none, [], []),
    ("diverging of no series", .diverging, .none, [], []),
  ]

  @Test(arguments: offsetCases)
  func offset(
    name: String, offset: StackLayout.Offset, order: StackLayout.Order, input: Pairs,
    expected: Pairs
  ) {
    var layers = input.map { layer in
      layer.map { StackSeries<Int>.Interval(lower: $0[0], upper: $0[1]) }
    }
    offset.apply(to: &layers, order: order.indices(count: layers.count))
    Self.expectSame(layers.map { $0.map { [$0.lower, $0.upper] } }, expected, "\(name)")
  }

  @Test func divergingStackOfRowsWithNegativeValues() {
    let series = StackLayout(offset: .diverging).series(
      [[3, -2, 1], [-1, -1, 0]], keyCount: 3)
    Self.expectSame(
      Self.pairs(series), [[[0, 3], [-1, 0]], [[-2, 0], [-2, -1]], [[3, 4], [0, 0]]])
  }
}
