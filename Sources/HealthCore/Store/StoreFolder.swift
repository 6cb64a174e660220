import Foundation

/// The store on disk: a folder of plain files a person can read and back up.
///
/// - `FORMAT`: the layout version (see ``StoreFormat``).
/// - `imported.csv`: the imported daily figures, in the ``DailyCSV`` format.
/// - `manual.csv`: the entries typed in by hand (see ``ManualLog``).
/// - `.lock`: empty; writers hold an exclusive `flock(2)` on it.
///
/// Every write replaces one whole file atomically (a temporary file in the folder, `fsync`,
/// `rename`, `fsync` of the folder) while holding the lock, so concurrent writers never lose
/// an update and a crash leaves the old or the new file, never a torn one. Readers need no lock.
public struct StoreFolder: Sendable {
  /// The `FORMAT` file's name.
  public static let formatName = "FORMAT"
  /// The imported figures' file name.
  public static let importedName = "imported.csv"
  /// The manual entries' file name.
  public static let manualName = "manual.csv"
  /// The lock file's name.
  public static let lockName = ".lock"

  /// The folder's absolute path.
  public var path: String
  /// The folder as the user named it, for messages.
  public var displayPath: String

  /// Creates a handle; nothing is touched until a method runs.
  /// - Parameters:
  ///   - path: the folder's absolute path.
  ///   - displayPath: the folder as the user named it.
  public init(path: String, displayPath: String) {
    self.path = path
    self.displayPath = displayPath
  }

  /// Whether a store is there (its `FORMAT` file exists).
  public var exists: Bool {
    FileManager.default.fileExists(atPath: filePath(Self.formatName))
  }

  /// The absolute path of the store file `name`.
  public func filePath(_ name: String) -> String { path + "/" + name }

  /// The store file `name` as the user would name it.
  public func displayName(_ name: String) -> String {
    displayPath.hasSuffix("/") ? displayPath + name : displayPath + "/" + name
  }

  /// Checks the `FORMAT` file.
  /// - Returns: the store's layout version (1 or 2).
  /// - Throws: ``StoreError`` when it is missing, damaged or newer than this tool.
  @discardableResult
  public func checkFormat() throws(StoreError) -> Int {
    let name = displayName(Self.formatName)
    guard let text = try readText(Self.formatName) else {
      throw StoreError(
        path: displayPath,
        reason: .damaged("not a healthreport store (no \(Self.formatName) file)"))
    }
    return try StoreFormat.version(of: text, path: name)
  }

  /// The file holding the locale of the last export imported (one line, `de_DE`).
  static let localeName = "locale"

  /// The locale kept in the store's `locale` file; `nil` without one or for text that is not
  /// a locale tag.
  public func readLocale() throws(StoreError) -> String? {
    guard let text = try readText(Self.localeName) else { return nil }
    let tag = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let allowed = tag.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
    return allowed && (2...35).contains(tag.utf8.count) ? tag : nil
  }

  /// Reads `manual.csv` (no entries when it is absent).
  /// - Returns: the entries, oldest first.
  /// - Throws: ``StoreError`` when the file cannot be read; ``ParseError`` when it is damaged.
  public func readManual() throws -> [ManualEntry] {
    guard let text = try readText(Self.manualName) else { return [] }
    return try ManualLog.parse(text, path: displayName(Self.manualName))
  }

  /// Replaces `imported.csv` atomically. Call inside ``withLock(_:)``.
  /// - Parameter dataset: the figures to keep.
  /// - Throws: ``StoreError`` `.inputOutput`.
  public func writeImported(_ dataset: HealthDataset) throws(StoreError) {
    try writeAtomically(DailyCSV.render(dataset), to: Self.importedName)
    if let locale = dataset.locale { try writeAtomically(locale + "\n", to: Self.localeName) }
  }

  /// Replaces `manual.csv` atomically. Call inside ``withLock(_:)``.
  /// - Parameter entries: the entries to keep, oldest first.
  /// - Throws: ``StoreError`` `.inputOutput`.
  public func writeManual(_ entries: [ManualEntry]) throws(StoreError) {
    try writeAtomically(ManualLog.render(entries), to: Self.manualName)
  }

  /// Appends one entry to `manual.csv` by rewriting it atomically with the old lines copied
  /// as they are (only the header is checked), so an add costs a copy, not a parse. Call
  /// inside ``withLock(_:)``.
  /// - Parameter entry: the new entry.
  /// - Throws: ``ParseError`` for a file with a wrong header; ``StoreError`` `.inputOutput`.
  public func appendManual(_ entry: ManualEntry) throws {
    var text = try readText(Self.manualName) ?? ""
    if text.isEmpty {
      text = ManualLog.header + "\n"
    } else {
      guard text.hasPrefix(ManualLog.header + "\n") else {
        throw ParseError(
          path: displayName(Self.manualName), line: 1,
          reason: .invalidContent("the header must be \(ManualLog.header)"))
      }
      if !text.hasSuffix("\n") { text += "\n" }
    }
    try writeAtomically(text + ManualLog.line(entry), to: Self.manualName)
  }

  /// Creates the folder (its parent must exist) and the `FORMAT` file when missing, then runs
  /// `body` holding the store's exclusive lock, after checking the format version.
  ///
  /// Temporary files a killed writer left behind are removed under the lock first.
  /// - Parameter body: the update; it reads and writes store files.
  /// - Returns: what `body` returns.
  /// - Throws: ``StoreError`` (`.cannotCreate`, `.inputOutput`, `.newerFormat`, `.damaged`)
  ///   or what `body` throws.
  public func withLock<T>(_ body: () throws -> T) throws -> T {
    if mkdir(path, 0o755) != 0, errno != EEXIST {
      throw StoreError(path: displayPath, reason: .cannotCreate(SystemErrorText.explain(errno)))
    }
    let descriptor = open(filePath(Self.lockName), O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      let reason: StoreError.Reason =
        code == ENOTDIR || code == EACCES
        ? .cannotCreate(SystemErrorText.explain(code)) : .inputOutput(SystemErrorText.explain(code))
      throw StoreError(path: displayPath, reason: reason)
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw StoreError(
          path: displayName(Self.lockName), reason: .inputOutput(SystemErrorText.explain(errno)))
      }
    }
    removeLeftovers()
    if try readText(Self.formatName) == nil {
      try writeAtomically(StoreFormat.text, to: Self.formatName)
    } else if try checkFormat() < StoreFormat.currentVersion {
      // An older layout is read as it is; the store is upgraded before it is written, so an
      // older tool refuses it rather than dropping the columns it does not know.
      try writeAtomically(StoreFormat.text, to: Self.formatName)
    }
    return try body()
  }

  /// Writes `text` to the store file `name`: a temporary file in the folder, `fsync`, `rename`
  /// over the old file, `fsync` of the folder.
  /// - Parameters:
  ///   - text: the file's new content.
  ///   - name: the store file's name.
  /// - Throws: ``StoreError`` `.inputOutput`; the temporary file is removed.
  func writeAtomically(_ text: String, to name: String) throws(StoreError) {
    let temporary = filePath(".\(name).tmp-\(getpid())")
    let failure = { (code: Int32) -> StoreError in
      unlink(temporary)
      return StoreError(
        path: self.displayName(name), reason: .inputOutput(SystemErrorText.explain(code)))
    }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(errno) }
    var bytes = Array(text.utf8)
    let written = bytes.withUnsafeMutableBytes { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return 0 }
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return 0
    }
    if written != 0 {
      close(descriptor)
      throw failure(written)
    }
    if fsync(descriptor) != 0 {
      let code = errno
      close(descriptor)
      throw failure(code)
    }
    close(descriptor)
    StoreTestHook.beforeRename()
    guard rename(temporary, filePath(name)) == 0 else { throw failure(errno) }
    let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      _ = fsync(folder)
      close(folder)
    }
  }

  /// The content of the store file `name`, or `nil` when it does not exist.
  /// - Parameter name: the file's name in the store (``importedName``, ``manualName``).
  /// - Returns: its text, UTF-8 decoded.
  /// - Throws: ``StoreError`` `.inputOutput` when it exists but cannot be read.
  public func readText(_ name: String) throws(StoreError) -> String? {
    let descriptor = open(filePath(name), O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw StoreError(
        path: displayName(name), reason: .inputOutput(SystemErrorText.explain(errno)))
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw StoreError(
          path: displayName(name), reason: .inputOutput(SystemErrorText.explain(errno)))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Removes temporary files a killed writer left (`.NAME.tmp-PID`). Call under the lock.
  func removeLeftovers() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    for name in names where name.hasPrefix(".") && name.contains(".tmp-") {
      unlink(filePath(name))
    }
  }
}
