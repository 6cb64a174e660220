import ChartKit
import HealthCore

/// One month of Activity rings as the Fitness app's calendar: a small set of rings on each day
/// with a summary, weeks in rows starting on the locale's first weekday, each day's number under
/// it (a day without a summary shows its number alone), the weekdays' initials on top; one
/// `<svg>` (``RingGrid``) whose days share their definitions.
enum RingMonthCalendar {
  /// A day's column width, in points.
  static let column = 40.0
  /// The rings' side, in points.
  static let ringSize = 30.0
  /// A week's row height, in points: the rings, a gap and the day's number.
  static let row = 46.0
  /// The calendar's width, in points.
  static let width = column * 7

  /// The calendar of the month starting on `start`.
  /// - Parameters:
  ///   - start: the month's first day.
  ///   - days: the month's days with a summary, ascending.
  ///   - locale: the reader's language, numbers and first weekday.
  ///   - accessibility: the `<svg>`'s name and description.
  /// - Returns: the grid.
  static func grid(
    start: LocalDate, days: ArraySlice<ActivityRings>, locale: ReportLocale,
    accessibility: ChartAccessibility
  ) -> RingGrid {
    let count = LocalDate.daysInMonth(year: start.year, month: start.month)
    let first = locale.firstWeekday.rawValue
    // The month's first day's column, 0…6 from the locale's first weekday.
    let offset = (start.weekday.rawValue - first + 7) % 7
    let rows = (offset + count + 6) / 7
    let top = RingGrid.tipHeadroom
    var captions = (0..<7).map { index in
      let weekday = Weekday(rawValue: (first - 1 + index) % 7 + 1) ?? .sunday
      return RingGrid.Caption(
        // The first letter, capital as the Fitness app writes it ("lun." is "L").
        text: String(locale.dates.shortWeekdayName(weekday).prefix(1)).uppercased(),
        x: column * (Double(index) + 0.5), y: top - 6, className: "ring-caption ring-weekday")
    }
    var cells: [RingGrid.Cell] = []
    cells.reserveCapacity(days.count)
    var next = days.startIndex
    for day in 1...count {
      let place = offset + day - 1
      let x = column * Double(place % 7)
      let y = top + row * Double(place / 7)
      captions.append(
        RingGrid.Caption(
          text: NumberFormat.grouped(Double(day), style: locale.numbers),
          x: x + column / 2, y: y + ringSize + 12))
      let date = start.adding(days: day - 1)
      while next < days.endIndex, days[next].date < date { next += 1 }
      if next < days.endIndex, days[next].date == date {
        cells.append(
          RingGrid.Cell(day: days[next], x: x + (column - ringSize) / 2, y: y))
      }
    }
    var grid = RingGrid(
      size: ringSize, width: width, height: top + row * Double(rows), cells: cells,
      captions: captions, accessibility: accessibility)
    // Figures and goals would make a box wider than the week.
    grid.compactTips = true
    return grid
  }
}
