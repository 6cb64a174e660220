import HealthCore

/// The merge priority of a point's `source` (``SourceMerge/priority(of:)``), kept for the last
/// source read: a file's points repeat one or two sources, and comparing the raw bytes is far
/// cheaper than decoding and searching the name for every point.
struct SourcePriorityCache: Sendable {
  private var bytes: [UInt8] = []
  private var priority: UInt8 = 0
  private var isSet = false

  /// The priority of the source named by `text`.
  mutating func priority(of text: JSONText) -> UInt8 {
    if isSet, !text.hasEscapes, text.raw.count == bytes.count,
      bytes.withUnsafeBytes({ ByteText.equals($0, text.raw, at: 0, length: bytes.count) })
    {
      return priority
    }
    priority = SourceMerge.priority(of: text.string())
    isSet = !text.hasEscapes
    bytes = isSet ? Array(text.raw) : []
    return priority
  }
}
