#if DEBUG
  import Foundation
#endif

/// A debug-build-only hook that makes "killed between writing the temporary file and renaming
/// it" reproducible in tests of the real binary.
///
/// When the environment variable `HEALTHREPORT_TEST_PAUSE_BEFORE_RENAME` holds a number of
/// seconds, every atomic store write sleeps that long after its temporary file is written and
/// synced, before the rename. Release builds contain no hook.
enum StoreTestHook {
  /// The environment variable's name.
  static let variable = "HEALTHREPORT_TEST_PAUSE_BEFORE_RENAME"

  /// Sleeps if asked for (debug builds only).
  static func beforeRename() {
    #if DEBUG
      guard let seconds = DebugHook.number(variable), seconds > 0 else { return }
      usleep(UInt32(min(seconds, 60) * 1_000_000))
    #endif
  }
}
