import Foundation
import Testing

@testable import ReportSite

@Suite struct ResourcesTests {
  /// The package root: two folders above this file's folder.
  let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

  /// Creates `Templates/dashboard.html` and `Public/style.css` under `relativeRoot`.
  func makeRoot(in folder: SiteTestFolder, at relativeRoot: String) throws -> URL {
    try folder.write("{{ title }}", to: relativeRoot + "/Templates/dashboard.html")
    try folder.write("body {}", to: relativeRoot + "/Public/style.css")
    return folder.url.appendingPathComponent(relativeRoot).standardizedFileURL
  }

  @Test func findsThePackagesTemplatesFromTheSourceFile() throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    #expect(
      resources.templatesDirectory.path == packageRoot.appendingPathComponent("Templates").path)
    #expect(resources.publicDirectory.path == packageRoot.appendingPathComponent("Public").path)
  }

  @Test func findsARootAboveTheExecutable() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let root = try makeRoot(in: folder, at: "clone")
    let executable = root.appendingPathComponent(".build/release/healthreport").path
    let resources = try Resources.locate(
      templatesOverride: nil, executablePath: executable, sourceFilePath: "/nonexistent/x.swift")
    #expect(resources.templatesDirectory.path == root.appendingPathComponent("Templates").path)
  }

  @Test func followsASymbolicLinkToTheExecutable() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let root = try makeRoot(in: folder, at: "clone")
    let executable = try folder.write("binary", to: "clone/.build/release/healthreport")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("bin"), withIntermediateDirectories: true)
    let link = folder.url.appendingPathComponent("bin/healthreport")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: executable)
    let resources = try Resources.locate(
      templatesOverride: nil, executablePath: link.path, sourceFilePath: "/nonexistent/x.swift")
    #expect(resources.publicDirectory.path == root.appendingPathComponent("Public").path)
  }

  @Test func findsTheInstallLayout() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let root = try makeRoot(in: folder, at: "prefix/share/healthreport")
    let resources = try Resources.locate(
      templatesOverride: nil, executablePath: folder.url.path + "/prefix/bin/healthreport",
      sourceFilePath: "/nonexistent/x.swift")
    #expect(resources.templatesDirectory.path == root.appendingPathComponent("Templates").path)
  }

  @Test func failsWhenNothingIsFound() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    #expect(throws: SiteError.self) {
      try Resources.locate(
        templatesOverride: nil, executablePath: folder.url.path + "/bin/healthreport",
        sourceFilePath: folder.url.path + "/Sources/x.swift")
    }
  }

  @Test func usesATemplatesOverrideWithPublicFromTheRoot() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try folder.write("custom", to: "mine/dashboard.html")
    let override = folder.url.appendingPathComponent("mine").standardizedFileURL
    let resources = try Resources.locate(templatesOverride: override, executablePath: nil)
    #expect(resources.templatesDirectory == override)
    #expect(resources.publicDirectory.path == packageRoot.appendingPathComponent("Public").path)
  }

  @Test func rejectsAnOverrideWithoutDashboard() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try folder.write("x", to: "mine/other.html")
    let override = folder.url.appendingPathComponent("mine").standardizedFileURL
    let why = "is not a templates folder: it has no dashboard.html"
    #expect(throws: SiteError(path: override.path, reason: .resourcesNotFound(why))) {
      try Resources.locate(templatesOverride: override, executablePath: nil)
    }
    let absent = folder.url.appendingPathComponent("absent").standardizedFileURL
    #expect(
      throws: SiteError(path: absent.path, reason: .resourcesNotFound("no such templates folder"))
    ) {
      try Resources.locate(templatesOverride: absent, executablePath: nil)
    }
  }

  @Test func listsPublicFilesRecursivelySortedWithoutDotfiles() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try folder.write("b", to: "Public/style.css")
    try folder.write("i", to: "Public/icons/z.svg")
    try folder.write("a", to: "Public/icons/a.svg")
    try folder.write("x", to: "Public/.DS_Store")
    try folder.write("x", to: "Public/.git/config")
    let resources = Resources(
      templatesDirectory: folder.url, publicDirectory: folder.url.appendingPathComponent("Public"))
    #expect(
      try resources.publicFiles() == [
        SiteFile(path: "icons/a.svg", text: "a"), SiteFile(path: "icons/z.svg", text: "i"),
        SiteFile(path: "style.css", text: "b"),
      ])
  }
}
