#if DEBUG
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif
#endif

/// The switch behind the debug-build-only test hooks (`InputTestHook`, `StoreTestHook`,
/// `SiteTestHook`): a number in an environment variable that tests of the real binary set to
/// make a race or a crash reproducible. Release builds read no variable at all.
public enum DebugHook {
  /// The number in the environment variable `name` in a debug build.
  /// - Parameter name: the variable's name (`HEALTHREPORT_TEST_…`).
  /// - Returns: the number, or `nil` when unset, not a number, or in a release build.
  public static func number(_ name: String) -> Double? {
    #if DEBUG
      guard let value = getenv(name) else { return nil }
      return Double(String(cString: value))
    #else
      return nil
    #endif
  }
}
