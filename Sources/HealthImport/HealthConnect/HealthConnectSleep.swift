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
    var sessions: [Int64: Session] = [:]
    var hasStages: Set<Int64> = []
    let skipped = try context.forEachRecord(
      in: .sleepSession, atMostADay: true, keepingSkipped: true
    ) {
      record, _, context in
      let priority = context.apps.priority(of: record.app, in: .sleep)
      sessions[record.rowID] = Session(
        priority: UInt8(clamping: priority), start: record.startSeconds, end: record.endSeconds,
        startOffset: Int(record.startOffset), endOffset: Int(record.endOffset))
    }
    var samples: [Int64: [SleepSample]] = [:]
    try context.forEachChild(
      of: .sleepStages, columns: ["stage_start_time", "stage_end_time", "stage_type"],
      parents: sessions, skipped: skipped
    ) { rowID, key, session, query, context in
      guard let from = context.integer("stage_start_time", row: rowID, in: query),
        let to = context.integer("stage_end_time", row: rowID, in: query),
        let type = context.integer("stage_type", row: rowID, in: query)
      else { return }
      guard to >= from else {
        context.warnings.noteRow(.sleepStages, row: rowID, "it ends before it starts")
        return
      }
      guard let stage = stage(of: type) else {
        context.warnings.noteRow(
          .sleepStages, row: rowID, "stage_type \(type) is not a stage (0 to 7)")
        return
      }
      hasStages.insert(key)
      let start = max(session.start, Int(PriorityTimeline.floorDivide(from, by: 1000)))
      let end = min(session.end, Int(PriorityTimeline.floorDivide(to, by: 1000)))
      if end > start {
        samples[key, default: []].append(session.sample(stage, from: start, to: end))
      }
    }
    var byNight: [LocalDate: [SleepSample]] = [:]
    for (id, session) in sessions.sorted(by: { $0.key < $1.key }) {
      let night = session.sample(.inBed).night
      byNight[night, default: []].append(session.sample(.inBed))
      byNight[night, default: []] +=
        hasStages.contains(id) ? samples[id] ?? [] : [session.sample(.asleepUnspecified)]
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
}
