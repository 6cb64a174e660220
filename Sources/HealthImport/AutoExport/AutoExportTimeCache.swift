import HealthCore

/// Reads point dates as ``AutoExportTime/parse(_:)`` does, remembering the day and the UTC
/// offset of the last date read in the 24-hour form `yyyy-MM-dd HH:mm:ss ±HHMM`: a file's points
/// come minute after minute, so a date that repeats both is read by comparing them and checking
/// its clock's eight bytes, and the calendar, the supported range and the offset are worked out
/// once per day and zone. Anything else (another day or zone, a 12-hour date, a bad one) goes
/// through ``AutoExportTime/parse(_:)``, which alone decides what is valid.
struct AutoExportTimeCache: Sendable {
  /// Bytes 0..<8 and 3..<11 (`yyyy-MM-dd ` with the space after it) of the date kept.
  private var day: (UInt64, UInt64) = (0, 0)
  /// Its day, days since 1970.
  private var dayNumber = 0
  /// Bytes 19..<25 (` ±HHMM` with the space before it) of the date kept, little-endian.
  private var zone: UInt64 = 0
  /// Its offset, seconds east of UTC.
  private var zoneSeconds = 0
  /// Whether a date is kept.
  private var isSet = false

  /// The date and time written in `raw`, or why it is not one (as ``AutoExportTime/parse(_:)``).
  /// - Parameter raw: the string's bytes (no escapes).
  /// - Returns: the local day written, the instant and the offset; or a reason.
  mutating func parse(_ raw: UnsafeRawBufferPointer) -> Result<RecordTime, AutoExportProblem> {
    guard raw.count == 25, let base = raw.baseAddress else { return AutoExportTime.parse(raw) }
    // Every load is inside the 25 bytes.
    let head = (
      base.loadUnaligned(as: UInt64.self), base.loadUnaligned(fromByteOffset: 3, as: UInt64.self)
    )
    let zone = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 17, as: UInt64.self)) >> 16
    let clock = RecordTime.clock(
      UInt64(littleEndian: base.loadUnaligned(fromByteOffset: 11, as: UInt64.self)))
    if isSet, head == day, zone == self.zone, let (hour, minute, second) = clock, hour < 24,
      minute < 60, second < 61
    {
      let seconds = dayNumber &* 86_400 &+ hour &* 3600 &+ minute &* 60 &+ second &- zoneSeconds
      return .success(RecordTime(dayNumber: dayNumber, seconds: seconds, offset: zoneSeconds))
    }
    let parsed = AutoExportTime.parse(raw)
    // Kept only in the 24-hour form: the day and zone bytes compared above then mean the same
    // day and offset whatever the clock between them.
    if case .success(let time) = parsed, clock != nil,
      base.load(fromByteOffset: 10, as: UInt8.self) == 32,
      base.load(fromByteOffset: 19, as: UInt8.self) == 32
    {
      day = head
      dayNumber = time.dayNumber
      self.zone = zone
      zoneSeconds = time.offset
      isSet = true
    }
    return parsed
  }
}
