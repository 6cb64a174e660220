/// Stacks values for stacked bars and areas: d3-shape's `stack` with `stackOrderNone` (or
/// `stackOrderReverse`) and `stackOffsetNone` (or `stackOffsetDiverging`).
///
/// The input is a table of rows (one per x: a day, a band) and keys (one per layer: a category);
/// the output is one ``StackSeries`` per key, in key order, holding for every row the interval
/// the key's value occupies: `lower...upper`, in the values' own unit. With the default offset
/// the first layer in stacking order starts at zero and each next layer starts where the one
/// below ends. As in d3, a NaN value keeps its NaN upper bound and the next layer stacks on its
/// lower bound (a missing value counts as zero).
public struct StackLayout: Sendable, Hashable {
  /// The order in which keys are stacked, bottom first (d3's `stackOrder…`).
  public enum Order: Sendable, Hashable {
    /// The keys' own order (`stackOrderNone`): the first key is at the bottom.
    case none
    /// The keys' reverse order (`stackOrderReverse`): the last key is at the bottom.
    case reverse

    /// The key indices bottom first, for `count` keys.
    func indices(count: Int) -> [Int] {
      switch self {
      case .none: return Array(0..<count)
      case .reverse: return Array((0..<count).reversed())
      }
    }
  }

  /// Where each row's stack starts (d3's `stackOffset…`).
  public enum Offset: Sendable, Hashable {
    /// `stackOffsetNone`: the bottom layer keeps its interval (zero to its value, as the stack
    /// makes it) and each next layer starts at the previous layer's upper bound.
    case none
    /// `stackOffsetDiverging`: positive values stack up from zero, negative values stack down
    /// from zero, and zero (or NaN) values sit at zero; the order applies to each side.
    case diverging
  }

  /// The stacking order.
  public var order: Order
  /// The offset.
  public var offset: Offset

  /// Creates a stack layout.
  /// - Parameters:
  ///   - order: the stacking order (bottom first).
  ///   - offset: where each row's stack starts.
  public init(order: Order = .none, offset: Offset = .none) {
    self.order = order
    self.offset = offset
  }

  /// Stacks `rows` over `keys`: d3's `stack().keys(keys).value(value)(rows)`.
  /// - Parameters:
  ///   - rows: the data, one element per x.
  ///   - keys: the layers, in the order the output lists them.
  ///   - value: the value of a key in a row (any unit; NaN for a missing value).
  /// - Returns: one series per key, in key order, each with one interval per row.
  public func series<Row, Key>(
    _ rows: [Row], keys: [Key], value: (Row, Key) -> Double
  ) -> [StackSeries<Key>] {
    var layers = keys.map { key in
      rows.map { row in StackSeries<Key>.Interval(lower: 0, upper: value(row, key)) }
    }
    let indices = order.indices(count: keys.count)
    offset.apply(to: &layers, order: indices)
    var result = keys.enumerated().map {
      StackSeries(key: $0.element, index: 0, intervals: layers[$0.offset])
    }
    for (position, key) in indices.enumerated() { result[key].index = position }
    return result
  }

  /// Stacks a table of values, `values[row][key]` (a row shorter than `keyCount` has NaN for
  /// its missing keys).
  /// - Parameters:
  ///   - values: the values, one array per row.
  ///   - keyCount: the number of keys (layers).
  /// - Returns: one series per key index `0..<keyCount`.
  public func series(_ values: [[Double]], keyCount: Int) -> [StackSeries<Int>] {
    series(values, keys: Array(0..<max(0, keyCount))) { row, key in
      key < row.count ? row[key] : .nan
    }
  }
}
