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
  }

  /// Reads the `Record` start tag at `open` (the `<`) and adds it to the totals when its type is
  /// allow-listed.
  /// - Returns: the offset after what was read, or `nil` when the tag is not complete.
  mutating func readRecord(_ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int) -> Int? {
    let count = buffer.count
    var position = open + 7
    // Fast path for Apple's attribute order: `type` first. Other types stop here.
    if ByteText.matches(" type=\"", in: buffer, at: open + 7) {
      let valueStart = open + 14
      guard let close = ByteText.find(UInt8(ascii: "\""), in: buffer, from: valueStart, to: count)
      else { return nil }
      if RecordType.match(buffer, offset: valueStart, length: close - valueStart) == nil {
        counts.skippedRecords += 1
        return close + 1
      }
    }
    var fields = Fields()
    while true {
      while position < count, ByteText.isSpace(buffer[position]) { position += 1 }
      guard position < count else { return nil }
      let byte = buffer[position]
      if byte == UInt8(ascii: ">") {
        position += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        guard position + 1 < count else { return nil }
        position += 1
        continue
      }
      let nameStart = position
      while position < count, buffer[position] != UInt8(ascii: "="),
        !ByteText.isSpace(buffer[position]), buffer[position] != UInt8(ascii: ">"),
        buffer[position] != UInt8(ascii: "<")
      {
        position += 1
      }
      let nameLength = position - nameStart
      while position < count, ByteText.isSpace(buffer[position]) { position += 1 }
      guard position < count else { return nil }
      guard buffer[position] == UInt8(ascii: "=") else {
        if buffer[position] == UInt8(ascii: "<") || nameLength == 0 {
          noteMalformed(buffer, at: open, lineBase: lineBase, "unreadable Record tag")
          return position
        }
        continue
      }
      position += 1
      while position < count, ByteText.isSpace(buffer[position]) { position += 1 }
      guard position < count else { return nil }
      let quote = buffer[position]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        noteMalformed(buffer, at: open, lineBase: lineBase, "unquoted attribute in Record tag")
        return position
      }
      guard let close = ByteText.find(quote, in: buffer, from: position + 1, to: count) else {
        return nil
      }
      let range = (position + 1, close - position - 1)
      position = close + 1
      switch nameLength {
      case 4:
        if ByteText.matches("type", in: buffer, at: nameStart) { fields.type = range }
        if ByteText.matches("unit", in: buffer, at: nameStart) { fields.unit = range }
      case 5:
        if ByteText.matches("value", in: buffer, at: nameStart) { fields.value = range }
      case 7:
        if ByteText.matches("endDate", in: buffer, at: nameStart) { fields.end = range }
      case 9:
        if ByteText.matches("startDate", in: buffer, at: nameStart) { fields.start = range }
      case 10:
        if ByteText.matches("sourceName", in: buffer, at: nameStart) { fields.source = range }
      default:
        break
      }
    }
    guard fields.type.0 >= 0,
      let type = RecordType.match(buffer, offset: fields.type.0, length: fields.type.1)
    else {
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
    guard let start = RecordTime(buffer, offset: fields.start.0, length: fields.start.1) else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "Record with a bad startDate")
      return
    }
    var endSeconds = start.seconds
    if fields.end.0 >= 0, type == .steps || type == .distance {
      guard let end = RecordTime(buffer, offset: fields.end.0, length: fields.end.1) else {
        noteMalformed(buffer, at: open, lineBase: lineBase, "Record with a bad endDate")
        return
      }
      endSeconds = end.seconds
    }
    guard let number = ByteNumber.parse(buffer, offset: fields.value.0, length: fields.value.1)
    else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "Record with a value that is not a number")
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
