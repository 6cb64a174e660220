/// The store's `FORMAT` file: one line, `healthreport-data N`, naming the layout version N.
///
/// A tool refuses a store whose version is newer than ``currentVersion``, so an old binary
/// never rewrites files it does not understand.
public enum StoreFormat {
  /// The layout version this tool writes and reads: 2 since `imported.csv` may hold the
  /// sleep, heart and workout columns, 3 since it may hold the vitals' columns (an older tool
  /// would drop them on its next import). Older stores are read as they are and upgraded the
  /// next time the store is written.
  public static let currentVersion = 3

  /// The file's first word.
  static let magic = "healthreport-data"

  /// The file's content for ``currentVersion``.
  public static var text: String { "\(magic) \(currentVersion)\n" }

  /// The version named by a `FORMAT` file's text.
  /// - Parameters:
  ///   - text: the file's content.
  ///   - path: the file's path, for errors.
  /// - Returns: the version, at most ``currentVersion``.
  /// - Throws: ``StoreError`` `.newerFormat` for a newer version, `.damaged` for other text.
  public static func version(of text: String, path: String) throws(StoreError) -> Int {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    let words = line.split(separator: " ")
    guard words.count == 2, words[0] == magic, let version = Int(words[1]), version > 0 else {
      throw StoreError(
        path: path,
        reason: .damaged("not a healthreport store format line (expected \"\(magic) N\")"))
    }
    guard version <= currentVersion else {
      throw StoreError(path: path, reason: .newerFormat(version))
    }
    return version
  }
}
