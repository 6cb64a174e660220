import HealthCore

/// Reads Health Auto Export's point dates: `yyyy-MM-dd HH:mm:ss Z` (`2024-03-01 00:00:00
/// -0800`), or from phones set to 12-hour time `yyyy-MM-dd h:mm:ss a Z` (`2024-09-21 7:57:00 am
/// +1000`), with a space or a narrow no-break space (U+202F) before AM or PM, in any case.
enum AutoExportTime {
  /// The date and time written in `raw`, or why it is not one.
  /// - Parameter raw: the string's bytes (no escapes).
  /// - Returns: the local day written, the instant and the offset; or a reason.
  static func parse(_ raw: UnsafeRawBufferPointer) -> Result<RecordTime, AutoExportProblem> {
    let bytes = raw
    let count = bytes.count
    @inline(__always) func digit(_ at: Int) -> Int? {
      guard at < count else { return nil }
      let value = bytes[at] &- 48
      return value <= 9 ? Int(value) : nil
    }
    @inline(__always) func number(_ at: Int, _ length: Int) -> Int? {
      var value = 0
      for index in at..<(at + length) {
        guard let next = digit(index) else { return nil }
        value = value * 10 + next
      }
      return value
    }
    func fail() -> Result<RecordTime, AutoExportProblem> {
      .failure(
        AutoExportProblem(
          "not a date (yyyy-MM-dd HH:mm:ss ±hhmm): \(DiagnosticText.quoted(utf8: raw))"))
    }
    guard count >= 19, let year = number(0, 4), bytes[4] == 45, let month = number(5, 2),
      bytes[7] == 45, let day = number(8, 2), bytes[10] == 32
    else { return fail() }
    // The hour: one or two digits.
    var index = 11
    guard var hour = digit(index) else { return fail() }
    index += 1
    if let second = digit(index) {
      hour = hour * 10 + second
      index += 1
    }
    guard index + 6 <= count, bytes[index] == 58, let minute = number(index + 1, 2),
      bytes[index + 3] == 58, let second = number(index + 4, 2)
    else { return fail() }
    index += 6
    // An optional AM/PM after a space or U+202F (E2 80 AF).
    var meridiem: UInt8?
    if let afterSpace = separator(bytes, at: index), afterSpace + 2 <= count,
      bytes[afterSpace + 1] | 0x20 == UInt8(ascii: "m"),
      [UInt8(ascii: "a"), UInt8(ascii: "p")].contains(bytes[afterSpace] | 0x20)
    {
      meridiem = bytes[afterSpace] | 0x20
      index = afterSpace + 2
    }
    // The offset after a space: ±hhmm (or ±hh:mm).
    guard index + 6 <= count, bytes[index] == 32,
      bytes[index + 1] == UInt8(ascii: "+") || bytes[index + 1] == UInt8(ascii: "-"),
      let offsetHours = number(index + 2, 2)
    else { return fail() }
    var minutesAt = index + 4
    if minutesAt < count, bytes[minutesAt] == 58 { minutesAt += 1 }
    guard minutesAt + 2 == count, let offsetMinutes = number(minutesAt, 2) else { return fail() }
    if let meridiem {
      guard (1...12).contains(hour) else {
        return .failure(AutoExportProblem("not an hour on a 12-hour clock: \(hour)"))
      }
      hour = hour % 12 + (meridiem == UInt8(ascii: "p") ? 12 : 0)
    }
    guard hour < 24, minute < 60, second < 61, offsetHours < 24, offsetMinutes < 60 else {
      return .failure(
        AutoExportProblem("not a time of day: \(DiagnosticText.quoted(utf8: raw))"))
    }
    guard let date = LocalDate(year: year, month: month, day: day) else {
      return .failure(
        AutoExportProblem(LocalDate.problem(with: String(decoding: raw.prefix(10), as: UTF8.self))))
    }
    guard date.isSupported else {
      return .failure(
        AutoExportProblem(
          "\(date.isoString) is outside the dates the tool accepts (\(LocalDate.supportedRangeText))"
        ))
    }
    let sign = bytes[index + 1] == UInt8(ascii: "-") ? -1 : 1
    let offset: Int = sign * (offsetHours * 3600 + offsetMinutes * 60)
    let clock: Int = hour * 3600 + minute * 60 + second
    let seconds: Int = date.dayNumber * 86_400 + clock - offset
    return .success(RecordTime(dayNumber: date.dayNumber, seconds: seconds, offset: offset))
  }

  /// The offset just after a space or a narrow no-break space at `at`, or `nil`.
  private static func separator(_ bytes: UnsafeRawBufferPointer, at: Int) -> Int? {
    if at < bytes.count, bytes[at] == 32 { return at + 1 }
    if at + 3 <= bytes.count, bytes[at] == 0xE2, bytes[at + 1] == 0x80, bytes[at + 2] == 0xAF {
      return at + 3
    }
    return nil
  }
}

/// Why a point, a workout or a metric of a Health Auto Export file was skipped: the words of
/// its warning, or the place of a field's reason in the reader's ``AutoExportProblems``.
enum AutoExportProblem: Error, Sendable, Equatable {
  /// The reason, as a warning says it ("not a date: …").
  case text(String)
  /// The place of the reason in the reader's problems.
  case stored(Int32)

  /// A problem with its words.
  init(_ reason: String) {
    self = .text(reason)
  }

  /// The words of the problem.
  func text(in problems: AutoExportProblems) -> String {
    switch self {
    case .text(let reason): return reason
    case .stored(let index): return problems.reason(at: index)
    }
  }
}

/// The reasons of the fields found unusable in the points and workouts not yet used.
struct AutoExportProblems: Sendable {
  private var reasons: [String] = []

  /// Keeps `reason`; returns its place.
  mutating func keep(_ reason: String) -> Int32 {
    reasons.append(reason)
    return Int32(clamping: reasons.count - 1)
  }

  /// The reason at `index`.
  func reason(at index: Int32) -> String {
    let position = Int(index)
    return reasons.indices.contains(position) ? reasons[position] : "unreadable field"
  }

  /// Forgets every reason (once the objects that refer to them are used).
  mutating func removeAll() {
    if !reasons.isEmpty { reasons.removeAll(keepingCapacity: true) }
  }
}
