/// Why an input could not be read, with the file and (where known) the 1-based line.
public struct ParseError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// The file does not exist.
    case missingFile
    /// The file exists but cannot be read; the system's explanation.
    case unreadable(String)
    /// The file is empty.
    case emptyFile
    /// The file's content is not what it should be; a sentence saying why.
    case invalidContent(String)
    /// An Apple Health export that ends early, as a half-copied file does; `line` is where.
    case truncated(Truncation)
  }

  /// How an Apple Health export ends early.
  public enum Truncation: Equatable, Sendable {
    /// The file ends inside an element that starts on the error's line; the records through
    /// `completeThroughLine` (1-based, the line before it) are whole.
    case insideElement(completeThroughLine: Int)
    /// The file ends on the error's line without `</HealthData>` (between elements, or inside
    /// one the scanner does not read, such as a `<MetadataEntry` or a tag cut after `<Rec`).
    case missingRootEnd
  }

  /// The input's path as the user gave it.
  public var path: String
  /// The 1-based line, when the problem is at one.
  public var line: Int?
  /// What went wrong.
  public var reason: Reason

  /// Creates an error.
  public init(path: String, line: Int? = nil, reason: Reason) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  /// Whether the input is missing or unreadable (exit 66) rather than bad data (exit 65).
  public var isMissingInput: Bool {
    switch reason {
    case .missingFile, .unreadable: return true
    case .emptyFile, .invalidContent, .truncated: return false
    }
  }

  /// `path:line: explanation`, as printed after `error: `.
  public var description: String {
    let place = line.map { "\(path):\($0)" } ?? path
    switch reason {
    case .missingFile: return "\(place): no such file"
    case .unreadable(let why): return "\(place): cannot be read: \(why)"
    case .emptyFile: return "\(place): the file is empty"
    case .invalidContent(let why): return "\(place): \(why)"
    case .truncated(.insideElement(let complete)):
      return
        "\(place): the file ends inside an element (truncated?); the data through line"
        + " \(complete) is complete"
    case .truncated(.missingRootEnd):
      return "\(place): no closing </HealthData> (truncated?); the records before it are complete"
    }
  }
}

/// A problem in the input that was skipped, with the file and 1-based line.
public struct ImportWarning: Equatable, CustomStringConvertible, Sendable {
  /// The input's path as the user gave it.
  public var path: String
  /// The 1-based line; 0 for an input without lines (a database, whose warnings name the
  /// table and row in ``message``).
  public var line: Int
  /// What was wrong and what was done ("not a date: \"2024-13-01\"; row skipped").
  public var message: String

  /// `path:line: warning: message` (`path: warning: message` without a line), as printed on
  /// standard error.
  public var description: String {
    line > 0 ? "\(path):\(line): warning: \(message)" : "\(path): warning: \(message)"
  }

  /// Creates a warning.
  /// - Parameters:
  ///   - path: the input's path as the user gave it.
  ///   - line: the 1-based line, 0 for an input without lines.
  ///   - message: what was wrong and what was done.
  public init(path: String, line: Int, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }
}
