import HealthCore

/// A metric's points: per-day figures, nights and sleep samples.
extension AutoExportReader {
  /// Reads what a metric's `name` and `units` mean once both are known.
  mutating func resolveMetric() {
    guard let name = metric.name else { return }
    if metric.kind == nil, let kind = AutoExportMetric(name: name) {
      metric.kind = kind
      metric.readsSource = kind.readsSource
      AutoExportSummary.append(name, to: &summary.metrics)
      resolveConversion()
    } else if metric.kind == nil {
      AutoExportSummary.append(AutoExportSummary.shortName(name), to: &summary.unknownMetrics)
    }
  }

  /// Works out the conversion of the metric's units (and a per-day metric's rule) once its
  /// name and units are both known.
  mutating func resolveConversion() {
    guard let kind = metric.kind, let units = metric.units else { return }
    metric.conversion = kind.conversion(unit: units)
    if case .daily(let daily) = kind, let conversion = metric.conversion {
      metric.daily = AutoExportDailyRule(metric: daily, conversion: conversion, unit: units)
    }
  }

  /// Whether the metric's points can be used as they arrive.
  private var metricIsResolved: Bool { metric.name != nil && metric.units != nil }

  /// A point's object has ended.
  mutating func endPoint() throws(ParseError) {
    if metric.name != nil, metric.kind == nil {  // a metric the tool does not use
      problems.removeAll()
      return
    }
    guard metricIsResolved else {
      guard metric.pending.count < AutoExportReader.pendingLimit else {
        throw ParseError(
          path: path, line: point.line,
          reason: .invalidContent(
            "a metric's \"data\" comes before its \"name\" and \"units\" and holds more than"
              + " \(AutoExportReader.pendingLimit) points; write \"name\" and \"units\" first"))
      }
      metric.pending.append(point)
      return
    }
    use()
    problems.removeAll()
  }

  /// A metric's object has ended: its kept points are used, and a unit it cannot have is
  /// reported once.
  mutating func endMetric() {
    let pending = metric.pending
    metric.pending = []
    if metric.kind != nil {
      for kept in pending {
        point = kept
        use()
      }
    } else if metric.name == nil, !pending.isEmpty {
      bad(
        line: metric.line, count: pending.count,
        "a metric without a usable \"name\"; its \(pending.count)"
          + " point\(pending.count == 1 ? "" : "s") skipped")
    }
    problems.removeAll()
    guard metric.skippedForUnit > 0, let kind = metric.kind, let name = metric.name else { return }
    let expected = kind.units.map(\.name).joined(separator: ", ")
    let unit = metric.units.map { "unknown unit \(DiagnosticText.quoted($0))" } ?? "no \"units\""
    bad(
      line: metric.line, count: metric.skippedForUnit,
      "\(name): \(unit) (expected one of \(expected)); its \(metric.skippedForUnit)"
        + " point\(metric.skippedForUnit == 1 ? "" : "s") skipped")
  }

  /// Uses the point just read (``point``) of the current metric, or warns why not. The point is
  /// read in place by the functions below, not passed: a copy of it for every point cost more
  /// than the rest of using it.
  private mutating func use() {
    guard let kind = metric.kind, let name = metric.name else { return }
    guard let conversion = metric.conversion else {
      metric.skippedForUnit += 1
      return
    }
    do throws(AutoExportProblem) {
      switch kind {
      case .daily:
        // Set with `conversion` for a per-day metric.
        guard let rule = metric.daily else { return }
        if rule.metric == .bodyMass { weightUnits.note(factor: rule.conversion.factor) }
        try addDaily(rule)
      case .bloodPressure: try addBloodPressure(factor: conversion.factor)
      case .sleep:
        if point.isSleepSample {
          try addSleepSample()
        } else {
          try addNight(secondsPerUnit: conversion.factor)
        }
      }
      summary.pointsRead += 1
    } catch {
      bad(line: point.line, "\(name): \(error.text(in: problems)); point skipped")
    }
  }

  /// Adds the point just read, of a per-day metric, to its day. A percentage (`%`) of at most 1 is a fraction
  /// (0.97), as the Health app stores it, and anything larger a percent (97): no plausible
  /// oxygen saturation or body fat lies between 1 % and 2 %.
  private mutating func addDaily(_ rule: AutoExportDailyRule) throws(AutoExportProblem) {
    guard let time = try point.date.get() else { throw AutoExportProblem("no \"date\"") }
    let raw: Double?
    if rule.readsAverage, let average = try point.avg.get() {
      raw = average
    } else {
      raw = try point.qty.get()
    }
    guard let raw else { throw AutoExportProblem("no \"\(rule.field)\"") }
    let isPercent = rule.isPercent && raw > 1
    let value = isPercent ? raw : rule.conversion.apply(raw)
    guard rule.isPlausible(value) else {
      throw AutoExportProblem(
        "implausible \(rule.field) \(DecimalText.format(raw, decimals: 3))"
          + rule.metric.rangeText)
    }
    if let queue = rule.queue {
      // An unaggregated point's day is its start's, as an export record's.
      let start = try point.startDate.get() ?? time
      let end = try point.endDate.get()?.seconds ?? start.seconds
      guard end >= start.seconds, end - start.seconds <= 86_400 else {
        throw AutoExportProblem("\"endDate\" before \"startDate\" or more than a day after it")
      }
      days.merge(
        value, queue: queue, day: start.dayNumber, start: start.seconds, end: end,
        priority: point.priority)
    } else {
      days.add(value, metric: rule.metric, day: time.dayNumber, seconds: time.seconds)
    }
  }

  /// Adds the point just read, of `blood_pressure`: one reading of its day, with the systolic
  /// and diastolic figures it has (at least one).
  private mutating func addBloodPressure(factor: Double) throws(AutoExportProblem) {
    guard let time = try point.date.get() else { throw AutoExportProblem("no \"date\"") }
    let systolic = try point.systolic.get().map { $0 * factor }
    let diastolic = try point.diastolic.get().map { $0 * factor }
    guard systolic != nil || diastolic != nil else {
      throw AutoExportProblem("no \"systolic\" or \"diastolic\"")
    }
    for (value, kind) in [
      (systolic, MetricKind.bloodPressureSystolic), (diastolic, .bloodPressureDiastolic),
    ] {
      guard let value else { continue }
      guard kind.isPlausible(value) else {
        throw AutoExportProblem(
          "implausible \(kind.definition.shortName.lowercased()) "
            + "\(DecimalText.format(value, decimals: 3))\(kind.rangeText)")
      }
    }
    for (value, kind) in [
      (systolic, MetricKind.bloodPressureSystolic), (diastolic, .bloodPressureDiastolic),
    ] {
      if let value { days.add(value, metric: kind, day: time.dayNumber, seconds: time.seconds) }
    }
    days.add(1, metric: .bloodPressureReadings, day: time.dayNumber, seconds: time.seconds)
  }

  /// Counts a bad entry and warns about it at `line`.
  mutating func bad(line: Int, count: Int = 1, _ message: String) {
    summary.badEntries += count
    if summary.badLines.count < 5 { summary.badLines.append(line) }
    warnings.note(path: path, line: line, message)
  }
}
