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

/// Why a text is not a date, in the words of a warning.
extension LocalDate {
  /// `not a date in the calendar: "2024-02-30"` when `text` has the `YYYY-MM-DD` shape but names
  /// no day, else `not a date (YYYY-MM-DD): "12/1/2024"`.
  /// - Parameter text: text that ``init(iso:)`` rejected.
  /// - Returns: the reason, quoting `text`.
  public static func problem(with text: String) -> String {
    let bytes = Array(text.utf8)
    let isDigit = { (byte: UInt8) in (48...57).contains(byte) }
    let shaped =
      bytes.count == 10 && bytes[4] == UInt8(ascii: "-") && bytes[7] == UInt8(ascii: "-")
      && bytes.enumerated().allSatisfy { index, byte in index == 4 || index == 7 || isDigit(byte) }
    return (shaped ? "not a date in the calendar: \"" : "not a date (YYYY-MM-DD): \"") + text + "\""
  }
}
