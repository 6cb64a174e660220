import Foundation
import HealthCore
import Testing

@testable import ReportSite

/// The build manifest in the marker file, and a generator that keeps the weeks whose inputs did
/// not change.
@Suite struct SiteManifestTests {
  let manifest = SiteManifest(groups: [
    (
      "weeks/2024-12-08",
      SiteManifest.Group(
        fingerprint: "0123456789abcdef",
        files: [
          ("weeks/2024-12-08/index.html", FileStamp(size: 42, modified: (1_700_000_000, 5))),
          ("weeks/2024-12-08/charts/steps.svg", FileStamp(size: 7, modified: (1, 999_999_999))),
        ])
    )
  ])

  @Test func readsBackWhatItWrites() {
    #expect(SiteManifest.parse(markerBytes: manifest.markerBytes) == manifest)
    let text = String(decoding: manifest.markerBytes, as: UTF8.self)
    #expect(text.hasPrefix(SiteWriter.markerText + "manifest 1\ngroup weeks/2024-12-08 "))
  }

  @Test func aPlainMarkerHasNoGroupsAndAnEmptyManifestWritesOne() {
    let plain = Array(SiteWriter.markerText.utf8)
    #expect(SiteManifest.parse(markerBytes: plain).groups.isEmpty)
    #expect(SiteManifest(groups: []).markerBytes == plain)
  }

  @Test(arguments: [
    "manifest 2\n", "manifest 1\nfile 1 2 3 x\n", "manifest 1\ngroup k short\n",
    "manifest 1\ngroup k 0123456789abcdef\nfile x 2 3 y\n", "manifest 1\ngroup k 0123456789abcdef",
    "manifest 1\nsomething else\n",
  ])
  func anythingItCannotReadGivesNoGroups(tail: String) {
    let bytes = Array((SiteWriter.markerText + tail).utf8)
    #expect(SiteManifest.parse(markerBytes: bytes).groups.isEmpty)
  }

  @Test func theChartFileNamesAreTheChartsOwn() {
    let data = DashboardData(dataset: DemoData.makeDataset(days: 30), options: SiteOptions())
    let charts = DashboardCharts(data: data, linkRoot: "")
    #expect(
      charts.all.map(\.fileName)
        == DashboardCharts.fileNames(
          sections: DashboardCharts.sections(of: data.dataset), dataset: data.dataset))
    #expect(DashboardCharts.sections(of: data.dataset) == [.sleep, .heart, .workouts, .vitals])
  }

  /// The vitals segment shows the vitals the data has: blood pressure and glucose when there,
  /// else the others (never an empty card), and the email's charts are those cards.
  @Test func theVitalsCardsAreTheVitalsWithData() throws {
    let demo = DemoData.makeDataset(days: 30)
    let some = HealthDataset(
      source: .demo,
      series: demo.series.filter {
        $0.metric == .steps || $0.metric == .vo2Max || $0.metric == .bodyFat
          || $0.metric == .mindfulMinutes
      })
    let data = DashboardData(dataset: some, options: SiteOptions())
    let charts = DashboardCharts(data: data, linkRoot: "")
    #expect(
      charts.all.map(\.fileName)
        == ["steps", "steps-weekday", "weight", "weight-change", "vo2-max", "body-fat"])
    #expect(
      DashboardCharts.fileNames(sections: [.vitals], dataset: some)
        == ["steps", "steps-weekday", "weight", "weight-change", "vo2-max", "body-fat"])
    let pictures = ReportCharts(
      dataset: some, endingOn: DemoData.endDate, units: .pounds, goalWeight: nil,
      weekStart: .sunday)
    #expect(pictures.kinds == [.steps, .stepsWeekday, .weight, .weightChange])
    #expect(SectionCharts.vitalsCards(demo) == [.bloodPressureSystolic, .bloodGlucose])
  }

  /// A reminder test: a new option must be sorted into those a week page shows (add it to
  /// `SiteGenerator.buildFingerprint`) and those it does not (cleared in `WeeklyPages.make`).
  @Test func everyOptionIsSortedForTheFingerprint() {
    let names = Mirror(reflecting: SiteOptions()).children.compactMap(\.label)
    #expect(
      names == [
        "title", "displayUnits", "locale", "goalWeight", "stepsGoal", "weekStart", "endDate",
        "selectedDate", "baseURL", "manualDays", "indexable", "isPrivate", "annotatedWeeks",
        "namesHRVMethods",
      ])
  }

  /// Builds twice through `SiteWriter.build`: the second build keeps every week and writes
  /// nothing; another title renders every week again; a hand-edited week is rendered again.
  @Test func aRebuildKeepsTheWeeksWhoseInputsDidNotChange() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let dataset = DemoData.makeDataset(days: 60)
    var kept: [Int] = []
    func build(_ options: SiteOptions) throws -> SiteWriteReport {
      try SiteWriter().build(into: target) { previous in
        let site = try SiteGenerator.makeSite(
          dataset: dataset, options: options, resources: resources, previous: previous)
        kept.append(site.kept.count)
        return site
      }
    }
    let first = try build(SiteOptions())
    let weeks = WeeklyPages.weeks(dataset: dataset, options: SiteOptions()).count
    let second = try build(SiteOptions())
    #expect(second.written.isEmpty)
    #expect(second.total == first.total)
    let third = try build(SiteOptions(title: "Health"))
    // Every week page shows the title (the charts do not, so their bytes stay).
    #expect(
      third.written.filter { $0.hasPrefix("weeks/2") && $0.hasSuffix(".html") }.count == weeks)
    let page = target.appendingPathComponent("weeks/2024-11-24/index.html")
    let original = try Data(contentsOf: page)
    try Data("edited".utf8).write(to: page)
    let fourth = try build(SiteOptions(title: "Health"))
    #expect(fourth.written == ["weeks/2024-11-24/index.html", SiteWriter.markerName])
    #expect(try Data(contentsOf: page) == original)
    // Each week keeps its page, the latest four weeks their twelve charts (steps, weight,
    // sleep, heart, workouts, vitals) too, and the year (2024) its page; the edited week
    // 2024-11-24 is one of the four.
    #expect(kept == [0, weeks + 12 * 4 + 1, 0, weeks - 1 + 12 * 3 + 1])
    #expect(try folder.names() == ["site"])
  }

  /// Another template, another public asset or another tool keeps no week; the same again
  /// keeps them all.
  @Test func aTemplateAssetOrToolChangeKeepsNothing() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let manager = FileManager.default
    let found = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let templates = folder.url.appendingPathComponent("templates")
    let assets = folder.url.appendingPathComponent("public")
    try manager.copyItem(at: found.templatesDirectory, to: templates)
    try manager.copyItem(at: found.publicDirectory, to: assets)
    let resources = Resources(templatesDirectory: templates, publicDirectory: assets)
    let target = folder.url.appendingPathComponent("site")
    let dataset = DemoData.makeDataset(days: 30)
    func keptCount(tool: String = "") throws -> Int {
      var kept = 0
      try SiteWriter().build(into: target) { previous in
        let site = try SiteGenerator.makeSite(
          dataset: dataset, options: SiteOptions(), resources: resources, previous: previous,
          tool: tool)
        kept = site.kept.count
        return site
      }
      return kept
    }
    #expect(try keptCount() == 0)
    #expect(try keptCount() > 0)
    let week = templates.appendingPathComponent("week.html")
    try (try String(contentsOf: week, encoding: .utf8) + "<!-- changed -->\n").write(
      to: week, atomically: true, encoding: .utf8)
    #expect(try keptCount() == 0)
    #expect(try keptCount() > 0)
    try "more".write(
      to: assets.appendingPathComponent("extra.txt"), atomically: true, encoding: .utf8)
    #expect(try keptCount() == 0)
    #expect(try keptCount(tool: "another build") == 0)
    #expect(try keptCount(tool: "another build") > 0)
  }
}
