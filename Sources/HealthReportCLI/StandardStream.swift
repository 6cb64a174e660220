import Foundation

/// Standard output or error written with `write(2)`, which reports a failure instead of
/// trapping (as `FileHandle.write` does on a full disk, a closed descriptor or a closed pipe).
///
/// The first failure is kept and later writes are skipped, so a command runs to its end and the
/// process then exits with the right status (see ``HealthReportCommand/runProcess(arguments:)``).
public final class StandardStream: @unchecked Sendable {
  /// The descriptor written to (1 or 2).
  public let descriptor: Int32
  private let lock = NSLock()
  private var failure: Int32?

  /// Creates a stream on `descriptor`.
  /// - Parameter descriptor: an open file descriptor (1 for standard output, 2 for error).
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The `errno` of the first failed write, or `nil` while every write succeeded.
  public var failedWith: Int32? {
    lock.lock()
    defer { lock.unlock() }
    return failure
  }

  /// Writes all of `text`'s UTF-8 bytes, retrying on interrupts and short writes; after a
  /// failure, does nothing.
  /// - Parameter text: the text to write.
  public func write(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    guard failure == nil else { return }
    var bytes = Array(text.utf8)
    let code: Int32? = bytes.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          if errno == EAGAIN || errno == EWOULDBLOCK {
            var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&poller, 1, 1000)
            continue
          }
          return errno
        }
        offset += written
      }
      return nil
    }
    failure = code
  }

  /// Makes sure descriptors 0, 1 and 2 are open, so no file the command opens takes their
  /// place (a site file receiving what `print` meant for a closed standard output). A closed
  /// one is opened on `/dev/null` read-only: reads give end of file and writes fail with
  /// `EBADF`, which the command then reports.
  public static func occupyClosedStandardDescriptors() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0, opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }
}

/// `write(2)`, named apart from ``StandardStream/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
