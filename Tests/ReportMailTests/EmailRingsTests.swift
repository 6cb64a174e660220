import HealthCore
import TestSupport
import Testing

@testable import ReportMail

/// The Activity rings are no further metric of the email: until the email shows them, a week's
/// message with them is the message without them.
@Suite struct EmailRingsTests {
  @Test func theMessageIsTheSameWithoutTheRings() throws {
    let dataset = DemoData.makeDataset()
    var plain = dataset
    plain.series.removeAll { $0.metric.section == .rings }
    #expect(!dataset.rings.isEmpty && plain.rings.isEmpty)
    let week = try #require(Week(parsing: "2024-12-14", weekStart: .sunday))
    #expect(
      EmailReport(dataset: dataset, week: week).render().message
        == EmailReport(dataset: plain, week: week).render().message)
  }
}
