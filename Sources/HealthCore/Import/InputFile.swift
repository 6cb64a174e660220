import Foundation

/// Reads input files and maps every failure to a `ParseError`.
enum InputFile: Sendable {
  /// The file's bytes.
  /// - Parameter path: the file's path as the user gave it.
  /// - Returns: the file's content.
  /// - Throws: `.missingFile` when nothing is at `path`, `.unreadable("is a directory")` for a
  ///   directory, `.unreadable(reason)` for any other read failure.
  static func readData(path: String) throws(ParseError) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ParseError(path: path, reason: .missingFile)
    }
    guard !isDirectory.boolValue else {
      throw ParseError(path: path, reason: .unreadable("is a directory"))
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch let error as CocoaError {
      switch error.code {
      case .fileReadNoSuchFile, .fileNoSuchFile:
        throw ParseError(path: path, reason: .missingFile)
      case .fileReadNoPermission:
        throw ParseError(path: path, reason: .unreadable("permission denied"))
      default:
        throw ParseError(path: path, reason: .unreadable(error.localizedDescription))
      }
    } catch {
      throw ParseError(path: path, reason: .unreadable(error.localizedDescription))
    }
  }

  /// The file's text, decoded as UTF-8.
  /// - Parameter path: the file's path as the user gave it.
  /// - Returns: the decoded text (a byte order mark, if any, is kept for the reader to skip).
  /// - Throws: as `readData(path:)`, `.emptyFile` for zero bytes, and `.invalidContent` when
  ///   the bytes are not UTF-8.
  static func readText(path: String) throws(ParseError) -> String {
    let data = try readData(path: path)
    guard !data.isEmpty else { throw ParseError(path: path, reason: .emptyFile) }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw ParseError(path: path, reason: .invalidContent("not UTF-8 text"))
    }
    return text
  }
}
