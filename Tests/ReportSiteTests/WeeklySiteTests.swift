import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

/// The weekly reports in whole sites: golden pages, links between weeks, the archive's order,
/// every internal link of a one-year site, and byte-identical rebuilds.
@Suite struct WeeklySiteTests {
  static func makeSite(days: Int = 120, _ options: SiteOptions = SiteOptions()) throws -> Site {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    return try SiteGenerator.makeSite(
      dataset: DemoData.makeDataset(days: days), options: options, resources: resources)
  }

  /// The week folders of a site, ascending.
  static func weekIdentifiers(_ site: Site) -> [String] {
    site.files.compactMap { file -> String? in
      let parts = file.path.split(separator: "/")
      guard parts.count == 3, parts[0] == "weeks", parts[2] == "index.html" else { return nil }
      return String(parts[1])
    }.sorted()
  }

  @Test func weekPageAndArchiveMatchGolden() throws {
    let site = try Self.makeSite()
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try DashboardGoldenTests.text(site, "weeks/2024-12-08/index.html")),
      named: "week.html")
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try DashboardGoldenTests.text(site, "weeks/index.html")),
      named: "weeks.html")
  }

  @Test func everyWeekHasItsPageAndTheLatestWeeksTheirChartFiles() throws {
    let site = try Self.makeSite()
    let identifiers = Self.weekIdentifiers(site)
    #expect(identifiers.count == 18)
    #expect(identifiers.first == "2024-08-11" && identifiers.last == "2024-12-08")
    let paths = Set(site.files.map(\.path))
    let withFiles = Set(identifiers.suffix(4))
    #expect(withFiles == ["2024-11-17", "2024-11-24", "2024-12-01", "2024-12-08"])
    for identifier in identifiers {
      for chart in ["steps", "steps-weekday", "weight", "weight-change"] {
        #expect(
          paths.contains("weeks/\(identifier)/charts/\(chart).svg")
            == withFiles.contains(identifier),
          "\(identifier) \(chart)")
      }
      // The page links its files, or says how to write them.
      let html = try DashboardGoldenTests.text(site, "weeks/\(identifier)/index.html")
      if withFiles.contains(identifier) {
        #expect(html.contains("href=\"charts/steps.svg\""), "\(identifier)")
        #expect(!html.contains("healthreport chart"), "\(identifier)")
      } else {
        #expect(!html.contains("charts/steps.svg"), "\(identifier)")
        #expect(
          html.contains("<code>healthreport chart steps --week \(identifier)</code>"),
          "\(identifier)")
        #expect(
          html.contains("<code>healthreport email --week \(identifier) --out week.eml</code>"),
          "\(identifier)")
      }
    }
    #expect(!site.files.contains { $0.path.hasPrefix("weeks/2024-11-10/charts/") })
    let dashboard = try DashboardGoldenTests.text(site, "index.html")
    #expect(dashboard.contains("href=\"weeks/2024-12-08/index.html\""))
    #expect(!dashboard.contains("band-week"))
    #expect(
      try DashboardGoldenTests.text(site, "weeks/2024-12-08/charts/steps.svg").contains("band-week")
    )
  }

  /// The latest 52 weeks annotate every datum; an older week draws its charts as pictures (as
  /// the email does), keeps every chart's data table and says so above its chart commands.
  @Test func weeksOlderThanAYearDrawTheirChartsAsPictures() throws {
    let site = try Self.makeSite(days: 400)
    let identifiers = Self.weekIdentifiers(site)
    #expect(identifiers.count == 58)
    let annotated = Set(identifiers.suffix(SiteOptions.defaultAnnotatedWeeks))
    #expect(annotated.count == 52 && annotated.min() == "2023-12-17")
    let note = "<p class=\"chart-note week-chart-note\">Only the latest weeks"
    for identifier in identifiers {
      let html = try DashboardGoldenTests.text(site, "weeks/\(identifier)/index.html")
      let isAnnotated = annotated.contains(identifier)
      func count(_ text: String) -> Int { html.components(separatedBy: text).count - 1 }
      let cards = count("<figure class=\"card\">")
      let documents = count("role=\"graphics-document\"")
      let pictures = html.matches(of: /class="chart chart-[a-z-]+" role="img"/).count
      #expect(cards == 12, "\(identifier)")
      // A picture week's only annotated chart is the donut, whose centre text is its picture.
      // An annotated week's Activity rings are one more document; a picture week shows their
      // figures alone.
      let rings = isAnnotated && html.contains("<section class=\"week-rings\"") ? 1 : 0
      #expect(documents == (isAnnotated ? cards + rings : 1), "\(identifier)")
      #expect(html.contains("class=\"tip-value\"") == isAnnotated, "\(identifier)")
      // Every chart with data keeps its table of values.
      #expect(
        count("<details class=\"chart-data\">") == documents - rings + pictures, "\(identifier)")
      #expect(html.contains(note) == !isAnnotated, "\(identifier)")
    }
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(
        try DashboardGoldenTests.text(site, "weeks/\(identifiers[0])/index.html")),
      named: "week-pictures.html")
  }

  /// A new week moves the year's horizon: the week that falls out of it is rendered again as
  /// pictures, the others are kept.
  @Test func aNewWeekRendersTheWeekLeavingTheYearAgain() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let dataset = DemoData.makeDataset(days: 420)
    func build(endingOn end: LocalDate) throws -> SiteWriteReport {
      try SiteWriter().build(into: target) { previous in
        try SiteGenerator.makeSite(
          dataset: dataset, options: SiteOptions(endDate: end), resources: resources,
          previous: previous)
      }
    }
    let leaving = "weeks/2023-12-10/index.html"
    _ = try build(endingOn: DemoData.endDate.adding(days: -7))
    let before = try String(contentsOf: target.appendingPathComponent(leaving), encoding: .utf8)
    #expect(before.contains("class=\"tip-value\""))
    let report = try build(endingOn: DemoData.endDate)
    let after = try String(contentsOf: target.appendingPathComponent(leaving), encoding: .utf8)
    #expect(
      !after.contains("class=\"tip-value\"")
        && after.contains("class=\"chart-note week-chart-note\""))
    let weekPages = report.written.filter { $0.hasPrefix("weeks/2") && $0.hasSuffix(".html") }
    // The week leaving the year, the week leaving the latest four (its chart files), the week
    // before the new one (its "next" link) and the new week.
    #expect(
      weekPages == [
        "weeks/2023-12-10/index.html", "weeks/2024-11-10/index.html",
        "weeks/2024-12-01/index.html", "weeks/2024-12-08/index.html",
      ])
  }

  @Test func previousAndNextLinksFollowTheWeeks() throws {
    let site = try Self.makeSite(SiteOptions(weekStart: .monday))
    let identifiers = Self.weekIdentifiers(site)
    #expect(identifiers.allSatisfy { $0.contains("-W") })
    for (index, identifier) in identifiers.enumerated() {
      let html = try DashboardGoldenTests.text(site, "weeks/\(identifier)/index.html")
      let previous = Self.link(in: html, rel: "prev")
      let next = Self.link(in: html, rel: "next")
      #expect(
        previous == (index > 0 ? "../\(identifiers[index - 1])/index.html" : nil), "\(identifier)")
      #expect(
        next == (index + 1 < identifiers.count ? "../\(identifiers[index + 1])/index.html" : nil),
        "\(identifier)")
      #expect(html.contains("href=\"../index.html\""))
    }
  }

  @Test func archiveListsEveryWeekNewestFirstByYear() throws {
    let site = try Self.makeSite(days: 400)
    let identifiers = Self.weekIdentifiers(site)
    let archive = try DashboardGoldenTests.text(site, "weeks/index.html")
    let links = DashboardGoldenTests.links(in: archive).filter {
      $0.hasSuffix("/index.html") && !$0.hasPrefix("../")
    }
    #expect(links == identifiers.reversed().map { $0 + "/index.html" })
    // Each week sits under its year's heading, and years descend.
    var year: String?
    var years: [String] = []
    for line in archive.split(separator: "\n") {
      if let range = line.range(of: "<h2 id=\"year-") {
        year = String(line[range.upperBound...].prefix(4))
        years.append(year ?? "")
      } else if let range = line.range(of: "<li class=\"week-item\"><a href=\"") {
        #expect(line[range.upperBound...].hasPrefix(year ?? "none"), "\(line.prefix(80))")
      }
    }
    #expect(years == ["2024", "2023"])
    #expect(archive.contains("role=\"img\" aria-label=\"Steps per day: Sun "))
  }

  @Test func everyInternalLinkOfAOneYearSiteResolves() throws {
    let site = try Self.makeSite(days: 365)
    let paths = Set(site.files.map(\.path))
    var checked = 0
    for file in site.files where file.path.hasSuffix(".html") {
      let html = String(decoding: file.contents, as: UTF8.self)
      let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
      for link in DashboardGoldenTests.links(in: html) where !link.hasPrefix("#") {
        #expect(
          !link.contains("://") && !link.hasPrefix("/"), "\(file.path): \(link) is not relative")
        let target = DashboardGoldenTests.resolve(link, from: folder)
        #expect(paths.contains(target), "\(file.path): \(link) does not resolve (\(target))")
        checked += 1
      }
    }
    #expect(checked > 53 * 10)
  }

  @Test func rebuildsAreByteIdentical() throws {
    #expect(try Self.makeSite(days: 365) == Self.makeSite(days: 365))
  }

  @Test func siteWithoutDataStillHasAnArchive() throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let site = try SiteGenerator.makeSite(
      dataset: HealthDataset(source: .demo, series: []), options: SiteOptions(),
      resources: resources)
    #expect(Self.weekIdentifiers(site).isEmpty)
    #expect(try DashboardGoldenTests.text(site, "weeks/index.html").contains("No Data."))
  }

  /// The `href` of the link with `rel="…"`, if any.
  static func link(in html: String, rel: String) -> String? {
    guard let start = html.range(of: "rel=\"\(rel)\" href=\"") else { return nil }
    let tail = html[start.upperBound...]
    return tail.firstIndex(of: "\"").map { String(tail[..<$0]) }
  }
}
