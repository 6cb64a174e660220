import HealthCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens input files, checking what they are first, and maps every failure to a `ParseError`
/// the same way for every importer (CSV, Apple Health XML, zip).
///
/// Only regular files are read, and pipes or sockets when the caller says the user asked for
/// one. Everything else (a FIFO inside an export folder, a device such as `/dev/zero`, reached
/// directly or through a symbolic link) is refused before it is opened, so nothing blocks
/// waiting for a writer or reads forever.
enum InputFile: Sendable {
  /// An open descriptor and what it is.
  struct Opened {
    /// The descriptor (the caller closes it).
    var descriptor: Int32
    /// `fstat` of the descriptor right after opening.
    var status: stat
    /// The kind of file.
    var kind: InputFileKind
  }

  /// Opens `path` read-only after checking with `stat` (following links) what it is.
  ///
  /// The open itself never blocks (`O_NONBLOCK`, cleared again for reading) and the kind is
  /// checked once more on the descriptor, so a path swapped for a FIFO in between is refused.
  /// - Parameters:
  ///   - path: the path to open.
  ///   - displayPath: the path as the user gave it, named in errors.
  ///   - allowsStream: whether a pipe or a socket is accepted (the user named one directly).
  /// - Returns: the open descriptor, its status and kind.
  /// - Throws: `.missingFile` when nothing is there; `.unreadable(reason)` for a directory, a
  ///   device, a pipe that was not asked for, or when opening fails.
  static func openForReading(
    path: String, displayPath: String, allowsStream: Bool
  ) throws(ParseError) -> Opened {
    var status = stat()
    guard stat(path, &status) == 0 else { throw failure(errno, displayPath) }
    try checkNotNull(status, displayPath)
    try check(InputFileKind(mode: status.st_mode), displayPath, allowsStream: allowsStream)
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure(errno, displayPath) }
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw failure(code, displayPath)
    }
    let kind = InputFileKind(mode: status.st_mode)
    do {
      try check(kind, displayPath, allowsStream: allowsStream)
    } catch {
      close(descriptor)
      throw error
    }
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return Opened(descriptor: descriptor, status: status, kind: kind)
  }

  /// Checks an already open descriptor (standard input): a regular file, a pipe or a socket.
  /// - Parameters:
  ///   - descriptor: the open descriptor.
  ///   - displayPath: how the user named it (`-`).
  /// - Returns: its status and kind.
  /// - Throws: `.unreadable(reason)` when it is closed, a terminal, a device or a directory.
  static func checkOpen(_ descriptor: Int32, displayPath: String) throws(ParseError) -> Opened {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw ParseError(path: displayPath, reason: .unreadable("standard input is closed"))
    }
    let kind = InputFileKind(mode: status.st_mode)
    try checkNotNull(status, displayPath)
    if kind == .characterDevice, isatty(descriptor) == 1 {
      throw ParseError(
        path: displayPath,
        reason: .unreadable(
          "standard input is a terminal (a character device); pipe or redirect the input into it"))
    }
    try check(kind, displayPath, allowsStream: true)
    return Opened(descriptor: descriptor, status: status, kind: kind)
  }

  /// Throws `.emptyFile` for `/dev/null` (`daily /dev/null`, `daily - < /dev/null`): it reads
  /// as an empty file, and the user meant no input rather than a device.
  /// - Parameters:
  ///   - status: `stat` of the input.
  ///   - displayPath: how the user named it.
  /// - Throws: `.emptyFile` when `status` is that of `/dev/null`.
  static func checkNotNull(_ status: stat, _ displayPath: String) throws(ParseError) {
    guard InputFileKind(mode: status.st_mode) == .characterDevice else { return }
    var null = stat()
    guard stat("/dev/null", &null) == 0, InputFileKind(mode: null.st_mode) == .characterDevice,
      null.st_rdev == status.st_rdev
    else { return }
    throw ParseError(path: displayPath, reason: .emptyFile)
  }

  /// Throws unless `kind` may be read: a regular file, or a stream when `allowsStream`.
  /// - Throws: `.unreadable` saying what the file is.
  static func check(
    _ kind: InputFileKind, _ displayPath: String, allowsStream: Bool
  ) throws(ParseError) {
    if kind == .regularFile || (kind.isStream && allowsStream) { return }
    switch kind {
    case .directory:
      throw ParseError(path: displayPath, reason: .unreadable("is a directory"))
    case .pipe, .socket:
      throw ParseError(
        path: displayPath,
        reason: .unreadable(
          "is \(kind), not a regular file; only standard input (-), /dev/stdin or /dev/fd/N"
            + " are read as pipes"))
    case .regularFile, .characterDevice, .blockDevice, .other:
      throw ParseError(path: displayPath, reason: .unreadable("is \(kind), not a regular file"))
    }
  }

  /// Whether `path` names an already open stream the user handed over directly: `/dev/stdin`,
  /// `/dev/fd/N` (what a shell's `<(command)` expands to) or `/proc/self/fd/N`.
  /// - Parameter path: the path as the user gave it.
  /// - Returns: `true` for those names.
  static func namesOpenStream(_ path: String) -> Bool {
    if path == "/dev/stdin" { return true }
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
      let number = path.dropFirst(prefix.count)
      return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
    }
    return false
  }

  /// The error for a failed `stat` or `open`.
  static func failure(_ code: Int32, _ displayPath: String) -> ParseError {
    if code == ENOENT || code == ENOTDIR {
      return ParseError(path: displayPath, reason: .missingFile)
    }
    return ParseError(path: displayPath, reason: .unreadable(SystemErrorText.explain(code)))
  }
}
