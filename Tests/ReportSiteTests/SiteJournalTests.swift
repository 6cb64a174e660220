import Foundation
import Testing

@testable import ReportSite

/// A journal left beside a site is undone only when it names what a build writes, and undoing
/// stops at nothing another entry left in a folder's place.
@Suite struct SiteJournalTests {
  let site = Site(files: [
    SiteFile(path: "index.html", text: "<p>A</p>"),
    SiteFile(path: "a.txt", text: "a"),
  ])

  /// Writes `site`, then a journal with `changes` in its commit folder.
  static func siteWithJournal(
    _ site: Site, in folder: SiteTestFolder, changes: [SiteJournal.Change]
  ) throws -> URL {
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(site, to: target)
    let commit = folder.url.appendingPathComponent(SiteCommit.folderName(for: "site"))
    try FileManager.default.createDirectory(at: commit, withIntermediateDirectories: false)
    #expect(SiteJournal(changes: changes).write(commit: commit.path) == nil)
    return target
  }

  @Test(arguments: [
    // A new file placed outside the site: undoing it would delete ../victim.txt.
    SiteJournal.Change(kind: .place, path: "../victim.txt", staged: "n0"),
    SiteJournal.Change(kind: .remove, path: "/etc", backup: "b0"),
    SiteJournal.Change(kind: .place, path: "index.html", staged: "n0", backup: "../victim.txt"),
    SiteJournal.Change(kind: .remove, path: "a.txt", backup: "../../victim.txt"),
    SiteJournal.Change(kind: .makeFolder, path: "weeks/../.."),
  ])
  func aJournalNamingAnythingOutsideTheSiteIsRefused(change: SiteJournal.Change) throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let victim = try folder.write("keep me", to: "victim.txt")
    let target = try Self.siteWithJournal(site, in: folder, changes: [change])
    let before = try folder.contents(of: "site")
    #expect(throws: SiteError.self) { try SiteWriter().write(site, to: target) }
    #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
    #expect(try folder.contents(of: "site") == before)
  }

  @Test func aWellFormedJournalIsUndone() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    // A killed build had placed a new file.
    let target = try Self.siteWithJournal(
      site, in: folder, changes: [.init(kind: .place, path: "new.html", staged: "n0")])
    try folder.write("new", to: "site/new.html")
    try SiteWriter().write(site, to: target)
    #expect(try folder.contents(of: "site")["new.html"] == nil)
    #expect(try folder.names() == ["site"])
  }

  /// A link where the new site has a folder: the removal of the link and the folder's making
  /// come after a change that fails, and undoing leaves the link (it used to stop at it, with
  /// "undoing the changes failed too", and every later build failed the same way).
  @Test func undoingSkipsAFolderNotMadeYet() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    try SiteWriter().write(site, to: target)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("elsewhere"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      at: target.appendingPathComponent("weeks"),
      withDestinationURL: folder.url.appendingPathComponent("elsewhere"))
    let next = Site(files: [
      SiteFile(path: "index.html", text: "<p>A</p>"),
      SiteFile(path: "weeks/1/index.html", text: "week 1"),
    ])
    var commit = SiteCommit(target: target, shown: "site")
    commit.failAfterChanges = 0  // removing a.txt
    let inventory = try SiteInventory(root: target.path, shown: "site")
    do {
      _ = try commit.write(next, inventory: inventory)
      Issue.record("the failure was not reported")
    } catch {
      #expect(!error.description.contains("undoing"), "\(error)")
    }
    #expect(try folder.names().sorted() == ["elsewhere", "site"])
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: target.appendingPathComponent("weeks").path)
    #expect(link.hasSuffix("elsewhere"))
    #expect(try folder.contents(of: "site")["a.txt"] == "a")
    try SiteWriter().write(next, to: target)
    #expect(try folder.contents(of: "site")["weeks/1/index.html"] == "week 1")
    #expect(try folder.names(in: "elsewhere").isEmpty)
  }
}

/// Undoing never reaches through a symbolic link put in the site after the killed build.
@Suite struct SiteJournalLinkTests {
  @Test func undoingDoesNotFollowALinkedFolder() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let site = Site(files: [SiteFile(path: "index.html", text: "<p>A</p>")])
    // The killed build had placed weeks/x.html; since then weeks became a link to a folder
    // outside the site holding an x.html of its own.
    let target = try SiteJournalTests.siteWithJournal(
      site, in: folder,
      changes: [
        .init(kind: .makeFolder, path: "weeks"),
        .init(kind: .place, path: "weeks/x.html", staged: "n0"),
      ])
    let outside = try folder.write("keep me", to: "outside/x.html")
    try FileManager.default.createSymbolicLink(
      at: target.appendingPathComponent("weeks"),
      withDestinationURL: outside.deletingLastPathComponent())
    #expect(throws: SiteError.self) { try SiteWriter().write(site, to: target) }
    #expect(try String(contentsOf: outside, encoding: .utf8) == "keep me")
  }
}
