import HealthCore

/// The attributes of a start tag read generically (any order, either quote): for the rare
/// elements (`Workout`, `WorkoutStatistics`) where a few per day do not need `Record`'s fast
/// path.
struct StartTag: Sendable {
  /// `(name offset, name length, value offset, value length)` per attribute, in order.
  var attributes: [(name: Int, nameLength: Int, value: Int, valueLength: Int)] = []
  /// The offset after the tag's `>`.
  var next = 0
  /// Whether the tag ends with `/>`.
  var selfClosing = false
  /// Whether the tag could not be read (an attribute without `=` or quotes); `next` is then
  /// where reading stopped.
  var malformed = false

  /// Reads the tag whose attributes start at `from`; `nil` when it is not complete in
  /// `buffer`.
  static func read(_ buffer: UnsafeRawBufferPointer, from: Int) -> StartTag? {
    var tag = StartTag()
    var position = from
    let count = buffer.count
    while true {
      while position < count, buffer[position] <= 0x20 { position += 1 }
      guard position < count else { return nil }
      let byte = buffer[position]
      if byte == UInt8(ascii: ">") {
        tag.next = position + 1
        return tag
      }
      if byte == UInt8(ascii: "/") {
        guard position + 1 < count else { return nil }
        if buffer[position + 1] == UInt8(ascii: ">") {
          tag.next = position + 2
          tag.selfClosing = true
          return tag
        }
        position += 1
        continue
      }
      let nameStart = position
      while position < count {
        let next = buffer[position]
        if next == UInt8(ascii: "=") || next <= 0x20 || next == UInt8(ascii: ">")
          || next == UInt8(ascii: "<") || next == UInt8(ascii: "/")
        {
          break
        }
        position += 1
      }
      let nameLength = position - nameStart
      while position < count, buffer[position] <= 0x20 { position += 1 }
      guard position < count else { return nil }
      guard nameLength > 0, buffer[position] == UInt8(ascii: "=") else {
        tag.malformed = true
        tag.next = max(position, from + 1)
        return tag
      }
      position += 1
      while position < count, buffer[position] <= 0x20 { position += 1 }
      guard position < count else { return nil }
      let quote = buffer[position]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        tag.malformed = true
        tag.next = position
        return tag
      }
      guard let close = ByteText.find(quote, in: buffer, from: position + 1, to: count) else {
        return nil
      }
      tag.attributes.append((nameStart, nameLength, position + 1, close - position - 1))
      position = close + 1
    }
  }

  /// The value range `(offset, length)` of the attribute spelled `name`, or `(-1, 0)`; a later
  /// duplicate wins.
  func value(_ name: StaticString, in buffer: UnsafeRawBufferPointer) -> (Int, Int) {
    var found = (-1, 0)
    for attribute in attributes where attribute.nameLength == name.utf8CodeUnitCount {
      if ByteText.matches(name, in: buffer, at: attribute.name) {
        found = (attribute.value, attribute.valueLength)
      }
    }
    return found
  }
}
