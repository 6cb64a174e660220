import ChartKit
import Foundation
import HealthCore
import TestSupport
import Testing

@testable import ReportSite

/// The pages of Health Connect's data: RMSSD named on every page and never drawn or averaged
/// with SDNN, the data's origin in words, and workout titles.
@Suite struct HealthConnectPagesTests {
  /// The last day of the test data.
  static let end = day("2026-08-10")

  /// Resting heart rate on the 60 days ending on ``end``, SDNN on `sdnn` and RMSSD on `rmssd`
  /// (offsets from the first day, 0 to 59).
  static func heartData(
    sdnn: Range<Int>? = nil, rmssd: Range<Int>? = nil,
    source: DataSource = .healthConnect(path: "/sync/Health Connect.zip")
  ) -> HealthDataset {
    let first = end.adding(days: -59)
    func days(_ offsets: Range<Int>, _ value: (Int) -> Double) -> [HealthMetric] {
      offsets.map { HealthMetric(date: first.adding(days: $0), value: value($0)) }
    }
    var series = [
      DailySeries(metric: .restingHeartRate, days: days(0..<60) { 55 + Double($0 % 5) })
    ]
    if let sdnn {
      series.append(
        DailySeries(metric: .heartRateVariability, days: days(sdnn) { 60 + Double($0 % 7) }))
    }
    if let rmssd {
      series.append(
        DailySeries(
          metric: .heartRateVariabilityRMSSD, days: days(rmssd) { 30 + Double($0 % 9) }))
    }
    return HealthDataset(source: source, series: series)
  }

  /// The site's text files by path.
  static func site(_ dataset: HealthDataset, _ options: SiteOptions = SiteOptions()) throws
    -> [String: String]
  {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let site = try SiteGenerator.makeSite(dataset: dataset, options: options, resources: resources)
    var files: [String: String] = [:]
    for file in site.files
    where file.path.hasSuffix(".html") || file.path.hasSuffix(".svg")
      || file.path.hasSuffix(".csv") || file.path.hasSuffix(".xml")
    {
      files[file.path] = String(decoding: file.contents, as: UTF8.self)
    }
    return files
  }

  /// The options in `language`'s catalog.
  static func options(_ tag: String) throws -> SiteOptions {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let language = String(tag.prefix(2))
    var options = SiteOptions()
    options.locale = ReportLocale(
      identifier: tag,
      strings: language == "en" ? .english : try resources.catalog(language: language))
    options.displayUnits = options.locale.displayUnits
    return options
  }

  @Test(arguments: [
    ("en-US", DataSource.healthConnect(path: "Health Connect.zip"), ", from Health Connect."),
    ("de-DE", .healthConnect(path: "Health Connect.zip"), ", aus Health Connect."),
    (
      "fr-FR", .healthConnect(path: "Health Connect.zip"),
      ", d\u{2019}apr\u{E8}s Sant\u{E9} Connect."
    ),
    ("es-ES", .healthConnect(path: "Health Connect.zip"), ", seg\u{FA}n Health Connect."),
    (
      "ko-KR", .healthConnect(path: "Health Connect.zip"),
      "\u{D5EC}\u{C2A4} \u{CEE4}\u{B125}\u{D2B8}"
    ),
    ("en-US", .appleHealth(path: "export.zip"), ", from the Health app."),
    ("en-US", .autoExport(path: "exports"), ", from the Health app."),
  ])
  func theSummaryNamesTheDatasOrigin(tag: String, source: DataSource, expected: String) throws {
    let page = SummaryPage(
      dataset: Self.heartData(rmssd: 0..<60, source: source), options: try Self.options(tag))
    #expect(page.periodText.contains(expected), "\(page.periodText)")
  }

  /// A CSV log and the demo data name no origin.
  @Test(arguments: [DataSource.csv(path: "log.csv"), .demo])
  func otherDataNamesNoOrigin(source: DataSource) {
    let page = SummaryPage(
      dataset: Self.heartData(sdnn: 0..<60, source: source), options: SiteOptions())
    #expect(page.periodText == "The 90 days from May 13 to August 10, 2026.")
  }

  @Test func theFooterNamesTheFile() {
    #expect(
      PageLayout.footer(
        source: .healthConnect(path: "/sync/exports/Health Connect.zip"), endDate: nil,
        locale: .englishUS) == "Made with healthreport from Health Connect.zip.")
  }

  /// Each source kind has its own fingerprint, and so does naming the HRV methods.
  @Test func theFingerprintTellsSourcesAndNamingApart() throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let templates = try TemplateSet.load(from: resources, required: SiteGenerator.requiredTemplates)
    func hash(_ source: DataSource, _ options: SiteOptions = SiteOptions()) -> String {
      SiteGenerator.buildFingerprint(
        options: options, source: source, templates: templates, publicFiles: [], tool: "t"
      ).hex
    }
    let hashes = [
      hash(.csv(path: "a")), hash(.appleHealth(path: "a")), hash(.autoExport(path: "a")),
      hash(.healthConnect(path: "a")), hash(.healthConnect(path: "b")),
    ]
    #expect(Set(hashes).count == hashes.count)
    var named = SiteOptions()
    named.namesHRVMethods = true
    #expect(hash(.healthConnect(path: "a"), named) != hash(.healthConnect(path: "a")))
  }

  @Test(
    arguments: [
      (nil, nil, false), (0..<60, nil, false), (nil, 0..<60, false), (0..<30, 30..<60, true),
    ] as [(Range<Int>?, Range<Int>?, Bool)])
  func methodsAreNamedWhenTheDataHoldsBoth(sdnn: Range<Int>?, rmssd: Range<Int>?, named: Bool) {
    let options = SiteOptions().namingHRVMethods(of: Self.heartData(sdnn: sdnn, rmssd: rmssd))
    #expect(options.namesHRVMethods == named)
    #expect(
      MetricFormat(metric: .heartRateVariability, options: options).name
        == (named ? "Heart Rate Variability (SDNN)" : "Heart Rate Variability"))
    #expect(
      MetricFormat(metric: .heartRateVariability, options: options).shortName
        == (named ? "HRV SDNN" : "HRV"))
    #expect(
      MetricFormat(metric: .heartRateVariabilityRMSSD, options: options).name
        == "Heart Rate Variability (RMSSD)")
    #expect(
      MetricFormat(metric: .heartRateVariabilityRMSSD, options: options).shortName
        == "HRV RMSSD")
  }

  /// The dashboard's heart segment shows the measure with the latest day; the heart page both.
  @Test(
    arguments: [
      (nil, nil, MetricKind.heartRateVariability, [MetricKind.heartRateVariability]),
      (0..<60, nil, .heartRateVariability, [.heartRateVariability]),
      (nil, 0..<60, .heartRateVariabilityRMSSD, [.heartRateVariabilityRMSSD]),
      (
        0..<30, 30..<60, .heartRateVariabilityRMSSD,
        [.heartRateVariability, .heartRateVariabilityRMSSD]
      ),
      (
        30..<60, 0..<30, .heartRateVariability, [.heartRateVariability, .heartRateVariabilityRMSSD]
      ),
      (0..<60, 0..<60, .heartRateVariability, [.heartRateVariability, .heartRateVariabilityRMSSD]),
    ] as [(Range<Int>?, Range<Int>?, MetricKind, [MetricKind])])
  func theHeartChartsShowEachMeasureAlone(
    sdnn: Range<Int>?, rmssd: Range<Int>?, dashboard: MetricKind, page: [MetricKind]
  ) {
    let dataset = Self.heartData(sdnn: sdnn, rmssd: rmssd)
    #expect(SectionCharts.dashboardHRV(dataset) == dashboard)
    #expect(SectionCharts.heartPageHRV(dataset) == page)
    #expect(
      SectionCharts.fileNames(.heart, dataset: dataset) == ["resting-heart-rate", dashboard.slug])
    let charts = ReportCharts(dataset: dataset, options: SiteOptions())
    let kind: ReportCharts.Kind =
      dashboard == .heartRateVariability ? .heartRateVariability : .heartRateVariabilityRMSSD
    #expect(charts.kinds.filter { $0.section == .heart } == [.restingHeartRate, kind])
  }

  /// RMSSD alone: named RMSSD on every page, with its own chart files and columns; nothing
  /// names SDNN.
  @Test func rmssdAloneIsNamedRMSSD() throws {
    let files = try Self.site(Self.heartData(rmssd: 0..<60))
    let heart = try #require(files["heart/index.html"])
    #expect(heart.contains("HRV RMSSD (ms)"))
    #expect(heart.contains("Heart Rate Variability (RMSSD)"))
    #expect(heart.contains("heart rate variability (RMSSD)"))
    #expect(!heart.contains("HRV (ms)"))
    let dashboard = try #require(files["index.html"])
    #expect(dashboard.contains("Heart Rate Variability (RMSSD)"))
    #expect(files["charts/hrv-rmssd.svg"] != nil)
    #expect(files["charts/hrv.svg"] == nil)
    let summary = try #require(files["summary/index.html"])
    #expect(summary.contains("Heart Rate Variability (RMSSD)"))
    #expect(summary.contains(", from Health Connect."))
    #expect(
      try #require(files["data/daily.csv"]).hasPrefix(
        "date,steps,body_mass_kg,body_mass_lb,resting_heart_rate_bpm,hrv_rmssd_ms\n"))
    for (path, text) in files {
      #expect(!text.contains("SDNN") && !text.contains("hrv_sdnn"), "\(path)")
    }
  }

  /// SDNN alone: no page names a method, as before RMSSD was known.
  @Test func sdnnAloneNamesNoMethod() throws {
    let files = try Self.site(Self.heartData(sdnn: 0..<60, source: .appleHealth(path: "e.zip")))
    for (path, text) in files {
      #expect(!text.contains("SDNN") && !text.contains("RMSSD"), "\(path)")
      #expect(!text.contains("rmssd"), "\(path)")
    }
    #expect(try #require(files["heart/index.html"]).contains("HRV (ms)"))
  }

  /// Both: every page names each measure's method, each in its own chart, column and row.
  @Test func bothAreNamedApart() throws {
    let files = try Self.site(Self.heartData(sdnn: 0..<30, rmssd: 30..<60))
    let heart = try #require(files["heart/index.html"])
    for text in [
      "HRV SDNN (ms)", "HRV RMSSD (ms)", "Heart Rate Variability (SDNN)",
      "Heart Rate Variability (RMSSD)",
    ] {
      #expect(heart.contains(text), "\(text)")
    }
    #expect(!heart.contains("HRV (ms)"))
    let summary = try #require(files["summary/index.html"])
    #expect(summary.contains("Heart Rate Variability (SDNN)"))
    #expect(summary.contains("Heart Rate Variability (RMSSD)"))
    let year = try #require(files["years/2026/index.html"])
    #expect(year.contains("HRV SDNN"))
    #expect(year.contains("HRV RMSSD"))
    let weeks = try #require(files["data/weeks.csv"])
    #expect(
      weeks.hasPrefix(
        "week,start,end,steps_days,steps_total,steps_avg,weight_unit,weight_start,weight_end,"
          + "weight_change,resting_heart_rate_avg_bpm,hrv_sdnn_avg_ms,hrv_rmssd_avg_ms,"))
    let years = try #require(files["data/years.csv"])
    #expect(years.contains("\n2026,hrv,ms,30,"))
    #expect(years.contains("\n2026,hrv-rmssd,ms,30,"))
  }

  /// The week's figures name RMSSD, apart from SDNN.
  @Test func theWeekNamesEachMeasure() {
    let dataset = Self.heartData(sdnn: 0..<59, rmssd: 50..<60)
    let options = SiteOptions().namingHRVMethods(of: dataset)
    let week = Week(containing: Self.end, weekStart: .sunday)
    let text = WeekReport(dataset: dataset, week: week, units: .pounds).text(options)
    let terms = text.recoveryFigures.map(\.term)
    #expect(terms.contains("Heart Rate Variability (SDNN)"))
    #expect(terms.contains("Heart Rate Variability (RMSSD)"))
    #expect(
      text.heartSentence(.heartRateVariabilityRMSSD).hasPrefix(
        "Heart Rate Variability (RMSSD), week of August 9: "))
  }

  /// In a sentence the methods keep their capitals.
  @Test(arguments: [
    ("Heart Rate Variability (RMSSD)", "en", "heart rate variability (RMSSD)"),
    ("Heart Rate Variability (SDNN)", "en", "heart rate variability (SDNN)"),
    (
      "Variabilit\u{E9} de la fr\u{E9}quence cardiaque (RMSSD)", "fr",
      "variabilit\u{E9} de la fr\u{E9}quence cardiaque (RMSSD)"
    ),
    ("Heart Rate Variability", "en", "heart rate variability"),
    ("VO2 Max", "en", "vo2 max"),
  ])
  func namesInSentences(name: String, language: String, expected: String) throws {
    let json = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{}}"
    let words = try StringCatalog(xcstrings: Array(json.utf8), language: language, path: "x")
    let locale = ReportLocale(identifier: language, strings: words)
    #expect(ChartText.midSentence(name, locale: locale) == expected)
  }
}
