import Foundation
import HealthCore

/// What an input holds, decided by its first bytes and, for a regular file, its extension.
enum InputKind: Sendable, Equatable {
  /// A CSV log (including the daily CSV this tool writes).
  case csv
  /// An Apple Health `export.xml` (or any XML, which the importer then judges).
  case appleHealthXML
  /// A zip archive, such as the iPhone's `export.zip`.
  case zip
  /// A folder, such as the extracted `apple_health_export/` or one Health Auto Export fills.
  case folder
  /// A Health Auto Export JSON file.
  case autoExportJSON
  /// A SQLite database: Health Connect's `health_connect_export.db` (or any SQLite file, which
  /// the reader then judges).
  case healthConnectDatabase

  /// How many leading bytes are looked at to recognise a file.
  static let sniffLength = 64 << 10
  /// The bytes every zip with at least one member starts with (`PK\3\4`), or an empty one
  /// (`PK\5\6`).
  static let zipSignatures: [[UInt8]] = [[0x50, 0x4B, 0x03, 0x04], [0x50, 0x4B, 0x05, 0x06]]

  /// Recognises the input whose first bytes are `head`.
  /// - Parameters:
  ///   - head: the input's first bytes (up to a chunk; only ``sniffLength`` are looked at).
  ///   - fileExtension: the lowercased extension of the file's name (empty when it has none);
  ///     `nil` when the input has no name to go by (standard input, `/dev/fd/N`), in which
  ///     case text that is not XML is taken for a CSV log.
  ///   - displayPath: the input as the user gave it, for errors.
  /// - Returns: `.zip`, `.healthConnectDatabase`, `.csv`, `.appleHealthXML` or
  ///   `.autoExportJSON`.
  /// - Throws: `ParseError` `.emptyFile` for an empty input without a known extension, or
  ///   `.invalidContent` for one that is none of the supported kinds.
  static func detect(
    head: UnsafeRawBufferPointer, fileExtension: String?, displayPath: String
  ) throws(ParseError) -> InputKind {
    let head = UnsafeRawBufferPointer(rebasing: head.prefix(sniffLength))
    if zipSignatures.contains(where: { head.starts(with: $0) }) || fileExtension == "zip" {
      return .zip
    }
    if HealthConnectInput.isDatabase(head: head) { return .healthConnectDatabase }
    switch fileExtension {
    case "csv": return .csv
    case "xml": return .appleHealthXML
    case "json": return .autoExportJSON
    default: break
    }
    guard !head.isEmpty else { throw ParseError(path: displayPath, reason: .emptyFile) }
    if contains(head, Array("<HealthData".utf8)) { return .appleHealthXML }
    let firstNonSpace = head.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if firstNonSpace == UInt8(ascii: "<") { return .appleHealthXML }
    if firstNonSpace == UInt8(ascii: "{") || firstNonSpace == UInt8(ascii: "[") {
      return .autoExportJSON
    }
    if fileExtension == nil, isText(head) { return .csv }
    throw ParseError(
      path: displayPath,
      reason: .invalidContent(
        "unsupported input; expected an Apple Health export (.zip, export.xml or its folder),"
          + " a Health Auto Export .json file (or a folder of them), a Health Connect export"
          + " (Health Connect.zip, its .db, or a folder of them) or a .csv file"))
  }

  /// Recognises the input at `path` (a folder, or a file by its head and extension).
  /// - Parameters:
  ///   - path: the resolved path to inspect.
  ///   - displayPath: the path as the user gave it, for errors.
  /// - Returns: the kind of input.
  /// - Throws: `ParseError` as ``detect(head:fileExtension:displayPath:)``, and `.missingFile`
  ///   or `.unreadable` when the file cannot be opened (a device or a FIFO is refused).
  static func detect(path: String, displayPath: String) throws(ParseError) -> InputKind {
    if isFolder(path) { return .folder }
    var source = try InputSource(path: path, displayPath: displayPath)
    let fileExtension = Self.fileExtension(of: displayPath)
    return try source.withHead { head throws(ParseError) in
      try detect(head: head, fileExtension: fileExtension, displayPath: displayPath)
    }
  }

  /// Whether `path` is a folder (following symbolic links).
  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The lowercased extension of `path`'s last component ("" when none), or `nil` when `path`
  /// names standard input or an inherited descriptor (`-`, `/dev/stdin`, `/dev/fd/N`), whose
  /// names say nothing about the content.
  static func fileExtension(of path: String) -> String? {
    if path == "-" || InputSource.namesOpenStream(path) { return nil }
    return (path as NSString).pathExtension.lowercased()
  }

  /// Whether `bytes` look like text: no NUL and no other control character but tab, line feed
  /// and carriage return (a CSV log read from a pipe, which has no extension to go by).
  static func isText(_ bytes: UnsafeRawBufferPointer) -> Bool {
    !bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
  }

  /// Whether `pattern` occurs in `bytes`.
  static func contains(_ bytes: UnsafeRawBufferPointer, _ pattern: [UInt8]) -> Bool {
    guard let first = pattern.first, bytes.count >= pattern.count else { return false }
    var index = 0
    while index <= bytes.count - pattern.count {
      if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        return true
      }
      index += 1
    }
    return false
  }
}
