import Foundation
import HealthCore
import HealthImport
import ReportSite

/// The benchmark commands: `charts` times each chart and the dashboard page.
enum BenchmarkCommand {
  static let usage = """
    usage: healthreport-bench charts [--data FILE] [--reps N] [--only CASE] [--profile N]
             [--out DIR]
      charts   time each chart render; prints `<case> <median microseconds> <svg bytes>`
               (rings-day: a day's rings inline in a page; rings-day-file: as a standalone
               160-point file; rings-day-png: that file's 2x PNG and its bytes; rings-month:
               a month's calendar of 31 days in one svg, sharing their definitions)
               --data FILE  the peers' 28-day data (default ../shared/bench/data28.json if present)
               --profile N  run each case exactly N times and print nothing (for callgrind)
               --out DIR    also write each case's output to DIR/<case>.svg (to compare bytes)
           healthreport-bench raster [--data FILE] [--reps N] [--only CASE]
      raster   each 28-day chart as the email's 2× PNG: prints `<case> <raster+encode µs>
               <total µs from data> <png bytes> <rsvg-convert µs> <ratio>` (median; the
               rsvg-convert peer runs on the same SVG when it is installed)
           healthreport-bench site [--days N] [--reps N] [--profile N]
      site     build the whole demo site in memory (SiteGenerator.makePages, one thread; default
               3650 days = ten years); prints `site-10y <median ms> <files> <total bytes>`
           healthreport-bench add [--days N] [--reps N]
      add      run `healthreport add steps N` in-process against a temporary store already
               holding N manual entries (default 3650); prints `add-N <median ms> <max ms>`
           healthreport-bench incremental [--days N] [--reps N]
      incremental  the weekly routine in-process: a store with the demo data (default ten
               years), a first build, then `add steps` of one new day and the timed `build`
               over the previous site, against a full build of the store into an empty folder
               and an identical rebuild; prints `<case> <median wall s> <median CPU s>
               <files written> <files>`
           healthreport-bench kdf [--reps N]
      kdf      a private site's key derivation (PBKDF2-HMAC-SHA256, 600,000 iterations);
               prints `kdf-600000 <median ms> <min ms>`
           healthreport-bench import FILE [--no-dedupe] [--allow-truncated] [--kg]
             [--chunk BYTES] [--dump FILE]
      import   stream an Apple Health export.xml or export.zip, or a CSV log (weights in lb,
               or kg with --kg), through its importer; prints MB/s (file bytes / wall
               seconds), peak resident memory, records (exports) and days; --chunk sets the
               read buffer's size (default 1 MiB); an export that ends early fails, as in
               the CLI, unless --allow-truncated; --dump writes every imported value and
               warning to FILE (to compare two builds)
    """

  static func run(arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      return 64
    }
    if command == "import" {
      return runImport(Array(arguments.dropFirst()))
    }
    var options = arguments.dropFirst().makeIterator()
    var dataPath: String?
    var reps = command == "site" || command == "incremental" ? 5 : 31
    var days = 3650
    var only: String?
    var profile: Int?
    var outDirectory: String?
    while let option = options.next() {
      switch option {
      case "--data": dataPath = options.next()
      case "--reps": reps = options.next().flatMap(Int.init) ?? reps
      case "--only": only = options.next()
      case "--days": days = options.next().flatMap(Int.init) ?? days
      case "--profile": profile = options.next().flatMap(Int.init)
      case "--out": outDirectory = options.next()
      default:
        FileHandle.standardError.write(Data("error: unknown option \(option)\n\(usage)\n".utf8))
        return 64
      }
    }
    let failureStatus: Int32 = command == "add" ? 74 : 66
    do {
      switch command {
      case "charts":
        try ChartBenchmark(
          reps: max(3, reps), only: only, profileIterations: profile, outDirectory: outDirectory
        ).run(dataPath: dataPath)
      case "raster": try RasterBenchmark(reps: max(3, reps), only: only).run(dataPath: dataPath)
      case "add": try AddBenchmark(reps: reps, entries: days).run()
      case "site":
        try SiteBenchmark(reps: reps, days: max(1, days), profileIterations: profile).run()
      case "incremental": try IncrementalBenchmark(reps: reps, days: max(2, days)).run()
      case "kdf": KDFBenchmark(reps: min(reps, 9)).run()
      default:
        FileHandle.standardError.write(Data("error: unknown command \(command)\n\(usage)\n".utf8))
        return 64
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return failureStatus
    }
  }

  /// `import FILE [--no-dedupe]`.
  static func runImport(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    var chunkSize = InputSource.defaultChunkSize
    if let index = arguments.firstIndex(of: "--chunk"), index + 1 < arguments.count {
      chunkSize = Int(arguments[index + 1]).map { max(1, $0) } ?? chunkSize
      arguments.removeSubrange(index...(index + 1))
    }
    var dumpPath: String?
    if let index = arguments.firstIndex(of: "--dump"), index + 1 < arguments.count {
      dumpPath = arguments[index + 1]
      arguments.removeSubrange(index...(index + 1))
    }
    let files = arguments.filter { !$0.hasPrefix("--") }
    let flags = arguments.filter { $0.hasPrefix("--") }
    guard files.count == 1, let file = files.first,
      flags.allSatisfy({ ["--no-dedupe", "--allow-truncated", "--kg"].contains($0) })
    else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      return 64
    }
    let options = AppleHealthImportOptions(
      dedupe: !flags.contains("--no-dedupe"), allowTruncated: flags.contains("--allow-truncated"))
    let unit: WeightUnit = flags.contains("--kg") ? .kilograms : .pounds
    do {
      try ImportBenchmark(
        path: file, options: options, unit: unit, chunkSize: chunkSize, dumpPath: dumpPath
      ).run()
      return 0
    } catch let error as ParseError {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return error.isMissingInput ? 66 : 65
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 70
    }
  }
}
