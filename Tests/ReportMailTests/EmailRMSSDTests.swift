import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

@testable import ReportMail

/// The email of Health Connect's data: its heart rate variability is RMSSD, in a chart, a
/// subject and a sentence of its own.
@Suite struct EmailRMSSDTests {
  /// Resting heart rate and RMSSD on the 28 days ending 2026-08-15, SDNN on the first 25 of
  /// them (to August 12) when `withSDNN`.
  static func dataset(withSDNN: Bool) -> HealthDataset {
    let first = day("2026-07-19")
    let days = { (count: Int, value: Double) in
      (0..<count).map { HealthMetric(date: first.adding(days: $0), value: value + Double($0 % 3)) }
    }
    var series = [
      DailySeries(metric: .restingHeartRate, days: days(28, 55)),
      DailySeries(metric: .heartRateVariabilityRMSSD, days: days(28, 35)),
    ]
    if withSDNN { series.append(DailySeries(metric: .heartRateVariability, days: days(25, 60))) }
    return HealthDataset(
      source: .healthConnect(path: "Health Connect.zip"),
      series: series.sorted { $0.metric < $1.metric })
  }

  @Test(arguments: [false, true])
  func theEmailShowsRMSSD(withSDNN: Bool) throws {
    let week = try #require(Week(parsing: "2026-08-15", weekStart: .sunday))
    let report = EmailReport(dataset: Self.dataset(withSDNN: withSDNN), week: week)
    let charts = report.makeCharts()
    #expect(charts.map(\.name).filter { $0.contains("hrv") } == ["hrv-rmssd"])
    let chart = try #require(charts.first { $0.name == "hrv-rmssd" })
    #expect(
      chart.altText.hasPrefix(
        "Heart Rate Variability (RMSSD), week of August 9: 36 ms on average"))
    #expect(chart.subject(.english) == "heart rate variability (RMSSD)")
    let plain = report.bodies(charts: charts).plain
    #expect(plain.contains("Heart Rate Variability (RMSSD)"))
    // SDNN, until the week's Wednesday, is named with its method beside RMSSD; the chart is
    // RMSSD's, the measure with the latest day.
    #expect(plain.contains("Heart Rate Variability (SDNN)") == withSDNN)
    #expect(!plain.contains("Heart Rate Variability:"))
  }
}
