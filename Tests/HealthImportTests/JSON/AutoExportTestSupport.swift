@testable import HealthCore
@testable import HealthImport

/// Small Health Auto Export files for table tests.
enum HAE {
  /// Reads `text` as a Health Auto Export file fed in chunks of `chunk` bytes (all at once for
  /// 0), and checks on the way that 7-byte chunks give the same data.
  static func load(
    _ text: String, chunk: Int = 0, path: String = "hae.json"
  ) throws(ParseError) -> (result: ImportResult, summary: AutoExportSummary) {
    let whole = try feed(Array(text.utf8), chunk: chunk, path: path)
    if chunk == 0 {
      let small = try feed(Array(text.utf8), chunk: 7, path: path)
      guard small.result.dataset == whole.result.dataset,
        small.result.warnings == whole.result.warnings
      else {
        throw ParseError(path: path, reason: .invalidContent("chunked reading differs"))
      }
    }
    return whole
  }

  /// Feeds `bytes` to an importer.
  static func feed(
    _ bytes: [UInt8], chunk: Int, path: String
  ) throws(ParseError) -> (result: ImportResult, summary: AutoExportSummary) {
    var importer = AutoExportImporter(path: path)
    let size = chunk == 0 ? max(1, bytes.count) : chunk
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + size)
      try withBuffer(of: Array(bytes[start..<end])) { (buffer) throws(ParseError) in
        try importer.consume(buffer)
      }
      start = end
    }
    let result = try importer.finish()
    return (result, importer.summary)
  }

  /// A metric object.
  static func metric(_ name: String, units: String, _ points: [String]) -> String {
    "{\"name\": \"\(name)\", \"units\": \"\(units)\", \"data\": [\(points.joined(separator: ", "))]}"
  }

  /// A point of `qty` at `date`.
  static func point(_ date: String, _ qty: Double) -> String {
    "{\"date\": \"\(date)\", \"qty\": \(qty), \"source\": \"Jane’s iPhone|Jane’s Apple Watch\"}"
  }

  /// A whole file.
  static func file(metrics: [String], workouts: [String] = [], more: String = "") -> String {
    "{\"data\": {\"metrics\": [\(metrics.joined(separator: ",\n"))],\n"
      + " \"workouts\": [\(workouts.joined(separator: ",\n"))]\(more)}}"
  }

  /// The day values of `metric` in `dataset`, as `(yyyy-MM-dd, value)` pairs.
  static func values(_ dataset: HealthDataset, _ metric: MetricKind) -> [String] {
    dataset[metric].days.map { "\($0.date.isoString) \(DecimalText.format($0.value, decimals: 4))" }
  }
}
