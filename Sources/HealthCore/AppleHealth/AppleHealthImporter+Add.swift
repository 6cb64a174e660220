/// Turning one allow-listed record's attribute bytes into a sample.
extension AppleHealthImporter {
  /// Checks and converts one allow-listed record's fields and adds it to the totals.
  mutating func add(
    _ type: RecordType, _ fields: RecordFields, _ buffer: UnsafeRawBufferPointer, at open: Int,
    lineBase: Int
  ) {
    guard fields.start.0 >= 0, fields.value.0 >= 0 else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "Record without startDate or value")
      return
    }
    guard
      let start = RecordTime(
        buffer, offset: fields.start.0, length: fields.start.1, cache: &dayCache)
    else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "Record with a bad startDate")
      return
    }
    guard LocalDate(dayNumber: start.dayNumber).isSupported else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase,
        "Record with a startDate outside \(LocalDate.supportedRangeText)")
      return
    }
    var endSeconds = start.seconds
    if fields.end.0 >= 0, type == .steps || type == .distance {
      guard
        let end = RecordTime(
          buffer, offset: fields.end.0, length: fields.end.1, cache: &dayCache)
      else {
        noteMalformed(buffer, at: open, lineBase: lineBase, "Record with a bad endDate")
        return
      }
      endSeconds = end.seconds
    }
    guard let number = ByteNumber.parse(buffer, offset: fields.value.0, length: fields.value.1)
    else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase, "Record with a value that is not a number")
      return
    }
    let unitOffset = max(0, fields.unit.0)
    guard let factor = type.factor(unit: buffer, offset: unitOffset, length: fields.unit.1) else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "Record with an unknown unit")
      return
    }
    var priority: UInt8 = 0
    if fields.source.0 >= 0 {
      let index = sources.index(buffer, offset: fields.source.0, length: fields.source.1)
      if index >= usedSources.count {
        usedSources += Array(repeating: false, count: index + 1 - usedSources.count)
      }
      usedSources[index] = true
      priority = index < sources.priorities.count ? sources.priorities[index] : 0
    }
    let value = number * factor
    let range = type.metric.plausibleRange
    guard range.contains(value) else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase,
        "Record with an implausible value (outside \(DecimalText.format(range.lowerBound, decimals: 1))"
          + " to \(DecimalText.format(range.upperBound, decimals: 1)) \(type.metric.canonicalUnitName))"
      )
      return
    }
    counts.recordsRead += 1
    totals.add(
      type, day: start.dayNumber, start: start.seconds, end: endSeconds, value: value,
      priority: priority)
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
