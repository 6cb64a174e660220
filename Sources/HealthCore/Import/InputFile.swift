import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens and reads input files, mapping every failure to a `ParseError` the same way for every
/// importer (CSV, Apple Health XML, zip).
enum InputFile: Sendable {
  /// Checks that `path` names a file (not a directory).
  /// - Throws: `.missingFile` when nothing is there, `.unreadable("is a directory")`.
  static func checkRegularFile(path: String) throws(ParseError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ParseError(path: path, reason: .missingFile)
    }
    guard !isDirectory.boolValue else {
      throw ParseError(path: path, reason: .unreadable("is a directory"))
    }
  }

  /// Opens the file at `path` read-only and returns its descriptor (the caller closes it).
  /// - Parameter path: the file's path, named in errors as given.
  /// - Throws: as ``checkRegularFile(path:)``, and `.unreadable(reason)` when it cannot be
  ///   opened.
  /// - Returns: the open file descriptor.
  static func open(path: String) throws(ParseError) -> Int32 {
    try checkRegularFile(path: path)
    let descriptor = Foundation.open(path, O_RDONLY)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { throw ParseError(path: path, reason: .missingFile) }
      throw ParseError(path: path, reason: .unreadable(explain(code)))
    }
    return descriptor
  }

  /// The system's explanation of an `errno` value.
  static func explain(_ code: Int32) -> String {
    code == EACCES ? "permission denied" : String(cString: strerror(code))
  }

  /// The file's bytes.
  /// - Parameter path: the file's path as the user gave it.
  /// - Returns: the file's content.
  /// - Throws: `.missingFile` when nothing is at `path`, `.unreadable("is a directory")` for a
  ///   directory, `.unreadable(reason)` for any other read failure.
  static func readData(path: String) throws(ParseError) -> Data {
    try checkRegularFile(path: path)
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
