import HealthCore

#if DEBUG
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif
#endif

/// Debug-build-only hooks that make what depends on timing reproducible in tests of the real
/// binary: "the file changed while it was read", and an interrupt while a zip's member is
/// extracted.
///
/// When the environment variable `HEALTHREPORT_TEST_TRUNCATE_AFTER_FIRST_READ` holds a number
/// N, the input file is truncated to N bytes right after the first `read(2)` that returned bytes
/// (for a zip: after the first block of its export was read). Release builds contain no hook at all; in
/// debug builds it only ever touches the file the process is already reading.
enum InputTestHook {
  /// The environment variable's name.
  static let variable = "HEALTHREPORT_TEST_TRUNCATE_AFTER_FIRST_READ"

  /// Applies the hook to the file at `path`, if asked for (debug builds only).
  /// - Parameter path: the file being read.
  static func afterFirstRead(of path: String) {
    #if DEBUG
      guard let size = DebugHook.number(variable), size >= 0, size < 1e15 else { return }
      _ = truncate(path, off_t(size))
    #endif
  }

  /// The environment variable that pauses after a zip's member was extracted (seconds).
  static let pauseVariable = "HEALTHREPORT_TEST_PAUSE_AFTER_EXTRACT"

  /// What the pause writes to standard error as it starts, so a test knows the extracted file
  /// is complete before it interrupts (a fixed wait is not enough on a loaded machine).
  static let pauseNotice = "test hook: paused after extraction\n"

  /// Waits `HEALTHREPORT_TEST_PAUSE_AFTER_EXTRACT` seconds, if asked for (debug builds only),
  /// so that a test can interrupt the process while the extracted file exists; writes
  /// ``pauseNotice`` first.
  static func afterExtraction() {
    #if DEBUG
      guard let seconds = DebugHook.number(pauseVariable), seconds > 0, seconds < 600 else {
        return
      }
      let notice = Array(pauseNotice.utf8)
      _ = notice.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      usleep(useconds_t(seconds * 1_000_000))
    #endif
  }
}
