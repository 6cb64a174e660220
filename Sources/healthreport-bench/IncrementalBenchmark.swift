import Foundation
import HealthCore
import HealthReportCLI

/// Times the weekly routine's rebuild as the CLI runs it (in-process `healthreport` commands,
/// so without process start-up): a store holding the ten-year demo data (`import` of its daily
/// CSV), a first build, then per run `add steps N --date D` of one new day followed by the timed
/// `build` over the previous site. The peer, measured in the same run: a full build of the same
/// store into an empty folder. Prints, per case,
/// `<case> <median wall s> <median CPU s> <files written> <files in the site>`
/// (CPU is user + system seconds of this process; files written are those whose inode or
/// modification time changed, the marker included).
struct IncrementalBenchmark {
  /// The number of timed runs per case.
  let reps: Int
  /// Days of demo data (3650: ten years).
  let days: Int

  func run() throws {
    let manager = FileManager.default
    let work = manager.temporaryDirectory
      .appendingPathComponent("healthreport-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try manager.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: work) }
    let environment = CLIEnvironment(
      standardOutput: { _ in }, standardError: { FileHandle.standardError.write(Data($0.utf8)) },
      currentDirectory: work, executablePath: CommandLine.arguments.first, variables: [:])
    func command(_ arguments: [String]) throws {
      guard HealthReportCommand.run(arguments: arguments, environment: environment) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: arguments.joined()])
      }
    }
    let demo = DemoData.makeDataset(days: days)
    try Data(DailyCSV.render(demo).utf8).write(to: work.appendingPathComponent("daily.csv"))
    try command(["import", "daily.csv", "--store", "store", "--quiet"])
    let build = [
      "build", "--store", "store", "--base-url", "https://example.com/health/", "--quiet",
    ]

    /// Runs `build --out folder`; returns wall and CPU seconds and the files written.
    func timedBuild(_ folder: String) throws -> [Double] {
      let before = Self.stamps(work.appendingPathComponent(folder).path)
      let start = DispatchTime.now().uptimeNanoseconds
      let cpu = Self.cpuSeconds()
      try command(build + ["--out", folder])
      let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      let used = Self.cpuSeconds() - cpu
      let after = Self.stamps(work.appendingPathComponent(folder).path)
      return [wall, used, Double(after.filter { before[$0.key] != $0.value }.count)]
    }

    var cases: [(String, [[Double]])] = []
    var full: [[Double]] = []
    for index in 0..<max(1, reps) {
      full.append(try timedBuild("full-\(index)"))
      try manager.removeItem(at: work.appendingPathComponent("full-\(index)"))
    }
    _ = try timedBuild("site")
    var oneMoreDay: [[Double]] = []
    var day = (demo.lastDate ?? LocalDate(dayNumber: 20_000)).adding(days: 1)
    for index in 0..<max(1, reps) {
      try command([
        "add", "steps", String(5000 + index), "--date", day.isoString, "--store", "store",
      ])
      oneMoreDay.append(try timedBuild("site"))
      day = day.adding(days: 1)
    }
    var identical: [[Double]] = []
    for _ in 0..<max(1, reps) {
      identical.append(try timedBuild("site"))
    }
    cases = [
      ("store-10y-full-build", full), ("store-10y-one-more-day", oneMoreDay),
      ("store-10y-identical", identical),
    ]
    let total = Self.stamps(work.appendingPathComponent("site").path).count
    for (label, samples) in cases {
      let medians = (0..<2).map { column in
        String(format: "%.3f", samples.map { $0[column] }.sorted()[samples.count / 2])
      }
      let written = Int(samples.map { $0[2] }.sorted()[samples.count / 2])
      print(label, medians.joined(separator: " "), written, total)
    }
  }

  /// Inode and modification time of every file under `root`, by path; empty when missing.
  static func stamps(_ root: String) -> [String: String] {
    var result: [String: String] = [:]
    guard let paths = FileManager.default.subpaths(atPath: root) else { return result }
    for path in paths {
      var info = stat()
      guard lstat(root + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
        continue
      }
      #if canImport(Darwin)
        let time = info.st_mtimespec
      #else
        let time = info.st_mtim
      #endif
      result[path] = "\(info.st_ino) \(time.tv_sec) \(time.tv_nsec)"
    }
    return result
  }

  /// User + system CPU seconds of this process so far.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double {
      Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
