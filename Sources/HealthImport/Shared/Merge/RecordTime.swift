import HealthCore

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
    /// The last offset read (`±HHMM`, the five bytes in the low 40 bits) and its seconds east
    /// of UTC: an export writes one or two offsets.
    var zone: UInt64 = 0
    var zoneSeconds = 0
    var isZoneValid = false
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
      cache.head = head
      cache.tail = tail
      cache.dayNumber = dayNumber
      cache.isValid = true
    }
    // `HH:mm:ss` is bytes 11..<19, inside the checked length.
    let clock = UInt64(
      littleEndian: base.loadUnaligned(fromByteOffset: offset + 11, as: UInt64.self))
    guard let (hour, minute, second) = RecordTime.clock(clock), hour < 24, minute < 60,
      second < 61
    else { return nil }
    var offsetSeconds = 0
    if length == 25 {
      // Bytes 17..<25: the seconds, a space, then `±HHMM` in the top five bytes.
      let zone =
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 17, as: UInt64.self))
        >> 24
      if cache.isZoneValid, cache.zone == zone {
        offsetSeconds = cache.zoneSeconds
      } else {
        let sign = byte(20)
        let hours = twoDigits(21)
        let minutes = twoDigits(23)
        guard sign == 43 || sign == 45, hours < 100, minutes < 100 else { return nil }
        offsetSeconds = (hours * 3600 + minutes * 60) * (sign == 45 ? -1 : 1)
        cache.zone = zone
        cache.zoneSeconds = offsetSeconds
        cache.isZoneValid = true
      }
    }
    self.dayNumber = dayNumber
    // Cannot overflow: `LocalDate` days lie within ±4 million, the other parts under 100.
    self.seconds =
      dayNumber &* 86_400 &+ hour &* 3600 &+ minute &* 60 &+ second &- offsetSeconds
    self.offset = offsetSeconds
  }

  /// The fields of `HH:mm:ss` packed little-endian in `word` (its first character lowest), or
  /// `nil` unless the six digits are `0`–`9` and the two separators `:`. Checks all eight bytes
  /// at once; the ranges (hour < 24…) are the caller's.
  @inline(__always)
  static func clock(_ word: UInt64) -> (hour: Int, minute: Int, second: Int)? {
    // Bytes 0, 1, 3, 4, 6 and 7 are digits: high nibble 3, and still 3 after adding 6 (which
    // lifts `:`…`?` out); a byte ≥ 0xFA that carries into the next already fails the first test.
    let digitNibbles: UInt64 = 0xF0F0_00F0_F000_F0F0
    let digitZeros: UInt64 = 0x3030_0030_3000_3030
    guard word & digitNibbles == digitZeros,
      (word &+ 0x0606_0006_0600_0606) & digitNibbles == digitZeros,
      word & 0x0000_FF00_00FF_0000 == 0x0000_3A00_003A_0000
    else { return nil }
    let digits = word &- digitZeros
    // Tens times ten plus ones, in bytes 0, 3 and 6 at once: each under 100, so no byte carries
    // into the next.
    let pairs = (digits & 0x00FF_0000_FF00_00FF) &* 10 &+ (digits & 0xFF00_00FF_0000_FF00) >> 8
    return (Int(pairs & 0xFF), Int((pairs >> 24) & 0xFF), Int((pairs >> 48) & 0xFF))
  }
}
