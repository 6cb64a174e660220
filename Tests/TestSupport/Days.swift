import HealthCore

/// The day named by a `YYYY-MM-DD` literal; a far-away sentinel day if the literal is invalid,
/// so a typo fails the test's comparisons instead of crashing.
/// - Parameter iso: the day, `YYYY-MM-DD`.
/// - Returns: the day.
public func day(_ iso: String) -> LocalDate {
  LocalDate(iso: iso) ?? LocalDate(dayNumber: -1_000_000_000)
}
