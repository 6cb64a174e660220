/// The attributes of a `Record` start tag the importer tells apart.
enum RecordAttribute: Sendable {
  case type, source, unit, start, end, value
  /// An attribute the importer does not read (`sourceVersion`, `device`, `creationDate`…).
  case other

  /// Recognises Apple's exact spelling `name="` at `offset` for the attributes Apple writes on
  /// records, by first byte and one fixed-length comparison.
  /// - Returns: the attribute and the offset of its value's first byte (after the `"`), or
  ///   `nil` for any other spelling (the caller then reads the name generically).
  @inline(__always)
  static func known(_ buffer: UnsafeRawBufferPointer, at offset: Int) -> (RecordAttribute, Int)? {
    guard offset >= 0, offset < buffer.count else { return nil }
    @inline(__always) func spelled(_ literal: StaticString) -> Bool {
      ByteText.matches(literal, in: buffer, at: offset)
    }
    switch buffer[offset] {
    case UInt8(ascii: "s"):
      if spelled("startDate=\"") { return (.start, offset + 11) }
      if spelled("sourceName=\"") { return (.source, offset + 12) }
      if spelled("sourceVersion=\"") { return (.other, offset + 15) }
    case UInt8(ascii: "e"):
      if spelled("endDate=\"") { return (.end, offset + 9) }
    case UInt8(ascii: "u"):
      if spelled("unit=\"") { return (.unit, offset + 6) }
    case UInt8(ascii: "v"):
      if spelled("value=\"") { return (.value, offset + 7) }
    case UInt8(ascii: "c"):
      if spelled("creationDate=\"") { return (.other, offset + 14) }
    case UInt8(ascii: "d"):
      if spelled("device=\"") { return (.other, offset + 8) }
    case UInt8(ascii: "t"):
      if spelled("type=\"") { return (.type, offset + 6) }
    default:
      break
    }
    return nil
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
