import Foundation
import HealthCore

/// The list of changes an incremental build makes to a site folder, written (and synced) before
/// the first change, so that a build killed halfway can be undone.
///
/// It lives in the build's commit folder beside the site (``SiteCommit/folderName(for:)``),
/// which also holds the staged new files and the backups of the files they replace. Every
/// change is reversible: a replaced file is first hard-linked into the commit folder, a removed
/// file or folder is moved there. Undoing (``rollBack(site:commit:)``) is idempotent, so a
/// build killed while undoing is undone by the next one.
struct SiteJournal: Codable, Sendable, Equatable {
  /// One change to the site folder.
  struct Change: Codable, Sendable, Equatable {
    /// What the change does.
    enum Kind: String, Codable, Sendable {
      /// Moves the entry at ``path`` (file or folder) to ``backup`` in the commit folder.
      case remove
      /// Creates the folder ``path``.
      case makeFolder
      /// Moves the staged file ``staged`` to ``path``, first linking the file it replaces (if
      /// any) to ``backup``.
      case place
    }

    /// What the change does.
    var kind: Kind
    /// The site-relative path changed.
    var path: String
    /// The staged file's name in the commit folder (`place` only).
    var staged: String?
    /// The name in the commit folder that keeps the previous entry: the removed entry, or a link
    /// to the replaced file; `nil` when `place` puts a new file.
    var backup: String?
  }

  /// The journal's format.
  var version = 1
  /// The changes, in the order they are made.
  var changes: [Change]

  /// The journal's name in the commit folder.
  static let fileName = "journal.json"

  /// Undoes the changes made so far, last first, and leaves the site as it was before the
  /// build. A change not made yet is skipped; so is one already undone.
  /// - Parameters:
  ///   - site: the site folder's path.
  ///   - commit: the commit folder's path.
  /// - Returns: `nil` when every change is undone, else the first failure's explanation.
  func rollBack(site: String, commit: String) -> String? {
    var failure: String?
    func note(_ result: Int32, _ what: String) {
      if result != 0, errno != ENOENT, failure == nil {
        failure = what + ": " + SystemErrorText.explain(errno)
      }
    }
    for change in changes.reversed() {
      let target = site + "/" + change.path
      // What undoes the change, when it was made (and not undone yet).
      var undo: (() -> Int32)?
      switch change.kind {
      case .place:
        if let backup = change.backup {
          // The backup is the previous file; moving it back replaces the new one.
          if Self.exists(commit + "/" + backup) {
            undo = { SiteWriter.systemRename(commit + "/" + backup, target) }
          }
        } else if let staged = change.staged, !Self.exists(commit + "/" + staged) {
          // A new file that was moved into place.
          undo = { unlink(target) }
        }
      case .makeFolder:
        // Not made yet when something else is there (the file or link a removal before it
        // moves aside): only a folder is this change's.
        if Self.isFolder(target) { undo = { rmdir(target) } }
      case .remove:
        if let backup = change.backup, Self.exists(commit + "/" + backup) {
          undo = { SiteWriter.systemRename(commit + "/" + backup, target) }
        }
      }
      guard let undo else { continue }
      // Every folder on the way is a real folder, so no undo reaches through a symbolic link
      // put in the site after the build (`weeks -> /etc`).
      guard Self.foldersAreReal(site: site, path: change.path) else {
        if failure == nil { failure = change.path + ": a folder on its path is not a folder" }
        continue
      }
      note(undo(), change.path)
    }
    return failure
  }

  /// Whether anything (not following a symbolic link) is at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Whether each folder of the site-relative `path` (not `path` itself) is a real folder, not
  /// a symbolic link; a missing one counts as real (nothing can be reached through it).
  static func foldersAreReal(site: String, path: String) -> Bool {
    var folder = site
    for component in path.split(separator: "/").dropLast() {
      folder += "/" + component
      var info = stat()
      if lstat(folder, &info) != 0 { return true }
      if info.st_mode & S_IFMT != S_IFDIR { return false }
    }
    return true
  }

  /// Whether a folder (not a symbolic link to one) is at `path`.
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Whether every change names only what a build writes: a safe site-relative path (no `..`,
  /// no absolute path, see ``SiteWriter/checkSafe(_:shown:)``; the marker only as placed) and
  /// commit-folder names of the form `b12` (backups) and `n12` (staged files) where its kind
  /// has them. Undoing a journal that fails this could rename or delete outside the site.
  var isWellFormed: Bool {
    func isName(_ name: String?, prefix: Character) -> Bool {
      guard let name, name.first == prefix, name.count > 1, name.count < 12 else { return false }
      return name.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }
    return version == 1
      && changes.allSatisfy { change in
        let isMarker = change.path == SiteWriter.markerName
        guard (try? SiteWriter.checkSafe(change.path, shown: "")) != nil || isMarker else {
          return false
        }
        switch change.kind {
        case .remove: return !isMarker && isName(change.backup, prefix: "b")
        case .makeFolder: return !isMarker && change.staged == nil && change.backup == nil
        case .place:
          return isName(change.staged, prefix: "n")
            && (change.backup == nil || isName(change.backup, prefix: "b"))
        }
      }
  }

  /// Reads the journal in `commit`, or `nil` when there is none (the build stopped before its
  /// first change, or after its last).
  /// - Throws: ``SiteError`` when a journal is there but cannot be read, or names anything a
  ///   build does not write (``isWellFormed``): nothing is changed then.
  static func read(commit: String, shown: String) throws(SiteError) -> SiteJournal? {
    let path = commit + "/" + fileName
    guard exists(path) else { return nil }
    let journal: SiteJournal
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      journal = try JSONDecoder().decode(SiteJournal.self, from: data)
    } catch {
      throw SiteError(
        path: shown,
        reason: .cannotRead(
          "the journal of an interrupted build (\(path)) cannot be read: "
            + SystemErrorText.explain(error)))
    }
    guard journal.isWellFormed else {
      throw SiteError(
        path: shown,
        reason: .cannotRead(
          "the journal of an interrupted build (\(path)) names paths outside the site or "
            + "files no build writes; nothing was changed (remove that folder to build again)"))
    }
    return journal
  }

  /// Writes the journal into `commit` atomically and durably: a temporary file, `fsync`, a
  /// rename, and an `fsync` of the folder.
  /// - Returns: `nil` on success, else the failure's explanation.
  func write(commit: String) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return "cannot encode the journal" }
    let temporary = commit + "/" + Self.fileName + ".tmp"
    if let failure = SiteWriter.writeFile(temporary, Array(data), sync: true).failure {
      return failure
    }
    guard SiteWriter.systemRename(temporary, commit + "/" + Self.fileName) == 0 else {
      return SystemErrorText.explain(errno)
    }
    return SiteWriter.syncFolder(commit)
  }
}
