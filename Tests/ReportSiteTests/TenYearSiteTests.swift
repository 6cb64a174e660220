import Foundation
import HealthCore
import ReportSite
import Testing

/// Ten years of demo data (`--demo-days 3650`), built in memory: about 520 weekly pages, and every
/// relative `href` and `src` of every page names a file of the site.
@Suite struct TenYearSiteTests {
  @Test func everyLinkOfATenYearSiteResolves() throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let site = try SiteGenerator.makeSite(
      dataset: DemoData.makeDataset(days: 3650), options: SiteOptions(), resources: resources)

    // 3650 days ending on Saturday 2024-12-14: 522 Sunday weeks, 2014-12-14 to 2024-12-08.
    let weeks = WeeklySiteTests.weekIdentifiers(site)
    #expect(weeks.count == 522)
    #expect(weeks.first == "2014-12-14" && weeks.last == "2024-12-08")

    let paths = Set(site.files.map(\.path))
    var pages = 0
    var checked = 0
    var broken: [String] = []
    for file in site.files where file.path.hasSuffix(".html") {
      pages += 1
      let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
      for link in Self.links(in: file.contents) where !link.hasPrefix("#") {
        checked += 1
        if link.contains("://") || link.hasPrefix("/") {
          broken.append("\(file.path): \(link) is not relative")
          continue
        }
        let bare = String(link.prefix { $0 != "#" && $0 != "?" })
        let target = DashboardGoldenTests.resolve(bare, from: folder)
        if !paths.contains(target) {
          broken.append("\(file.path): \(link) does not resolve (\(target))")
        }
      }
    }
    // The dashboard, the archive, 404.html, the steps, weight, sleep, heart, workouts, rings
    // and vitals pages, the summary, one page per week, the years' index and one page per year
    // (2014 to 2024).
    #expect(pages == 522 + 11 + 1 + 11)
    #expect(checked > 522 * 10)
    #expect(broken.isEmpty, "\(broken.count) broken links: \(broken.prefix(10))")
  }

  /// The byte-level scanner below finds the same links as `DashboardGoldenTests.links(in:)`.
  @Test func scannerAgreesWithTheStringHelper() throws {
    let site = try DashboardGoldenTests.makeSite()
    for file in site.files where file.path.hasSuffix(".html") {
      let html = String(decoding: file.contents, as: UTF8.self)
      #expect(
        Self.links(in: file.contents).sorted() == DashboardGoldenTests.links(in: html).sorted(),
        "\(file.path)")
    }
  }

  /// Every `href="…"` and `src="…"` value in UTF-8 `html`, as `DashboardGoldenTests.links(in:)`
  /// finds them, but over bytes: the string search takes seconds over ten years of pages in a
  /// debug build.
  static func links(in html: [UInt8]) -> [String] {
    let attributes: [[UInt8]] = [Array("href=\"".utf8), Array("src=\"".utf8)]
    let quote = UInt8(ascii: "\"")
    return html.withUnsafeBufferPointer { bytes in
      var result: [String] = []
      for attribute in attributes {
        let first = attribute[0]
        var index = 0
        while index + attribute.count <= bytes.count {
          guard bytes[index] == first,
            attribute.indices.allSatisfy({ bytes[index + $0] == attribute[$0] })
          else {
            index += 1
            continue
          }
          let start = index + attribute.count
          var end = start
          while end < bytes.count, bytes[end] != quote { end += 1 }
          guard end < bytes.count else { break }
          result.append(String(decoding: bytes[start..<end], as: UTF8.self))
          index = end
        }
      }
      return result
    }
  }
}
