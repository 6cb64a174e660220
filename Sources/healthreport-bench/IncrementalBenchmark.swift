import Foundation
import HealthCore
import ReportSite

/// Times an incremental rebuild against a full one, as a daily job runs it: the ten-year demo
/// site without its last day is written to disk, then the site with that day is built
/// (`SiteGenerator.makeSite`, templates loaded) and written over it (`SiteWriter`: unchanged
/// files hard-linked, changed ones written). The full rebuild writes the same site into an
/// empty folder; the identical rebuild writes it over itself. Prints, per case,
/// `<case> <median wall s> <median CPU s> <median s writing> <files written> <files in the site>`
/// (CPU is user + system seconds of this process, which matters on a shared machine; writing
/// is the `SiteWriter` part).
struct IncrementalBenchmark {
  /// The number of timed runs per case.
  let reps: Int
  /// Days of demo data (3650: ten years).
  let days: Int

  func run() throws {
    let full = DemoData.makeDataset(days: days)
    let last = full.lastDate ?? LocalDate(dayNumber: 0)
    let before = HealthDataset(
      source: full.source,
      series: full.series.map { series in
        DailySeries(metric: series.metric, days: series.days.filter { $0.date < last })
      })
    let options = SiteOptions(baseURL: "https://example.com/health/")
    let resources = try Resources.locate(
      templatesOverride: nil, executablePath: CommandLine.arguments.first)
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let target = work.appendingPathComponent("site")
    let previous = try SiteGenerator.makeSite(
      dataset: before, options: options, resources: resources)

    /// Builds the new site and writes it to `folder`; returns wall, CPU and writing seconds
    /// and the report.
    func build(into folder: URL) throws -> ([Double], SiteWriteReport) {
      let start = DispatchTime.now().uptimeNanoseconds
      let cpu = Self.cpuSeconds()
      let site = try SiteGenerator.makeSite(dataset: full, options: options, resources: resources)
      let writing = DispatchTime.now().uptimeNanoseconds
      let report = try SiteWriter().write(site, to: folder)
      let end = DispatchTime.now().uptimeNanoseconds
      return (
        [Double(end - start) / 1e9, Self.cpuSeconds() - cpu, Double(end - writing) / 1e9], report
      )
    }

    var cases: [(String, [[Double]], SiteWriteReport)] = []
    var samples: [[Double]] = []
    var report = SiteWriteReport()
    for index in 0..<max(1, reps) {
      let fresh = work.appendingPathComponent("full-\(index)")
      (samples, report) = try append(samples, build(into: fresh))
      try FileManager.default.removeItem(at: fresh)
    }
    cases.append(("site-10y-full", samples, report))
    samples = []
    for _ in 0..<max(1, reps) {
      try SiteWriter().write(previous, to: target)
      (samples, report) = try append(samples, build(into: target))
    }
    cases.append(("site-10y-one-more-day", samples, report))
    let changed = report.written
    samples = []
    for _ in 0..<max(1, reps) {
      (samples, report) = try append(samples, build(into: target))
    }
    cases.append(("site-10y-identical", samples, report))
    for (label, times, report) in cases {
      let medians = (0..<3).map { column in
        String(format: "%.3f", times.map { $0[column] }.sorted()[times.count / 2])
      }
      print(label, medians.joined(separator: " "), report.written.count, report.total)
    }
    FileHandle.standardError.write(
      Data(("written after one more day: " + changed.joined(separator: " ") + "\n").utf8))
  }

  private func append(_ samples: [[Double]], _ result: ([Double], SiteWriteReport)) -> (
    [[Double]], SiteWriteReport
  ) {
    (samples + [result.0], result.1)
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
