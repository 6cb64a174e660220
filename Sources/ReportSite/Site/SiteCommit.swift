import Foundation
import HealthCore

/// Writes a new build over a previous site in place, changing only what differs, with a journal
/// that makes the change all-or-nothing.
///
/// 1. Plan: compare the new site with the folder as it is (``SiteInventory``): rendered files
///    whose bytes are the same and kept files stay untouched; changed and new files are
///    placed; entries the new site does not have (a week that vanished, anything else in the
///    folder) are removed; missing folders are made.
/// 2. Stage: write each changed file into the commit folder beside the site
///    (`.<name>.healthreport-commit`), `fsync` each, then the marker with the new manifest.
/// 3. Journal: write the list of changes (``SiteJournal``) atomically and durably. Up to here
///    the site has not been touched: a failure or a kill leaves it as it was.
/// 4. Apply: make each change, keeping a backup of what it replaces or removes in the commit
///    folder (the changed folders are not synced; see ``finish(_:)``). On any failure the
///    changes made are undone from the journal and the previous site is back.
/// 5. Finish: delete the journal (the build is done), then the commit folder with the backups.
///
/// A build killed during step 4 leaves a mix of old and new files until the next build, which
/// first finds the journal, undoes the changes (``recover(target:shown:)``), and only then
/// builds: after that the folder is the previous complete site, and after the new build the
/// new complete one, never a mix. Folders whose entries keep their names keep their
/// modification times, so publishing tools see only the changed files.
struct SiteCommit {
  /// The site folder.
  let site: String
  /// The site as the user named it, for errors.
  let shown: String
  /// The commit folder beside the site.
  let commit: String
  /// Makes the change with this index fail as an I/O error would (tests of the undo).
  var failAfterChanges: Int?

  /// The commit folder's name for a site folder named `siteName`.
  static func folderName(for siteName: String) -> String {
    ".\(siteName).healthreport-commit"
  }

  init(target: URL, shown: String) {
    site = target.path
    self.shown = shown
    commit =
      target.deletingLastPathComponent().appendingPathComponent(
        Self.folderName(for: target.lastPathComponent)
      ).path
  }

  /// Finishes what a killed build left: undoes the changes of a journal in the commit folder,
  /// then removes the folder. Call with the site's lock held, before looking at the site.
  /// - Throws: ``SiteError`` when the changes cannot be undone (the journal is kept, so the
  ///   next build tries again).
  func recover() throws(SiteError) {
    guard SiteJournal.exists(commit) else { return }
    if let journal = try SiteJournal.read(commit: commit, shown: shown) {
      if let failure = journal.rollBack(site: site, commit: commit) {
        throw SiteError(
          path: shown,
          reason: .cannotWrite(
            "cannot undo the changes of an interrupted build (\(failure)); its journal is in "
              + commit))
      }
      _ = unlink(commit + "/" + SiteJournal.fileName)
    }
    try? FileManager.default.removeItem(atPath: commit)
  }

  /// Writes `site` over the previous site.
  /// - Parameters:
  ///   - newSite: the rendered files, the kept paths and the groups.
  ///   - inventory: the folder as it is now.
  /// - Returns: which files were written and how many kept.
  /// - Throws: ``SiteError``; the previous site is then as it was.
  func write(_ newSite: Site, inventory: SiteInventory) throws(SiteError) -> SiteWriteReport {
    var plan = try SitePlan(site: newSite, inventory: inventory, root: site, shown: shown)
    do {
      try FileManager.default.createDirectory(
        atPath: commit, withIntermediateDirectories: false)
    } catch {
      throw SiteError(path: commit, reason: .cannotCreate(SystemErrorText.explain(error)))
    }
    do throws(SiteError) {
      try stage(&plan, newSite)
      guard !plan.changes.isEmpty else {
        try? FileManager.default.removeItem(atPath: commit)
        return plan.report
      }
      let journal = SiteJournal(changes: plan.changes)
      if let failure = journal.write(commit: commit) {
        _ = unlink(commit + "/" + SiteJournal.fileName)
        throw SiteError(path: commit, reason: .cannotWrite(failure))
      }
      try apply(journal, folderTimes: plan.folderTimes)
    } catch {
      // A journal left means undoing failed: the next build needs it and the backups.
      if !SiteJournal.exists(commit + "/" + SiteJournal.fileName) {
        try? FileManager.default.removeItem(atPath: commit)
      }
      throw error
    }
    finish(SiteJournal(changes: plan.changes))
    return plan.report
  }

  /// Writes the changed files and then the marker (with the manifest of every group) into the
  /// commit folder, syncs them all, and adds their changes to the plan.
  private func stage(_ plan: inout SitePlan, _ newSite: Site) throws(SiteError) {
    var stamps: [String: FileStamp] = [:]
    var staged: [String] = []
    func stageFile(_ path: String, _ bytes: [UInt8]) throws(SiteError) {
      let name = "n" + String(staged.count)
      let written = SiteWriter.writeFile(commit + "/" + name, bytes, sync: false)
      guard let stamp = written.stamp else {
        throw SiteError(path: shown + "/" + path, reason: .cannotWrite(written.failure ?? "?"))
      }
      stamps[path] = stamp
      staged.append(name)
      plan.addPlace(path, staged: name)
    }
    for file in plan.changedFiles {
      try stageFile(file.path, file.contents)
    }
    let manifest = SiteManifest(
      groups: newSite.groups.map { group in
        (
          group.key,
          SiteManifest.Group(
            fingerprint: group.fingerprint,
            files: group.paths.map { ($0, stamps[$0] ?? plan.inventory.stamp(of: $0) ?? .zero) })
        )
      }, seal: newSite.seal)
    let marker = manifest.markerBytes
    if plan.isUnchanged(SiteWriter.markerName, marker) {
      plan.report.unchanged += 1
    } else {
      try stageFile(SiteWriter.markerName, marker)
    }
    if let failure = Self.syncFiles(staged.map { commit + "/" + $0 }) {
      throw SiteError(path: commit, reason: .cannotWrite(failure))
    }
  }

  /// `fsync`s the files at `paths`, several at a time: the file system can then write them
  /// out in one journal commit instead of one commit per file.
  /// - Returns: `nil` on success, else the first failure's explanation.
  static func syncFiles(_ paths: [String]) -> String? {
    let failures = SyncFailures(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let descriptor = open(paths[index], O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        failures.set(index, SystemErrorText.explain(errno))
        return
      }
      if fsync(descriptor) != 0 { failures.set(index, SystemErrorText.explain(errno)) }
      close(descriptor)
    }
    return failures.first
  }

  /// Makes the journal's changes; on a failure undoes those made and throws.
  private func apply(
    _ journal: SiteJournal, folderTimes: (all: [String: stat], namesKept: Set<String>)
  ) throws(SiteError) {
    func restoreTimes(of folders: Set<String>) {
      for (folder, info) in folderTimes.all where folders.contains(folder) {
        _ = SiteWriter.setTimes(folder.isEmpty ? site : site + "/" + folder, from: info)
      }
    }
    for (index, change) in journal.changes.enumerated() {
      SiteTestHook.afterChanges(index)
      let target = site + "/" + change.path
      var result: Int32 = 0
      switch change.kind {
      case .remove:
        result = SiteWriter.systemRename(target, commit + "/" + (change.backup ?? ""))
      case .makeFolder:
        result = mkdir(target, 0o755)
      case .place:
        if let backup = change.backup {
          let saved = commit + "/" + backup
          if linkat(AT_FDCWD, target, AT_FDCWD, saved, 0) != 0 {
            // No hard links here: move the previous file aside instead.
            result = SiteWriter.systemRename(target, saved)
          }
        }
        if result == 0 {
          result = SiteWriter.systemRename(commit + "/" + (change.staged ?? ""), target)
        }
      }
      if failAfterChanges == index {
        result = -1
        errno = EIO
      }
      guard result == 0 else {
        let why = SystemErrorText.explain(errno)
        if let failure = journal.rollBack(site: site, commit: commit) {
          throw SiteError(
            path: shown + "/" + change.path,
            reason: .cannotWrite(
              why + "; undoing the changes failed too (\(failure)); the next build undoes them"))
        }
        restoreTimes(of: Set(folderTimes.all.keys))
        _ = unlink(commit + "/" + SiteJournal.fileName)
        throw SiteError(path: shown + "/" + change.path, reason: .cannotWrite(why))
      }
    }
    restoreTimes(of: folderTimes.namesKept)
  }

  /// Removes the commit folder after a finished build: the journal first (the build is then
  /// done), then the backups and anything left.
  ///
  /// The changed folders are not synced: file systems that journal their metadata (ext4, XFS,
  /// APFS) make renames and unlinks durable in order, so after a crash either the journal is
  /// still there (and the next build undoes the changes with the backups, which are removed
  /// after it) or every change is.
  private func finish(_ journal: SiteJournal) {
    _ = unlink(commit + "/" + SiteJournal.fileName)
    for change in journal.changes {
      guard let backup = change.backup else { continue }
      let path = commit + "/" + backup
      if unlink(path) != 0, errno == EISDIR || errno == EPERM {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
    if rmdir(commit) != 0 { try? FileManager.default.removeItem(atPath: commit) }
  }
}

extension FileStamp {
  /// An empty stamp, which matches no file with content (a group file the build could not
  /// stamp is rendered again next time).
  static let zero = FileStamp(size: -1, modified: (0, 0))
}

/// The failures of ``SiteCommit/syncFiles(_:)``'s parallel `fsync`s, one slot per file.
private final class SyncFailures: @unchecked Sendable {
  private var slots: [String?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ failure: String) {
    lock.lock()
    slots[index] = failure
    lock.unlock()
  }

  var first: String? {
    lock.lock()
    defer { lock.unlock() }
    return slots.lazy.compactMap { $0 }.first
  }
}
