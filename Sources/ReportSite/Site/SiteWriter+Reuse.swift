import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Incremental output: how ``SiteWriter`` keeps the previous site's unchanged files.
///
/// The new site is still built complete in a temporary folder and swapped in with `rename(2)`,
/// so a failed or killed build leaves the previous site whole. But a file whose bytes equal
/// the previous site's file at the same path is not written: the temporary folder gets a hard
/// link to the previous file (the same inode, so the same bytes, modification time and
/// permissions), and only new or changed files are written fresh. A folder whose entries are
/// the same names as before gets the previous folder's modification time back. After the swap
/// a rebuild has touched exactly the files whose bytes changed, so `rsync -a`, `aws s3 sync`
/// and similar tools upload only those.
///
/// Hard links rather than writing changed files in place: in-place writes would need a journal
/// to undo a half-finished build, while a linked temporary folder makes a failed build cost
/// nothing but the folder (unlinking a link leaves the previous site's file as it was). The
/// previous files are never opened for writing, so sharing their inodes is safe. Where a file
/// system refuses hard links, the file is copied and given the previous modification time.
extension SiteWriter {
  /// Puts the previous site's file `old` at the new path `new` when its bytes equal `bytes`.
  /// - Returns: `true` when `new` now holds the previous file (a hard link, or a copy with the
  ///   previous modification time); `false` when the file is new or changed (nothing was
  ///   created at `new`).
  static func reuse(_ old: String, at new: String, ifEqualTo bytes: [UInt8]) -> Bool {
    let descriptor = open(old, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      Int(info.st_size) == bytes.count, contents(of: descriptor, equal: bytes)
    else { return false }
    if link(old, new) == 0 { return true }
    // No hard links here (or too many): copy, keeping the previous times.
    guard systemWrite(new, bytes) == nil else {
      _ = unlink(new)
      return false
    }
    return setTimes(new, from: info)
  }

  /// Whether the rest of the open file `descriptor` is exactly `bytes`.
  static func contents(of descriptor: Int32, equal bytes: [UInt8]) -> Bool {
    let chunkSize = 1 << 16
    var buffer = [UInt8](repeating: 0, count: min(chunkSize, max(1, bytes.count)))
    var offset = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return false }
      if count == 0 { return offset == bytes.count }
      guard offset + count <= bytes.count else { return false }
      let same = buffer.withUnsafeBytes { chunk in
        bytes.withUnsafeBytes { expected in
          guard let got = chunk.baseAddress, let want = expected.baseAddress else { return false }
          return memcmp(got, want + offset, count) == 0
        }
      }
      guard same else { return false }
      offset += count
    }
  }

  /// Gives each folder of the new site whose entries are the same names as the previous
  /// site's folder at the same path that folder's access and modification times (creating
  /// entries changed them). Deepest folders first does not matter: setting a folder's times
  /// does not change its parent's.
  /// - Parameters:
  ///   - folders: every folder of the new site ("" for the root) with its entries' names.
  ///   - root: the new site's (temporary) folder.
  ///   - previous: the previous site's folder.
  static func restoreFolderTimes(_ folders: [String: Set<String>], root: URL, previous: URL) {
    for (folder, names) in folders {
      let old = folder.isEmpty ? previous.path : previous.path + "/" + folder
      let new = folder.isEmpty ? root.path : root.path + "/" + folder
      var info = stat()
      guard lstat(old, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
        let entries = try? FileManager.default.contentsOfDirectory(atPath: old),
        Set(entries) == names
      else { continue }
      _ = setTimes(new, from: info)
    }
  }

  /// Sets the access and modification times of `path` to those in `info`.
  static func setTimes(_ path: String, from info: stat) -> Bool {
    #if canImport(Darwin)
      var times = [info.st_atimespec, info.st_mtimespec]
    #else
      var times = [info.st_atim, info.st_mtim]
    #endif
    return utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) == 0
  }
}
