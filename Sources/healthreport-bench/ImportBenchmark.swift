import Foundation
import HealthCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `healthreport-bench import FILE [--no-dedupe]`: streams an `export.xml` or `export.zip`
/// through `AppleHealthImporter` and prints throughput, peak memory, records and days.
struct ImportBenchmark {
  /// The export to read.
  var path: String
  /// How records become daily values.
  var options: AppleHealthImportOptions

  /// Runs the import once and prints `key value` lines.
  func run() throws {
    let start = ProcessInfo.processInfo.systemUptime
    let inputBytes: Int
    let summary: ImportSummary
    let result: ImportResult
    if try isZip() {
      let archive = try ZipArchive(path: path)
      let entry = try archive.findHealthExport()
      var importer = AppleHealthImporter(path: path, options: options)
      try archive.stream(entry) { block in
        try importer.consume(block)
        return true
      }
      result = try importer.finish()
      summary = importer.summary
      inputBytes = Int(clamping: entry.uncompressedSize)
    } else {
      var importer = AppleHealthImporter(path: path, options: options)
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      while let data = try handle.read(upToCount: AppleHealthImporter.chunkSize), !data.isEmpty {
        try data.withUnsafeBytes { try importer.consume($0) }
      }
      result = try importer.finish()
      summary = importer.summary
      inputBytes = importer.bytesConsumed
    }
    let seconds = ProcessInfo.processInfo.systemUptime - start
    let fileBytes =
      (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)??.intValue
      ?? inputBytes
    let lines = [
      "file \(path)",
      "file_bytes \(fileBytes)",
      "xml_bytes \(inputBytes)",
      "seconds \(Self.fixed(seconds, 3))",
      "mb_per_s \(Self.fixed(Double(fileBytes) / 1e6 / max(seconds, 1e-9), 1))",
      "xml_mb_per_s \(Self.fixed(Double(inputBytes) / 1e6 / max(seconds, 1e-9), 1))",
      "peak_rss_mb \(Self.fixed(Double(Self.peakResidentBytes()) / 1e6, 1))",
      "records \(summary.recordsRead)",
      "days \(summary.dayCount)",
      "series \(result.dataset.series.count)",
    ]
    print(lines.joined(separator: "\n"))
  }

  /// Whether the file starts with a zip signature.
  func isZip() throws -> Bool {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    return Array(try handle.read(upToCount: 4) ?? Data()) == [0x50, 0x4B, 0x03, 0x04]
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
