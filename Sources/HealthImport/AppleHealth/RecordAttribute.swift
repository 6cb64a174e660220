import HealthCore

/// The attributes of a `Record` start tag the importer tells apart.
enum RecordAttribute: Sendable {
  case type, source, unit, start, end, value
  /// `creationDate`: not read, but a timestamp whose end can be looked for at once.
  case creation
  /// `device`: not read, and long (`&lt;&lt;HKDevice: 0x…&gt;, name:…&gt;`, about 100 bytes).
  case device
  /// An attribute the importer does not read (`sourceVersion`…).
  case other

  /// Recognises Apple's exact spelling `name="` at `offset` for the attributes Apple writes on
  /// records, by two word comparisons (``Spelling``).
  /// - Returns: the attribute and the offset of its value's first byte (after the `"`), or
  ///   `nil` for any other spelling (the caller then reads the name generically).
  @inline(__always)
  static func known(_ buffer: UnsafeRawBufferPointer, at offset: Int) -> (RecordAttribute, Int)? {
    guard offset >= 0, offset < buffer.count, let base = buffer.baseAddress else { return nil }
    guard offset <= buffer.count - 16 else { return knownNearEnd(buffer, at: offset) }
    // Both loads lie in `base[offset..<offset+16]`, inside the buffer (checked above).
    let head = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    let tail = UInt64(
      littleEndian: base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
    return known(head: head, tail: tail, at: offset)
  }

  /// ``known(_:at:)`` within 16 bytes of the buffer's end: the bytes left, padded with zeros to
  /// the two words. No spelling holds a zero byte, so the padding completes none.
  private static func knownNearEnd(_ buffer: UnsafeRawBufferPointer, at offset: Int)
    -> (RecordAttribute, Int)?
  {
    var words: (head: UInt64, tail: UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { padded in
      // Fewer than 16 bytes are left after `offset` (the caller's check).
      padded.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
    }
    return known(
      head: UInt64(littleEndian: words.head), tail: UInt64(littleEndian: words.tail), at: offset)
  }

  /// ``known(_:at:)`` on the 16 bytes at `offset`, loaded as two little-endian words: one
  /// comparison of the first word per spelling, and one masked comparison of the second for
  /// names longer than 8 bytes (``Spelling`` holds the words).
  @inline(__always)
  private static func known(head: UInt64, tail: UInt64, at offset: Int) -> (RecordAttribute, Int)? {
    switch head {
    case Spelling.startDate.head where tail & 0xFF_FFFF == Spelling.startDate.tail:
      return (.start, offset + 11)
    case Spelling.sourceName.head where tail & 0xFFFF_FFFF == Spelling.sourceName.tail:
      return (.source, offset + 12)
    case Spelling.sourceVersion.head
    where tail & 0xFF_FFFF_FFFF_FFFF == Spelling.sourceVersion.tail:
      return (.other, offset + 15)
    case Spelling.endDate.head where tail & 0xFF == Spelling.endDate.tail:
      return (.end, offset + 9)
    case Spelling.creationDate.head where tail & 0xFFFF_FFFF_FFFF == Spelling.creationDate.tail:
      return (.creation, offset + 14)
    case Spelling.device.head:
      return (.device, offset + 8)
    default:
      break
    }
    switch head & 0xFF_FFFF_FFFF_FFFF {
    case Spelling.value.head: return (.value, offset + 7)
    default: break
    }
    switch head & 0xFFFF_FFFF_FFFF {
    case Spelling.unit.head: return (.unit, offset + 6)
    case Spelling.type.head: return (.type, offset + 6)
    default: return nil
    }
  }

  /// The attribute named by the `length` bytes at `offset` (any spelling of the name itself).
  static func named(_ buffer: UnsafeRawBufferPointer, at offset: Int, length: Int)
    -> RecordAttribute
  {
    switch length {
    case 4:
      if ByteText.matches("type", in: buffer, at: offset) { return .type }
      if ByteText.matches("unit", in: buffer, at: offset) { return .unit }
    case 5:
      if ByteText.matches("value", in: buffer, at: offset) { return .value }
    case 7:
      if ByteText.matches("endDate", in: buffer, at: offset) { return .end }
    case 9:
      if ByteText.matches("startDate", in: buffer, at: offset) { return .start }
    case 10:
      if ByteText.matches("sourceName", in: buffer, at: offset) { return .source }
    default:
      break
    }
    return .other
  }
}
