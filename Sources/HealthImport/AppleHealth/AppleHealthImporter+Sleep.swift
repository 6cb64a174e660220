import HealthCore

/// Reading one `HKCategoryTypeIdentifierSleepAnalysis` record.
extension AppleHealthImporter {
  /// The prefix of every sleep-analysis value.
  static let sleepValuePrefix: StaticString = "HKCategoryValueSleepAnalysis"

  /// Checks one sleep record (start and end dates, a known value, at most a day long) and
  /// keeps it for the night rules, or counts it as malformed.
  mutating func addSleep(
    _ fields: RecordFields, _ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int
  ) {
    guard fields.start.0 >= 0, fields.end.0 >= 0, fields.value.0 >= 0 else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "sleep Record without dates or value")
      return
    }
    guard
      let (start, end) = interval(
        fields, buffer, at: open, lineBase: lineBase, kind: "sleep",
        longest: SleepSample.longestSample)
    else { return }
    guard let stage = sleepStage(buffer, offset: fields.value.0, length: fields.value.1) else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "sleep Record with an unknown value")
      return
    }
    let priority = sourcePriority(fields, buffer)
    counts.recordsRead += 1
    sleepSamples.append(
      SleepSample(
        start: start.seconds, end: end.seconds, startOffset: start.offset,
        endOffset: end.offset, stage: stage, priority: priority))
  }

  /// A category record's start and end (both given and valid, inside the supported window, the
  /// end not before the start and at most `longest` seconds after it), or `nil` with the
  /// record counted as malformed ("sleep Record with a bad date").
  /// - Parameters:
  ///   - fields: the record's attributes.
  ///   - buffer: the bytes they lie in.
  ///   - open: the record's `<`, for the warning's line.
  ///   - lineBase: the line of `buffer`'s first byte.
  ///   - kind: the record's kind in the warning ("sleep", "mindful").
  ///   - longest: the longest record allowed, seconds.
  /// - Returns: the start and end, or `nil`.
  mutating func interval(
    _ fields: RecordFields, _ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int,
    kind: String, longest: Int
  ) -> (start: RecordTime, end: RecordTime)? {
    guard fields.start.0 >= 0, fields.end.0 >= 0 else {
      noteMalformed(buffer, at: open, lineBase: lineBase, kind + " Record without dates")
      return nil
    }
    guard
      let start = RecordTime(
        buffer, offset: fields.start.0, length: fields.start.1, cache: &dayCache),
      let end = RecordTime(buffer, offset: fields.end.0, length: fields.end.1, cache: &dayCache)
    else {
      noteMalformed(buffer, at: open, lineBase: lineBase, kind + " Record with a bad date")
      return nil
    }
    guard LocalDate(dayNumber: start.dayNumber).isSupported,
      LocalDate(dayNumber: end.dayNumber).isSupported
    else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase,
        kind + " Record with a date outside \(LocalDate.supportedRangeText)")
      return nil
    }
    guard end.seconds >= start.seconds, end.seconds - start.seconds <= longest else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase,
        kind + " Record ending before it starts or longer than a day")
      return nil
    }
    return (start, end)
  }

  /// The stage named by the value at `buffer[offset..<offset+length]`, or `nil`.
  func sleepStage(_ buffer: UnsafeRawBufferPointer, offset: Int, length: Int) -> SleepStage? {
    let prefix = AppleHealthImporter.sleepValuePrefix.utf8CodeUnitCount
    guard length > prefix, length < prefix + 32, offset + length <= buffer.count,
      ByteText.matches(AppleHealthImporter.sleepValuePrefix, in: buffer, at: offset)
    else { return nil }
    let suffix = String(
      decoding: UnsafeRawBufferPointer(rebasing: buffer[(offset + prefix)..<(offset + length)]),
      as: UTF8.self)
    return SleepStage(valueSuffix: suffix)
  }
}
