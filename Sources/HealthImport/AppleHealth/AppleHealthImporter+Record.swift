import HealthCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading one `<Record …>` start tag (top level, or inside a `Correlation`).
extension AppleHealthImporter {
  /// Reads the `Record` start tag at `open` (the `<`) and adds it to the totals when its type is
  /// allow-listed.
  /// - Returns: the offset after what was read, or `nil` when the tag is not complete.
  mutating func readRecord(_ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int) -> Int? {
    // Invariant: `base` is only read at offsets `< count` (checked before every load).
    guard let base = buffer.baseAddress else { return nil }
    let count = buffer.count
    @inline(__always) func byte(_ offset: Int) -> UInt8 {
      base.load(fromByteOffset: offset, as: UInt8.self)
    }
    var position = open + 7
    var fields = RecordFields()
    // Fast path for Apple's attribute order: `type` first. Other types stop here.
    var fastType: (range: (Int, Int), type: RecordType)?
    if ByteText.matches(" type=\"", in: buffer, at: open + 7) {
      let valueStart = open + 14
      // Apple groups records by type: a run of the last type seen is recognised by one
      // comparison of the type and its closing quote (the cached type holds no quote).
      let close: Int
      let type: RecordType?
      let cachedLength = lastType.count
      if cachedLength > 0, valueStart + cachedLength < count,
        byte(valueStart + cachedLength) == UInt8(ascii: "\""),
        lastType.withUnsafeBytes({
          ByteText.equals($0, buffer, at: valueStart, length: cachedLength)
        })
      {
        close = valueStart + cachedLength
        type = lastTypeMatch
      } else {
        guard let found = ByteText.find(UInt8(ascii: "\""), base: base, from: valueStart, to: count)
        else { return nil }
        close = found
        type = RecordType.match(buffer, offset: valueStart, length: close - valueStart)
        lastType.removeAll(keepingCapacity: true)
        lastType.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[valueStart..<close]))
        lastTypeMatch = type
      }
      guard let type else {
        if correlationDepth > 0 {
          counts.nestedRecords += 1
          return close + 1
        }
        // The rest of a skipped record's line is long: go straight to `memchr` for the next
        // element (the scanner would look for the same `<` from `close + 1`).
        counts.skippedRecords += 1
        guard close + 1 < count, let next = memchr(base + close + 1, 0x3C, count - close - 1)
        else { return count }
        return base.distance(to: UnsafeRawPointer(next))
      }
      fields.type = (valueStart, close - valueStart)
      fastType = (fields.type, type)
      position = close + 1
    }
    while true {
      while position < count, byte(position) <= 0x20 { position += 1 }
      guard position < count else { return nil }
      let first = byte(position)
      if first == UInt8(ascii: ">") {
        position += 1
        break
      }
      if first == UInt8(ascii: "/") {
        guard position + 1 < count else { return nil }
        position += 1
        continue
      }
      if let (attribute, valueStart) = RecordAttribute.known(buffer, at: position) {
        if attribute == .source, let close = sources.lastNameEnd(buffer, at: valueStart) {
          fields.set(.source, (valueStart, close - valueStart))
          fields.sourceIsLast = true
          position = close + 1
          continue
        }
        // `valueStart <= count`: the spelling ending in `"` lies inside the buffer.
        let found: Int?
        switch attribute {
        case .start, .end, .creation:
          found = ByteText.findAfterTimestamp(
            UInt8(ascii: "\""), base: base, from: valueStart, to: count)
        case .device:
          found = ByteText.findInLong(UInt8(ascii: "\""), base: base, from: valueStart, to: count)
        default:
          found = ByteText.find(UInt8(ascii: "\""), base: base, from: valueStart, to: count)
        }
        guard let close = found else { return nil }
        fields.set(attribute, (valueStart, close - valueStart))
        position = close + 1
        continue
      }
      let nameStart = position
      while position < count {
        let next = byte(position)
        if next == UInt8(ascii: "=") || next <= 0x20 || next == UInt8(ascii: ">")
          || next == UInt8(ascii: "<")
        {
          break
        }
        position += 1
      }
      let nameLength = position - nameStart
      while position < count, byte(position) <= 0x20 { position += 1 }
      guard position < count else { return nil }
      guard byte(position) == UInt8(ascii: "=") else {
        if byte(position) == UInt8(ascii: "<") || nameLength == 0 {
          noteMalformed(buffer, at: open, lineBase: lineBase, "unreadable Record tag")
          return position
        }
        continue
      }
      position += 1
      while position < count, byte(position) <= 0x20 { position += 1 }
      guard position < count else { return nil }
      let quote = byte(position)
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        noteMalformed(buffer, at: open, lineBase: lineBase, "unquoted attribute in Record tag")
        return position
      }
      guard let close = ByteText.find(quote, base: base, from: position + 1, to: count) else {
        return nil
      }
      let attribute = RecordAttribute.named(buffer, at: nameStart, length: nameLength)
      fields.set(attribute, (position + 1, close - position - 1))
      position = close + 1
    }
    let type: RecordType?
    if let fastType, fastType.range == fields.type {
      type = fastType.type
    } else {
      type = RecordType.match(buffer, offset: fields.type.0, length: fields.type.1)
    }
    guard fields.type.0 >= 0, let type else {
      if correlationDepth > 0 { counts.nestedRecords += 1 } else { counts.skippedRecords += 1 }
      return position
    }
    add(type, fields, buffer, at: open, lineBase: lineBase)
    return position
  }
}
