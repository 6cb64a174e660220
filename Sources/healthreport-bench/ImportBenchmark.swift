import Foundation
import HealthCore
import HealthImport

/// `healthreport-bench import FILE [--no-dedupe] [--allow-truncated] [--kg]`: streams an
/// `export.xml`, an `export.zip`, a Health Auto Export `.json` or a CSV log through its importer, reading files with
/// `InputSource` like the CLI (so a truncated export fails unless `--allow-truncated`), and
/// prints throughput, peak memory, records and days.
struct ImportBenchmark {
  /// The input to read.
  var path: String
  /// How records become daily values.
  var options: AppleHealthImportOptions
  /// The unit of a CSV's `weight` column.
  var unit: WeightUnit = .pounds
  /// The read buffer's size in bytes.
  var chunkSize = InputSource.defaultChunkSize
  /// Where to write every imported value and warning (to compare two builds), or `nil`.
  var dumpPath: String?

  /// What was read, for the printed lines.
  private struct Figures {
    var kind: String
    var inputBytes: Int
    var records: Int?
    var result: ImportResult
  }

  /// Runs the import once and prints `key value` lines.
  func run() throws {
    let start = ProcessInfo.processInfo.systemUptime
    let figures = try read()
    let seconds = ProcessInfo.processInfo.systemUptime - start
    let fileBytes =
      (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)??.intValue
      ?? figures.inputBytes
    let days = Set(figures.result.dataset.series.flatMap { $0.days.map(\.date) }).count
    var lines = [
      "file \(path)",
      "kind \(figures.kind)",
      "file_bytes \(fileBytes)",
      "chunk_bytes \(chunkSize)",
      "input_bytes \(figures.inputBytes)",
      "seconds \(Self.fixed(seconds, 3))",
      "mb_per_s \(Self.fixed(Double(fileBytes) / 1e6 / max(seconds, 1e-9), 1))",
      "input_mb_per_s \(Self.fixed(Double(figures.inputBytes) / 1e6 / max(seconds, 1e-9), 1))",
      "peak_rss_mb \(Self.fixed(Double(Self.peakResidentBytes()) / 1e6, 1))",
    ]
    if let records = figures.records { lines.append("records \(records)") }
    lines += [
      "days \(days)",
      "series \(figures.result.dataset.series.count)",
      "warnings \(figures.result.warnings.count)",
    ]
    print(lines.joined(separator: "\n"))
    if let dumpPath {
      let warnings = figures.result.warnings.map { "\($0.path):\($0.line): \($0.message)" }
      let dump = [String(reflecting: figures.result.dataset)] + warnings
      try Data((dump.joined(separator: "\n") + "\n").utf8).write(
        to: URL(fileURLWithPath: dumpPath))
    }
  }

  /// Opens the input once, recognises it by its first chunk and streams it to its importer.
  private func read() throws -> Figures {
    var source = try InputSource(path: path, chunkSize: chunkSize)
    let kind = try source.withHead { head in Self.kind(of: head) }
    switch kind {
    case "zip":
      let archive = try ZipArchive(path: path)
      let entry = try archive.findHealthExport()
      var importer = AppleHealthImporter(path: path, options: options)
      try archive.streamAhead(entry) { block throws(ParseError) in try importer.consume(block) }
      let result = try importer.finish()
      return Figures(
        kind: kind, inputBytes: Int(clamping: entry.uncompressedSize),
        records: importer.summary.recordsRead, result: result)
    case "json":
      var importer = AutoExportImporter(path: path)
      try importer.consumeAll(of: &source)
      let result = try importer.finish()
      return Figures(
        kind: kind, inputBytes: importer.bytesConsumed,
        records: importer.summary.pointsRead + importer.summary.workoutsRead, result: result)
    case "xml":
      var importer = AppleHealthImporter(path: path, options: options)
      try importer.consumeAll(of: &source)
      let result = try importer.finish()
      return Figures(
        kind: kind, inputBytes: importer.bytesConsumed, records: importer.summary.recordsRead,
        result: result)
    default:
      let result = try CSVImporter(unit: unit).read(&source)
      return Figures(kind: kind, inputBytes: source.bytesRead, records: nil, result: result)
    }
  }

  /// `zip` for a zip signature, `xml` when the first non-space byte is `<`, `json` when it is
  /// `{`, else `csv`.
  static func kind(of head: UnsafeRawBufferPointer) -> String {
    if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "zip" }
    let first = head.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    switch first {
    case UInt8(ascii: "<"): return "xml"
    case UInt8(ascii: "{"): return "json"
    default: return "csv"
    }
  }

  /// `value` with `decimals` digits after the point.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }

  /// The process's peak resident memory in bytes: `VmHWM` on Linux, `ru_maxrss` elsewhere.
  static func peakResidentBytes() -> Int {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
          let digits = line.split(separator: " ").compactMap { Int($0) }
          if let kilobytes = digits.first { return kilobytes * 1024 }
        }
      }
      return 0
    #else
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)  // bytes on macOS
    #endif
  }
}
