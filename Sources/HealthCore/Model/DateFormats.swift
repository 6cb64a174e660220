/// The fixed en_US date patterns of the dashboard (SPEC §7), independent of the machine's locale.
extension LocalDate {
  static let monthNames = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
  ]
  /// `Jan` … `Dec`: the month abbreviations of every date format (annotations, mail dates).
  public static let shortMonthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The full English month name of this day ("December").
  public var monthName: String { LocalDate.monthNames[month - 1] }

  /// `EEE, MMM d`, as in annotations: "Mon, Dec 9".
  public var annotationText: String {
    LocalDate.text { appendAnnotationText(to: &$0) }
  }

  /// Appends ``annotationText`` to `text`.
  public func appendAnnotationText(to text: inout ShortText) {
    text.append(weekday.shortName)
    text.append(", ")
    appendShortText(to: &text)
  }

  /// `MMM d`, a day in a short phrase ("week of Dec 8"): "Dec 8".
  public var shortText: String {
    LocalDate.text { appendShortText(to: &$0) }
  }

  /// Appends ``shortText`` to `text`.
  func appendShortText(to text: inout ShortText) {
    let (_, month, day) = components
    text.append(LocalDate.shortMonthNames[month - 1])
    text.append(" ")
    text.append(number: day)
  }

  /// `M/d`, as on time axes: "12/9".
  public var axisText: String {
    let (_, month, day) = components
    return LocalDate.text { text in
      text.append(number: month)
      text.append("/")
      text.append(number: day)
    }
  }

  /// `MMMM d, yyyy`, as in list pages: "December 9, 2024".
  public var listText: String {
    accessibilityText + ", " + String(year)
  }

  /// `MMMM d`, the accessibility label of a datum: "December 9".
  public var accessibilityText: String {
    LocalDate.text { appendAccessibilityText(to: &$0) }
  }

  /// Appends ``accessibilityText`` to `text`.
  public func appendAccessibilityText(to text: inout ShortText) {
    let (_, month, day) = components
    text.append(LocalDate.monthNames[month - 1])
    text.append(" ")
    text.append(number: day)
  }

  /// Builds a short text in a stack buffer, decoded once (an inline string when it fits).
  static func text(_ build: (inout ShortText) -> Void) -> String {
    ShortText.build(capacity: ShortText.capacity, build)
  }
}

/// A small fixed buffer for building texts without intermediate strings: date texts, and the
/// labels a chart makes for each of its datums. Bytes past its capacity are dropped, so a
/// caller sizes it for the longest text it can build.
public struct ShortText {
  /// The capacity of date texts: a month name, a day and a year fit easily.
  static let capacity = 48
  let buffer: UnsafeMutableBufferPointer<UInt8>
  /// The bytes written.
  public private(set) var count = 0

  init(buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// Builds a text of at most `capacity` bytes in a stack buffer and decodes it once.
  /// - Parameters:
  ///   - capacity: the most bytes the text can take.
  ///   - build: appends the text.
  /// - Returns: the text.
  public static func build(capacity: Int, _ build: (inout ShortText) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, capacity)) { buffer in
      var text = ShortText(buffer: buffer)
      build(&text)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<text.count]), as: UTF8.self)
    }
  }

  /// Appends UTF-8 `bytes` (cut at the capacity).
  public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    let length = min(bytes.count, buffer.count - count)
    guard length > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else {
      return
    }
    (target + count).update(from: source, count: length)
    count += length
  }

  /// Appends `text` (cut at the capacity).
  public mutating func append(_ text: String) {
    // Native and small strings lend their UTF-8 in place (a small one from a stack copy).
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
    for byte in text.utf8 {
      guard count < buffer.count else { return }
      buffer[count] = byte
      count += 1
    }
  }

  /// Appends the decimal digits of `number`.
  public mutating func append(number: Int) {
    guard number >= 0 else {
      append(String(number))
      return
    }
    // Days, hours and minutes (most numbers written) take one or two digits.
    if number < 100, count + 2 <= buffer.count {
      if number >= 10 {
        buffer[count] = 48 + UInt8(number / 10)
        count += 1
      }
      buffer[count] = 48 + UInt8(number % 10)
      count += 1
      return
    }
    var divisor = 1
    while number / divisor >= 10 { divisor *= 10 }
    while divisor > 0, count < buffer.count {
      buffer[count] = 48 + UInt8((number / divisor) % 10)
      count += 1
      divisor /= 10
    }
  }
}

/// The week's dates in words.
extension Week {
  /// `Dec 8 – 14, 2024`, `Nov 25 – Dec 1, 2024` or `Dec 30, 2024 – Jan 5, 2025`.
  public var rangeText: String {
    let first = LocalDate.shortMonthNames[start.month - 1] + " " + String(start.day)
    let lastMonth = LocalDate.shortMonthNames[end.month - 1]
    if start.year != end.year {
      return first + ", " + String(start.year) + " \u{2013} " + lastMonth + " " + String(end.day)
        + ", " + String(end.year)
    }
    let last = start.month == end.month ? String(end.day) : lastMonth + " " + String(end.day)
    return first + " \u{2013} " + last + ", " + String(end.year)
  }
}
