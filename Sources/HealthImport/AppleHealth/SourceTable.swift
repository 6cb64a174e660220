import HealthCore

/// Interns `sourceName` attribute bytes into small integer indices, so a record costs a
/// hash and a `memcmp` instead of a `String`. Bounded: past `capacity` distinct names every
/// new name shares one overflow entry.
struct SourceTable: Sendable {
  /// The most distinct names kept.
  static let capacity = 4096
  /// Decoded names, numbered in the order first seen.
  private var nameNumbers = FirstSeenNumbering<String>()
  /// Merge priority by index: 2 for an Apple Watch, 1 for an iPhone, 0 for anything else.
  private(set) var priorities: [UInt8] = []
  private var keys: [[UInt8]] = []
  /// The name index of each key (differently escaped spellings share a name).
  private var keyNames: [Int] = []
  private var slots = [Int32](repeating: -1, count: 2 * SourceTable.capacity)
  private var lastIndex = -1 {
    didSet {
      lastKeyIsPlain = lastIndex >= 0 && !keys[lastIndex].contains(UInt8(ascii: "\""))
      lastNamePriority = lastIndex >= 0 ? priorities[keyNames[lastIndex]] : 0
    }
  }
  /// Whether the key at `lastIndex` holds no `"` (so it can end a `"`-quoted value).
  private var lastKeyIsPlain = false
  /// The merge priority of the key at `lastIndex` (after ``lastNameEnd(_:at:)`` found it).
  private(set) var lastNamePriority: UInt8 = 0

  /// The offset of the `"` that closes the value starting at `offset` when the value spells the
  /// name last matched or added by ``index(_:offset:length:)``: the record before came from the
  /// same source, and one comparison finds both the value's end and its index
  /// (``lastNameIndex``); `nil` otherwise.
  func lastNameEnd(_ buffer: UnsafeRawBufferPointer, at offset: Int) -> Int? {
    guard lastKeyIsPlain, offset >= 0 else { return nil }
    return keys[lastIndex].withUnsafeBytes { key -> Int? in
      let end = offset + key.count
      guard end < buffer.count, buffer[end] == UInt8(ascii: "\""),
        ByteText.equals(key, buffer, at: offset, length: key.count)
      else { return nil }
      return end
    }
  }

  /// The name index of the key last matched or added (after ``lastNameEnd(_:at:)`` found it).
  var lastNameIndex: Int { keyNames[lastIndex] }

  /// The index of the name at `buffer[offset..<offset+length]`, adding it when new.
  mutating func index(_ buffer: UnsafeRawBufferPointer, offset: Int, length: Int) -> Int {
    guard offset >= 0, length >= 0, offset + length <= buffer.count else { return 0 }
    if lastIndex >= 0, lastIndex < keys.count,
      keys[lastIndex].withUnsafeBytes({ ByteText.equals($0, buffer, at: offset, length: length) })
    {
      return keyNames[lastIndex]
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for position in offset..<(offset + length) {
      hash = (hash ^ UInt64(buffer[position])) &* 0x100_0000_01b3
    }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = Int(slots[slot])
      if entry < 0 { break }
      if keys[entry].withUnsafeBytes({ ByteText.equals($0, buffer, at: offset, length: length) }) {
        lastIndex = entry
        return keyNames[entry]
      }
      slot = (slot + 1) & mask
    }
    let raw = Array(UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + length)]))
    if keys.count >= SourceTable.capacity {
      return nameIndex(of: "(other sources)")
    }
    slots[slot] = Int32(keys.count)
    keys.append(raw)
    keyNames.append(nameIndex(of: XMLEntities.decode(raw)))
    lastIndex = keys.count - 1
    return keyNames[lastIndex]
  }

  /// The index of the decoded `name`, adding it when new.
  private mutating func nameIndex(of name: String) -> Int {
    let (index, isNew) = nameNumbers.number(of: name)
    if isNew { priorities.append(SourceMerge.priority(of: name)) }
    return index
  }

  /// Decoded names, by index.
  var names: [String] { nameNumbers.keys }
}
