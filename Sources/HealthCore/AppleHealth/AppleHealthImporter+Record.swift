#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading one top-level `<Record …>` start tag.
extension AppleHealthImporter {
  /// The byte ranges of the attributes the importer needs (`offset`, `length`; -1 if absent).
  private struct Fields {
    var type = (-1, 0)
    var source = (-1, 0)
    var unit = (-1, 0)
    var start = (-1, 0)
    var end = (-1, 0)
    var value = (-1, 0)

    /// Keeps `range` as the value of `attribute` (a later duplicate wins, as before).
    @inline(__always)
    mutating func set(_ attribute: RecordAttribute, _ range: (Int, Int)) {
      switch attribute {
      case .type: type = range
      case .source: source = range
      case .unit: unit = range
      case .start: start = range
      case .end: end = range
      case .value: value = range
      case .other: break
      }
    }
  }

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
    var fields = Fields()
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
        // `valueStart <= count`: the spelling ending in `"` lies inside the buffer.
        guard let close = ByteText.find(UInt8(ascii: "\""), base: base, from: valueStart, to: count)
        else { return nil }
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
      counts.skippedRecords += 1
      return position
    }
    add(type, fields, buffer, at: open, lineBase: lineBase)
    return position
  }

  /// Checks and converts one allow-listed record's fields and adds it to the totals.
  private mutating func add(
    _ type: RecordType, _ fields: Fields, _ buffer: UnsafeRawBufferPointer, at open: Int,
    lineBase: Int
  ) {
    guard fields.start.0 >= 0, fields.value.0 >= 0 else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "Record without startDate or value")
      return
    }
    guard
      let start = RecordTime(
        buffer, offset: fields.start.0, length: fields.start.1, cache: &dayCache)
    else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "Record with a bad startDate")
      return
    }
    var endSeconds = start.seconds
    if fields.end.0 >= 0, type == .steps || type == .distance {
      guard
        let end = RecordTime(
          buffer, offset: fields.end.0, length: fields.end.1, cache: &dayCache)
      else {
        noteMalformed(buffer, at: open, lineBase: lineBase, "Record with a bad endDate")
        return
      }
      endSeconds = end.seconds
    }
    guard let number = ByteNumber.parse(buffer, offset: fields.value.0, length: fields.value.1)
    else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase, "Record with a value that is not a number")
      return
    }
    let unitOffset = max(0, fields.unit.0)
    guard let factor = type.factor(unit: buffer, offset: unitOffset, length: fields.unit.1) else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "Record with an unknown unit")
      return
    }
    var priority: UInt8 = 0
    if fields.source.0 >= 0 {
      let index = sources.index(buffer, offset: fields.source.0, length: fields.source.1)
      if index >= usedSources.count {
        usedSources += Array(repeating: false, count: index + 1 - usedSources.count)
      }
      usedSources[index] = true
      priority = index < sources.priorities.count ? sources.priorities[index] : 0
    }
    counts.recordsRead += 1
    totals.add(
      type, day: start.dayNumber, start: start.seconds, end: endSeconds, value: number * factor,
      priority: priority)
  }

  /// Counts a malformed record and keeps a warning (with its line) for the first few.
  private mutating func noteMalformed(
    _ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int, _ reason: String
  ) {
    counts.malformedRecords += 1
    guard counts.malformedLines.count < 5 else { return }
    let line = lineBase + ByteText.countNewlines(in: buffer, from: 0, to: open)
    counts.malformedLines.append(line)
    malformedNotes.append(ImportWarning(path: path, line: line, message: reason + "; skipped"))
  }
}
