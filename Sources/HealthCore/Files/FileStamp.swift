#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `fstat(2)` says about a file's identity and content: compared before and after a read
/// to notice a file that changed while it was read, and recorded in a site's build manifest to
/// notice a file changed since the build wrote it.
public struct FileStamp: Sendable, Equatable {
  /// The file's size in bytes.
  public var size: Int64
  /// The last modification time: seconds since 1970 and nanoseconds.
  public var modified: (seconds: Int, nanoseconds: Int)
  /// The device and inode, which name the file itself.
  public var device: UInt64
  /// The inode number.
  public var inode: UInt64

  /// A stamp of a size and a modification time only (device and inode 0), as a manifest
  /// records it.
  /// - Parameters:
  ///   - size: the size in bytes.
  ///   - modified: seconds since 1970 and nanoseconds.
  public init(size: Int64, modified: (seconds: Int, nanoseconds: Int)) {
    self.size = size
    self.modified = modified
    device = 0
    inode = 0
  }

  /// Whether `other` has the same size and modification time: the quick check `rsync` uses to
  /// decide a file is unchanged, which survives a copy that keeps times (`cp -a`).
  /// - Parameter other: another stamp.
  /// - Returns: `true` when size and modification time are equal.
  public func hasSameSizeAndTime(as other: FileStamp) -> Bool {
    size == other.size && modified == other.modified
  }

  /// The stamp of a `stat` result.
  /// - Parameter status: the result of `stat` or `fstat`.
  public init(_ status: stat) {
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modified = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
    #else
      modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
    #endif
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// The stamp of the open `descriptor`, or `nil` when `fstat` fails.
  /// - Parameter descriptor: an open file descriptor.
  /// - Returns: the stamp now.
  public static func of(_ descriptor: Int32) -> FileStamp? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    return FileStamp(status)
  }

  public static func == (left: FileStamp, right: FileStamp) -> Bool {
    left.size == right.size && left.modified == right.modified && left.device == right.device
      && left.inode == right.inode
  }
}
