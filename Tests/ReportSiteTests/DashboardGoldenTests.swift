import Foundation
import HealthCore
import TestSupport
import Testing

@testable import ReportSite

/// The whole site for the demo data: the dashboard and list pages against golden files, the
/// list of files, escaping of untrusted text, and byte-identical rebuilds.
@Suite struct DashboardGoldenTests {
  static func makeSite(_ options: SiteOptions = SiteOptions()) throws -> Site {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    return try SiteGenerator.makeSite(
      dataset: DemoData.makeDataset(), options: options, resources: resources)
  }

  /// `file`'s text without the site's own inline scripts: 404.html's root finder (HostingTests)
  /// and the pages' chart script (ChartScriptTests).
  static func withoutOwnScripts(_ file: SiteFile) -> String {
    let rootFinder = SiteGenerator.notFoundRootScript(topFolders: [
      "charts", "data", "summary", "weeks", "years", "steps", "weight", "sleep", "heart",
      "workouts", "rings", "vitals",
    ])
    return String(decoding: file.contents, as: UTF8.self)
      .replacingOccurrences(of: "<script>" + rootFinder + "</script>", with: "")
      .replacingOccurrences(of: "<script>" + ChartScript.source + "</script>", with: "")
  }

  static func text(_ site: Site, _ path: String) throws -> String {
    let file = try #require(site.files.first { $0.path == path }, "no \(path) in the site")
    return String(decoding: file.contents, as: UTF8.self)
  }

  @Test func dashboardMatchesGolden() throws {
    let site = try Self.makeSite()
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try Self.text(site, "index.html")), named: "dashboard.html")
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try Self.text(site, "steps/index.html")), named: "list-steps.html")
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try Self.text(site, "weight/index.html")), named: "list-weight.html")
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try Self.text(site, "years/2024/index.html")),
      named: "year-2024.html")
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try Self.text(site, "years/index.html")), named: "years.html")
    GoldenFile.assertMatches(try Self.text(site, "data/years.csv"), named: "years.csv")
    GoldenFile.assertMatches(try Self.text(site, "data/trends.csv"), named: "trends.csv")
  }

  /// The vitals page (blood pressure as range bars with the days by category, glucose with its
  /// target band, the other vitals' charts, averages and every day) and the summary to take to
  /// an appointment, and the weekly figures with the vitals' columns.
  @Test func vitalsAndSummaryMatchGolden() throws {
    let site = try Self.makeSite()
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try Self.text(site, "vitals/index.html")), named: "vitals.html")
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try Self.text(site, "summary/index.html")), named: "summary.html")
    GoldenFile.assertMatches(try Self.text(site, "data/weeks.csv"), named: "weeks-vitals.csv")
    var mmol = SiteOptions()
    mmol.glucoseUnit = .millimolesPerLiter
    let millimoles = try Self.makeSite(mmol)
    let vitals = try Self.text(millimoles, "vitals/index.html")
    #expect(vitals.contains("Avg: 6.3 mmol/L"), "the glucose card in mmol/L")
    #expect(try Self.text(millimoles, "data/daily.csv") == Self.text(site, "data/daily.csv"))
  }

  @Test func siteHasEveryFile() throws {
    let paths = try Self.makeSite().files.map(\.path).filter { !$0.hasPrefix("weeks/") }
    #expect(
      paths == [
        "404.html", "charts.css", "charts/blood-pressure.svg", "charts/dashboard.png",
        "charts/glucose.svg", "charts/hrv.svg",
        "charts/resting-heart-rate.svg", "charts/sleep-weekday.svg", "charts/sleep.svg",
        "charts/steps-weekday.svg", "charts/steps.svg", "charts/weight-change.svg",
        "charts/weight.svg", "charts/workouts-weekday.svg", "charts/workouts.svg",
        "data/daily.csv", "data/trends.csv", "data/weeks.csv", "data/years.csv", "favicon.svg",
        "fonts/DejaVuSans-Bold-subset.ttf", "fonts/DejaVuSans-subset.ttf",
        "fonts/LICENSE-DejaVu.txt", "fonts/LICENSE-Nanum.txt", "fonts/NanumGothic-Bold-subset.ttf",
        "fonts/NanumGothic-subset.ttf", "heart/index.html", "index.html", "rings/index.html",
        "robots.txt",
        "sleep/index.html", "steps/index.html", "style.css", "summary/index.html",
        "vitals/index.html", "weight/index.html", "workouts/index.html",
        "years/2024/index.html", "years/index.html",
      ])
  }

  @Test func everyLinkIsRelativeAndResolves() throws {
    try Self.assertLinksResolve(in: Self.makeSite())
  }

  /// Checks that every `href` and `src` of every page of `site` is relative and names a file of
  /// the site.
  static func assertLinksResolve(in site: Site, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let paths = Set(site.files.map(\.path))
    for file in site.files where file.path.hasSuffix(".html") {
      let html = String(decoding: file.contents, as: UTF8.self)
      let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
      for link in Self.links(in: html) where !link.hasPrefix("#") {
        #expect(
          !link.contains("://") && !link.hasPrefix("/"), "\(file.path): \(link) is not relative",
          sourceLocation: sourceLocation)
        let target = Self.resolve(link, from: folder)
        #expect(
          paths.contains(target), "\(file.path): \(link) does not resolve (\(target))",
          sourceLocation: sourceLocation)
      }
    }
  }

  @Test func hostileTitleIsInert() throws {
    let hostile = "<script>alert(1)</script>&\"'"
    let site = try Self.makeSite(SiteOptions(title: hostile))
    let index = try Self.text(site, "index.html")
    #expect(index.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;"))
    for file in site.files {
      // The only scripts are 404.html's root finder (HostingTests) and the pages' chart script
      // (ChartScriptTests), never the title.
      let text = Self.withoutOwnScripts(file)
      #expect(!text.contains("<script"), "\(file.path) contains a script element")
      if file.path.hasSuffix(".svg") { try XMLCheck.assertWellFormed(text) }
    }
  }

  @Test func twoBuildsAreByteIdentical() throws {
    #expect(try Self.makeSite() == Self.makeSite())
  }

  @Test func nothingRefersToTheNetwork() throws {
    // The fonts' licences name their authors' web sites; they are text files no page loads.
    let licences: Set = ["fonts/LICENSE-DejaVu.txt", "fonts/LICENSE-Nanum.txt"]
    for file in try Self.makeSite().files where !licences.contains(file.path) {
      let text = Self.withoutOwnScripts(file)
      let withoutNamespace = text.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
      #expect(
        !withoutNamespace.contains("http://") && !withoutNamespace.contains("https://"),
        "\(file.path)")
      #expect(!text.contains("@import") && !text.contains("<script"), "\(file.path)")
    }
  }

  /// Every `href` and `src` value in `html`.
  static func links(in html: String) -> [String] {
    var result: [String] = []
    for attribute in ["href=\"", "src=\""] {
      var rest = html[...]
      while let start = rest.range(of: attribute) {
        let tail = rest[start.upperBound...]
        guard let end = tail.firstIndex(of: "\"") else { break }
        result.append(String(tail[..<end]))
        rest = tail[end...]
      }
    }
    return result
  }

  /// Resolves a relative link against a folder of the site.
  static func resolve(_ link: String, from folder: String) -> String {
    var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
    for part in link.split(separator: "/").map(String.init) {
      if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
    }
    return parts.joined(separator: "/")
  }
}
