/// The window of days the tool accepts from input and options.
extension LocalDate {
  /// 1900-01-01 (days since 1970: −25,567).
  public static let earliestSupported = LocalDate(dayNumber: -25_567)
  /// 2200-12-31 (days since 1970: 84,370).
  public static let latestSupported = LocalDate(dayNumber: 84_370)
  /// The days accepted from input and options: 1900-01-01 through 2200-12-31.
  ///
  /// A date outside it is a fault in the input (a year typed as `0224` or `9999`), and keeping
  /// every day well inside the proleptic calendar's range means no computation on dates (chart
  /// ticks, week numbers, month starts) meets the edge of what `LocalDate` can represent.
  public static let supportedRange = earliestSupported...latestSupported

  /// Whether this day lies in ``supportedRange``.
  public var isSupported: Bool { LocalDate.supportedRange.contains(self) }

  /// `1900-01-01 to 2200-12-31`, for messages.
  public static var supportedRangeText: String {
    "\(earliestSupported.isoString) to \(latestSupported.isoString)"
  }
}
