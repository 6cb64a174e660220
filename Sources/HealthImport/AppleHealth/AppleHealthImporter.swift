import HealthCore

/// A push-based streaming reader of Apple Health `export.xml` bytes (never a tree, never the
/// DTD): feed chunks of any size with `consume(_:)`, then call `finish()`.
///
/// It finds `<HealthData`, skips the prologue (`<?xml?>`, comments, the whole
/// `<!DOCTYPE … ]>` subset uninterpreted), and reads only `type`, `sourceName`, `unit`,
/// `startDate`, `endDate` and `value` of top-level `Record`s of the allow-listed types (the
/// metric table's quantity types and sleep analysis), in any attribute order, wrapped over
/// lines or not, `Workout` elements with their `WorkoutStatistics`, and `ActivitySummary`
/// elements (the Activity rings: `ActivitySummaries`). Records nested in a
/// `Correlation` are ignored, except blood pressure (``BloodPressureReadings``). Days are the
/// local dates written in `startDate`; nights follow
/// ``SleepNight/nights(from:)``. Memory stays bounded by days × metrics plus the sleep samples
/// (a few dozen a night) and workouts.
public struct AppleHealthImporter: Sendable {
  /// Where the scanner is in the document.
  enum Phase: Sendable { case prologue, body, ended }

  /// The input's path, for errors, warnings and the dataset's source.
  public let path: String
  /// The import options.
  public let options: AppleHealthImportOptions
  /// Bytes passed to `consume(_:)` so far (for progress).
  public private(set) var bytesConsumed = 0

  var phase = Phase.prologue
  /// The export's `locale` attribute, once the root's start tag has been read.
  var exportLocale: String?
  /// The units of the body-mass records.
  var weightUnits = WeightUnitTally()
  var correlationDepth = 0
  /// The `Correlation`s opened so far (the number of the one being read).
  var correlationCount = 0
  /// Whether the `Correlation` being read is `HKCorrelationTypeIdentifierBloodPressure`.
  var isBloodPressureCorrelation = false
  /// The blood pressure records, for the reading rules at the end.
  var bloodPressure = BloodPressureReadings()
  /// The mindful sessions.
  var mindful = MindfulSessions()
  var totals: DailyTotals
  var sources = SourceTable()
  var counts = ImportSummary()
  var usedSources: [Bool] = []
  var malformedNotes: [ImportWarning] = []
  var dayCache = RecordTime.DayCache()
  /// The last unit converted, for runs of records in one unit.
  var unitConversions = UnitConversionCache()
  /// Every metric's plausible range by index, looked up once (not per record across modules).
  let plausibleRanges = MetricKind.allCases.map(\.plausibleRange)
  /// The sleep-analysis samples read, for the night rules at the end.
  var sleepSamples: [SleepSample] = []
  /// The workouts read.
  var workouts: [Workout] = []
  /// The workout whose `</Workout>` has not been read yet.
  var openWorkout: PendingWorkout?
  /// The Activity summaries read (``ActivitySummaries``).
  var summaries = ActivitySummaries()
  /// Where the last summary's line was counted to in the buffer being scanned, and its line
  /// (reset at the start of each scan to the buffer's first line).
  var summaryLine = (offset: 0, line: 1)
  /// The `type` of the last record read by the fast path (raw bytes, no quote) and its match.
  var lastType: [UInt8] = []
  var lastTypeMatch: RecordType?
  /// An element cut by a chunk boundary, kept until it is complete.
  private var carry: [UInt8] = []
  /// The 1-based line of `carry`'s first byte.
  private var carryLine = 1
  /// The 1-based line of the next chunk's first byte.
  private var nextLine = 1

  /// The longest element kept across chunks, in bytes.
  static let maximumElementLength = 16 << 20

  /// Creates an importer.
  /// - Parameters:
  ///   - path: the input's path, used in errors, warnings and `DataSource.appleHealth(path:)`.
  ///   - options: how records become daily values.
  public init(path: String, options: AppleHealthImportOptions = AppleHealthImportOptions()) {
    self.path = path
    self.options = options
    self.totals = DailyTotals(dedupe: options.dedupe)
  }

  /// Reads the next chunk of the document; a record may straddle chunk boundaries.
  /// - Parameter bytes: the next bytes of the file, any length (empty is allowed).
  /// - Throws: `ParseError` `.invalidContent` when the input is not an Apple Health export
  ///   (no `<HealthData>` root) or holds one element longer than 16 MiB.
  public mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(ParseError) {
    try consume(bytes, newlines: ByteText.countNewlines(in: bytes, from: 0, to: bytes.count))
  }

  /// ``consume(_:)`` for a chunk whose `\n` bytes were counted already.
  /// - Parameters:
  ///   - bytes: the next bytes of the file, any length (empty is allowed).
  ///   - newlines: the number of `\n` bytes in `bytes`.
  /// - Throws: what ``consume(_:)`` throws.
  mutating func consume(_ bytes: UnsafeRawBufferPointer, newlines: Int) throws(ParseError) {
    let chunkLine = nextLine
    nextLine += newlines
    bytesConsumed += bytes.count
    guard phase != .ended, !bytes.isEmpty else { return }
    var offset = 0
    if !carry.isEmpty {
      while true {
        let take = min(bytes.count - offset, max(carry.count, 4096))
        carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + take)]))
        offset += take
        let stop = try scanCarry(final: false)
        if stop >= carry.count || phase == .ended {
          carry.removeAll(keepingCapacity: true)
          break
        }
        // The element left incomplete starts in the bytes just taken: it and the rest of the
        // chunk are scanned in place, not copied on in 4 KiB steps.
        let pending = carry.count - stop
        if pending <= take {
          offset -= pending
          carry.removeAll(keepingCapacity: true)
          break
        }
        carryLine += carry.withUnsafeBytes { ByteText.countNewlines(in: $0, from: 0, to: stop) }
        carry.removeFirst(stop)
        guard carry.count <= AppleHealthImporter.maximumElementLength else {
          throw ParseError(
            path: path, line: carryLine,
            reason: .invalidContent("an element longer than 16 MiB; not an Apple Health export"))
        }
        if offset == bytes.count { return }
      }
      guard phase != .ended else { return }
    }
    let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
    let restLine = chunkLine + ByteText.countNewlines(in: bytes, from: 0, to: offset)
    let stop = try scan(rest, lineBase: restLine, final: false)
    if stop < rest.count, phase != .ended {
      carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[stop...]))
      carryLine = nextLine - ByteText.countNewlines(in: rest, from: stop, to: rest.count)
    }
  }

  /// Ends the input and returns the daily data and the warnings.
  /// - Returns: the dataset (source `.appleHealth(path:)`, canonical units) and warnings for
  ///   malformed records (first few), a truncated file (with `allowTruncated`) and the days
  ///   whose steps, distance or active energy could not be merged exactly.
  /// - Throws: `ParseError` `.emptyFile` for no bytes, `.invalidContent` when no
  ///   `<HealthData>` element was found, `.truncated` (at the line of the cut) when the input
  ///   ends inside an element or without `</HealthData>` and `options.allowTruncated` is off.
  public mutating func finish() throws(ParseError) -> ImportResult {
    var warnings: [ImportWarning] = []
    if !carry.isEmpty, phase != .ended {
      let stop = try scanCarry(final: true)
      if stop < carry.count {
        let cutLine =
          carryLine
          + carry.withUnsafeBytes {
            ByteText.countNewlines(in: $0, from: 0, to: stop)
          }
        counts.truncatedAfterLine = max(0, cutLine - 1)
      }
      carry.removeAll()
    }
    guard bytesConsumed > 0 else { throw ParseError(path: path, reason: .emptyFile) }
    guard phase != .prologue else { throw AppleHealthImporter.notAnExport(path) }
    let truncation = truncationError()
    if let truncation, !options.allowTruncated { throw truncation }
    warnings += malformedNotes
    if counts.malformedRecords > malformedNotes.count, let last = malformedNotes.last {
      let more = counts.malformedRecords - malformedNotes.count
      warnings.append(
        ImportWarning(
          path: path, line: last.line,
          message: "\(more) more malformed records after this line skipped"))
    }
    warnings += summaries.warnings.warnings
    if let truncation {
      warnings.append(AppleHealthImporter.truncationWarning(for: truncation))
    }
    finishWorkout()
    let readings = bloodPressure.readings()
    let series =
      totals.makeSeries() + BloodPressureReadings.series(of: readings)
      + [mindful.series].filter { !$0.isEmpty } + summaries.series
    if let note = SourceMerge.approximateNote(totals.approximateDays) {
      warnings.append(ImportWarning(path: path, line: max(1, nextLine - 1), message: note))
    }
    let nights = SleepNight.nights(from: sleepSamples)
    let plausible = nights.filter { $0.asleep + $0.awake <= 86_400 && $0.inBed <= 86_400 }
    if plausible.count < nights.count {
      warnings.append(
        ImportWarning(
          path: path, line: max(1, nextLine - 1),
          message:
            "\(nights.count - plausible.count) nights with more than 24 hours of sleep skipped"))
    }
    var dataset = HealthDataset(
      source: .appleHealth(path: path), series: series, deriving: plausible, workouts: workouts)
    dataset.locale = exportLocale
    dataset.recordWeightUnit = weightUnits.mostCommon
    for day in dataset.removeImplausibleDays() {
      warnings.append(ImportWarning(path: path, line: max(1, nextLine - 1), message: day.message))
    }
    return ImportResult(dataset: dataset, warnings: warnings)
  }

  /// The error for an input that ends early, or `nil` when it ends with `</HealthData>`: at the
  /// line of the record it ends inside, else at the line it ends on (after a final line end,
  /// the empty line where `</HealthData>` should be).
  private func truncationError() -> ParseError? {
    if let cut = counts.truncatedAfterLine {
      return ParseError(
        path: path, line: cut + 1, reason: .truncated(.insideElement(completeThroughLine: cut)))
    }
    guard phase != .ended else { return nil }
    return ParseError(path: path, line: nextLine, reason: .truncated(.missingRootEnd))
  }

  /// The warning that replaces a truncation error when `allowTruncated` is on.
  private static func truncationWarning(for error: ParseError) -> ImportWarning {
    let line = error.line ?? 1
    guard case .truncated(.insideElement(let complete)) = error.reason else {
      return ImportWarning(
        path: error.path, line: line,
        message: "no closing </HealthData> (truncated?); all complete records used")
    }
    return ImportWarning(
      path: error.path, line: line,
      message: "the file ends inside an element (truncated?); data through line \(complete) used")
  }

  /// Scans the kept bytes (moved out of `self` while the scanner mutates it).
  private mutating func scanCarry(final: Bool) throws(ParseError) -> Int {
    var held: [UInt8] = []
    swap(&held, &carry)
    defer { swap(&held, &carry) }
    let line = carryLine
    let outcome: Result<Int, ParseError> = held.withUnsafeBytes { buffer in
      do throws(ParseError) {
        return .success(try scan(buffer, lineBase: line, final: final))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// What has been read so far.
  public var summary: ImportSummary {
    var result = counts
    result.dayCount = totals.dayCount
    result.approximateDays = totals.approximateDays.count
    result.sources = sources.names.indices
      .filter { $0 < usedSources.count && usedSources[$0] }
      .map { sources.names[$0] }
    return result
  }

  /// The error for an input without a `<HealthData>` root.
  static func notAnExport(_ path: String) -> ParseError {
    ParseError(
      path: path, reason: .invalidContent("not an Apple Health export: no <HealthData> element"))
  }
}
