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
      let start = RecordTime(
        buffer, offset: fields.start.0, length: fields.start.1, cache: &dayCache),
      let end = RecordTime(buffer, offset: fields.end.0, length: fields.end.1, cache: &dayCache)
    else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "sleep Record with a bad date")
      return
    }
    guard LocalDate(dayNumber: start.dayNumber).isSupported,
      LocalDate(dayNumber: end.dayNumber).isSupported
    else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase,
        "sleep Record with a date outside \(LocalDate.supportedRangeText)")
      return
    }
    guard let stage = sleepStage(buffer, offset: fields.value.0, length: fields.value.1) else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "sleep Record with an unknown value")
      return
    }
    guard end.seconds >= start.seconds,
      end.seconds - start.seconds <= SleepSample.longestSample
    else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase,
        "sleep Record ending before it starts or longer than a day")
      return
    }
    let priority = sourcePriority(fields.source, buffer)
    counts.recordsRead += 1
    sleepSamples.append(
      SleepSample(
        start: start.seconds, end: end.seconds, startOffset: start.offset,
        endOffset: end.offset, stage: stage, priority: priority))
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
