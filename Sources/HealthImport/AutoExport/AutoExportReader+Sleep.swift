import HealthCore

/// Sleep in a Health Auto Export file: aggregated nights (`totalSleep`, `asleep`, `core`,
/// `deep`, `rem`, `awake`, `inBed` in hours, `sleepStart`, `sleepEnd`) and unaggregated
/// samples (`startDate`, `endDate`, `value`), which follow the export's rules exactly
/// (``SleepNight/nights(from:)``).
extension AutoExportReader {
  /// Keeps the point just read, a sleep sample, for the night rules at the end.
  mutating func addSleepSample() throws(AutoExportProblem) {
    guard let start = try point.startDate.get(), let end = try point.endDate.get() else {
      throw AutoExportProblem("a sleep sample needs \"startDate\" and \"endDate\"")
    }
    guard let stage = try point.value.get() else {
      throw AutoExportProblem("a sleep sample needs a \"value\" (its stage)")
    }
    guard end.seconds >= start.seconds else {
      throw AutoExportProblem("endDate is before startDate")
    }
    guard end.seconds - start.seconds <= SleepSample.longestSample else {
      throw AutoExportProblem("a sleep sample longer than 24 hours")
    }
    sleepSamples.append(
      SleepSample(
        start: start.seconds, end: end.seconds, startOffset: start.offset,
        endOffset: end.offset, stage: stage, priority: point.priority))
  }

  /// Adds the point just read, one aggregated night: dated by the export's rule on `sleepEnd`
  /// (or `date`), asleep is `totalSleep` when given, else `asleep` + `core` + `deep` + `rem`.
  mutating func addNight(secondsPerUnit: Double) throws(AutoExportProblem) {
    func seconds(_ field: AutoExportField<Double>, _ key: AutoExportKey) throws(AutoExportProblem)
      -> Double?
    {
      guard let hours = try field.get() else { return nil }
      let value = hours * secondsPerUnit
      guard value >= 0, value <= Double(SleepSample.longestSample) else {
        throw AutoExportProblem(
          "implausible \(key.text) \(DecimalText.format(hours, decimals: 3)) (outside 0 to 24 hours)"
        )
      }
      return value
    }
    let sleepEnd = try point.sleepEnd.get()
    let stamp = try point.date.get()
    guard let end = sleepEnd ?? stamp else {
      throw AutoExportProblem("a night needs \"sleepEnd\" or \"date\"")
    }
    let sleepStart = try point.sleepStart.get()
    let inBedStart = try point.inBedStart.get()
    let start = sleepStart ?? inBedStart
    if let start, end.seconds < start.seconds {
      throw AutoExportProblem("sleepEnd is before sleepStart")
    }
    let core = try seconds(point.core, .core) ?? 0
    let deep = try seconds(point.deep, .deep) ?? 0
    let rem = try seconds(point.rem, .rem) ?? 0
    let parts = try (seconds(point.asleep, .asleep) ?? 0) + core + deep + rem
    let asleep = try seconds(point.totalSleep, .totalSleep) ?? parts
    let awake = try seconds(point.awake, .awake) ?? 0
    let inBed = try seconds(point.inBed, .inBed) ?? 0
    guard asleep + awake <= Double(SleepSample.longestSample) else {
      throw AutoExportProblem("more than 24 hours of sleep in one night")
    }
    guard asleep > 0 || inBed > 0 || awake > 0 else { return }
    let date = SleepSample(
      start: end.seconds, end: end.seconds, startOffset: end.offset, endOffset: end.offset,
      stage: .inBed, priority: 0
    ).night
    let midnight = date.dayNumber * 86_400
    let wakeTime = end.seconds + end.offset - midnight
    let bedtime =
      start.map { $0.seconds + $0.offset - midnight }
      ?? wakeTime - Int(max(inBed, asleep + awake).rounded())
    var night = SleepNight(
      date: date, inBed: inBed, asleep: asleep, awake: awake, core: core, deep: deep, rem: rem,
      bedtime: bedtime, wakeTime: wakeTime)
    if let earlier = nights[date] {
      // Two entries for one night (a nap and the night, say) add up.
      night.inBed += earlier.inBed
      night.asleep += earlier.asleep
      night.awake += earlier.awake
      night.core += earlier.core
      night.deep += earlier.deep
      night.rem += earlier.rem
      night.bedtime = min(night.bedtime, earlier.bedtime)
      night.wakeTime = max(night.wakeTime, earlier.wakeTime)
    }
    nights[date] = night
  }

  /// The file's nights: those measured from samples, and the aggregated ones on other dates
  /// (samples are the finer record of a night given both ways); nights of more than 24 hours
  /// are dropped with a warning.
  mutating func finishNights() -> [SleepNight] {
    var byDate = nights
    for night in SleepNight.nights(from: sleepSamples) { byDate[night.date] = night }
    let all = byDate.values.sorted { $0.date < $1.date }
    let plausible = all.filter {
      $0.asleep + $0.awake <= Double(SleepSample.longestSample)
        && $0.inBed <= Double(SleepSample.longestSample)
    }
    if plausible.count < all.count {
      let dropped = all.count - plausible.count
      bad(
        line: max(1, metric.line), count: dropped,
        "\(dropped) night\(dropped == 1 ? "" : "s") with more than 24 hours of sleep skipped")
    }
    return plausible
  }
}

extension SleepStage {
  /// The stage a Health Auto Export sample's `value` names (`In Bed`, `Asleep`, `Awake`,
  /// `Core`, `Deep`, `REM`, `Unspecified`; any case, spaces ignored), or `nil`.
  init?(autoExportValue text: String) {
    switch text.lowercased().filter({ $0 != " " }) {
    case "inbed": self = .inBed
    case "asleep", "unspecified", "asleepunspecified": self = .asleepUnspecified
    case "awake": self = .awake
    case "core", "asleepcore": self = .core
    case "deep", "asleepdeep": self = .deep
    case "rem", "asleeprem": self = .rem
    default: return nil
    }
  }
}
