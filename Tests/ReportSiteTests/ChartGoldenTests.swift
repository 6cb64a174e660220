import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The four standalone charts against golden files, for each situation a user meets.
@Suite struct ChartGoldenTests {
  /// A named dataset and options.
  struct Scenario: Sendable, CustomStringConvertible {
    let name: String
    let dataset: HealthDataset
    let options: SiteOptions
    var description: String { name }
  }

  static let end = LocalDate(year: 2024, month: 12, day: 14) ?? LocalDate(dayNumber: 0)

  static let scenarios: [Scenario] = [
    Scenario(name: "normal", dataset: DemoData.makeDataset(), options: SiteOptions()),
    Scenario(
      name: "empty", dataset: HealthDataset(source: .csv(path: "log.csv"), series: []),
      options: SiteOptions(endDate: end)),
    Scenario(
      name: "empty-health",
      dataset: HealthDataset(source: .appleHealth(path: "export.zip"), series: []),
      options: SiteOptions(endDate: end)),
    Scenario(
      name: "one-point",
      dataset: HealthDataset(
        source: .demo,
        samples: [
          Sample(metric: .steps, date: end, value: 9_876),
          Sample(metric: .bodyMass, date: end, value: 72.5),
        ]),
      options: SiteOptions()),
    Scenario(
      name: "selected", dataset: DemoData.makeDataset(),
      options: SiteOptions(selectedDate: LocalDate(year: 2024, month: 12, day: 9))),
    Scenario(name: "kg", dataset: DemoData.makeDataset(), options: SiteOptions(units: .kilograms)),
    Scenario(
      name: "monday", dataset: DemoData.makeDataset(), options: SiteOptions(weekStart: .monday)),
    // The demo's figures only, as a daily CSV gives them: no nights' times, no activities.
    Scenario(
      name: "figures-only",
      dataset: HealthDataset(
        source: .csv(path: "daily.csv"), series: DemoData.makeDataset().series),
      options: SiteOptions()),
    Scenario(name: "phone-sleep", dataset: phoneSleeper, options: SiteOptions(endDate: end)),
  ]

  /// An iPhone-only sleeper: in bed and asleep, no stages, on 20 of the last 28 nights.
  static let phoneSleeper: HealthDataset = {
    let samples = (0..<28).filter { $0 % 7 != 3 }.flatMap { offset -> [SleepSample] in
      let night = end.adding(days: -offset).dayNumber * 86_400
      let bed = night - 3_600 - offset * 300
      return [
        SleepSample(
          start: bed, end: bed + 8 * 3_600, startOffset: 0, endOffset: 0, stage: .inBed,
          priority: 1),
        SleepSample(
          start: bed + 1_200, end: bed + 7 * 3_600 + offset * 60, startOffset: 0, endOffset: 0,
          stage: .asleepUnspecified, priority: 1),
      ]
    }
    return HealthDataset(
      source: .appleHealth(path: "export.xml"), series: [],
      deriving: SleepNight.nights(from: samples), workouts: [])
  }()

  @Test(arguments: scenarios, ReportCharts.Kind.allCases)
  func chartMatchesGolden(scenario: Scenario, kind: ReportCharts.Kind) throws {
    let svg = ReportCharts(dataset: scenario.dataset, options: scenario.options).standaloneSVG(
      kind, pretty: true)
    try XMLCheck.assertWellFormed(svg)
    GoldenFile.assertMatches(svg, named: scenario.name + "-" + kind.rawValue + ".svg")
    // Characters outside ASCII ("·", "–", "−" in the annotations) are written as references.
    #expect(svg.utf8.allSatisfy { $0 < 0x80 })
  }

  @Test(arguments: ReportCharts.Kind.allCases)
  func renderingIsDeterministic(kind: ReportCharts.Kind) {
    let first = ReportCharts(dataset: DemoData.makeDataset(), options: SiteOptions()).standaloneSVG(
      kind)
    let second = ReportCharts(dataset: DemoData.makeDataset(), options: SiteOptions())
      .standaloneSVG(kind)
    #expect(first == second)
  }
}

/// XML well-formedness through Foundation's parser (fine for small documents).
enum XMLCheck {
  struct NotWellFormed: Error, CustomStringConvertible {
    let description: String
  }

  static func assertWellFormed(_ text: String) throws {
    let parser = XMLParser(data: Data(text.utf8))
    guard parser.parse() else {
      throw NotWellFormed(
        description:
          "not well-formed at line \(parser.lineNumber): \(String(describing: parser.parserError))")
    }
  }
}
