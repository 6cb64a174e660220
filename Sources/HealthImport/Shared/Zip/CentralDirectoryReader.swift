import HealthCore

/// Finds and reads a zip archive's central directory (with Zip64 support).
///
/// Every offset and length read from the file is checked before use; a damaged directory throws
/// `.invalidContent("damaged zip: …")`.
enum CentralDirectoryReader: Sendable {
  /// Where the central directory lies and how many entries it lists.
  struct Location: Equatable, Sendable {
    /// The directory's byte offset in the file.
    var offset: UInt64
    /// The directory's size in bytes.
    var size: UInt64
    /// The number of entries it lists.
    var count: UInt64
  }

  static let endSignature: UInt32 = 0x0605_4b50
  static let localHeaderSignature: UInt32 = 0x0403_4b50
  static let zip64LocatorSignature: UInt32 = 0x0706_4b50
  static let zip64EndSignature: UInt32 = 0x0606_4b50
  static let endRecordSize = 22
  static let maximumCommentLength = 65_535

  /// The archive's entries, in central-directory order.
  /// - Parameter file: the open archive.
  /// - Returns: every entry the central directory lists.
  /// - Throws: `.emptyFile`; `.invalidContent("not a zip file")` when there is no end record
  ///   (`"damaged zip: …"` instead when the file starts with a local header, as a truncated zip
  ///   does); `.invalidContent("damaged zip: …")` for a damaged directory.
  static func readEntries(_ file: borrowing ZipFileReader) throws(ParseError) -> [ZipEntry] {
    let location = try locate(file)
    guard location.size <= UInt64(Int.max) else { throw damaged(file.path, "huge directory") }
    let bytes = try file.bytes(at: location.offset, count: Int(location.size))
    return try CentralDirectoryParser.parse(
      ZipBytes(bytes), count: location.count, path: file.path)
  }

  /// Finds the end of central directory record by scanning backwards, then the Zip64 record.
  /// - Parameter file: the open archive.
  /// - Returns: the central directory's offset, size and entry count.
  /// - Throws: as `readEntries(_:)`.
  static func locate(_ file: borrowing ZipFileReader) throws(ParseError) -> Location {
    guard file.size > 0 else { throw ParseError(path: file.path, reason: .emptyFile) }
    guard file.size >= UInt64(endRecordSize) else { throw try missingEndRecord(file) }
    let tailCount = Int(min(file.size, UInt64(maximumCommentLength + endRecordSize)))
    let tailStart = file.size - UInt64(tailCount)
    let tail = ZipBytes(try file.bytes(at: tailStart, count: tailCount))
    guard let recordStart = findEndRecord(in: tail) else { throw try missingEndRecord(file) }
    let endOffset = tailStart + UInt64(recordStart)
    guard let diskNumber = tail.uint16(at: recordStart + 4),
      let directoryDisk = tail.uint16(at: recordStart + 6),
      let count = tail.uint16(at: recordStart + 10),
      let size = tail.uint32(at: recordStart + 12),
      let offset = tail.uint32(at: recordStart + 16)
    else { throw try missingEndRecord(file) }
    var location = Location(offset: UInt64(offset), size: UInt64(size), count: UInt64(count))
    var directoryEnd = endOffset
    if let zip64 = try readZip64(file, endOffset: endOffset) {
      location = zip64.location
      directoryEnd = zip64.recordOffset
    } else if diskNumber != 0 || directoryDisk != 0 {
      throw ParseError(
        path: file.path, reason: .invalidContent("split (multi-volume) zips are not supported"))
    }
    guard location.offset <= directoryEnd, location.size <= directoryEnd - location.offset else {
      throw damaged(file.path, "the central directory lies outside the file")
    }
    guard location.count <= location.size / UInt64(CentralDirectoryParser.fixedSize) else {
      throw damaged(file.path, "the entry count does not fit the central directory")
    }
    return location
  }

  /// The error for a file without an end record: `damaged zip` when it starts with a local
  /// header (a zip cut short), `not a zip file` otherwise.
  private static func missingEndRecord(
    _ file: borrowing ZipFileReader
  ) throws(ParseError) -> ParseError {
    let start = ZipBytes(try file.bytes(at: 0, count: Int(min(file.size, 4))))
    guard start.uint32(at: 0) == localHeaderSignature else {
      return ParseError(path: file.path, reason: .invalidContent("not a zip file"))
    }
    return damaged(file.path, "no end of central directory record (truncated?)")
  }

  /// The start of the last end record in `tail`, preferring one whose comment ends the file.
  static func findEndRecord(in tail: ZipBytes) -> Int? {
    var loose: Int?
    var start = tail.count - endRecordSize
    while start >= 0 {
      if tail.uint32(at: start) == endSignature, let comment = tail.uint16(at: start + 20) {
        let end = start + endRecordSize + Int(comment)
        if end == tail.count { return start }
        if end <= tail.count, loose == nil { loose = start }
      }
      start -= 1
    }
    return loose
  }

  /// The Zip64 end record's values, when a Zip64 locator precedes the end record.
  private static func readZip64(
    _ file: borrowing ZipFileReader, endOffset: UInt64
  ) throws(ParseError) -> (location: Location, recordOffset: UInt64)? {
    guard endOffset >= 20 else { return nil }
    let locator = ZipBytes(try file.bytes(at: endOffset - 20, count: 20))
    guard locator.uint32(at: 0) == zip64LocatorSignature else { return nil }
    guard let recordOffset = locator.uint64(at: 8), recordOffset <= endOffset,
      endOffset - recordOffset >= 56
    else { throw damaged(file.path, "the Zip64 end record lies outside the file") }
    let record = ZipBytes(try file.bytes(at: recordOffset, count: 56))
    guard record.uint32(at: 0) == zip64EndSignature, let disk = record.uint32(at: 16),
      let directoryDisk = record.uint32(at: 20), let count = record.uint64(at: 32),
      let size = record.uint64(at: 40), let offset = record.uint64(at: 48)
    else { throw damaged(file.path, "bad Zip64 end record") }
    guard disk == 0, directoryDisk == 0 else {
      throw ParseError(
        path: file.path, reason: .invalidContent("split (multi-volume) zips are not supported"))
    }
    return (Location(offset: offset, size: size, count: count), recordOffset)
  }

  /// A `damaged zip: …` error.
  static func damaged(_ path: String, _ why: String) -> ParseError {
    ParseError(path: path, reason: .invalidContent("damaged zip: \(why)"))
  }
}
