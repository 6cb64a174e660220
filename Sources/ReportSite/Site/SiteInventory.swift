import Foundation
import HealthCore

/// Every entry of a site folder as it is on disk, found by one walk (`opendir`/`readdir` and
/// `lstat`, never following symbolic links): what an incremental build keeps, replaces or
/// removes.
struct SiteInventory: Sendable {
  /// What is at a path.
  enum Entry: Sendable, Equatable {
    /// A regular file, with its size and modification time.
    case file(FileStamp)
    /// A folder.
    case folder
    /// Anything else (a symbolic link, a socket, …): never opened, only removed or replaced.
    case other
  }

  /// Every entry below the root (not the root itself) by its path relative to the root, with
  /// `/` separators.
  var entries: [String: Entry]

  /// Walks the folder `root`.
  /// - Parameters:
  ///   - root: the site's folder.
  ///   - shown: the folder as the user named it, for errors.
  /// - Throws: ``SiteError`` `.cannotRead` when a folder cannot be listed.
  init(root: String, shown: String) throws(SiteError) {
    var entries: [String: Entry] = [:]
    var pending: [String] = [""]
    while let folder = pending.popLast() {
      let full = folder.isEmpty ? root : root + "/" + folder
      guard let stream = opendir(full) else {
        throw SiteError(
          path: folder.isEmpty ? shown : shown + "/" + folder,
          reason: .cannotRead(SystemErrorText.explain(errno)))
      }
      defer { closedir(stream) }
      let descriptor = dirfd(stream)
      while let item = readdir(stream) {
        var info = stat()
        let name = withUnsafeBytes(of: item.pointee.d_name) { raw -> String? in
          guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self),
            fstatat(descriptor, base, &info, AT_SYMLINK_NOFOLLOW) == 0
          else { return nil }
          return String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let name, name != ".", name != ".." else { continue }
        let path = folder.isEmpty ? name : folder + "/" + name
        switch info.st_mode & S_IFMT {
        case S_IFREG: entries[path] = .file(FileStamp(info))
        case S_IFDIR:
          entries[path] = .folder
          pending.append(path)
        default: entries[path] = .other
        }
      }
    }
    self.entries = entries
  }

  /// The stamp of the regular file at `path`, or `nil`.
  func stamp(of path: String) -> FileStamp? {
    if case .file(let stamp)? = entries[path] { return stamp }
    return nil
  }
}
