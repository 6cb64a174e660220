extension DailyCSV {
  /// The days of a dataset's series, ascending, and each day's figures by metric: NaN where the
  /// day has none; where two series of one metric have the day, the later one's.
  struct DayTable {
    /// Every day any series has, ascending, once.
    let dates: [LocalDate]
    /// The figures, one row of ``width`` per date, by ``MetricKind/index``.
    private(set) var values: [Double]
    /// The number of metrics: the length of a row.
    let width = MetricKind.allCases.count

    init(_ series: [DailySeries]) {
      var dates = series.flatMap { $0.days.map(\.date) }
      dates.sort()
      var unique: [LocalDate] = []
      unique.reserveCapacity(dates.count)
      for date in dates where unique.last != date { unique.append(date) }
      self.dates = unique
      values = Array(repeating: .nan, count: unique.count * width)
      for item in series {
        for day in item.days {
          guard let row = Self.row(of: day.date, in: unique) else { continue }
          values[row * width + item.metric.index] = day.value
        }
      }
    }

    /// The figure of `metric` on the date of `row`.
    subscript(row: Int, metric: MetricKind) -> Double { values[row * width + metric.index] }

    /// The place of `date` in `dates` (ascending), by bisection; `nil` when it is not there.
    static func row(of date: LocalDate, in dates: [LocalDate]) -> Int? {
      var low = 0
      var high = dates.count
      while low < high {
        let middle = (low + high) / 2
        if dates[middle] < date { low = middle + 1 } else { high = middle }
      }
      return low < dates.count && dates[low] == date ? low : nil
    }
  }
}
