import Foundation
import Testing

@testable import ReportSite

@Suite struct SiteWriterTests {
  let marker = SiteWriter.markerName
  let siteA = Site(files: [
    SiteFile(path: "index.html", text: "<p>A</p>"),
    SiteFile(path: "charts/steps.svg", text: "<svg/>"),
    SiteFile(path: "deep/a/b/c.txt", text: "c"),
  ])
  let siteB = Site(files: [SiteFile(path: "index.html", text: "<p>B</p>")])

  @Test func writesAFreshSiteWithTheMarkerAndNoLeftovers() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try SiteWriter().write(siteA, to: folder.url.appendingPathComponent("site"))
    #expect(
      try folder.contents(of: "site") == [
        "index.html": "<p>A</p>", "charts/steps.svg": "<svg/>", "deep/a/b/c.txt": "c",
        marker: SiteWriter.markerText,
      ])
    #expect(try folder.names() == ["site"])
    #expect(SiteWriter.markerText.split(separator: "\n").count == 1)
  }

  /// A first build killed before its rename leaves its temporary folder; the next first build
  /// of that site removes it, and nothing whose name only looks alike.
  @Test func aKilledFirstBuildsTemporaryFolderIsRemovedByTheNext() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let manager = FileManager.default
    for name in [
      ".site.healthreport-tmp-4242-0", ".site.healthreport-tmp-4242-x",
      ".other.healthreport-tmp-1-0",
    ] {
      try manager.createDirectory(
        at: folder.url.appendingPathComponent(name + "/weeks"), withIntermediateDirectories: true)
    }
    try Data("x".utf8).write(to: folder.url.appendingPathComponent(".site.healthreport-tmp-7-1"))
    try SiteWriter().write(siteB, to: folder.url.appendingPathComponent("site"))
    #expect(
      try folder.names() == [
        ".other.healthreport-tmp-1-0", ".site.healthreport-tmp-4242-x",
        ".site.healthreport-tmp-7-1",
        "site",
      ])
  }

  @Test func replacesAPreviousSiteEntirely() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(siteA, to: target)
    try SiteWriter().write(siteB, to: target)
    #expect(
      try folder.contents(of: "site") == ["index.html": "<p>B</p>", marker: SiteWriter.markerText])
    #expect(try folder.names() == ["site"])
  }

  @Test func replacesAnEmptyFolder() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: false)
    try SiteWriter().write(siteB, to: folder.url.appendingPathComponent("out"))
    #expect(
      try folder.contents(of: "out") == ["index.html": "<p>B</p>", marker: SiteWriter.markerText])
    #expect(try folder.names() == ["out"])
  }

  @Test func createsMissingParentFolders() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try SiteWriter().write(siteB, to: folder.url.appendingPathComponent("a/b/site"))
    #expect(try folder.names(in: "a/b") == ["site"])
  }

  @Test func refusesANonEmptyFolderThatIsNotASiteAndLeavesItAlone() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try folder.write("mine", to: "docs/notes.txt")
    try folder.write("hidden", to: "docs/.config")
    let before = try folder.contents(of: "docs")
    #expect(throws: SiteError(path: "docs", reason: .notASite)) {
      try SiteWriter().write(
        siteA, to: folder.url.appendingPathComponent("docs"), displayPath: "docs")
    }
    #expect(try folder.contents(of: "docs") == before)
    #expect(try folder.names() == ["docs"])
  }

  /// A link to a previous site is refused with a message that says so (a build replaces the
  /// folder it is given, and would replace the link); the site behind it is left as it is.
  @Test func refusesASymbolicLinkToASite() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let real = folder.url.appendingPathComponent("real")
    try SiteWriter().write(siteA, to: real)
    let link = folder.url.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    #expect(throws: SiteError(path: link.path, reason: .symbolicLink)) {
      try SiteWriter().write(siteB, to: link)
    }
    #expect(try folder.contents(of: "real")["index.html"] == "<p>A</p>")
    #expect(SiteError(path: "link", reason: .symbolicLink).description.contains("symbolic link"))
  }

  @Test func refusesAFile() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try folder.write("data", to: "site")
    let target = folder.url.appendingPathComponent("site")
    #expect(throws: SiteError(path: target.path, reason: .notADirectory)) {
      try SiteWriter().write(siteA, to: target)
    }
    #expect(try String(contentsOf: target, encoding: .utf8) == "data")
    #expect(try folder.names() == ["site"])
  }

  @Test(arguments: ["../escape.txt", "/absolute.txt", "a//b.txt", "./x", ".healthreport-site", ""])
  func rejectsUnsafePathsAndKeepsThePreviousSite(path: String) throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(siteB, to: target)
    let bad = Site(files: [SiteFile(path: "ok.txt", text: "ok"), SiteFile(path: path, text: "x")])
    #expect(throws: SiteError.self) { try SiteWriter().write(bad, to: target) }
    #expect(
      try folder.contents(of: "site") == ["index.html": "<p>B</p>", marker: SiteWriter.markerText])
    #expect(try folder.names() == ["site"])
  }

  @Test func cleansUpTheTemporaryFolderAfterAWriteFailure() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(siteA, to: target)
    // "a" is a file, so "a/b" cannot be written below it.
    let clash = Site(files: [SiteFile(path: "a", text: "1"), SiteFile(path: "a/b", text: "2")])
    #expect(throws: SiteError.self) { try SiteWriter().write(clash, to: target) }
    #expect(try folder.names() == ["site"])
    #expect(try folder.contents(of: "site")["index.html"] == "<p>A</p>")
  }

  @Test func temporaryNamesSitBesideTheTargetAndIncludeThePid() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let writer = SiteWriter(processID: 4242)
    let first = try writer.makeUniqueFolder(in: folder.url, prefix: ".site.healthreport-tmp-")
    let second = try writer.makeUniqueFolder(in: folder.url, prefix: ".site.healthreport-tmp-")
    #expect(first.lastPathComponent == ".site.healthreport-tmp-4242-0")
    #expect(second.lastPathComponent == ".site.healthreport-tmp-4242-1")
  }

  @Test func describesErrors() {
    #expect(
      SiteError(path: "out", reason: .notADirectory).description
        == "out: exists and is not a folder; refusing to replace it")
    #expect(
      SiteError(path: "out", reason: .notASite).description
        == "out: the folder is not empty and is not a healthreport site"
        + " (it has no .healthreport-site file); refusing to replace it")
    #expect(
      SiteError(path: "out/x", reason: .cannotWrite("permission denied")).description
        == "out/x: cannot write: permission denied")
    #expect(SiteError(path: "x", reason: .cannotWrite("")).isInputOutputFailure)
    #expect(!SiteError(path: "x", reason: .notASite).isInputOutputFailure)
  }
}
