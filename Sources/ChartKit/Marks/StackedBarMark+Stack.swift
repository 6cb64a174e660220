extension StackedBarMark {
  /// The bars of a ``StackLayout``'s series: one datum per row, with one segment per key in
  /// stacking order (bottom first), styled by key.
  /// - Parameters:
  ///   - series: the layout's output, one series per key, each with one interval per row.
  ///   - x: each row's x value (day number or band index); rows beyond it are left out.
  ///   - tips: each row's annotation (`nil`, or none past the end, for no interaction).
  ///   - style: a key's segment fill (a CSS colour or `url(#…)`, `nil` for the mark's) and CSS
  ///     class (`nil` for none).
  /// - Returns: the bars, in row order.
  public static func makeData<Key>(
    series: [StackSeries<Key>], x: [Double], tips: [Tip?] = [],
    style: (Key) -> (fill: String?, className: String?)
  ) -> [Datum] {
    let layers = series.sorted { $0.index < $1.index }
    let styles = layers.map { style($0.key) }
    return x.enumerated().map { row, x in
      var segments: [Segment] = []
      for (layer, (fill, className)) in zip(layers, styles) where row < layer.intervals.count {
        let interval = layer.intervals[row]
        segments.append(
          Segment(lower: interval.lower, upper: interval.upper, fill: fill, className: className))
      }
      return Datum(x: x, segments: segments, tip: row < tips.count ? tips[row] : nil)
    }
  }
}
