import Foundation
import HealthCore

/// What an input path holds, decided by its content first and its extension second.
enum InputKind: Sendable, Equatable {
  /// A CSV log (including the daily CSV this tool writes).
  case csv
  /// An Apple Health `export.xml` (or any XML, which the importer then judges).
  case appleHealthXML
  /// A zip archive, such as the iPhone's `export.zip`.
  case zip
  /// A folder, such as the extracted `apple_health_export/`.
  case folder

  /// How many leading bytes are read to recognise a file.
  static let sniffLength = 64 << 10
  /// The bytes every zip with at least one member starts with (`PK\3\4`), or an empty one
  /// (`PK\5\6`).
  static let zipSignatures: [[UInt8]] = [[0x50, 0x4B, 0x03, 0x04], [0x50, 0x4B, 0x05, 0x06]]

  /// Recognises the input at `path`.
  /// - Parameters:
  ///   - path: the resolved path to inspect.
  ///   - displayPath: the path as the user gave it, for errors.
  /// - Returns: the kind of input.
  /// - Throws: `ParseError` `.missingFile`, `.unreadable`, `.emptyFile` for an empty file that
  ///   is not a `.csv`, or `.invalidContent` for a file that is none of the supported kinds.
  static func detect(path: String, displayPath: String) throws(ParseError) -> InputKind {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ParseError(path: displayPath, reason: .missingFile)
    }
    if isDirectory.boolValue { return .folder }
    let head = try readHead(path: path, displayPath: displayPath, count: sniffLength)
    let fileExtension = (path as NSString).pathExtension.lowercased()
    if zipSignatures.contains(where: { head.starts(with: $0) }) || fileExtension == "zip" {
      return .zip
    }
    switch fileExtension {
    case "csv": return .csv
    case "xml": return .appleHealthXML
    default: break
    }
    guard !head.isEmpty else { throw ParseError(path: displayPath, reason: .emptyFile) }
    if contains(head, Array("<HealthData".utf8)) { return .appleHealthXML }
    let firstNonSpace = head.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if firstNonSpace == UInt8(ascii: "<") { return .appleHealthXML }
    throw ParseError(
      path: displayPath,
      reason: .invalidContent(
        "unsupported input; expected an Apple Health export (.zip, export.xml or its folder)"
          + " or a .csv file"))
  }

  /// Up to `count` leading bytes of the file at `path`.
  /// - Throws: `.unreadable(reason)` when the file cannot be opened or read.
  static func readHead(
    path: String, displayPath: String, count: Int
  ) throws(ParseError) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      let reason =
        FileManager.default.isReadableFile(atPath: path) ? "cannot be opened" : "permission denied"
      throw ParseError(path: displayPath, reason: .unreadable(reason))
    }
    defer { try? handle.close() }
    do {
      return Array(try handle.read(upToCount: count) ?? Data())
    } catch {
      throw ParseError(path: displayPath, reason: .unreadable(error.localizedDescription))
    }
  }

  /// Whether `pattern` occurs in `bytes`.
  static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
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
