extension TimeScale {
  /// Every day (`step` 1), or days whose day-of-month minus one is divisible by `step`
  /// (d3-time's `day.every(step)`), in `first...last`.
  static func dayTicks(
    _ first: Int, _ last: Int, step: Int, calendar: some DayCalendar
  ) -> [Int] {
    var result: [Int] = []
    let span = last - first + 1
    result.reserveCapacity(Swift.min(span / Swift.max(1, step) + 1, maximumTickCount))
    var day = first
    while day <= last, result.count < maximumTickCount {
      if step <= 1 || (calendar.components(ofDay: day).day - 1) % step == 0 {
        result.append(day)
      }
      day += 1
    }
    return result
  }

  /// Week starts (weekday `firstWeekday`, 0 = Sunday) in `first...last`. The weekday of
  /// day number `n` is `(n + 4) mod 7`.
  static func weekTicks(_ first: Int, _ last: Int, firstWeekday: Int) -> [Int] {
    let weekday = ((first + 4) % 7 + 7) % 7
    let wanted = ((firstWeekday % 7) + 7) % 7
    var day = first + ((wanted - weekday) + 7) % 7
    var result: [Int] = []
    result.reserveCapacity(Swift.max(0, Swift.min((last - first) / 7 + 1, maximumTickCount)))
    while day <= last, result.count < maximumTickCount {
      result.append(day)
      day += 7
    }
    return result
  }

  /// First days of months whose zero-based month index is divisible by `step`
  /// (d3-time's `month.every(step)`), in `first...last`.
  static func monthTicks(
    _ first: Int, _ last: Int, step: Int, calendar: some DayCalendar
  ) -> [Int] {
    let start = calendar.components(ofDay: first)
    var monthIndex = start.year * 12 + (start.month - 1)
    if calendar.day(year: start.year, month: start.month, day: 1) < first { monthIndex += 1 }
    let remainder = ((monthIndex % 12) % step + step) % step
    if remainder != 0 { monthIndex += step - remainder }
    var result: [Int] = []
    var previous = Int.min
    while result.count < maximumTickCount {
      let year = floorDivide(monthIndex, 12)
      let day = calendar.day(year: year, month: monthIndex - year * 12 + 1, day: 1)
      // A calendar that cannot place a month must not stall the loop.
      if day > last || day <= previous { break }
      previous = day
      if day >= first { result.append(day) }
      monthIndex += step
    }
    return result
  }

  /// January 1 of years divisible by `step` (d3-time's `year.every(step)`), in `first...last`.
  static func yearTicks(
    _ first: Int, _ last: Int, step: Int, calendar: some DayCalendar
  ) -> [Int] {
    let start = calendar.components(ofDay: first)
    var year = start.year
    if calendar.day(year: year, month: 1, day: 1) < first { year += 1 }
    let remainder = ((year % step) + step) % step
    if remainder != 0 { year += step - remainder }
    var result: [Int] = []
    var previous = Int.min
    while result.count < maximumTickCount {
      let day = calendar.day(year: year, month: 1, day: 1)
      // A calendar that cannot place a year must not stall the loop.
      if day > last || day <= previous { break }
      previous = day
      if day >= first { result.append(day) }
      year += step
    }
    return result
  }

  /// Integer division rounding towards −∞.
  private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    let quotient = value / divisor
    return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
