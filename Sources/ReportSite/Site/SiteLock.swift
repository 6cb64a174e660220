import Foundation
import HealthCore

/// An exclusive `flock(2)` on a small file beside a site (`.<name>.healthreport-lock` in the
/// site's parent folder), held while a build reads the previous site, renders and commits, so
/// two builds into the same folder take turns instead of tripping over each other's changes.
///
/// The lock file exists only while a build holds it: it is removed before the lock is released,
/// and a waiter that then gets the lock of a removed file notices (the path no longer names the
/// file it locked) and tries again on a fresh one. The kernel releases the lock when the process
/// ends, so a killed build never leaves the site locked (at worst an empty lock file stays).
/// Call ``release()`` when done.
struct SiteLock {
  private let descriptor: Int32
  private let path: String

  /// The lock file's name for a site folder named `siteName`.
  static func fileName(for siteName: String) -> String {
    ".\(siteName).healthreport-lock"
  }

  /// Takes the lock for `target`, waiting up to `wait` seconds for another build to finish.
  /// - Parameters:
  ///   - target: the site's folder (its parent must exist).
  ///   - shown: the folder as the user named it, for errors.
  ///   - wait: how long to wait for a lock another process holds, in seconds.
  /// - Throws: ``SiteError`` `.busy` when another process still holds the lock after `wait`,
  ///   `.cannotCreate` when the lock file cannot be opened.
  init(target: URL, shown: String, wait: Double) throws(SiteError) {
    let path = target.deletingLastPathComponent()
      .appendingPathComponent(Self.fileName(for: target.lastPathComponent)).path
    let deadline = ProcessInfo.processInfo.systemUptime + wait
    while true {
      let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
      guard opened >= 0 else {
        // The lock file sits beside the site: failing to make it means the site cannot be made.
        throw SiteError(path: shown, reason: .cannotCreate(SystemErrorText.explain(errno)))
      }
      if flock(opened, LOCK_EX | LOCK_NB) == 0 {
        if Self.isCurrent(opened, path: path) {
          self.descriptor = opened
          self.path = path
          return
        }
        // The holder removed this file on release; lock the one at the path now.
        close(opened)
        guard ProcessInfo.processInfo.systemUptime < deadline else {
          throw SiteError(path: shown, reason: .busy)
        }
        continue
      }
      let code = errno
      close(opened)
      guard code == EWOULDBLOCK || code == EINTR else {
        throw SiteError(path: shown, reason: .cannotCreate(SystemErrorText.explain(code)))
      }
      guard ProcessInfo.processInfo.systemUptime < deadline else {
        throw SiteError(path: shown, reason: .busy)
      }
      usleep(20_000)
    }
  }

  /// Whether `path` still names the file open as `descriptor`.
  private static func isCurrent(_ descriptor: Int32, path: String) -> Bool {
    var open = stat()
    var named = stat()
    guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
    return open.st_dev == named.st_dev && open.st_ino == named.st_ino
  }

  /// Removes the lock file, then releases the lock and closes it.
  func release() {
    _ = unlink(path)
    _ = flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
