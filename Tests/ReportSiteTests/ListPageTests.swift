import Foundation
import HealthCore
import HealthImport
import TestSupport
import Testing

@testable import ReportSite

/// The list pages of every metric: rows and formats, the averages by week, month and year, and
/// the dashboard's "More" section.
@Suite struct ListPageTests {
  /// A CSV log with steps, weight, distance, energy, exercise minutes and heart rate.
  static let csv = """
    date,steps,weight,distance_km,active_energy_kcal,exercise_minutes,heart_rate_bpm
    2024-12-01,1000,160.24,1.234,350.4,30,61.4
    2024-12-02,,161,2.5,,,
    2024-12-09,12346,,0.756,1200.6,45.6,70.6

    """

  static func dataset(_ text: String = csv) throws -> HealthDataset {
    try CSVImporter(unit: .pounds).parse(text: text, path: "log.csv").dataset
  }

  static func makeSite(_ dataset: HealthDataset, _ options: SiteOptions = SiteOptions()) throws
    -> Site
  {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    return try SiteGenerator.makeSite(dataset: dataset, options: options, resources: resources)
  }

  /// The `<tr>` rows of the "Every day" table: (date, value).
  static func dayRows(_ html: String) -> [(String, String)] {
    guard let start = html.range(of: "<h2 id=\"days-heading\">") else { return [] }
    return html[start.upperBound...].split(separator: "\n").compactMap { line in
      guard line.hasPrefix("<tr><th scope=\"row\">") else { return nil }
      let cells = line.replacingOccurrences(of: "</td></tr>", with: "")
        .replacingOccurrences(of: "<tr><th scope=\"row\">", with: "")
        .components(separatedBy: "</th><td class=\"num\">")
      return cells.count == 2 ? (cells[0], cells[1]) : nil
    }
  }

  @Test(arguments: [
    ("steps", "Steps", [["December 9, 2024", "12,346"], ["December 1, 2024", "1,000"]]),
    ("weight", "Weight (lb)", [["December 2, 2024", "161.0"], ["December 1, 2024", "160.2"]]),
    (
      // In miles: the default locale is en-US (the km figures were 0.76, 2.50 and 1.23).
      "distance", "Distance (mi)",
      [["December 9, 2024", "0.47"], ["December 2, 2024", "1.55"], ["December 1, 2024", "0.77"]]
    ),
    (
      "active-energy", "Active Energy (kcal)",
      [["December 9, 2024", "1,201"], ["December 1, 2024", "350"]]
    ),
    (
      "exercise", "Exercise Minutes (min)",
      [["December 9, 2024", "46"], ["December 1, 2024", "30"]]
    ),
    ("heart-rate", "Heart Rate (bpm)", [["December 9, 2024", "71"], ["December 1, 2024", "61"]]),
  ])
  func everyMetricHasAListNewestFirst(slug: String, heading: String, rows expected: [[String]])
    throws
  {
    let site = try Self.makeSite(Self.dataset())
    let html = try DashboardGoldenTests.text(site, slug + "/index.html")
    let rows = Self.dayRows(html)
    #expect(rows.map { [$0.0, $0.1] } == expected, "\(slug)")
    #expect(html.contains("<th scope=\"col\" class=\"num\">" + heading + "</th>"))
    #expect(html.contains("<caption class=\"visually-hidden\">"))
    #expect(html.components(separatedBy: "<h1").count == 2)
    #expect(html.contains("<html lang=\"en-US\">"))
  }

  @Test func weightIsShownInKilograms() throws {
    let site = try Self.makeSite(Self.dataset(), SiteOptions(units: .kilograms))
    let rows = Self.dayRows(try DashboardGoldenTests.text(site, "weight/index.html"))
    #expect(rows.first?.1 == "73.0")  // 161 lb
  }

  @Test func averagesByWeekMonthAndYear() {
    func day(_ text: String, _ value: Double) -> DateValue {
      DateValue(date: LocalDate(iso: text) ?? LocalDate(dayNumber: 0), value: value)
    }
    // Sat 2024-11-30, Sun 12-01, Mon 12-02, Sun 12-08, Wed 2025-01-01.
    let days = [
      day("2024-11-30", 100), day("2024-12-01", 200), day("2024-12-02", 400), day("2024-12-08", 50),
      day("2025-01-01", 10),
    ]
    let table: [(PeriodAverage.Period, WeekStart, [(String, Int, Double)])] = [
      (
        .week, .sunday,
        [
          ("Week of December 29, 2024", 1, 10), ("Week of December 8, 2024", 1, 50),
          ("Week of December 1, 2024", 2, 300), ("Week of November 24, 2024", 1, 100),
        ]
      ),
      (
        .week, .monday,
        [
          ("Week of December 30, 2024", 1, 10), ("Week of December 2, 2024", 2, 225),
          ("Week of November 25, 2024", 2, 150),
        ]
      ),
      (
        .month, .sunday,
        [("January 2025", 1, 10), ("December 2024", 3, 650.0 / 3), ("November 2024", 1, 100)]
      ),
      (.year, .monday, [("2025", 1, 10), ("2024", 4, 187.5)]),
    ]
    for (period, weekStart, expected) in table {
      let averages = PeriodAverage.make(
        days, period: period, weekStart: weekStart, locale: .englishUS)
      #expect(averages.map(\.label) == expected.map(\.0), "\(period) \(weekStart)")
      #expect(averages.map(\.dayCount) == expected.map(\.1), "\(period) \(weekStart)")
      #expect(averages.map(\.average) == expected.map(\.2), "\(period) \(weekStart)")
    }
    #expect(PeriodAverage.make([], period: .week, weekStart: .sunday, locale: .englishUS).isEmpty)
  }

  @Test func listPageShowsTheAverageTables() throws {
    let site = try Self.makeSite(Self.dataset())
    let html = try DashboardGoldenTests.text(site, "steps/index.html")
    for heading in ["By week", "By month", "By year"] {
      #expect(html.contains(">" + heading + "</h3>"))
    }
    #expect(
      html.contains(
        "<tr><th scope=\"row\">December 2024</th><td class=\"num\">2</td><td class=\"num\">6,673</td></tr>"
      ))
    #expect(
      html.contains(
        "<tr><th scope=\"row\">Week of December 8, 2024</th><td class=\"num\">1</td><td class=\"num\">12,346</td></tr>"
      ))
  }

  @Test func moreSectionOnlyWithFurtherMetrics() throws {
    let further = try DashboardGoldenTests.text(Self.makeSite(Self.dataset()), "index.html")
    #expect(further.contains("<h2 id=\"more-heading\">More</h2>"))
    for slug in ["distance", "active-energy", "exercise", "heart-rate"] {
      #expect(further.contains("href=\"" + slug + "/index.html\""), "\(slug)")
    }
    #expect(
      further.contains(
        "<p class=\"more-latest\">0.47 mi<span class=\"card-subtitle\"> December 9, 2024</span></p>"
      ))
    #expect(further.contains("28-day average: 0.93 mi"))
    let plain = try Self.dataset("date,steps,weight\n2024-12-01,1000,160\n")
    let site = try Self.makeSite(plain)
    #expect(!(try DashboardGoldenTests.text(site, "index.html")).contains("more-heading"))
    #expect(!site.files.contains { $0.path.hasPrefix("distance/") })
    // The navigation keeps Dashboard, Steps, Weight, Summary, Weeks and Years: further metrics
    // are in "More".
    #expect(
      further.contains(
        "<nav aria-label=\"Pages\"><a href=\"index.html\" aria-current=\"page\">Dashboard</a><a href=\"steps/index.html\">Steps</a><a href=\"weight/index.html\">Weight</a><a href=\"summary/index.html\">Summary</a><a href=\"weeks/index.html\">Weeks</a><a href=\"years/index.html\">Years</a></nav>"
      ))
  }

  @Test func furtherMetricListMatchesGolden() throws {
    let text =
      "date,distance_km\n2024-11-29,3.5\n2024-12-01,1.234\n2024-12-02,2.5\n2024-12-09,0.755\n"
    let site = try Self.makeSite(Self.dataset(text))
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try DashboardGoldenTests.text(site, "distance/index.html")),
      named: "list-distance.html")
  }

  @Test func everyLinkResolvesWithFurtherMetrics() throws {
    try DashboardGoldenTests.assertLinksResolve(in: Self.makeSite(Self.dataset()))
  }
}
