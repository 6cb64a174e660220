extension StackLayout.Offset {
  /// Applies the offset to layers whose intervals are `[0, value]` (or any intervals, for
  /// ``StackLayout/Offset/none``'s bottom layer), in place: d3's `offset(series, order)`.
  /// - Parameters:
  ///   - layers: one array of intervals per key, all of the same length.
  ///   - order: the key indices bottom first (a permutation of `layers.indices`).
  func apply<Key>(to layers: inout [[StackSeries<Key>.Interval]], order: [Int]) {
    switch self {
    case .none: Self.applyNone(to: &layers, order: order)
    case .diverging: Self.applyDiverging(to: &layers, order: order)
    }
  }

  /// `stackOffsetNone`: each layer after the first starts at the previous layer's upper bound,
  /// or at its lower bound where the upper bound is NaN.
  private static func applyNone<Key>(
    to layers: inout [[StackSeries<Key>.Interval]], order: [Int]
  ) {
    guard order.count > 1 else { return }
    for position in 1..<order.count {
      let below = order[position - 1]
      let layer = order[position]
      for row in layers[layer].indices where row < layers[below].count {
        let previous = layers[below][row]
        let start = previous.upper.isNaN ? previous.lower : previous.upper
        layers[layer][row].upper += start
        layers[layer][row].lower = start
      }
    }
  }

  /// `stackOffsetDiverging`: per row, positive heights stack up from zero and negative ones
  /// down from zero, in order; a zero or NaN height becomes `[0, height]`.
  private static func applyDiverging<Key>(
    to layers: inout [[StackSeries<Key>.Interval]], order: [Int]
  ) {
    guard let first = order.first else { return }
    for row in layers[first].indices {
      var positive = 0.0
      var negative = 0.0
      for layer in order where row < layers[layer].count {
        let interval = layers[layer][row]
        let height = interval.upper - interval.lower
        if height > 0 {
          layers[layer][row] = .init(lower: positive, upper: positive + height)
          positive += height
        } else if height < 0 {
          layers[layer][row] = .init(lower: negative + height, upper: negative)
          negative += height
        } else {
          layers[layer][row] = .init(lower: 0, upper: height)
        }
      }
    }
  }
}
