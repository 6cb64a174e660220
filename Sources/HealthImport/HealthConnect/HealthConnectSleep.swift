import HealthCore

/// Sleep, by the export's night rules:
/// - a session belongs to the night dated by the local date of (end + 6 hours) at its end
///   offset, and so do its stages;
/// - stages are clipped to their session; a session without stages is one "sleeping" stage
///   covering it;
/// - at each instant the highest-priority sleep app with a stage covering it decides what the
///   instant was; within that app, out of bed > awake (1 or 7) > deep > REM > light > sleeping
///   > unknown;
/// - asleep is the time decided as sleeping, light, deep or REM (light is Apple's Core); awake
///   is awake; in bed is the union of the night's sessions from every app, less the time
///   decided as out of bed;
/// - bedtime and wake time are as for an export (``SleepNight/measure(date:samples:)``).
enum HealthConnectSleep {
  /// One session: its app's priority, times in seconds, and its night.
  private struct Session {
    var priority: UInt8
    var start: Int
    var end: Int
    var startOffset: Int
    var endOffset: Int
    var hasStages = false

    /// The session as a sample of `stage`, clipped to `start...end` (seconds).
    func sample(_ stage: SleepStage, from start: Int? = nil, to end: Int? = nil) -> SleepSample {
      SleepSample(
        start: start ?? self.start, end: end ?? self.end, startOffset: startOffset,
        endOffset: endOffset, stage: stage, priority: priority)
    }
  }

  /// The stage of Health Connect's `stage_type` (0 unknown to 7 awake in bed), `nil` for a
  /// number outside them.
  static func stage(of type: Int64) -> SleepStage? {
    switch type {
    case 0: return .unknown
    case 1, 7: return .awake
    case 2: return .asleepUnspecified
    case 3: return .outOfBed
    case 4: return .core
    case 5: return .deep
    case 6: return .rem
    default: return nil
    }
  }

  /// Reads the sessions and their stages.
  /// - Parameter context: the open export and the import's counts.
  /// - Returns: the measured nights, ascending, without nights of more than 24 hours (noted).
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  static func read(_ context: inout HealthConnectContext) throws(ParseError) -> [SleepNight] {
    guard
      let query = try context.query(.sleepSession, required: HealthConnectRecord.Columns.interval),
      let columns = HealthConnectRecord.Columns(query)
    else { return [] }
    var sessions: [Int64: Session] = [:]
    var skipped: Set<Int64> = []
    while try query.step() {
      context.counts.rows += 1
      guard
        let record = HealthConnectRecord.read(
          query.statement, columns: columns, table: .sleepSession, warnings: &context.warnings),
        HealthConnectRecord.isSession(record, table: .sleepSession, warnings: &context.warnings)
      else {
        if let id = query.integer("row_id") { skipped.insert(id) }
        continue
      }
      context.noteApp(record.app)
      let priority = context.apps.priority(of: record.app, in: .sleep)
      sessions[record.rowID] = Session(
        priority: UInt8(clamping: priority), start: record.startSeconds, end: record.endSeconds,
        startOffset: Int(record.startOffset), endOffset: Int(record.endOffset))
    }
    var samples: [Int64: [SleepSample]] = [:]
    if let stages = try context.query(
      .sleepStages,
      required: ["rowid", "parent_key", "stage_start_time", "stage_end_time", "stage_type"])
    {
      try readStages(stages, sessions: &sessions, skipped: skipped, into: &samples, &context)
    }
    var byNight: [LocalDate: [SleepSample]] = [:]
    for (id, session) in sessions.sorted(by: { $0.key < $1.key }) {
      let night = session.sample(.inBed).night
      byNight[night, default: []].append(session.sample(.inBed))
      byNight[night, default: []] +=
        session.hasStages ? samples[id] ?? [] : [session.sample(.asleepUnspecified)]
    }
    let nights = byNight.keys.sorted().compactMap { date in
      byNight[date].map { SleepNight.measure(date: date, samples: $0) }
    }
    let plausible = nights.filter { $0.asleep + $0.awake <= 86_400 && $0.inBed <= 86_400 }
    if plausible.count < nights.count {
      context.warnings.note(
        "\(nights.count - plausible.count) nights with more than 24 hours of sleep skipped")
    }
    return plausible
  }

  /// Reads the stages into samples by session, clipped to their session.
  private static func readStages(
    _ query: HealthConnectQuery, sessions: inout [Int64: Session], skipped: Set<Int64>,
    into samples: inout [Int64: [SleepSample]], _ context: inout HealthConnectContext
  ) throws(ParseError) {
    guard let rowIndex = query.column("rowid"), let parentIndex = query.column("parent_key"),
      let startIndex = query.column("stage_start_time"),
      let endIndex = query.column("stage_end_time"), let typeIndex = query.column("stage_type")
    else { return }
    let statement = query.statement
    while try query.step() {
      context.counts.rows += 1
      let rowID = statement.integer(rowIndex) ?? -1
      guard let key = statement.integer(parentIndex), let session = sessions[key] else {
        if let key = statement.integer(parentIndex), skipped.contains(key) { continue }
        context.warnings.noteOrphan(.sleepStages)
        continue
      }
      var values: [Int64] = []
      for (index, name) in [
        (startIndex, "stage_start_time"), (endIndex, "stage_end_time"), (typeIndex, "stage_type"),
      ] {
        guard let value = statement.integer(index) else {
          context.warnings.noteRow(
            .sleepStages, row: rowID,
            "\(name) is \(HealthConnectRecord.describe(statement, index)) where a number belongs")
          break
        }
        values.append(value)
      }
      guard values.count == 3 else { continue }
      guard values[1] >= values[0] else {
        context.warnings.noteRow(.sleepStages, row: rowID, "it ends before it starts")
        continue
      }
      guard let stage = stage(of: values[2]) else {
        context.warnings.noteRow(
          .sleepStages, row: rowID, "stage_type \(values[2]) is not a stage (0 to 7)")
        continue
      }
      sessions[key]?.hasStages = true
      let start = max(session.start, Int(PriorityTimeline.floorDivide(values[0], by: 1000)))
      let end = min(session.end, Int(PriorityTimeline.floorDivide(values[1], by: 1000)))
      guard end > start else { continue }
      samples[key, default: []].append(session.sample(stage, from: start, to: end))
    }
  }
}
