import Foundation
import HealthCore

/// What an incremental build changes in a site folder (see ``SiteCommit``): the rendered files
/// whose bytes differ from the folder's, the entries to remove and the folders to make.
struct SitePlan {
  /// The folder as it was before the build.
  let inventory: SiteInventory
  /// The site folder's path.
  let root: String
  /// The changes so far: removals, then new folders, then (as files are staged) placements.
  private(set) var changes: [SiteJournal.Change] = []
  /// The rendered files whose bytes differ from the folder's (or that are new): pages last,
  /// so a reader of the site meanwhile rarely sees a new page whose charts are still old.
  let changedFiles: [SiteFile]
  /// What the build did, for its report (``SiteWriteReport``).
  var report = SiteWriteReport()
  /// Paths removed (moved to the commit folder), with their descendants.
  private let removed: Set<String>
  /// The number of backups named so far.
  private var backups = 0

  /// Compares `site` with the folder.
  /// - Throws: ``SiteError`` for an unsafe path, a path that is both a file and a folder of the
  ///   new site, or a kept file that is not in the folder.
  init(site: Site, inventory: SiteInventory, root: String, shown: String) throws(SiteError) {
    self.inventory = inventory
    self.root = root
    var files: Set<String> = [SiteWriter.markerName]
    var folders: Set<String> = []
    for path in site.files.map(\.path) + site.kept {
      try SiteWriter.checkSafe(path, shown: shown)
      files.insert(path)
      var parent = Self.parent(of: path)
      while !parent.isEmpty, folders.insert(parent).inserted {
        parent = Self.parent(of: parent)
      }
    }
    if let clash = files.intersection(folders).min() {
      throw SiteError(
        path: shown + "/" + clash, reason: .cannotWrite("both a file and a folder of the site"))
    }
    for path in site.kept where inventory.stamp(of: path) == nil {
      throw SiteError(
        path: shown + "/" + path, reason: .cannotWrite("a kept file is missing from the site"))
    }
    // Remove every entry the new site does not have, or has as another kind; topmost only.
    var removed: Set<String> = []
    var changes: [SiteJournal.Change] = []
    var backups = 0
    for path in inventory.entries.keys.sorted() {
      let isFolder = inventory.entries[path] == .folder
      let wanted = isFolder ? folders.contains(path) : files.contains(path)
      guard !wanted else { continue }
      var ancestor = Self.parent(of: path)
      var inRemoved = false
      while !ancestor.isEmpty {
        if removed.contains(ancestor) {
          inRemoved = true
          break
        }
        ancestor = Self.parent(of: ancestor)
      }
      removed.insert(path)
      guard !inRemoved else { continue }
      changes.append(.init(kind: .remove, path: path, backup: "b" + String(backups)))
      backups += 1
    }
    for folder in folders.sorted()
    where inventory.entries[folder] != .folder || removed.contains(folder) {
      changes.append(.init(kind: .makeFolder, path: folder))
    }
    var changed: [SiteFile] = []
    var report = SiteWriteReport()
    report.unchanged = site.kept.count
    for file in site.files {
      if !removed.contains(file.path),
        Self.isUnchanged(file.path, file.contents, inventory: inventory, root: root)
      {
        report.unchanged += 1
      } else {
        changed.append(file)
      }
    }
    changedFiles =
      changed.filter { !$0.path.hasSuffix(".html") } + changed.filter { $0.path.hasSuffix(".html") }
    report.written = changedFiles.map(\.path)
    self.changes = changes
    self.removed = removed
    self.backups = backups
    self.report = report
  }

  /// Adds the placement of the staged file `staged` at `path`, backing up the file there.
  mutating func addPlace(_ path: String, staged: String) {
    var backup: String?
    if inventory.entries[path] != nil, inventory.entries[path] != .folder, !removed.contains(path) {
      backup = "b" + String(backups)
      backups += 1
    }
    changes.append(.init(kind: .place, path: path, staged: staged, backup: backup))
    if path == SiteWriter.markerName { report.written.append(path) }
  }

  /// Whether the regular file at `path` holds exactly `bytes`.
  func isUnchanged(_ path: String, _ bytes: [UInt8]) -> Bool {
    !removed.contains(path)
      && Self.isUnchanged(path, bytes, inventory: inventory, root: root)
  }

  static func isUnchanged(
    _ path: String, _ bytes: [UInt8], inventory: SiteInventory, root: String
  ) -> Bool {
    guard let stamp = inventory.stamp(of: path), stamp.size == Int64(bytes.count) else {
      return false
    }
    let descriptor = open(root + "/" + path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return SiteWriter.contents(of: descriptor, equal: bytes)
  }

  /// The times of each existing folder the changes touch, taken before the changes: after a
  /// successful commit those whose entries keep their names (only files replaced) get theirs
  /// back; after an undone one, all of them.
  var folderTimes: (all: [String: stat], namesKept: Set<String>) {
    var onlyReplaced: [String: Bool] = [:]
    for change in changes {
      let folder = Self.parent(of: change.path)
      let replaces = change.kind == .place && change.backup != nil
      onlyReplaced[folder] = (onlyReplaced[folder] ?? true) && replaces
    }
    var all: [String: stat] = [:]
    for folder in onlyReplaced.keys {
      var info = stat()
      let full = folder.isEmpty ? root : root + "/" + folder
      if lstat(full, &info) == 0 { all[folder] = info }
    }
    return (all, Set(onlyReplaced.filter(\.value).keys))
  }

  /// The folder of `path` ("" at the root).
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }
}
