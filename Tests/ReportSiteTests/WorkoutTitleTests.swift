import ChartKit
import Foundation
import HealthCore
import TestSupport
import Testing

@testable import ReportSite

/// A workout's own title ("Morning run", a Health Connect session's) beside its activity on the
/// workouts page and in the workout chart: escaped like any input, without bidirectional
/// controls, and left out when it only repeats the activity.
@Suite struct WorkoutTitleTests {
  static let date = day("2026-08-10")

  static func workout(_ activity: String, title: String?, hour: Int = 7, minutes: Double = 30)
    -> Workout
  {
    Workout(
      activity: activity, date: date, start: date.dayNumber * 86_400 + hour * 3_600,
      startOffset: 0, minutes: minutes, title: title)
  }

  @Test(
    arguments: [
      ("Running", nil, "Running"),
      ("Running", "Morning run", "Running \u{00B7} Morning run"),
      ("Running", "  Morning run\n", "Running \u{00B7} Morning run"),
      ("Running", "running", "Running"),
      ("Running", "RUNNING", "Running"),
      ("Running", "   ", "Running"),
      ("Running", "", "Running"),
      ("Running", "\u{202E}nur\u{202C} <b>&", "Running \u{00B7} nur <b>&"),
      ("Strength Training", "Leg day", "Strength Training \u{00B7} Leg day"),
    ] as [(String, String?, String)])
  func labelsInEnglish(activity: String, title: String?, expected: String) {
    #expect(Self.workout(activity, title: title).label(.english) == expected)
  }

  /// The activity in the reader's words; a title repeating that name is left out too.
  @Test func labelsInGerman() throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let german = try resources.catalog(language: "de")
    #expect(
      Self.workout("Running", title: "Morgenlauf").label(german) == "Laufen \u{00B7} Morgenlauf")
    #expect(Self.workout("Running", title: "laufen").label(german) == "Laufen")
    #expect(Self.workout("Strength Training", title: nil).label(german) == "Krafttraining")
  }

  static func dataset(_ workouts: [Workout]) -> HealthDataset {
    HealthDataset(
      source: .healthConnect(path: "Health Connect.zip"), series: [], deriving: [],
      workouts: workouts)
  }

  /// The workouts page lists each workout with its title, escaped and without bidirectional
  /// controls; the workout chart's data table and annotations too.
  @Test func theWorkoutsPageAndChartShowTitles() throws {
    let dataset = Self.dataset([
      Self.workout("Running", title: "Morning \u{2067}run\u{2069} <fast>", hour: 7),
      Self.workout("Yoga", title: "Yoga", hour: 18, minutes: 20),
      Self.workout("Walking", title: nil, hour: 12, minutes: 45),
    ])
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let site = try SiteGenerator.makeSite(
      dataset: dataset, options: SiteOptions(), resources: resources)
    let page = String(
      decoding: try #require(site.files.first { $0.path == "workouts/index.html" }).contents,
      as: UTF8.self)
    let running = "Running &#183; Morning run &lt;fast&gt; 30 min"
    #expect(page.contains(running))
    #expect(page.contains("Walking 45 min"))
    #expect(page.contains("Yoga 20 min"))
    #expect(!page.contains("Yoga &#183;"))
    #expect(!page.contains("&#8295;") && !page.contains("&#8297;"))
    let chart = String(
      decoding: try #require(site.files.first { $0.path == "charts/workouts.svg" }).contents,
      as: UTF8.self)
    #expect(chart.contains(running))
    #expect(!chart.contains("&#8295;"))
  }

  /// Workouts without titles keep the list they had ("Running 30 min, Yoga 20 min").
  @Test func untitledWorkoutsKeepTheirList() throws {
    let dataset = Self.dataset([
      Self.workout("Running", title: nil, hour: 7),
      Self.workout("Yoga", title: nil, hour: 18, minutes: 20),
    ])
    var options = SiteOptions()
    options.endDate = Self.date
    let context = SectionCharts.Context(
      dataset: dataset, options: options,
      window: ReportWindow(end: Self.date, dayCount: 28), link: nil)
    let chart = WorkoutChart(context: context)
    #expect(chart.days.map(\.list) == ["Running 30 min, Yoga 20 min"])
    let titled = Self.dataset([
      Self.workout("Running", title: "Tempo", hour: 7),
      Self.workout("Yoga", title: nil, hour: 18, minutes: 20),
    ])
    let withTitle = WorkoutChart(
      context: SectionCharts.Context(
        dataset: titled, options: options,
        window: ReportWindow(end: Self.date, dayCount: 28), link: nil))
    #expect(withTitle.days.map(\.list) == ["Running \u{00B7} Tempo 30 min, Yoga 20 min"])
  }

  /// A title changes the week's fingerprint; none keeps it.
  @Test func aTitleChangesTheWeeksHash() {
    let week = Week(containing: Self.date, weekStart: .sunday)
    func hash(_ title: String?) -> String {
      let dataset = Self.dataset([Self.workout("Running", title: title)])
      let report = WeekReport(dataset: dataset, week: week, units: .pounds)
      return WeekInputs(
        report: report, previous: nil, next: nil, dataEnd: Self.date, dataset: dataset
      ).fingerprint(build: ContentHash())
    }
    #expect(hash(nil) != hash("Tempo"))
    #expect(hash("Tempo") != hash("Easy"))
    #expect(hash(nil) == hash(nil))
  }
}
