import HealthCore

/// Parses the file headers of a zip's central directory, already read into memory.
enum CentralDirectoryParser: Sendable {
  static let signature: UInt32 = 0x0201_4b50
  /// The size of a central file header before its name, extra field and comment.
  static let fixedSize = 46
  static let zip64ExtraID: UInt16 = 0x0001

  /// The entries in `directory`.
  /// - Parameters:
  ///   - directory: the whole central directory.
  ///   - count: the number of entries the end record announces.
  ///   - path: the archive's path, for errors.
  /// - Returns: `count` entries, in order.
  /// - Throws: `.invalidContent("damaged zip: …")` when a header is cut short or inconsistent.
  static func parse(
    _ directory: ZipBytes, count: UInt64, path: String
  ) throws(ParseError) -> [ZipEntry] {
    var entries: [ZipEntry] = []
    entries.reserveCapacity(Int(min(count, UInt64(directory.count / fixedSize))))
    var position = 0
    var index: UInt64 = 0
    while index < count {
      let (entry, next) = try parseHeader(directory, at: position, number: index + 1, path: path)
      entries.append(entry)
      position = next
      index += 1
    }
    return entries
  }

  /// The header at `position` and the position just after it.
  private static func parseHeader(
    _ directory: ZipBytes, at position: Int, number: UInt64, path: String
  ) throws(ParseError) -> (ZipEntry, Int) {
    let damaged = CentralDirectoryReader.damaged(
      path, "central directory entry \(number) is damaged")
    guard directory.uint32(at: position) == signature,
      let flags = directory.uint16(at: position + 8),
      let method = directory.uint16(at: position + 10),
      let crc = directory.uint32(at: position + 16),
      let compressed32 = directory.uint32(at: position + 20),
      let uncompressed32 = directory.uint32(at: position + 24),
      let nameLength = directory.uint16(at: position + 28),
      let extraLength = directory.uint16(at: position + 30),
      let commentLength = directory.uint16(at: position + 32),
      let offset32 = directory.uint32(at: position + 42),
      let nameBytes = directory.slice(at: position + fixedSize, count: Int(nameLength)),
      let extra = directory.slice(
        at: position + fixedSize + Int(nameLength), count: Int(extraLength))
    else { throw damaged }
    let next = position + fixedSize + Int(nameLength) + Int(extraLength) + Int(commentLength)
    guard next <= directory.count else { throw damaged }
    var wide = ZipBytes([])
    if uncompressed32 == .max || compressed32 == .max || offset32 == .max {
      wide = ZipBytes(Array(zip64Field(in: ZipBytes(Array(extra))) ?? []))
    }
    // The Zip64 field holds, in this order, only the values whose 32-bit field is 0xFFFFFFFF.
    var cursor = 0
    func widen(_ narrow: UInt32) throws(ParseError) -> UInt64 {
      guard narrow == .max else { return UInt64(narrow) }
      guard let value = wide.uint64(at: cursor) else { throw damaged }
      cursor += 8
      return value
    }
    let uncompressed = try widen(uncompressed32)
    let compressed = try widen(compressed32)
    let offset = try widen(offset32)
    let name = ZipNameDecoder.decode(nameBytes, isUTF8: flags & 0x0800 != 0)
    let entry = ZipEntry(
      name: name, compressedSize: compressed, uncompressedSize: uncompressed, method: method,
      localHeaderOffset: offset, crc32: crc, flags: flags)
    return (entry, next)
  }

  /// The data of the Zip64 extended information field (ID 0x0001) in `extra`, if any.
  static func zip64Field(in extra: ZipBytes) -> ArraySlice<UInt8>? {
    var position = 0
    while let id = extra.uint16(at: position), let size = extra.uint16(at: position + 2) {
      guard let data = extra.slice(at: position + 4, count: Int(size)) else { return nil }
      if id == zip64ExtraID { return data }
      position += 4 + Int(size)
    }
    return nil
  }
}
