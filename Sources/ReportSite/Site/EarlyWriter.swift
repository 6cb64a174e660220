import Foundation
import HealthCore

/// Writes files of a new site into its staging folder while the rest of the site is still
/// being rendered, one after another on a thread of its own.
///
/// ``SiteWriter/build(into:displayPath:make:)`` makes one for a new site (no folder, or an empty
/// one) before it calls the generator, and hands it over in ``PreviousBuild/earlyWriter``. The
/// generator gives it pages that are final (``submit(_:)``); ``SiteWriter`` then takes what was
/// written (``finish()``) and writes the rest itself, checking each early file against the
/// site's bytes, so the result is the same as writing everything at the end. Writing is only
/// ever a head start: a file that cannot be written early is removed and left to the end, where
/// a failure is reported as before. Everything it makes is inside the staging folder, which
/// ``SiteWriter`` made and removes when the build fails.
final class EarlyWriter: @unchecked Sendable {
  /// What was written: each file's stamp and the bytes it was written with.
  struct Written {
    /// The files written, by site-relative path.
    var files: [String: (stamp: FileStamp, contents: [UInt8])] = [:]
    /// The folders made, site-relative.
    var folders: Set<String> = []

    /// Removes the files written that `site` does not have, and then the folders made that
    /// none of its files is in (deepest first). A generator gives only final pages, so there
    /// are none unless a page it gave was not in the site after all.
    /// - Parameters:
    ///   - site: the finished site.
    ///   - root: the staging folder's absolute path.
    /// - Returns: the site-relative path that could not be removed and why, or `nil`.
    func removeStrays(keeping site: Site, root: String) -> (path: String, reason: String)? {
      let paths = Set(site.files.map(\.path))
      let strays = files.keys.filter { !paths.contains($0) }
      guard !strays.isEmpty else { return nil }
      for path in strays.sorted() where unlink(root + "/" + path) != 0 {
        return (path, String(cString: strerror(errno)))
      }
      var needed: Set<String> = []
      for path in paths {
        var folder = SitePlan.parent(of: path)
        while !folder.isEmpty, needed.insert(folder).inserted {
          folder = SitePlan.parent(of: folder)
        }
      }
      let unneeded = folders.subtracting(needed).sorted { $0.count > $1.count }
      for folder in unneeded where rmdir(root + "/" + folder) != 0 {
        return (folder, String(cString: strerror(errno)))
      }
      return nil
    }
  }

  /// The staging folder's absolute path.
  let root: String
  /// Runs the writes one after another; every stored property below is used only on it.
  private let queue = DispatchQueue(label: "healthreport.early-writer", qos: .userInitiated)
  private var written = Written()
  /// Set by ``finish()`` or the first failure: later submissions are not written.
  private var isStopped = false

  /// Creates a writer into the (new, empty) staging folder at `root`.
  init(root: String) {
    self.root = root
  }

  /// Writes `files` in the background (in the order given, after those submitted before).
  ///
  /// Give only files that are final: the site's own bytes at their own paths. A file whose
  /// path was written already, or is not a safe relative path, is skipped.
  /// - Parameter files: the files to write.
  func submit(_ files: [SiteFile]) {
    guard !files.isEmpty else { return }
    queue.async { [self] in
      for file in files where !isStopped {
        write(file)
      }
    }
  }

  /// Stops writing, waits for the write under way, and returns what was written.
  /// - Returns: the files and folders written so far.
  func finish() -> Written {
    queue.sync {
      isStopped = true
      return written
    }
  }

  /// Writes one file on the queue; on a failure removes what it left and stops.
  private func write(_ file: SiteFile) {
    guard written.files[file.path] == nil,
      (try? SiteWriter.checkSafe(file.path, shown: "")) != nil,
      (try? SiteWriter.makeFolders(
        of: file.path, in: root, created: &written.folders, shown: "")) != nil
    else { return }
    let path = root + "/" + file.path
    let result = SiteWriter.writeFile(path, file.contents, sync: false)
    guard let stamp = result.stamp else {
      // The staging folder holds only what this build made; the file is written again, and
      // its failure reported, at the end.
      _ = unlink(path)
      isStopped = true
      return
    }
    written.files[file.path] = (stamp, file.contents)
  }
}
