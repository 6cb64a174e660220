import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// Health Auto Export's two date forms: 24-hour, and 12-hour with a space or a narrow
/// no-break space (U+202F) before AM/PM in any case.
@Suite struct AutoExportTimeTests {
  static func parse(_ text: String) -> Result<RecordTime, AutoExportProblem> {
    Array(text.utf8).withUnsafeBytes { AutoExportTime.parse($0) }
  }

  /// (text, local date written, UTC instant as `yyyy-MM-dd HH:mm:ss`, offset in minutes).
  @Test(arguments: [
    ("2024-03-01 00:00:00 -0800", "2024-03-01", 1_709_280_000, -480),
    ("2024-03-01 23:59:59 +0000", "2024-03-01", 1_709_337_599, 0),
    ("2024-09-21 07:57:00 +1000", "2024-09-21", 1_726_869_420, 600),
    ("2024-09-21 7:57:00\u{202F}am +1000", "2024-09-21", 1_726_869_420, 600),
    ("2024-09-21 7:57:00 am +1000", "2024-09-21", 1_726_869_420, 600),
    ("2024-09-21 7:57:00 AM +1000", "2024-09-21", 1_726_869_420, 600),
    ("2024-09-28 4:51:59 PM +1000", "2024-09-28", 1_727_506_319, 600),
    ("2024-09-28 4:51:59\u{202F}pm +1000", "2024-09-28", 1_727_506_319, 600),
    ("2024-09-28 4:51:59 Pm +1000", "2024-09-28", 1_727_506_319, 600),
    // 12 AM is midnight, 12 PM is noon.
    ("2024-03-01 12:05:00 am +0000", "2024-03-01", 1_709_251_500, 0),
    ("2024-03-01 12:05:00 pm +0000", "2024-03-01", 1_709_294_700, 0),
    ("2024-03-01 05:30:00 +05:30", "2024-03-01", 1_709_251_200, 330),
  ])
  func validDates(text: String, date: String, seconds: Int, offsetMinutes: Int) throws {
    let time = try Self.parse(text).get()
    #expect(time.dayNumber == day(date).dayNumber)
    #expect(time.seconds == seconds)
    #expect(time.offset == offsetMinutes * 60)
  }

  @Test(arguments: [
    ("2024-03-01 25:00:00 +0000", "not a time of day"),
    ("2024-03-01 13:00:00 pm +0000", "not an hour on a 12-hour clock"),
    ("2024-03-01 0:10:00 am +0000", "not an hour on a 12-hour clock"),
    ("2024-03-01 10:60:00 +0000", "not a time of day"),
    ("2024-02-30 10:00:00 +0000", "not a date in the calendar"),
    ("0001-01-01 00:00:00 +0000", "outside the dates the tool accepts"),
    ("9999-12-31 00:00:00 +0000", "outside the dates the tool accepts"),
    ("2024-03-01T00:00:00Z", "not a date"),
    ("2024-03-01 00:00:00", "not a date"),
    ("2024-03-01", "not a date"),
    ("2024-03-01 00:00:00 +2500", "not a time of day"),
    ("2024-03-01 00:00:00 +0800 x", "not a date"),
    ("", "not a date"),
  ])
  func invalidDates(text: String, reason: String) {
    switch Self.parse(text) {
    case .success: Issue.record("accepted \(text)")
    case .failure(let problem):
      let text = problem.text(in: AutoExportProblems())
      #expect(text.contains(reason), "\(text)")
    }
  }
}
