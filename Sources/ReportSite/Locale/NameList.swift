import HealthCore

/// A short list of texts (a language's month or weekday names, a date pattern's literal text)
/// kept as one run of UTF-8 bytes, so that a chart writing one into a ``ShortText`` for each of
/// its datums copies bytes rather than retaining and releasing a string.
struct NameList: Sendable, Hashable {
  /// The names' UTF-8, one after another.
  private let bytes: [UInt8]
  /// Where each name ends in `bytes`: name `i` is `bytes[ends[i - 1]..<ends[i]]` (from 0 for
  /// the first).
  private let ends: [Int]

  /// Keeps `names` in order.
  init(_ names: [String]) {
    var bytes: [UInt8] = []
    var ends: [Int] = []
    for name in names {
      bytes += name.utf8
      ends.append(bytes.count)
    }
    self.bytes = bytes
    self.ends = ends
  }

  /// How many names there are.
  var count: Int { ends.count }

  /// The byte range of the name at `index`; an empty one outside the list.
  private func range(_ index: Int) -> Range<Int> {
    guard ends.indices.contains(index) else { return 0..<0 }
    return (index == 0 ? 0 : ends[index - 1])..<ends[index]
  }

  /// The name at `index` (0-based); empty outside the list.
  subscript(index: Int) -> String {
    String(decoding: bytes[range(index)], as: UTF8.self)
  }

  /// Appends the name at `index` (0-based) to `text`; nothing outside the list.
  func append(_ index: Int, to text: inout ShortText) {
    let range = range(index)
    bytes.withUnsafeBufferPointer { text.append(UnsafeBufferPointer(rebasing: $0[range])) }
  }
}
