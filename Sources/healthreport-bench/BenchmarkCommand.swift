import Foundation
import HealthCore
import ReportSite

/// The benchmark commands: `charts` times each chart and the dashboard page.
enum BenchmarkCommand {
  static let usage = """
    usage: healthreport-bench charts [--data FILE] [--reps N] [--only CASE] [--profile N]
      charts   time each chart render; prints `<case> <median microseconds> <svg bytes>`
               --data FILE  the peers' 28-day data (default ../shared/bench/data28.json if present)
               --profile N  run each case exactly N times and print nothing (for callgrind)
    """

  static func run(arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      return 64
    }
    var options = arguments.dropFirst().makeIterator()
    var dataPath: String?
    var reps = 31
    var only: String?
    var profile: Int?
    while let option = options.next() {
      switch option {
      case "--data": dataPath = options.next()
      case "--reps": reps = options.next().flatMap(Int.init) ?? reps
      case "--only": only = options.next()
      case "--profile": profile = options.next().flatMap(Int.init)
      default:
        FileHandle.standardError.write(Data("error: unknown option \(option)\n\(usage)\n".utf8))
        return 64
      }
    }
    switch command {
    case "charts":
      do {
        try ChartBenchmark(reps: max(3, reps), only: only, profileIterations: profile).run(dataPath: dataPath)
        return 0
      } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 66
      }
    default:
      FileHandle.standardError.write(Data("error: unknown command \(command)\n\(usage)\n".utf8))
      return 64
    }
  }
}
