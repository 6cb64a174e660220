#if DEBUG
  import Foundation
  import HealthCore
#endif

/// A debug-build-only hook that makes "killed in the middle of an in-place commit" reproducible
/// in tests of the real binary.
///
/// When the environment variable `HEALTHREPORT_TEST_KILL_AFTER_CHANGES` holds a number N, a
/// build that commits over a previous site kills itself (`SIGKILL`) after its journal is
/// written and N of its changes are made. Release builds contain no hook.
enum SiteTestHook {
  /// The environment variable's name.
  static let variable = "HEALTHREPORT_TEST_KILL_AFTER_CHANGES"

  /// Kills the process if asked to after `done` changes (debug builds only).
  static func afterChanges(_ done: Int) {
    #if DEBUG
      guard let limit = DebugHook.number(variable), Double(done) >= limit else { return }
      kill(getpid(), SIGKILL)
    #endif
  }
}
