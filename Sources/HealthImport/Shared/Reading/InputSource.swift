import HealthCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One input read front to back with `read(2)` into reused buffers: a regular file, or a pipe
/// (standard input, `<(command)`) the user named directly. A regular file of more than two
/// chunks is read one chunk ahead on a second thread (``ChunkHandoff``) while the caller works
/// on the current one.
///
/// Every importer reads through this type, so memory stays at three chunks at most whatever
/// the input's size, and a file cut short cannot crash the process (unlike a mapping, which
/// raises SIGBUS).
/// The first chunk can be looked at with ``withHead(_:)`` to recognise the input and is then
/// delivered again by ``forEachChunk(_:)``, so nothing is read twice and pipes work.
///
/// A regular file is checked for changes: `fstat` at open and at the end must agree on size,
/// modification time and inode, and exactly the size at open must have been read; otherwise
/// reading fails with "the file changed while it was read".
public struct InputSource: ~Copyable {
  /// The default chunk size, in bytes (1 MiB).
  public static let defaultChunkSize = 1 << 20

  /// The input as the user gave it, named in errors.
  public let path: String
  /// What is read: `.regularFile`, `.pipe` or `.socket`.
  public let kind: InputFileKind
  /// How many bytes a regular file holds from where reading starts; `nil` for a stream.
  public let expectedSize: Int?
  /// Bytes read so far.
  public private(set) var bytesRead = 0

  private let descriptor: Int32
  private let closesDescriptor: Bool
  /// The path the descriptor was opened from, for the debug-build test hook.
  private let openedPath: String?
  private let stamp: FileStamp
  private let buffer: UnsafeMutableRawBufferPointer
  /// Bytes of the current chunk at the buffer's start.
  private var count = 0
  /// Whether the current chunk was read for `withHead` and not yet passed to `forEachChunk`.
  private var pending = false
  private var started = false
  private var atEnd = false

  /// Opens the file at `path`.
  /// - Parameters:
  ///   - path: the path to open (resolved against the current folder by the system).
  ///   - displayPath: the path as the user gave it, named in errors (default: `path`).
  ///   - allowsStream: whether a pipe or socket is accepted; by default only when `path` names
  ///     an open stream directly (`/dev/stdin`, `/dev/fd/N`, `/proc/self/fd/N`).
  ///   - chunkSize: the buffer's size in bytes (at least 1).
  /// - Throws: `ParseError`: `.missingFile`; `.unreadable` for a directory, a device, a pipe
  ///   not asked for, or a file that cannot be opened.
  public init(
    path: String, displayPath: String? = nil, allowsStream: Bool? = nil,
    chunkSize: Int = InputSource.defaultChunkSize
  ) throws(ParseError) {
    let shown = displayPath ?? path
    let opened = try InputFile.openForReading(
      path: path, displayPath: shown,
      allowsStream: allowsStream ?? InputSource.namesOpenStream(shown))
    self.init(opened, displayPath: shown, closes: true, openedPath: path, chunkSize: chunkSize)
  }

  /// Reads the already open `descriptor` (standard input by default) without closing it.
  /// - Parameters:
  ///   - descriptor: an open descriptor: a regular file, a pipe or a socket.
  ///   - displayPath: how the user named it (`-`).
  ///   - chunkSize: the buffer's size in bytes (at least 1).
  /// - Throws: `ParseError` `.unreadable` when it is closed, a terminal, a device or a folder.
  public init(
    descriptor: Int32 = STDIN_FILENO, displayPath: String = "-",
    chunkSize: Int = InputSource.defaultChunkSize
  ) throws(ParseError) {
    let opened = try InputFile.checkOpen(descriptor, displayPath: displayPath)
    self.init(
      opened, displayPath: displayPath, closes: false, openedPath: nil, chunkSize: chunkSize)
  }

  private init(
    _ opened: InputFile.Opened, displayPath: String, closes: Bool, openedPath: String?,
    chunkSize: Int
  ) {
    path = displayPath
    kind = opened.kind
    descriptor = opened.descriptor
    closesDescriptor = closes
    self.openedPath = openedPath
    stamp = FileStamp(opened.status)
    if opened.kind == .regularFile {
      let start = lseek(opened.descriptor, 0, SEEK_CUR)
      expectedSize = max(0, Int(opened.status.st_size) - max(0, Int(start)))
      #if canImport(Glibc)
        _ = posix_fadvise(opened.descriptor, 0, 0, POSIX_FADV_SEQUENTIAL)
      #endif
    } else {
      expectedSize = nil
    }
    buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, chunkSize), alignment: 64)
  }

  /// Whether `path` names an already open stream the user handed over directly: `/dev/stdin`,
  /// `/dev/fd/N` (what a shell's `<(command)` expands to) or `/proc/self/fd/N`. Such a path may
  /// be a pipe; a FIFO or device under any other name is refused.
  /// - Parameter path: the path as the user gave it.
  /// - Returns: `true` for those names.
  public static func namesOpenStream(_ path: String) -> Bool {
    InputFile.namesOpenStream(path)
  }

  deinit {
    if closesDescriptor { close(descriptor) }
    buffer.deallocate()
  }

  /// Passes the input's first chunk (up to the chunk size; empty for an empty input) to `body`
  /// without consuming it: ``forEachChunk(_:)`` still starts with it.
  /// - Parameter body: looks at the bytes, valid only during the call.
  /// - Returns: what `body` returns.
  /// - Throws: `ParseError` when reading fails, and whatever `body` throws.
  public mutating func withHead<Result>(
    _ body: (UnsafeRawBufferPointer) throws(ParseError) -> Result
  ) throws(ParseError) -> Result {
    if !started {
      started = true
      pending = try fill()
    }
    return try body(current)
  }

  /// Passes every chunk, in order, to `body`, starting with the head if it was looked at.
  ///
  /// At the end of a regular file, checks that the file did not change while it was read.
  /// - Parameter body: receives each chunk (valid only during the call) and the bytes read so
  ///   far, including that chunk.
  /// - Throws: `ParseError`: `.unreadable` when a read fails, `.invalidContent` when the file
  ///   changed while it was read, and whatever `body` throws.
  public mutating func forEachChunk(
    _ body: (UnsafeRawBufferPointer, _ bytesRead: Int) throws(ParseError) -> Void
  ) throws(ParseError) {
    try forEachChunk(countingNewlines: false) { chunk, done, _ throws(ParseError) in
      try body(chunk, done)
    }
  }

  /// ``forEachChunk(_:)`` that also passes each chunk's number of `\n` bytes, counted on the
  /// reading thread when the file is read ahead (a line-numbering parser then does not pass over
  /// every byte a second time).
  /// - Parameter body: receives each chunk (valid only during the call), the bytes read so far
  ///   (including that chunk) and the chunk's `\n` bytes.
  /// - Throws: what ``forEachChunk(_:)`` throws.
  public mutating func forEachChunkCountingNewlines(
    _ body: (UnsafeRawBufferPointer, _ bytesRead: Int, _ newlines: Int) throws(ParseError) -> Void
  ) throws(ParseError) {
    try forEachChunk(countingNewlines: true, body)
  }

  /// ``forEachChunk(_:)``, passing each chunk's `\n` bytes when `counting` (else 0).
  private mutating func forEachChunk(
    countingNewlines counting: Bool,
    _ body: (UnsafeRawBufferPointer, _ bytesRead: Int, _ newlines: Int) throws(ParseError) -> Void
  ) throws(ParseError) {
    /// The `\n` bytes of `chunk` when counting, counted on this thread.
    func newlines(_ chunk: UnsafeRawBufferPointer) -> Int {
      counting ? ByteText.countNewlines(in: chunk, from: 0, to: chunk.count) : 0
    }
    started = true
    if pending {
      pending = false
      try body(current, bytesRead, newlines(current))
    }
    // A regular file of more than two chunks left is read ahead on a second thread. Pipes are
    // read here: a read of one can wait for ever, and no thread is left behind on an error.
    if let expectedSize, kind == .regularFile, !atEnd,
      expectedSize - bytesRead > 2 * buffer.count
    {
      try forEachChunkReadingAhead(countingNewlines: counting, body)
      return
    }
    while try fill() {
      try body(current, bytesRead, newlines(current))
    }
  }

  /// ``forEachChunk(countingNewlines:_:)`` reading (and counting) on a second thread
  /// (``ChunkHandoff``): the same chunks and the same checks, the next chunk read while `body`
  /// works on the current one.
  private mutating func forEachChunkReadingAhead(
    countingNewlines counting: Bool,
    _ body: (UnsafeRawBufferPointer, _ bytesRead: Int, _ newlines: Int) throws(ParseError) -> Void
  ) throws(ParseError) {
    let (descriptor, path) = (self.descriptor, self.path)
    let firstHook = bytesRead == 0 ? openedPath : nil
    count = 0
    try ChunkHandoff(capacity: buffer.count, path: path, countsNewlines: counting).run { handoff in
      var hookPath = firstHook
      while handoff.deliver({ buffer throws(ParseError) in
        let read = try InputSource.readChunk(
          from: descriptor, into: buffer, path: path, hookPath: hookPath)
        if read.count > 0 { hookPath = nil }
        return read
      }) {}
    } body: { chunk, ended, newlines throws(ParseError) in
      try account(chunk.count, atEnd: ended)
      if !chunk.isEmpty { try body(chunk, bytesRead, newlines) }
    }
  }

  /// The current chunk.
  private var current: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(rebasing: buffer[0..<count])
  }

  /// Reads the next chunk into the buffer, filling it unless the input ends first.
  /// - Returns: `false` when no bytes are left (after checking the file did not change).
  private mutating func fill() throws(ParseError) -> Bool {
    count = 0
    guard !atEnd else { return false }
    let read = try InputSource.readChunk(
      from: descriptor, into: buffer, path: path, hookPath: bytesRead == 0 ? openedPath : nil)
    count = read.count
    try account(read.count, atEnd: read.atEnd)
    return count > 0
  }

  /// Counts a chunk of `count` bytes as read, and checks the file: a regular file may not grow
  /// past its size, and at its end it must be unchanged and read whole.
  private mutating func account(_ count: Int, atEnd ended: Bool) throws(ParseError) {
    if ended { atEnd = true }
    bytesRead += count
    if let expectedSize, bytesRead > expectedSize {
      throw FileStamp.changedError(path: path, "it grew past its \(expectedSize) bytes")
    }
    if atEnd { try checkUnchanged() }
  }

  /// Reads from `descriptor` until `buffer` is full or the input ends (retrying interrupted
  /// reads, and waiting on a non-blocking stream).
  /// - Parameters:
  ///   - descriptor: the open input.
  ///   - buffer: where the bytes go, from its start.
  ///   - path: the input as the user named it, for errors.
  ///   - hookPath: the file the debug-build test hook may truncate after the first read that
  ///     gives bytes (see ``InputTestHook``), or `nil`.
  /// - Returns: the bytes read, and whether the input ended.
  /// - Throws: `ParseError` `.unreadable` when a read fails.
  static func readChunk(
    from descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String,
    hookPath: String?
  ) throws(ParseError) -> (count: Int, atEnd: Bool) {
    guard let base = buffer.baseAddress else { return (0, false) }
    var count = 0
    while count < buffer.count {
      let result = read(descriptor, base + count, buffer.count - count)
      if result > 0 {
        if count == 0, let hookPath { InputTestHook.afterFirstRead(of: hookPath) }
        count += result
        continue
      }
      if result == 0 { return (count, true) }
      let code = errno
      if code == EINTR { continue }
      if code == EAGAIN || code == EWOULDBLOCK {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, -1)
        continue
      }
      throw ParseError(path: path, reason: .unreadable(SystemErrorText.explain(code)))
    }
    return (count, false)
  }

  /// Throws when a regular file changed since it was opened: for a reader that reads the file
  /// by its path (SQLite), after it is done, so that what was read is one file.
  /// - Throws: ``ParseError`` `.invalidContent` naming the change.
  public func checkUnchangedSinceOpen() throws(ParseError) {
    guard expectedSize != nil else { return }
    guard let now = FileStamp.of(descriptor) else {
      throw ParseError(path: path, reason: .unreadable(SystemErrorText.explain(errno)))
    }
    if now != stamp { throw FileStamp.changedError(path: path, stamp.change(to: now)) }
  }

  /// Throws when a regular file changed since it was opened or gave fewer bytes than its size.
  private func checkUnchanged() throws(ParseError) {
    guard let expectedSize else { return }
    guard let now = FileStamp.of(descriptor) else {
      throw ParseError(path: path, reason: .unreadable(SystemErrorText.explain(errno)))
    }
    if now != stamp { throw FileStamp.changedError(path: path, stamp.change(to: now)) }
    if bytesRead < expectedSize {
      throw FileStamp.changedError(
        path: path, "only \(bytesRead) of its \(expectedSize) bytes could be read")
    }
  }
}
