import HealthCore

#if DEBUG
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif
#endif

/// A debug-build-only hook that makes "the file changed while it was read" reproducible in
/// tests of the real binary.
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
}
