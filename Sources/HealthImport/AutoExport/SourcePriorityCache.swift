import HealthCore

/// The merge priority of a point's `source` (``SourceMerge/priority(of:)``), kept for the last
/// few sources read by their raw bytes: a file's points repeat a handful of sources (an
/// unaggregated file alternates an iPhone's and a Watch's), and comparing the raw bytes is far
/// cheaper than decoding and searching the name for every point.
struct SourcePriorityCache: Sendable {
  /// The most sources kept; past it the cache starts again empty.
  static let capacity = 8

  /// One source kept: its raw bytes at `start..<start+count` of ``bytes``, and its priority.
  private struct Entry: Sendable {
    var start = 0
    var count = -1
    var priority: UInt8 = 0
  }

  private var entries: [Entry] = []
  /// The raw bytes of every source kept, one after another.
  private var bytes: [UInt8] = []
  /// The entry found last, compared first (the next point's source is most often the same).
  private var last = Entry()

  /// The priority of the source named by `text`.
  mutating func priority(of text: JSONText) -> UInt8 {
    guard !text.hasEscapes else { return SourceMerge.priority(of: text.string()) }
    if matches(last, text.raw) { return last.priority }
    if let found = entries.first(where: { matches($0, text.raw) }) {
      last = found
      return found.priority
    }
    let priority = SourceMerge.priority(of: text.string())
    if entries.count == SourcePriorityCache.capacity {
      entries.removeAll(keepingCapacity: true)
      bytes.removeAll(keepingCapacity: true)
    }
    last = Entry(start: bytes.count, count: text.raw.count, priority: priority)
    entries.append(last)
    bytes.append(contentsOf: text.raw)
    return priority
  }

  /// Whether `entry` holds the raw bytes `raw`.
  private func matches(_ entry: Entry, _ raw: UnsafeRawBufferPointer) -> Bool {
    entry.count == raw.count
      && bytes.withUnsafeBytes { ByteText.equals(raw, $0, at: entry.start, length: entry.count) }
  }
}
