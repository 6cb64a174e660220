/// A run of consecutive calendar days ending on (and including) `end`.
public struct ReportWindow: Sendable, Hashable {
  /// The last day of the window.
  public let end: LocalDate
  /// The number of days, at least 1.
  public let dayCount: Int

  /// Creates a window of `dayCount` days ending on `end`.
  /// - Parameters:
  ///   - end: the last day, included.
  ///   - dayCount: the number of days; values below 1 become 1.
  public init(end: LocalDate, dayCount: Int) {
    self.end = end
    self.dayCount = max(1, dayCount)
  }

  /// The first day of the window.
  public var start: LocalDate { end.adding(days: -(dayCount - 1)) }

  /// The days the dashboard's and the weekly reports' charts show: 28.
  public static let chartDayCount = 28

  /// The window of the steps and weight charts (``chartDayCount`` days).
  /// - Parameter end: the last day, included.
  /// - Returns: the window from `end − 27` through `end`.
  public static func chart(endingOn end: LocalDate) -> ReportWindow {
    ReportWindow(end: end, dayCount: chartDayCount)
  }

  /// The window of the weight-change chart: one day more than ``chartDayCount``, for as many
  /// differences.
  /// - Parameter end: the last day, included.
  /// - Returns: the window from `end − 28` through `end`.
  public static func weightChange(endingOn end: LocalDate) -> ReportWindow {
    ReportWindow(end: end, dayCount: chartDayCount + 1)
  }

  /// Whether `date` lies in the window.
  /// - Parameter date: the calendar day to test.
  /// - Returns: `true` when `start <= date <= end`.
  public func contains(_ date: LocalDate) -> Bool { date >= start && date <= end }

  /// Every day of the window, ascending.
  public var dates: [LocalDate] { (0..<dayCount).map { start.adding(days: $0) } }
}
