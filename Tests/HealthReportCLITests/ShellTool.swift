import Foundation

/// Runs an outside program (a shell, groff) on text the tool generated. A program that is not
/// installed skips the tests that need it, with a note, except in CI (`CI=true`), where
/// `.ci/run` installs bash, zsh, fish and groff and a missing one fails the test instead.
enum ShellTool {
  /// Whether this run is CI's (`.ci/run` sets `CI=true`).
  static var isCI: Bool {
    ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
  }

  /// The program's path found on `PATH` (or in the usual folders), or `nil`.
  /// - Parameter name: `zsh`, or an absolute path.
  /// - Returns: the executable's path.
  static func path(of name: String) -> String? {
    if name.hasPrefix("/") {
      return FileManager.default.isExecutableFile(atPath: name) ? name : nil
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
    return folders.map { $0 + "/" + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Whether the tests that need `name` run: it is installed, or this is CI (where its absence
  /// is a failure, reported by ``run(_:_:input:in:)``).
  static func runs(_ name: String) -> Bool { isCI || path(of: name) != nil }

  /// What a run printed and how it ended.
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `name` with `arguments`.
  /// - Parameters:
  ///   - name: the program, found on `PATH`.
  ///   - arguments: its arguments.
  ///   - input: its standard input (empty by default).
  ///   - folder: its current folder (the temporary folder by default).
  ///   - variables: environment variables to set besides the process's own.
  /// - Returns: the exit status and the output.
  /// - Throws: when the program is not installed (only CI gets this far without it) or cannot
  ///   be started.
  static func run(
    _ name: String, _ arguments: [String], input: String = "",
    in folder: URL = FileManager.default.temporaryDirectory, variables: [String: String] = [:]
  ) throws -> Result {
    guard let path = path(of: name) else {
      throw Missing(name: name)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    environment.merge(variables) { $1 }
    process.environment = environment
    let inputPipe = Pipe()
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    try process.run()
    inputPipe.fileHandleForWriting.write(Data(input.utf8))
    try inputPipe.fileHandleForWriting.close()
    // Read both pipes at once, so that a full one cannot block the program.
    let errors = ErrorReader(errorPipe.fileHandleForReading)
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: String(decoding: output, as: UTF8.self),
      standardError: String(decoding: errors.wait(), as: UTF8.self))
  }

  /// A program the tests need is not installed.
  struct Missing: Error, CustomStringConvertible {
    var name: String
    var description: String {
      "\(name) is not installed; .ci/run installs it (apt-get install \(name))"
    }
  }

  /// Reads a pipe to its end on another thread.
  final class ErrorReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
      DispatchQueue.global().async {
        self.data = handle.readDataToEndOfFile()
        self.done.signal()
      }
    }

    func wait() -> Data {
      done.wait()
      return data
    }
  }
}
