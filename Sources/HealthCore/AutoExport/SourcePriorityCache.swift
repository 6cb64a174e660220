/// The merge priority of a point's `source` (``SourceTable/priority(of:)``), kept for the last
/// few sources read by their raw bytes: a file's points repeat a handful of sources (an
/// unaggregated file alternates an iPhone's and a Watch's), and comparing the raw bytes is far
/// cheaper than decoding and searching the name for every point.
struct SourcePriorityCache: Sendable {
  /// The most sources kept; past it the cache starts again empty.
  static let capacity = 8

  /// One source kept: its raw bytes at `start..<start+count` of ``bytes``, and its priority.
  private struct Entry: Sendable {
    var start: Int
    var count: Int
    var priority: UInt8
  }

  private var entries: [Entry] = []
  /// The raw bytes of every source kept, one after another.
  private var bytes: [UInt8] = []
  /// The entry found last, tried first.
  private var last = 0

  /// The priority of the source named by `text`.
  mutating func priority(of text: JSONText) -> UInt8 {
    if !text.hasEscapes, let found = find(text.raw) { return found }
    let priority = SourceTable.priority(of: text.string())
    guard !text.hasEscapes else { return priority }
    if entries.count == SourcePriorityCache.capacity {
      entries.removeAll(keepingCapacity: true)
      bytes.removeAll(keepingCapacity: true)
    }
    last = entries.count
    entries.append(Entry(start: bytes.count, count: text.raw.count, priority: priority))
    bytes.append(contentsOf: text.raw)
    return priority
  }

  /// The priority of the source kept with the raw bytes `raw`, or `nil`; the one found last is
  /// compared first.
  private mutating func find(_ raw: UnsafeRawBufferPointer) -> UInt8? {
    bytes.withUnsafeBytes { kept -> UInt8? in
      func matches(_ entry: Entry) -> Bool {
        entry.count == raw.count && ByteText.equals(raw, kept, at: entry.start, length: entry.count)
      }
      if last < entries.count, matches(entries[last]) { return entries[last].priority }
      for index in entries.indices where index != last && matches(entries[index]) {
        last = index
        return entries[index].priority
      }
      return nil
    }
  }
}
