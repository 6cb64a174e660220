import HealthCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path or an open descriptor refers to, from `stat(2)`'s file type.
public enum InputFileKind: Sendable, Equatable, CustomStringConvertible {
  /// A regular file.
  case regularFile
  /// A directory.
  case directory
  /// A pipe: an anonymous one (`cmd | healthreport`, `<(cmd)`) or a named one (FIFO).
  case pipe
  /// A socket.
  case socket
  /// A character device (`/dev/zero`, a terminal).
  case characterDevice
  /// A block device (a disk).
  case blockDevice
  /// Anything else (a symbolic link seen without following it).
  case other

  /// The kind named by `mode`'s file type bits.
  /// - Parameter mode: `st_mode` of a `stat` result.
  public init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .pipe
    case S_IFSOCK: self = .socket
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    default: self = .other
    }
  }

  /// Whether bytes arrive as a stream without a size (a pipe or a socket).
  public var isStream: Bool { self == .pipe || self == .socket }

  /// The kind with an article, as in "is a character device".
  public var description: String {
    switch self {
    case .regularFile: return "a regular file"
    case .directory: return "a directory"
    case .pipe: return "a pipe (FIFO)"
    case .socket: return "a socket"
    case .characterDevice: return "a character device"
    case .blockDevice: return "a block device"
    case .other: return "not a regular file"
    }
  }
}
