import TestSupport
import Testing

@testable import HealthCore

@Suite struct ReportWindowTests {
  @Test func chartWindowIsTwentyEightDaysIncludingTheEnd() {
    let window = ReportWindow.chart(endingOn: day("2024-12-14"))
    #expect(window.dayCount == 28)
    #expect(window.start == day("2024-11-17"))
    #expect(window.end == day("2024-12-14"))
    #expect(window.dates.count == 28)
    #expect(window.dates.first == window.start)
    #expect(window.dates.last == window.end)
    #expect(zip(window.dates, window.dates.dropFirst()).allSatisfy { $0.days(to: $1) == 1 })
  }

  @Test func weightChangeWindowIsTwentyNineDays() {
    let window = ReportWindow.weightChange(endingOn: day("2024-03-01"))
    #expect(window.dayCount == 29)
    #expect(window.start == day("2024-02-02"))
    #expect(window.dates.contains(day("2024-02-29")))
  }

  @Test(arguments: [
    ("2024-11-16", false), ("2024-11-17", true), ("2024-12-01", true), ("2024-12-14", true),
    ("2024-12-15", false),
  ])
  func containsBothEnds(iso: String, inside: Bool) {
    #expect(ReportWindow.chart(endingOn: day("2024-12-14")).contains(day(iso)) == inside)
  }

  @Test(arguments: [0, -5, 1])
  func atLeastOneDay(dayCount: Int) {
    let window = ReportWindow(end: day("2024-12-14"), dayCount: dayCount)
    #expect(window.dayCount == 1)
    #expect(window.start == window.end)
    #expect(window.dates == [day("2024-12-14")])
  }
}
