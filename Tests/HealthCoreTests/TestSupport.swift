@testable import HealthCore

/// The day named by a `YYYY-MM-DD` literal; a far-away sentinel day if the literal is invalid,
/// so a typo fails the test's comparisons instead of crashing.
func day(_ iso: String) -> LocalDate {
  LocalDate(iso: iso) ?? LocalDate(dayNumber: -1_000_000_000)
}

/// A chart datum on the day named by `iso`.
func datum(_ iso: String, _ value: Double) -> DateValue {
  DateValue(date: day(iso), value: value)
}
