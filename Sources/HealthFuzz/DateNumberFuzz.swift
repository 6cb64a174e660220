@_spi(Fuzzing) import HealthCore
@_spi(Fuzzing) import HealthImport
import ReportMail

/// Date and number parsing: the input is tried as an ISO day (`LocalDate(iso:)`,
/// `LocalDate(isoBytes:)`), a mail date and a `--week`, a record timestamp and a record value.
/// Each parser must agree with a plain reference and read back what it writes.
enum DateNumberFuzz {
  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    let array = Array(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    try checkLocalDate(array, text: text)
    try checkMailDate(text)
    try checkWeek(text)
    try checkTimestamps(bytes)
    try checkNumber(bytes)
  }

  /// `LocalDate(iso:)` and `LocalDate(isoBytes:)` agree, and a parsed day writes as it was read.
  static func checkLocalDate(_ bytes: [UInt8], text: String) throws(FuzzFailure) {
    let fromBytes = LocalDate(isoBytes: bytes[...])
    if let fromBytes {
      let written = fromBytes.isoString
      guard Array(written.utf8) == Array(bytes.prefix(10)) else {
        throw FuzzFailure("LocalDate(isoBytes:) read \(bytes.prefix(10)) as \(written)")
      }
      let (year, month, day) = fromBytes.components
      guard LocalDate(year: year, month: month, day: day) == fromBytes,
        LocalDate(dayNumber: fromBytes.dayNumber) == fromBytes
      else { throw FuzzFailure("\(written): components do not round-trip") }
    }
    let fromText = LocalDate(iso: text)
    let expected = text.utf8.count == 10 ? LocalDate(isoBytes: Array(text.utf8)[...]) : nil
    guard fromText == expected else {
      throw FuzzFailure("LocalDate(iso: \"\(text)\") is \(String(describing: fromText))")
    }
  }

  /// A parsed mail date renders to text that parses to the same date.
  static func checkMailDate(_ text: String) throws(FuzzFailure) {
    guard let date = MailDate(parsing: text) else { return }
    let rendered = date.render()
    guard MailDate(parsing: rendered) == date else {
      throw FuzzFailure("MailDate \"\(text)\" renders as \"\(rendered)\", which reads otherwise")
    }
  }

  /// A parsed week is named by an identifier that parses to the same week.
  static func checkWeek(_ text: String) throws(FuzzFailure) {
    for weekStart in WeekStart.allCases {
      guard let week = Week(parsing: text, weekStart: weekStart) else { continue }
      let name = week.identifier
      guard Week(parsing: name, weekStart: weekStart) == week else {
        throw FuzzFailure(
          "week \"\(text)\" (\(weekStart)) is named \"\(name)\", which reads otherwise")
      }
    }
  }

  /// The record timestamp parser agrees with `reference`, with and without its day cache.
  static func checkTimestamps(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    var cache = RecordFieldParsers.DayCache()
    var offset = 0
    while offset < bytes.count {
      for length in [25, 19] where offset + length <= bytes.count {
        var fresh = RecordFieldParsers.DayCache()
        let uncached = RecordFieldParsers.timestamp(
          bytes, offset: offset, length: length, cache: &fresh)
        let cached = RecordFieldParsers.timestamp(
          bytes, offset: offset, length: length, cache: &cache)
        let field = Array(bytes[offset..<(offset + length)])
        let expected = reference(field)
        guard same(uncached, expected), same(cached, expected) else {
          throw FuzzFailure(
            "timestamp \(field): \(String(describing: uncached)), cached "
              + "\(String(describing: cached)), expected \(String(describing: expected))")
        }
      }
      offset += 25
    }
    // Out-of-range requests are refused, not read.
    var cacheForBounds = RecordFieldParsers.DayCache()
    guard
      RecordFieldParsers.timestamp(
        bytes, offset: bytes.count - 18, length: 19, cache: &cacheForBounds) == nil
    else { throw FuzzFailure("a timestamp past the end was read") }
  }

  /// Whether a parsed timestamp is the expected day and instant (both `nil` also agree).
  static func same(
    _ parsed: RecordFieldParsers.Timestamp?, _ expected: (dayNumber: Int, seconds: Int)?
  ) -> Bool {
    parsed?.dayNumber == expected?.dayNumber && parsed?.seconds == expected?.seconds
  }

  /// `yyyy-MM-dd?HH:mm:ss` with an optional `?±HHMM` (`?` any byte), read plainly: the local
  /// day (days since 1970-01-01) and the instant (seconds since 1970-01-01 00:00 UTC).
  static func reference(_ field: [UInt8]) -> (dayNumber: Int, seconds: Int)? {
    guard field.count == 19 || field.count == 25 else { return nil }
    func number(_ start: Int, _ count: Int) -> Int? {
      let digits = field[start..<(start + count)]
      guard digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
      return digits.reduce(0) { $0 * 10 + Int($1 - 48) }
    }
    guard let date = LocalDate(isoBytes: field[0..<10]), field[13] == 58, field[16] == 58,
      let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
      hour < 24, minute < 60, second <= 60
    else { return nil }
    var zone = 0
    if field.count == 25 {
      guard field[20] == 43 || field[20] == 45, let hours = number(21, 2),
        let minutes = number(23, 2)
      else { return nil }
      zone = (hours * 60 + minutes) * 60 * (field[20] == 45 ? -1 : 1)
    }
    return (
      dayNumber: date.dayNumber,
      seconds: date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - zone
    )
  }

  /// The record value parser agrees with `Double(String)` (finite values only, 64 bytes at
  /// most) on the whole input and on each of its prefixes.
  static func checkNumber(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    for length in 0...min(bytes.count, 66) {
      let got = RecordFieldParsers.number(bytes, offset: 0, length: length)
      var expected: Double?
      if length > 0, length <= 64 {
        let text = String(
          decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
        expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
      }
      guard got == expected else {
        throw FuzzFailure(
          "value \(Array(bytes[0..<length])): \(String(describing: got)), expected "
            + String(describing: expected))
      }
    }
  }
}
