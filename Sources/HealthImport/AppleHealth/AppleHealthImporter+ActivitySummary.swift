import HealthCore

/// Reading `<ActivitySummary>` elements: one day's Activity rings and goals, taken as written.
///
/// `dateComponents` is the day (`YYYY-MM-DD`); every other attribute may be missing:
/// `activeEnergyBurned`, `activeEnergyBurnedGoal` and `activeEnergyBurnedUnit` (`Cal` and
/// `kcal` are kilocalories, `kJ` is divided by 4.184; no unit is kilocalories),
/// `appleMoveTime` and `appleMoveTimeGoal` (minutes; a goal above 0 is Move-time mode, and only
/// then are they kept, the energy goal then left out), `appleExerciseTime` and
/// `appleExerciseTimeGoal` (minutes), `appleStandHours` and `appleStandHoursGoal` (hours). A
/// figure that is not a number, negative, in an unknown unit or outside its metric's plausible
/// range is skipped with a warning; the rest of the summary is kept.
extension AppleHealthImporter {
  /// The attributes of the figures other than the Move energy, with their metrics.
  private static let summaryFigures: [(name: StaticString, metric: MetricKind)] = [
    ("appleMoveTime", .ringMoveMinutes), ("appleMoveTimeGoal", .ringMoveMinutesGoal),
    ("appleExerciseTime", .ringExerciseMinutes), ("appleExerciseTimeGoal", .ringExerciseGoal),
    ("appleStandHours", .ringStandHours), ("appleStandHoursGoal", .ringStandGoal),
  ]

  /// Reads the `ActivitySummary` tag at `open`.
  /// - Returns: the offset after the tag, or `nil` when it is not complete in `buffer`.
  mutating func readActivitySummary(
    _ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int
  ) -> Int? {
    guard let tag = StartTag.read(buffer, from: open + 16) else { return nil }
    let line = lineOfSummary(buffer, at: open, lineBase: lineBase)
    guard !tag.malformed else {
      summaries.warnings.note(path: path, line: line, "unreadable ActivitySummary tag; skipped")
      return tag.next
    }
    let dateRange = tag.value("dateComponents", in: buffer)
    guard dateRange.0 >= 0, dateRange.1 == 10,
      let date = LocalDate(isoBytes: ArraySlice(buffer[dateRange.0..<(dateRange.0 + 10)]))
    else {
      summaries.warnings.note(
        path: path, line: line, "ActivitySummary without a readable dateComponents; skipped")
      return tag.next
    }
    guard date.isSupported else {
      summaries.warnings.note(
        path: path, line: line,
        "ActivitySummary with a dateComponents outside \(LocalDate.supportedRangeText); skipped")
      return tag.next
    }
    var rings = ActivityRings(date: date)
    var figures: [MetricKind: Double] = [:]
    for figure in Self.summaryFigures {
      figures[figure.metric] = summaryFigure(
        figure.name, figure.metric, tag, buffer, date: date, line: line)
    }
    let energy = summaryEnergy(tag, buffer, date: date, line: line)
    rings.moveEnergy = energy.burned
    if let goal = figures[.ringMoveMinutesGoal], goal > 0 {
      rings.moveMinutes = figures[.ringMoveMinutes]
      rings.moveMinutesGoal = goal
    } else {
      rings.moveEnergyGoal = energy.goal
    }
    rings.exerciseMinutes = figures[.ringExerciseMinutes]
    rings.exerciseGoal = figures[.ringExerciseGoal]
    rings.standHours = figures[.ringStandHours]
    rings.standGoal = figures[.ringStandGoal]
    summaries.add(rings, line: line, path: path)
    return tag.next
  }

  /// The 1-based line of the element at `open`, counted on from the last one asked for in the
  /// same buffer (``summaryLine``, reset by each scan: summaries come one after another, so a
  /// buffer's lines are counted once).
  private mutating func lineOfSummary(
    _ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int
  ) -> Int {
    if summaryLine.offset > open { summaryLine = (0, lineBase) }
    summaryLine.line += ByteText.countNewlines(in: buffer, from: summaryLine.offset, to: open)
    summaryLine.offset = open
    return summaryLine.line
  }

  /// The Move energy and its goal in kilocalories, each `nil` when missing or bad (warned).
  private mutating func summaryEnergy(
    _ tag: StartTag, _ buffer: UnsafeRawBufferPointer, date: LocalDate, line: Int
  ) -> (burned: Double?, goal: Double?) {
    let unit = tag.value("activeEnergyBurnedUnit", in: buffer)
    let type = RecordType(metric: .activeEnergy, slot: MetricKind.activeEnergy.index)
    let burned = tag.value("activeEnergyBurned", in: buffer)
    let goal = tag.value("activeEnergyBurnedGoal", in: buffer)
    guard burned.0 >= 0 || goal.0 >= 0 else { return (nil, nil) }
    guard
      let conversion = type.conversion(
        unit: buffer, offset: max(0, unit.0), length: max(0, unit.1))
    else {
      let text = DiagnosticText.quoted(
        utf8: UnsafeRawBufferPointer(rebasing: buffer[unit.0..<(unit.0 + unit.1)]))
      summaries.warnings.note(
        path: path, line: line,
        "ActivitySummary for \(date.isoString): unknown activeEnergyBurnedUnit (\(text));"
          + " Move energy skipped")
      return (nil, nil)
    }
    return (
      summaryNumber(
        "activeEnergyBurned", burned, .ringMoveEnergy, conversion, buffer, date: date, line: line
      ),
      summaryNumber(
        "activeEnergyBurnedGoal", goal, .ringMoveEnergyGoal, conversion, buffer, date: date,
        line: line)
    )
  }

  /// A figure in its metric's unit, `nil` when missing or bad (warned).
  private mutating func summaryFigure(
    _ name: StaticString, _ metric: MetricKind, _ tag: StartTag,
    _ buffer: UnsafeRawBufferPointer, date: LocalDate, line: Int
  ) -> Double? {
    summaryNumber(
      name, tag.value(name, in: buffer), metric, .identity, buffer, date: date, line: line)
  }

  /// The number at `range` converted to `metric`'s unit; `nil` when missing, or with a warning
  /// when not a number, negative or outside the metric's plausible range.
  private mutating func summaryNumber(
    _ name: StaticString, _ range: (Int, Int), _ metric: MetricKind, _ conversion: UnitConversion,
    _ buffer: UnsafeRawBufferPointer, date: LocalDate, line: Int
  ) -> Double? {
    guard range.0 >= 0 else { return nil }
    guard let number = ByteNumber.parse(buffer, offset: range.0, length: range.1) else {
      let text = DiagnosticText.quoted(
        utf8: UnsafeRawBufferPointer(rebasing: buffer[range.0..<(range.0 + range.1)]))
      summaries.warnings.note(
        path: path, line: line,
        "ActivitySummary for \(date.isoString): \(name) is not a number (\(text)); value skipped")
      return nil
    }
    let value = conversion.apply(number)
    guard value >= 0, metric.isPlausible(value) else {
      summaries.warnings.note(
        path: path, line: line,
        "ActivitySummary for \(date.isoString): \(name) is implausible\(metric.rangeText);"
          + " value skipped")
      return nil
    }
    // A written -0 is 0.
    return value == 0 ? 0 : value
  }
}
