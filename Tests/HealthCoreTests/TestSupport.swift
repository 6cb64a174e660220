import TestSupport

@testable import HealthCore

/// A chart datum on the day named by `iso`.
func datum(_ iso: String, _ value: Double) -> DateValue {
  DateValue(date: day(iso), value: value)
}
