import HealthCore

/// One style of date range, shaped as CLDR's `intervalFormats` hold a skeleton: the pattern of
/// each day by the greatest difference between the two days (`y`, `M` or `d`), and the pattern
/// of a range of one day.
struct RangePatterns: Sendable, Hashable {
  /// The patterns of a range's two days.
  struct Halves: Sendable, Hashable {
    /// The first day's pattern.
    let first: DatePattern
    /// The last day's pattern.
    let last: DatePattern
  }

  /// A range of one day: the day alone.
  let single: DatePattern
  /// Days in different years (greatest difference `y`): each day with its year.
  let year: Halves
  /// Days in different months of one year (greatest difference `M`).
  let month: Halves
  /// Days in one month (greatest difference `d`), written as one text ("Dec 8 – 14, 2024");
  /// a sentence that names each day on its own uses ``month``.
  let day: Halves

  /// The patterns of a style whose days within one month are written as within one year.
  init(single: DatePattern, year: Halves, month: Halves, day: Halves? = nil) {
    self.single = single
    self.year = year
    self.month = month
    self.day = day ?? month
  }

  /// The halves for the range from `first` to `last`.
  /// - Parameters:
  ///   - first: the first day.
  ///   - last: the last day.
  ///   - joined: whether the two days are written as one text (a month they share may be written
  ///     once), not as two values of a sentence.
  /// - Returns: the halves.
  func halves(_ first: LocalDate, _ last: LocalDate, joined: Bool) -> Halves {
    let (firstYear, firstMonth, _) = first.components
    let (lastYear, lastMonth, _) = last.components
    if firstYear != lastYear { return year }
    return joined && firstMonth == lastMonth ? day : month
  }
}
