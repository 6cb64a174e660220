import Foundation
import HealthCore
import SiteSeal
import Testing

@testable import ReportSite

/// A private site: what is sealed and what stays public, the round trip to the public build's
/// bytes, determinism, incremental groups bound to the key, and the leak rule.
struct PrivateSiteTests {
  static let key = SiteKey(
    rawKey: Array(repeating: 3, count: 32), salt: Array(repeating: 9, count: 16),
    iterations: 600_000)

  static func plainSite() throws -> Site {
    var options = SiteOptions(title: "Anna's <Health>")
    options.isPrivate = true
    return try DashboardGoldenTests.makeSite(options)
  }

  @Test func everyPageAndDataFileIsSealedAndOpensToThePlainBytes() throws {
    let plain = try Self.plainSite()
    let sealed = PrivateSite.seal(
      plain, key: Self.key, title: "Anna's <Health>", locale: .englishUS)
    #expect(sealed.seal == SealRecord(key: Self.key))
    #expect(sealed.files.count == plain.files.count)
    var opened = 0
    for (before, after) in zip(plain.files, sealed.files) {
      if PrivateSite.isPublic(before.path) {
        #expect(after == before)
        continue
      }
      let envelopeBytes: [UInt8]
      if before.path.hasSuffix(".html") {
        #expect(after.path == before.path)
        envelopeBytes = try #require(UnlockPage.envelope(inPage: after.contents))
      } else {
        #expect(after.path == before.path + ".sealed")
        envelopeBytes = after.contents
      }
      let envelope = try Envelope.parse(envelopeBytes)
      #expect(envelope.path == before.path)
      #expect(try envelope.open(key: Self.key) == before.contents)
      opened += 1
    }
    #expect(opened > 20)
    #expect(!plain.files.contains { $0.path == "feed.xml" || $0.path == "sitemap.xml" })
    #expect(
      PrivateSite.seal(plain, key: Self.key, title: "Anna's <Health>", locale: .englishUS) == sealed
    )
  }

  /// No figure, date, source or title of the data outside an envelope: the unlock pages show
  /// the site's name and a form only.
  @Test func nothingOfTheDataIsReadableOutsideTheEnvelopes() throws {
    let plain = try Self.plainSite()
    let sealed = PrivateSite.seal(plain, key: Self.key, title: "My Health", locale: .englishUS)
    let dashboard = String(
      decoding: try #require(plain.files.first { $0.path == "index.html" }).contents, as: UTF8.self)
    // Figures the public dashboard shows: grouped numbers ("5,544") and dates ("December 8").
    let figures = Set(
      dashboard.matches(of: /[0-9]{1,3}(,[0-9]{3})+|(November|December) [0-9]{1,2}/).map {
        String(dashboard[$0.range])
      })
    #expect(figures.count > 10)
    for file in sealed.files where !file.path.hasSuffix(".sealed") && !file.path.hasPrefix("fonts/")
    {
      var text = String(decoding: file.contents, as: UTF8.self)
      if let envelope = UnlockPage.envelope(inPage: file.contents) {
        text = text.replacingOccurrences(of: String(decoding: envelope, as: UTF8.self), with: "")
      } else if file.path != SiteGenerator.notFoundPath {
        // The style sheets, icon and robots.txt hold no figure; 404.html is checked below.
        for figure in figures { #expect(!text.contains(figure), "\(file.path): \(figure)") }
        continue
      }
      for figure in figures { #expect(!text.contains(figure), "\(file.path): \(figure)") }
      #expect(!text.contains("emo data"), "\(file.path)")
      #expect(!text.contains("2024"), "\(file.path)")
      #expect(text.contains("<meta name=\"robots\" content=\"noindex\">"))
      if file.path != SiteGenerator.notFoundPath {
        #expect(text.contains("<h1 class=\"page-title\">My Health</h1>"))
      }
    }
  }

  @Test func keptGroupsAreBoundToTheKey() {
    let site = Site(
      files: [SiteFile(path: "weeks/a/index.html", text: "x")],
      kept: ["weeks/b/index.html", "weeks/b/charts/steps.svg"],
      groups: [
        SiteFileGroup(
          key: "weeks/b", fingerprint: "0123456789abcdef",
          paths: ["weeks/b/index.html", "weeks/b/charts/steps.svg"])
      ])
    let sealed = PrivateSite.seal(site, key: Self.key, title: "T", locale: .englishUS)
    #expect(sealed.kept == ["weeks/b/charts/steps.svg.sealed", "weeks/b/index.html"])
    let group = sealed.groups[0]
    #expect(group.paths == ["weeks/b/index.html", "weeks/b/charts/steps.svg.sealed"])
    #expect(group.fingerprint.count == 16 && group.fingerprint != "0123456789abcdef")
    let other = SiteKey(
      rawKey: Array(repeating: 4, count: 32), salt: Array(repeating: 9, count: 16),
      iterations: 600_000)
    #expect(PrivateSite.fingerprint("0123456789abcdef", key: other) != group.fingerprint)
    #expect(PrivateSite.fingerprint("0123456789abcdef", key: Self.key) == group.fingerprint)
  }

  @Test func theMarkerKeepsTheKeyRecordButNotTheKey() {
    let record = SealRecord(key: Self.key)
    let manifest = SiteManifest(groups: [], seal: record)
    let text = String(decoding: manifest.markerBytes, as: UTF8.self)
    #expect(text.contains("\nseal 1 600000 CQkJCQkJCQkJCQkJCQkJCQ== " + Self.key.check + "\n"))
    #expect(SiteManifest.parse(markerBytes: manifest.markerBytes) == manifest)
    #expect(!text.contains(Data(repeating: 3, count: 32).base64EncodedString()))
  }
}
