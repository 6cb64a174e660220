import TestSupport
import Testing

@testable import HealthCore

@Suite struct HealthDatasetTests {
  @Test func groupsByMetricInCanonicalOrder() {
    let samples = [
      Sample(metric: .heartRate, date: day("2024-12-01"), value: 60),
      Sample(metric: .bodyMass, date: day("2024-12-03"), value: 80),
      Sample(metric: .steps, date: day("2024-12-02"), value: 100),
      Sample(metric: .steps, date: day("2024-12-02"), value: 50),
    ]
    let dataset = HealthDataset(source: .csv(path: "a.csv"), samples: samples)
    #expect(dataset.series.map(\.metric) == [.steps, .bodyMass, .heartRate])
    #expect(dataset[.steps].value(on: day("2024-12-02")) == 150)
    #expect(dataset[.walkingDistance].days.isEmpty)
    #expect(dataset[.walkingDistance].metric == .walkingDistance)
    #expect(dataset.lastDate == day("2024-12-03"))
    #expect(dataset.source == .csv(path: "a.csv"))
    #expect(!dataset.source.isAppleHealth)
    #expect(DataSource.appleHealth(path: "export.xml").isAppleHealth)
  }

  @Test func emptySamplesGiveNoSeries() {
    let dataset = HealthDataset(source: .demo, samples: [])
    #expect(dataset.series.isEmpty)
    #expect(dataset.lastDate == nil)
  }
}
