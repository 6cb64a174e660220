import HealthImport

/// A fuzz entry point: one input goes in, a crash or a `FuzzFailure` is a finding.
///
/// The same entry points serve libFuzzer (`healthreport-fuzz --target=NAME` built with
/// `-sanitize=fuzzer`, see `bench/fuzz.sh`) and the replay of the seed corpus and the kept
/// regression inputs (`healthreport-fuzz --target=NAME FILE…` and `HealthFuzzTests`).
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// `AppleHealthImporter` fed whole and in input-chosen chunks; both must agree.
  case xml
  /// `ZipArchive`: the central directory, `findHealthExport()` and streaming members.
  case zip
  /// `CSVImporter.parse(text:path:)`, then its `DailyCSV` output read back.
  case csv
  /// `LocalDate`, `MailDate`, `EmailWeek`, and the record scanner's time and number parsers.
  case dates
  /// Bytes to dataset (XML or CSV by the first byte) to every page, the daily CSV and email.
  case site
  /// The JSON scanner and `AutoExportImporter`, whole and in input-chosen chunks.
  case json
  /// A private site's envelope reader (`Envelope`, `UnlockPage`), as `unseal` runs it.
  case sealed
  /// The Health Connect reader on a database file, through `InputLoader`.
  case hc

  /// The longest input worth trying, in bytes (libFuzzer's `-max_len`).
  public var maximumLength: Int {
    switch self {
    case .xml, .csv, .json: return 64 << 10
    case .sealed: return 8 << 10
    case .hc: return 32 << 10
    case .zip: return 16 << 10
    case .dates: return 128
    case .site: return 4 << 10
    }
  }

  /// Runs one input through the entry point.
  /// - Parameter bytes: the input.
  /// - Throws: `FuzzFailure` when a property the entry point promises does not hold.
  public func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    switch self {
    case .xml: try XMLFuzz.run(bytes)
    case .zip: try ZipFuzz.run(bytes)
    case .csv: try CSVFuzz.run(bytes)
    case .dates: try DateNumberFuzz.run(bytes)
    case .site: try SiteFuzz.run(bytes)
    case .json: try JSONFuzz.run(bytes)
    case .sealed: try SealedFuzz.run(bytes)
    case .hc: try HealthConnectFuzz.run(bytes)
    }
  }

  /// Runs one input held in an array.
  /// - Parameter bytes: the input.
  /// - Throws: `FuzzFailure` as `run(_:)`.
  public func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    let outcome: Result<Void, FuzzFailure> = bytes.withUnsafeBytes { buffer in
      do throws(FuzzFailure) {
        try run(buffer)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try outcome.get()
  }
}
