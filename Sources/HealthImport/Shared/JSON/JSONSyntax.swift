import HealthCore

/// Whether a text is JSON, by the strict scanner the Health Auto Export importer reads with:
/// for files read whole by another parser that says only that they are not JSON (the settings
/// file `healthreport.json`), to name the line and the reason.
public enum JSONSyntax {
  /// The first syntax error of `bytes`, or `nil` when they are one JSON document.
  /// - Parameters:
  ///   - bytes: the document's UTF-8.
  ///   - path: the file's name, for the error.
  /// - Returns: the error naming the line and what was found there, or `nil`.
  public static func firstError(in bytes: [UInt8], path: String) -> ParseError? {
    var scanner = JSONScanner(path: path)
    var ignorer = Ignorer()
    do throws(ParseError) {
      // Not in a closure of `withUnsafeBytes`, whose rethrown error has no type.
      let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
      defer { copy.deallocate() }
      copy.copyBytes(from: bytes)
      try scanner.consume(UnsafeRawBufferPointer(copy), into: &ignorer)
      try scanner.finish(into: &ignorer)
      return nil
    } catch {
      return error
    }
  }

  /// Takes every event and keeps nothing: only the scanner's errors matter.
  private struct Ignorer: JSONEventHandler {
    mutating func objectStart(line: Int) throws(ParseError) {}
    mutating func objectEnd(line: Int) throws(ParseError) {}
    mutating func arrayStart(line: Int) throws(ParseError) {}
    mutating func arrayEnd(line: Int) throws(ParseError) {}
    mutating func key(_ key: JSONText, line: Int) throws(ParseError) {}
    mutating func value(_ value: JSONValue, line: Int) throws(ParseError) {}
  }
}
