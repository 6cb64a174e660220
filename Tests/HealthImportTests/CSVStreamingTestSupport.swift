import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// Feeding CSV bytes to `CSVStreamingImporter` in chunks, and comparing results.
enum CSVStreaming {
  /// What an import gave: the dataset and warnings, or the error.
  enum Outcome: Equatable, CustomStringConvertible {
    case imported(HealthDataset, [ImportWarning])
    case failed(ParseError)

    var description: String {
      switch self {
      case .imported(let dataset, let warnings):
        let days = dataset.series.map {
          "\($0.metric): \($0.days.map { "\($0.date)=\($0.value)" })"
        }
        return "imported \(days) warnings \(warnings.map(\.description))"
      case .failed(let error): return "failed \(error)"
      }
    }
  }

  /// Streams `bytes` cut at `cuts` (ascending offsets).
  static func outcome(
    _ bytes: [UInt8], cuts: [Int], unit: WeightUnit = .pounds, path: String = "x.csv"
  ) -> Outcome {
    var importer = CSVStreamingImporter(path: path, unit: unit)
    do throws(ParseError) {
      var start = 0
      for cut in cuts + [bytes.count] where cut >= start {
        try feed(&importer, Array(bytes[start..<cut]))
        start = cut
      }
      let result = try importer.finish()
      return .imported(result.dataset, result.warnings)
    } catch {
      return .failed(error)
    }
  }

  /// Streams `bytes` in chunks of `size`.
  static func outcome(_ bytes: [UInt8], chunk size: Int, unit: WeightUnit = .pounds) -> Outcome {
    outcome(bytes, cuts: Array(stride(from: size, to: bytes.count, by: max(1, size))), unit: unit)
  }

  /// What the pre-streaming importer gives for `bytes`.
  static func reference(_ bytes: [UInt8], unit: WeightUnit = .pounds) -> Outcome {
    do throws(ParseError) {
      let result = try ReferenceCSV.parse(bytes, unit: unit)
      return .imported(result.dataset, result.warnings)
    } catch {
      return .failed(error)
    }
  }

  /// Passes `part` to `importer`.
  static func feed(
    _ importer: inout CSVStreamingImporter, _ part: [UInt8]
  ) throws(ParseError) {
    try withBuffer(of: part) { (buffer) throws(ParseError) in try importer.consume(buffer) }
  }
}
