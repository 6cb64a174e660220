import HealthCore

/// The progress line shown on a terminal's standard error while an export is read:
/// `\rReading export.zip: 42% · 180.3 MB/s · 0:07 left`, rewritten at most 10 times a second.
struct ProgressMeter {
  /// The shortest time between two refreshes, in seconds.
  static let interval = 0.1

  /// The input's name as the user gave it.
  let label: String
  /// The clock, in seconds.
  let now: @Sendable () -> Double
  /// When reading started, on `now`'s scale.
  let start: Double
  /// When the line was last written, if it was.
  private var lastShown: Double?
  /// The length of the last line written, to blank out leftovers of a longer one.
  private var lastLength = 0

  /// Starts a meter at `now()`.
  init(label: String, now: @escaping @Sendable () -> Double) {
    self.label = label
    self.now = now
    self.start = now()
  }

  /// The text to write for `done` of `total` bytes, or `nil` when the last refresh was less
  /// than ``interval`` ago (or, for the first, reading started less than that ago).
  mutating func update(done: Int, total: Int) -> String? {
    let time = now()
    guard time - (lastShown ?? start) >= Self.interval else { return nil }
    lastShown = time
    let line = Self.describe(label: label, done: done, total: total, elapsed: time - start)
    let padding = String(repeating: " ", count: max(0, lastLength - line.count))
    lastLength = line.count
    return "\r" + line + padding
  }

  /// The text that blanks the line, or `nil` when nothing was written.
  func clear() -> String? {
    guard lastShown != nil else { return nil }
    return "\r" + String(repeating: " ", count: lastLength) + "\r"
  }

  /// The line's words: percent, rate (decimal megabytes per second) and time left.
  static func describe(label: String, done: Int, total: Int, elapsed: Double) -> String {
    var parts = ["Reading \(label):"]
    if total > 0 {
      parts.append("\(min(100, done * 100 / total))%")
    }
    guard elapsed > 0, done > 0 else { return parts.joined(separator: " ") }
    let rate = Double(done) / elapsed
    let tenths = Int((rate / 100_000).rounded())
    parts.append("· \(tenths / 10).\(tenths % 10) MB/s")
    if total > done {
      let seconds = Int((Double(total - done) / rate).rounded(.up))
      let remainder = seconds % 60
      parts.append("· \(seconds / 60):\(DecimalText.padded(remainder, width: 2)) left")
    }
    return parts.joined(separator: " ")
  }
}
