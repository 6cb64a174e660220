import HealthCore

/// Turning one allow-listed record's attribute bytes into a sample.
extension AppleHealthImporter {
  /// One allow-listed record's figures, read and checked.
  struct Reading {
    /// The local day of `startDate`, days since 1970.
    var day: Int
    /// `startDate` and `endDate` (or `startDate` again), seconds since 1970 UTC.
    var start: Int, end: Int
    /// The value in the metric's canonical unit.
    var value: Double
  }

  /// Checks and converts one allow-listed record's fields and adds it to the totals, or counts
  /// it as malformed with the reason.
  mutating func add(
    _ type: RecordType, _ fields: RecordFields, _ buffer: UnsafeRawBufferPointer, at open: Int,
    lineBase: Int
  ) {
    if correlationDepth > 0, !(type.isBloodPressure && isBloodPressureCorrelation) {
      counts.nestedRecords += 1
      return
    }
    if type.isSleep {
      addSleep(fields, buffer, at: open, lineBase: lineBase)
      return
    }
    if type.isMindful {
      addMindful(fields, buffer, at: open, lineBase: lineBase)
      return
    }
    let reading: Reading
    switch read(type, fields, buffer) {
    case .success(let value): reading = value
    case .failure(let problem):
      noteMalformed(buffer, at: open, lineBase: lineBase, problem.reason)
      return
    }
    if type.isBloodPressure {
      let source = sourceIndex(fields, buffer)
      if correlationDepth > 0 { counts.nestedRecords += 1 } else { counts.recordsRead += 1 }
      bloodPressure.add(
        BloodPressureReadings.Record(
          systolic: type.metric == .bloodPressureSystolic, source: source, start: reading.start,
          end: reading.end, value: reading.value, day: reading.day),
        correlation: correlationDepth > 0 ? correlationCount : nil)
      return
    }
    let priority = sourcePriority(fields, buffer)
    counts.recordsRead += 1
    totals.add(
      type, day: reading.day, start: reading.start, end: reading.end, value: reading.value,
      priority: priority)
  }

  /// Notes the record's source as used and returns its merge priority (2 Apple Watch,
  /// 1 iPhone, 0 other; 0 without a source).
  mutating func sourcePriority(_ fields: RecordFields, _ buffer: UnsafeRawBufferPointer) -> UInt8 {
    // The last name's source was noted as used when it was looked up.
    if fields.sourceIsLast { return sources.lastNamePriority }
    let index = sourceIndex(fields, buffer)
    return index >= 0 && index < sources.priorities.count ? sources.priorities[index] : 0
  }

  /// Notes the record's source as used and returns its index in the source table (−1
  /// without a source).
  mutating func sourceIndex(_ fields: RecordFields, _ buffer: UnsafeRawBufferPointer) -> Int {
    let range = fields.source
    guard range.0 >= 0 else { return -1 }
    let index =
      fields.sourceIsLast
      ? sources.lastNameIndex : sources.index(buffer, offset: range.0, length: range.1)
    if index >= usedSources.count {
      usedSources += Array(repeating: false, count: index + 1 - usedSources.count)
    }
    usedSources[index] = true
    return index
  }

  /// Why a record is malformed ("Record with a bad startDate").
  struct Malformed: Error {
    /// The reason, as the warning says it.
    var reason: String
  }

  /// Reads a record's day, times and value, or says why it is malformed: no
  /// `startDate` or `value`, a bad date, a date outside the supported window, a value that is
  /// not a number, an unknown unit, or a value outside the metric's plausible range.
  mutating func read(
    _ type: RecordType, _ fields: RecordFields, _ buffer: UnsafeRawBufferPointer
  ) -> Result<Reading, Malformed> {
    guard fields.start.0 >= 0, fields.value.0 >= 0 else {
      return .failure(Malformed(reason: "Record without startDate or value"))
    }
    guard
      let start = RecordTime(
        buffer, offset: fields.start.0, length: fields.start.1, cache: &dayCache)
    else {
      return .failure(Malformed(reason: "Record with a bad startDate"))
    }
    guard LocalDate(dayNumber: start.dayNumber).isSupported else {
      return .failure(
        Malformed(reason: "Record with a startDate outside \(LocalDate.supportedRangeText)"))
    }
    var end = start.seconds
    if fields.end.0 >= 0, type.isBloodPressure || SourceMerge.isMerged[type.slot] {
      guard
        let time = RecordTime(buffer, offset: fields.end.0, length: fields.end.1, cache: &dayCache)
      else {
        return .failure(Malformed(reason: "Record with a bad endDate"))
      }
      end = time.seconds
    }
    guard let number = ByteNumber.parse(buffer, offset: fields.value.0, length: fields.value.1)
    else {
      return .failure(Malformed(reason: "Record with a value that is not a number"))
    }
    guard let metric = type.metric,
      let conversion = unitConversions.conversion(
        type, unit: buffer, offset: max(0, fields.unit.0), length: fields.unit.1)
    else {
      return .failure(Malformed(reason: "Record with an unknown unit"))
    }
    let value = conversion.apply(number)
    if metric == .bodyMass { weightUnits.note(factor: conversion.factor) }
    guard MetricKind.isPlausible(value, in: plausibleRanges[metric.index]) else {
      return .failure(Malformed(reason: "Record with an implausible value" + metric.rangeText))
    }
    return .success(Reading(day: start.dayNumber, start: start.seconds, end: end, value: value))
  }

  /// Counts a malformed record and keeps a warning (with its line) for the first few.
  mutating func noteMalformed(
    _ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int, _ reason: String
  ) {
    counts.malformedRecords += 1
    guard counts.malformedLines.count < 5 else { return }
    let line = lineBase + ByteText.countNewlines(in: buffer, from: 0, to: open)
    counts.malformedLines.append(line)
    malformedNotes.append(ImportWarning(path: path, line: line, message: reason + "; skipped"))
  }
}
