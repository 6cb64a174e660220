/// A record's `startDate`/`endDate`, `yyyy-MM-dd HH:mm:ss ±HHMM`, read from bytes.
struct RecordTime: Sendable, Equatable {
  /// The local calendar day as written (the first ten characters), days since 1970-01-01.
  var dayNumber: Int
  /// The instant, seconds since 1970-01-01 00:00 UTC (local time minus the written offset).
  var seconds: Int

  /// Parses the 25-byte timestamp at `buffer[offset..<offset+length]`; `nil` if malformed.
  /// A missing offset (19 bytes) is read as UTC.
  init?(_ buffer: UnsafeRawBufferPointer, offset: Int, length: Int) {
    guard length == 25 || length == 19, offset >= 0, offset + length <= buffer.count else {
      return nil
    }
    func digits(_ at: Int, _ count: Int) -> Int? {
      var value = 0
      for index in (offset + at)..<(offset + at + count) {
        let byte = buffer[index] &- 48
        guard byte <= 9 else { return nil }
        value = value * 10 + Int(byte)
      }
      return value
    }
    guard buffer[offset + 4] == 45, buffer[offset + 7] == 45, buffer[offset + 13] == 58,
      buffer[offset + 16] == 58,
      let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
      let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
      hour < 24, minute < 60, second < 61,
      let date = LocalDate(year: year, month: month, day: day)
    else { return nil }
    var offsetSeconds = 0
    if length == 25 {
      let sign = buffer[offset + 20]
      guard sign == 43 || sign == 45, let hours = digits(21, 2), let minutes = digits(23, 2)
      else { return nil }
      offsetSeconds = (hours * 3600 + minutes * 60) * (sign == 45 ? -1 : 1)
    }
    self.dayNumber = date.dayNumber
    self.seconds = date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
  }
}
