import Foundation

/// What a run of the real `healthreport` binary did.
struct BinaryRun: CustomStringConvertible {
  /// The exit status, or the signal number when ``signaled``.
  var code: Int32
  /// Whether the process died of a signal (a trap, a crash, a kill after the time-out).
  var signaled: Bool
  /// Whether the run outlived its time limit and was killed.
  var timedOut: Bool
  /// What the script wrote to standard output (unless it redirected it).
  var standardOutput: String
  /// What the script wrote to standard error (unless it redirected it).
  var standardError: String

  /// Whether the binary died of a signal: directly, or as bash reports it (128 + the signal).
  var crashed: Bool { signaled || (129...159).contains(code) }

  /// A summary for failing expectations.
  var description: String {
    "exit \(code)\(signaled ? " (signal)" : "")\(timedOut ? " (timed out)" : "")"
      + "\nstdout: \(standardOutput)\nstderr: \(standardError)"
  }
}

/// Runs the built `healthreport` executable in a real process, for what in-process runs cannot
/// show: traps, closed or full standard streams, pipes and special files.
enum HealthReportBinary {
  /// The executable: `$HEALTHREPORT_BIN`, else `healthreport` beside the test bundle (the test
  /// target depends on the executable, so `swift test` builds it).
  static let url: URL? = {
    let manager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["HEALTHREPORT_BIN"] {
      return URL(fileURLWithPath: path)
    }
    var folders: [URL] = []
    if let executable = Bundle.main.executableURL {
      folders.append(executable.deletingLastPathComponent())
    }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    // The package's own build folder, found from this file: Tests/HealthReportCLITests/….
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    folders.append(root.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent("healthreport") }
      .first { manager.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs `script` with `bash -c` in `folder`, where `$HR` is the binary's path.
  ///
  /// Standard output and error go to files (so the script may redirect or close them itself);
  /// standard input is `/dev/null` unless the script says otherwise.
  /// - Parameters:
  ///   - script: a bash script, such as `"$HR" daily x.csv >/dev/full`.
  ///   - folder: the current folder of the run.
  ///   - timeout: seconds before the run is killed and reported as timed out (a hang, not a
  ///     slow run: the debug binary shares two cores with the other tests).
  /// - Returns: how the run ended and what it printed.
  /// - Throws: when the binary is not found or the process cannot be started.
  static func run(_ script: String, in folder: URL, timeout: Double = 300) throws -> BinaryRun {
    guard let binary = url else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "healthreport binary"])
    }
    let manager = FileManager.default
    let capture = manager.temporaryDirectory.appendingPathComponent(
      "healthreport-binary-run-\(UUID().uuidString)")
    try manager.createDirectory(at: capture, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: capture) }
    let outURL = capture.appendingPathComponent("stdout")
    let errURL = capture.appendingPathComponent("stderr")
    _ = manager.createFile(atPath: outURL.path, contents: nil)
    _ = manager.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    defer {
      try? out.close()
      try? err.close()
    }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["HR"] = binary.path
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(5_000)
    }
    process.waitUntilExit()
    return BinaryRun(
      code: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut,
      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
