/// A record's `startDate`/`endDate`, `yyyy-MM-dd HH:mm:ss ±HHMM`, read from bytes.
struct RecordTime: Sendable, Equatable {
  /// The local calendar day as written (the first ten characters), days since 1970-01-01.
  var dayNumber: Int
  /// The instant, seconds since 1970-01-01 00:00 UTC (local time minus the written offset).
  var seconds: Int
  /// The written UTC offset, seconds east of UTC (0 when none is written).
  var offset: Int = 0

  /// The last date (`yyyy-MM-dd`, as raw bytes) read and its day number: records come sorted,
  /// so consecutive timestamps nearly always share their day.
  struct DayCache: Sendable {
    var head: UInt64 = 0
    var tail: UInt16 = 0
    var dayNumber = 0
    var isValid = false
  }

  /// A time from its parts.
  /// - Parameters:
  ///   - dayNumber: the local day as written, days since 1970-01-01.
  ///   - seconds: the instant, seconds since 1970-01-01 00:00 UTC.
  ///   - offset: the written UTC offset, seconds east of UTC.
  init(dayNumber: Int, seconds: Int, offset: Int) {
    self.dayNumber = dayNumber
    self.seconds = seconds
    self.offset = offset
  }

  /// Parses the 25-byte timestamp at `buffer[offset..<offset+length]`; `nil` if malformed.
  /// A missing offset (19 bytes) is read as UTC.
  init?(_ buffer: UnsafeRawBufferPointer, offset: Int, length: Int) {
    var cache = DayCache()
    self.init(buffer, offset: offset, length: length, cache: &cache)
  }

  /// `init(_:offset:length:)` that reuses `cache` when the date part repeats the last one.
  init?(_ buffer: UnsafeRawBufferPointer, offset: Int, length: Int, cache: inout DayCache) {
    guard length == 25 || length == 19, offset >= 0, offset + length <= buffer.count,
      let base = buffer.baseAddress
    else { return nil }
    // From here every load is inside base[offset..<offset+length] (length ≥ 19).
    @inline(__always) func byte(_ at: Int) -> UInt8 {
      base.load(fromByteOffset: offset + at, as: UInt8.self)
    }
    /// Two decimal digits at `at`, or a value ≥ 100 when either byte is not a digit.
    @inline(__always) func twoDigits(_ at: Int) -> Int {
      let high = byte(at) &- 48
      let low = byte(at + 1) &- 48
      guard high <= 9, low <= 9 else { return 100 }
      return Int(high) * 10 + Int(low)
    }
    let head = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    let tail = base.loadUnaligned(fromByteOffset: offset + 8, as: UInt16.self)
    let dayNumber: Int
    if cache.isValid, cache.head == head, cache.tail == tail {
      dayNumber = cache.dayNumber
    } else {
      let century = twoDigits(0)
      let yearInCentury = twoDigits(2)
      let month = twoDigits(5)
      let day = twoDigits(8)
      guard byte(4) == 45, byte(7) == 45, century < 100, yearInCentury < 100, month < 100,
        day < 100, let date = LocalDate(year: century * 100 + yearInCentury, month: month, day: day)
      else { return nil }
      dayNumber = date.dayNumber
      cache = DayCache(head: head, tail: tail, dayNumber: dayNumber, isValid: true)
    }
    let hour = twoDigits(11)
    let minute = twoDigits(14)
    let second = twoDigits(17)
    guard byte(13) == 58, byte(16) == 58, hour < 24, minute < 60, second < 61 else { return nil }
    var offsetSeconds = 0
    if length == 25 {
      let sign = byte(20)
      let hours = twoDigits(21)
      let minutes = twoDigits(23)
      guard sign == 43 || sign == 45, hours < 100, minutes < 100 else { return nil }
      offsetSeconds = (hours * 3600 + minutes * 60) * (sign == 45 ? -1 : 1)
    }
    self.dayNumber = dayNumber
    self.seconds = dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    self.offset = offsetSeconds
  }
}
