import Foundation
import Testing

@testable import ReportSite

/// A new site's files written early (``EarlyWriter``) end up exactly as if written at the end.
@Suite struct EarlyWriterTests {
  let marker = SiteWriter.markerName

  /// Early files with the site's bytes stay; one with other bytes is written again; one the
  /// site does not have is removed, with the folders only it was in.
  @Test func earlyFilesEndUpAsTheSitesFiles() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().build(into: target) { previous in
      let writer = try #require(previous.earlyWriter)
      writer.submit([
        SiteFile(path: "index.html", text: "<p>A</p>"),
        SiteFile(path: "weeks/a/index.html", text: "old"),
        SiteFile(path: "stray/deep/x.txt", text: "x"),
        SiteFile(path: "../escape.txt", text: "no"),
      ])
      return Site(files: [
        SiteFile(path: "index.html", text: "<p>A</p>"),
        SiteFile(path: "weeks/a/index.html", text: "new"),
        SiteFile(path: "weeks/b/index.html", text: "b"),
      ])
    }
    #expect(
      try folder.contents(of: "site") == [
        "index.html": "<p>A</p>", "weeks/a/index.html": "new", "weeks/b/index.html": "b",
        marker: SiteWriter.markerText,
      ])
    #expect(try folder.names(in: "site") == [marker, "index.html", "weeks"])
    #expect(try folder.names() == ["site"])
  }

  /// A build whose generator fails leaves no folder and nothing the early writer wrote.
  @Test func aFailedBuildLeavesNothing() throws {
    struct Failure: Error {}
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    #expect(throws: Failure.self) {
      try SiteWriter().build(into: folder.url.appendingPathComponent("site")) { previous in
        previous.earlyWriter?.submit([SiteFile(path: "index.html", text: "<p>A</p>")])
        throw Failure()
      }
    }
    #expect(try folder.names() == [])
  }

  /// Over a previous site, and for a private build, nothing is written early.
  @Test func noEarlyWriterOverAPreviousSiteOrWhenSealing() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().build(into: target) { previous in
      #expect(previous.sealing(salt: [1], iterations: 1).earlyWriter == nil)
      return Site(files: [SiteFile(path: "index.html", text: "<p>A</p>")])
    }
    try SiteWriter().build(into: target) { previous in
      #expect(previous.earlyWriter == nil)
      return Site(files: [SiteFile(path: "index.html", text: "<p>B</p>")])
    }
    #expect(
      try folder.contents(of: "site") == ["index.html": "<p>B</p>", marker: SiteWriter.markerText])
  }
}
