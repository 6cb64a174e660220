import HealthCore

/// The element-level scanner: jumps from `<` to `<` with `memchr` and looks at a few bytes.
extension AppleHealthImporter {
  /// Scans `buffer`, whose first byte is on line `lineBase`.
  /// - Parameters:
  ///   - buffer: complete bytes, possibly ending inside an element.
  ///   - lineBase: the 1-based line of `buffer`'s first byte.
  ///   - final: whether no more bytes follow (short look-ahead is then no reason to wait).
  /// - Returns: the offset of the first element that is not complete in `buffer` (to be kept
  ///   and scanned again with more bytes), or `buffer.count` when everything was used.
  /// - Throws: `ParseError` when the input is not an Apple Health export or an element is too long.
  mutating func scan(_ buffer: UnsafeRawBufferPointer, lineBase: Int, final: Bool)
    throws(ParseError) -> Int
  {
    var position = 0
    if phase == .prologue {
      guard let next = try scanPrologue(buffer, final: final) else { return buffer.count }
      position = next
      guard phase == .body else { return position }
    }
    let count = buffer.count
    summaryLine = (0, lineBase)
    while phase == .body {
      guard let open = ByteText.find(UInt8(ascii: "<"), in: buffer, from: position, to: count)
      else { return count }
      if count - open < 16, !final { return open }
      let name = open + 1
      guard name < count else { return final ? count : open }
      switch buffer[name] {
      case UInt8(ascii: "R"):
        // `Record`, as one word (little-endian).
        guard ByteText.matches(word: 0x6472_6F63_6552, length: 6, in: buffer, at: name),
          isDelimiter(buffer, name + 6)
        else {
          position = name
          continue
        }
        guard let end = readRecord(buffer, at: open, lineBase: lineBase) else { return open }
        position = end
      case UInt8(ascii: "C"):
        guard ByteText.matches("Correlation", in: buffer, at: name), isDelimiter(buffer, name + 11)
        else {
          position = name
          continue
        }
        guard let end = AppleHealthImporter.tagEnd(buffer, from: name + 11) else { return open }
        if !end.selfClosing {
          correlationDepth += 1
          correlationCount += 1
          // Only a blood pressure correlation's records make a reading (a Food correlation's
          // are ignored, whatever they hold).
          isBloodPressureCorrelation =
            ByteText.find(
              "BloodPressure\"", in: buffer, from: name + 11, to: min(end.next, count)) != nil
        }
        position = end.next
      case UInt8(ascii: "W"):
        // `<WorkoutStatistics` and its delimiter are 19 bytes: wait for them.
        if count - open < 19, !final { return open }
        if ByteText.matches("Workout", in: buffer, at: name), isDelimiter(buffer, name + 7) {
          guard let end = readWorkout(buffer, at: open, lineBase: lineBase) else { return open }
          position = end
        } else if ByteText.matches("WorkoutStatistics", in: buffer, at: name),
          isDelimiter(buffer, name + 17)
        {
          guard let end = readWorkoutStatistics(buffer, at: open) else { return open }
          position = end
        } else {
          position = name
        }
      case UInt8(ascii: "A"):
        // `<ActivitySummary` and its delimiter are 17 bytes: wait for them.
        if count - open < 17, !final { return open }
        guard ByteText.matches("ActivitySummary", in: buffer, at: name),
          isDelimiter(buffer, name + 15)
        else {
          position = name
          continue
        }
        guard let end = readActivitySummary(buffer, at: open, lineBase: lineBase) else {
          return open
        }
        position = end
      case UInt8(ascii: "/"):
        if name + 1 < count, buffer[name + 1] == UInt8(ascii: "R") {
          // `</Record>`, the commonest end tag, closes nothing the scanner follows.
        } else if ByteText.matches("/Workout", in: buffer, at: name), isDelimiter(buffer, name + 8)
        {
          finishWorkout()
        } else if ByteText.matches("/Correlation", in: buffer, at: name) {
          correlationDepth = max(0, correlationDepth - 1)
        } else if ByteText.matches("/HealthData", in: buffer, at: name) {
          phase = .ended
          return count
        }
        position = name
      case UInt8(ascii: "!"), UInt8(ascii: "?"):
        guard let end = AppleHealthImporter.skipMarkup(buffer, at: open) else { return open }
        position = end
      default:
        position = name
      }
    }
    return count
  }

  /// Skips white space, the XML declaration, comments and the DOCTYPE before the root; on
  /// `<HealthData` switches to `.body`.
  /// - Returns: the offset to continue from, or `nil` when all of `buffer` was used.
  private mutating func scanPrologue(_ buffer: UnsafeRawBufferPointer, final: Bool)
    throws(ParseError) -> Int?
  {
    var position = 0
    let count = buffer.count
    while position < count {
      let byte = buffer[position]
      if ByteText.isSpace(byte) || byte == 0xEF || byte == 0xBB || byte == 0xBF {
        position += 1
        continue
      }
      guard byte == UInt8(ascii: "<") else { throw AppleHealthImporter.notAnExport(path) }
      if count - position < 16, !final { return position }
      if ByteText.matches("<HealthData", in: buffer, at: position),
        isDelimiter(buffer, position + 11)
      {
        // The start tag's `locale` attribute is the report's default language.
        guard let close = ByteText.find(">", in: buffer, from: position + 11, to: count) else {
          if final || count - position > 4096 { throw AppleHealthImporter.notAnExport(path) }
          return position
        }
        exportLocale = AppleHealthImporter.localeAttribute(buffer, from: position + 11, to: close)
        phase = .body
        return close + 1
      }
      let next = position + 1
      guard next < count, buffer[next] == UInt8(ascii: "!") || buffer[next] == UInt8(ascii: "?")
      else { throw AppleHealthImporter.notAnExport(path) }
      guard let end = AppleHealthImporter.skipMarkup(buffer, at: position) else {
        if final { throw AppleHealthImporter.notAnExport(path) }
        return position
      }
      position = end
    }
    return nil
  }

  /// The value of a `locale="…"` attribute between `start` and `end` when it is a plausible
  /// locale tag (letters, digits, `_` and `-`, at most 35 bytes); `nil` otherwise.
  static func localeAttribute(_ buffer: UnsafeRawBufferPointer, from start: Int, to end: Int)
    -> String?
  {
    guard let name = ByteText.find("locale=\"", in: buffer, from: start, to: end),
      let close = ByteText.find("\"", in: buffer, from: name + 8, to: end)
    else { return nil }
    let value = UnsafeRawBufferPointer(rebasing: buffer[(name + 8)..<close])
    let allowed = value.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
    guard allowed, (2...35).contains(value.count) else { return nil }
    return String(decoding: value, as: UTF8.self)
  }

  /// Whether the byte at `offset` ends an element name (space, `/`, `>`); false past the end.
  func isDelimiter(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> Bool {
    guard offset < buffer.count else { return false }
    let byte = buffer[offset]
    return ByteText.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
  }

  /// The end of `<?…?>`, `<!--…-->`, `<![CDATA[…]]>`, `<!DOCTYPE … [ … ]>` or another `<!…>`
  /// starting at `open`, without interpreting it; `nil` when it is not complete in `buffer`.
  static func skipMarkup(_ buffer: UnsafeRawBufferPointer, at open: Int) -> Int? {
    let count = buffer.count
    if ByteText.matches("<?", in: buffer, at: open) {
      return ByteText.find("?>", in: buffer, from: open + 2, to: count).map { $0 + 2 }
    }
    if ByteText.matches("<!--", in: buffer, at: open) {
      return ByteText.find("-->", in: buffer, from: open + 4, to: count).map { $0 + 3 }
    }
    if ByteText.matches("<![CDATA[", in: buffer, at: open) {
      return ByteText.find("]]>", in: buffer, from: open + 9, to: count).map { $0 + 3 }
    }
    var position = open + 2
    while position < count {
      switch buffer[position] {
      case UInt8(ascii: ">"): return position + 1
      case UInt8(ascii: "["):
        return ByteText.find("]>", in: buffer, from: position + 1, to: count).map { $0 + 2 }
      default: position += 1
      }
    }
    return nil
  }

  /// The end of the start tag whose attributes begin at `from` (quote-aware), and whether it
  /// closes itself (`/>`); `nil` when the tag is not complete in `buffer`.
  static func tagEnd(_ buffer: UnsafeRawBufferPointer, from: Int) -> (
    next: Int, selfClosing: Bool
  )? {
    var position = from
    while position < buffer.count {
      let byte = buffer[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        guard let close = ByteText.find(byte, in: buffer, from: position + 1, to: buffer.count)
        else { return nil }
        position = close + 1
        continue
      }
      if byte == UInt8(ascii: ">") {
        return (position + 1, position > from && buffer[position - 1] == UInt8(ascii: "/"))
      }
      position += 1
    }
    return nil
  }
}
