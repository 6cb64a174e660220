/// One layer of a stack (d3's series): for every row, the interval its key's value occupies.
public struct StackSeries<Key>: Sendable where Key: Sendable {
  /// The interval one value occupies in its row's stack, in the values' unit.
  public struct Interval: Sendable, Hashable {
    /// The lower bound (d3's `d[0]`): where the value starts.
    public var lower: Double
    /// The upper bound (d3's `d[1]`): where the value ends; NaN for a missing value.
    public var upper: Double
  }

  /// The layer's key.
  public var key: Key
  /// The layer's position in stacking order, 0 at the bottom (d3's `series.index`).
  public var index: Int
  /// One interval per row, in row order.
  public var intervals: [Interval]

  /// Creates a series.
  /// - Parameters:
  ///   - key: the layer's key.
  ///   - index: the position in stacking order, 0 at the bottom.
  ///   - intervals: one interval per row.
  public init(key: Key, index: Int, intervals: [Interval]) {
    self.key = key
    self.index = index
    self.intervals = intervals
  }
}

extension StackSeries: Equatable where Key: Equatable {}
extension StackSeries: Hashable where Key: Hashable {}
