import Foundation
import Testing

@testable import ReportSite

/// Incremental output: a rebuild touches only the files whose bytes change, and still swaps the
/// whole site in atomically.
@Suite struct IncrementalWriteTests {
  let site = Site(files: [
    SiteFile(path: "index.html", text: "<p>A</p>"),
    SiteFile(path: "charts/steps.svg", text: "<svg/>"),
    SiteFile(path: "weeks/2024-12-01/index.html", text: "week 1"),
    SiteFile(path: "weeks/2024-12-08/index.html", text: "week 2"),
  ])

  /// Inode, modification time (ns) and bytes of every file and folder under `root`, by path.
  static func snapshot(_ root: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let manager = FileManager.default
    let paths = [""] + (try manager.subpathsOfDirectory(atPath: root.path))
    for path in paths {
      let full = path.isEmpty ? root.path : root.path + "/" + path
      var info = stat()
      guard lstat(full, &info) == 0 else { throw CocoaError(.fileReadUnknown) }
      let isFolder = (info.st_mode & S_IFMT) == S_IFDIR
      let mtime = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
      let bytes =
        isFolder
        ? "" : String(decoding: try Data(contentsOf: URL(fileURLWithPath: full)), as: UTF8.self)
      // A folder is new after every build (the swap); its time is what tools compare.
      result[path] = (isFolder ? "" : String(info.st_ino)) + " " + String(mtime) + " " + bytes
    }
    return result
  }

  /// Sets every file's and folder's times under `root` to a day in 2001, as an old site has.
  static func age(_ root: URL) throws {
    let manager = FileManager.default
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    for path in try manager.subpathsOfDirectory(atPath: root.path) {
      try manager.setAttributes(
        [.modificationDate: old], ofItemAtPath: root.path + "/" + path)
    }
    try manager.setAttributes([.modificationDate: old], ofItemAtPath: root.path)
  }

  @Test func anIdenticalRebuildChangesNoByteAndNoTime() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    let first = try SiteWriter().write(site, to: target)
    #expect(first.written.count == 5 && first.unchanged == 0)
    try Self.age(target)
    let before = try Self.snapshot(target)
    let report = try SiteWriter().write(site, to: target)
    #expect(report.written.isEmpty)
    #expect(report.unchanged == 5)
    #expect(try Self.snapshot(target) == before)
    #expect(try folder.names() == ["site"])
  }

  @Test func aRebuildWritesOnlyTheChangedFiles() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(site, to: target)
    try Self.age(target)
    let before = try Self.snapshot(target)
    var files = site.files.filter { $0.path != "weeks/2024-12-08/index.html" }
    files.append(SiteFile(path: "weeks/2024-12-08/index.html", text: "week 2, Sunday"))
    files.append(SiteFile(path: "weeks/2024-12-15/index.html", text: "week 3"))
    files.removeAll { $0.path == "charts/steps.svg" }
    files.append(SiteFile(path: "charts/steps.svg", text: "<svg>"))  // same size, new bytes
    let report = try SiteWriter().write(Site(files: files), to: target)
    #expect(
      report.written == [
        "charts/steps.svg", "weeks/2024-12-08/index.html", "weeks/2024-12-15/index.html",
      ])
    #expect(report.unchanged == 3)
    let after = try Self.snapshot(target)
    let changed = Set(after.keys.filter { after[$0] != before[$0] })
    #expect(
      changed == [
        "charts/steps.svg", "weeks", "weeks/2024-12-08/index.html", "weeks/2024-12-15",
        "weeks/2024-12-15/index.html",
      ])
    // Folders whose entries did not change keep their times; unchanged files their inodes
    // and times.
    #expect(after["charts"] == before["charts"])
    #expect(after["weeks/2024-12-01"] == before["weeks/2024-12-01"])
    #expect(after["index.html"] == before["index.html"])
    #expect(try folder.names() == ["site"])
  }

  @Test func removedFilesAreGone() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(site, to: target)
    let smaller = Site(files: site.files.filter { !$0.path.hasPrefix("weeks/") })
    let report = try SiteWriter().write(smaller, to: target)
    #expect(report.written.isEmpty)
    #expect(try folder.names(in: "site") == [".healthreport-site", "charts", "index.html"])
  }

  @Test func aFailedRebuildLeavesThePreviousSiteWholeWithItsTimes() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(site, to: target)
    try Self.age(target)
    let before = try Self.snapshot(target)
    // "index.html/x" cannot be made below the file index.html: the build fails, the site stays.
    let broken = Site(files: site.files + [SiteFile(path: "index.html/x", text: "x")])
    #expect(throws: SiteError.self) { try SiteWriter().write(broken, to: target) }
    #expect(try Self.snapshot(target) == before)
    #expect(try folder.names() == ["site"])
  }

  @Test func aSymbolicLinkInThePreviousSiteIsNotFollowed() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(site, to: target)
    try folder.write("<p>A</p>", to: "outside.html")
    let index = target.appendingPathComponent("index.html")
    try FileManager.default.removeItem(at: index)
    try FileManager.default.createSymbolicLink(
      at: index, withDestinationURL: folder.url.appendingPathComponent("outside.html"))
    let report = try SiteWriter().write(site, to: target)
    #expect(report.written == ["index.html"])
    let attributes = try FileManager.default.attributesOfItem(atPath: index.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
  }
}

/// A failure while an incremental build changes the site undoes every change made.
@Suite struct CommitUndoTests {
  let site = Site(files: [
    SiteFile(path: "index.html", text: "<p>A</p>"),
    SiteFile(path: "charts/steps.svg", text: "<svg/>"),
    SiteFile(path: "weeks/2024-12-01/index.html", text: "week 1"),
    SiteFile(path: "weeks/2024-12-08/index.html", text: "week 2"),
  ])

  /// A new site: one file changed, one week gone, one new week (a new folder).
  var next: Site {
    Site(files: [
      SiteFile(path: "index.html", text: "<p>B</p>"),
      SiteFile(path: "charts/steps.svg", text: "<svg/>"),
      SiteFile(path: "weeks/2024-12-08/index.html", text: "week 2, Sunday"),
      SiteFile(path: "weeks/2024-12-15/index.html", text: "week 3"),
    ])
  }

  @Test(arguments: 0..<5)  // the five changes: a removal, a new folder, three files
  func aFailureAfterSomeChangesLeavesThePreviousSiteWithItsTimes(failing: Int) throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(site, to: target)
    try IncrementalWriteTests.age(target)
    let before = try IncrementalWriteTests.snapshot(target)
    var commit = SiteCommit(target: target, shown: "site")
    commit.failAfterChanges = failing
    let inventory = try SiteInventory(root: target.path, shown: "site")
    #expect(throws: SiteError.self) { try commit.write(next, inventory: inventory) }
    #expect(try IncrementalWriteTests.snapshot(target) == before)
    #expect(try folder.names() == ["site"])
    // And the same change without a failure makes the new site.
    try SiteWriter().write(next, to: target)
    let contents = try folder.contents(of: "site")
    #expect(contents["weeks/2024-12-15/index.html"] == "week 3")
    #expect(contents["weeks/2024-12-01/index.html"] == nil)
  }
}
