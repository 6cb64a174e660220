import HealthCore

/// The last few strings with non-ASCII bytes that ``JSONScanner`` found to be well-formed
/// UTF-8, by their raw bytes: a file repeats a handful of such strings on every item (a Health
/// Auto Export point's `source`, `Jane’s Apple Watch`), and comparing one with the strings kept
/// is cheaper than checking its UTF-8 again.
struct ValidUTF8Memo: Sendable {
  /// The strings kept.
  static let capacity = 4
  /// The longest string kept, in bytes.
  static let width = 64

  /// The strings kept, one per ``width`` bytes.
  private var bytes = [UInt8](repeating: 0, count: capacity * width)
  /// Their lengths, `-1` for an empty place.
  private var counts = [Int](repeating: -1, count: capacity)
  /// The place the next string kept takes (the oldest).
  private var next = 0

  /// Whether `raw` is one of the strings kept.
  func contains(_ raw: UnsafeRawBufferPointer) -> Bool {
    guard raw.count <= ValidUTF8Memo.width else { return false }
    return bytes.withUnsafeBytes { kept in
      for place in counts.indices where counts[place] == raw.count {
        if ByteText.equals(raw, kept, at: place * ValidUTF8Memo.width, length: raw.count) {
          return true
        }
      }
      return false
    }
  }

  /// Keeps `raw` (well-formed UTF-8) in place of the oldest string kept; a string longer than
  /// ``width`` is not kept.
  mutating func insert(_ raw: UnsafeRawBufferPointer) {
    guard raw.count <= ValidUTF8Memo.width else { return }
    let start = next * ValidUTF8Memo.width
    bytes.withUnsafeMutableBytes { kept in
      UnsafeMutableRawBufferPointer(rebasing: kept[start..<(start + raw.count)]).copyMemory(
        from: raw)
    }
    counts[next] = raw.count
    next = (next + 1) % ValidUTF8Memo.capacity
  }
}
