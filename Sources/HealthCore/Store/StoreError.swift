/// Why the store could not be read or written, with the file concerned.
public struct StoreError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// The store was written by a newer version of the tool (its format version).
    case newerFormat(Int)
    /// A store file is not what it should be; a sentence saying why.
    case damaged(String)
    /// The store's folder (or another file) cannot be created; the reason.
    case cannotCreate(String)
    /// Reading, writing or locking a file failed; the system's explanation.
    case inputOutput(String)
  }

  /// The file or folder concerned, as the user would name it (`healthreport-data/manual.csv`).
  public var path: String
  /// What went wrong.
  public var reason: Reason

  /// Creates an error.
  /// - Parameters:
  ///   - path: the file or folder concerned.
  ///   - reason: what went wrong.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// `path: explanation`, as printed after `error: `.
  public var description: String {
    switch reason {
    case .newerFormat(let version):
      return
        "\(path): the store has format version \(version), written by a newer healthreport;"
        + " this version reads format \(StoreFormat.currentVersion) only. Update healthreport"
        + " (the store was left untouched)"
    case .damaged(let why): return "\(path): \(why)"
    case .cannotCreate(let why): return "\(path): cannot be created: \(why)"
    case .inputOutput(let why): return "\(path): \(why)"
    }
  }
}
