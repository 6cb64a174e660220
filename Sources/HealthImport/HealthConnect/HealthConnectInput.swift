import Foundation
import HealthCore

/// The three ways a Health Connect export arrives: the database itself
/// (`health_connect_export.db`), the zip the phone writes (`Health Connect.zip`, whose one
/// member is the database: extracted to a private temporary file, removed when read), or a
/// folder of scheduled exports (each a complete snapshot: the newest is read).
struct HealthConnectInput {
  typealias Outcome = ImportOutcome<HealthConnectSummary>

  /// The first bytes of every SQLite 3 database.
  static let header = Array("SQLite format 3\0".utf8)

  /// The input as the user gave it.
  var displayPath: String
  /// Whether sources are de-duplicated.
  var dedupe: Bool

  /// Whether `head`, a file's first bytes, is a SQLite database's.
  static func isDatabase(head: some Collection<UInt8>) -> Bool {
    head.starts(with: header)
  }

  /// Reads the database at `path`.
  func readDatabase(path: String) throws(ParseError) -> Outcome {
    try HealthConnectImporter.read(path: path, displayPath: displayPath, dedupe: dedupe)
  }

  /// The member of `archive` holding a SQLite database, by content (the one named
  /// `health_connect_export.db` first), or `nil`.
  static func databaseEntry(in archive: ZipArchive) throws(ParseError) -> ZipEntry? {
    let files = archive.entries.filter { !$0.isDirectory }
    let ordered =
      files.filter { $0.name.hasSuffix("health_connect_export.db") }
      + files.filter { !$0.name.hasSuffix("health_connect_export.db") }
    for entry in ordered where isDatabase(head: try archive.head(of: entry, length: header.count)) {
      return entry
    }
    return nil
  }

  /// Reads the database inside the zip `archive` (see ``databaseEntry(in:)``).
  func readZip(_ archive: ZipArchive) throws(ParseError) -> Outcome {
    do throws(ParseError) {
      guard let entry = try HealthConnectInput.databaseEntry(in: archive) else {
        throw ParseError(
          path: displayPath,
          reason: .invalidContent(
            "the zip holds no Health Connect database (no member is a SQLite database)"))
      }
      let file = try archive.extract(
        entry, as: "health_connect_export.db", displayPath: displayPath)
      defer { file.remove() }
      InputTestHook.afterExtraction()
      return try readDatabase(path: file.path)
    } catch {
      var error = error
      if error.path == archive.path { error.path = displayPath }
      throw error
    }
  }

  /// The newest Health Connect export in `folder` (a `.db`, or a zip holding one), by
  /// modification time, or `nil` when it holds none. Hidden files are passed over.
  /// - Parameter folder: the resolved folder.
  /// - Returns: the file's path and its name.
  static func newestExport(in folder: String) -> (path: String, name: String)? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var candidates: [(path: String, name: String, modified: Double)] = []
    for name in names where !name.hasPrefix(".") {
      let path = (folder as NSString).appendingPathComponent(name)
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      candidates.append((path, name, modified))
    }
    candidates.sort {
      $0.modified != $1.modified
        ? $0.modified > $1.modified
        : Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8))
    }
    for candidate in candidates where isExport(candidate.path) {
      return (candidate.path, candidate.name)
    }
    return nil
  }

  /// Whether the file at `path` is a SQLite database or a zip holding one.
  static func isExport(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    let head = (try? handle.read(upToCount: header.count)) ?? Data()
    try? handle.close()
    if isDatabase(head: head) { return true }
    guard head.starts(with: [0x50, 0x4B]), let archive = try? ZipArchive(path: path) else {
      return false
    }
    return (try? databaseEntry(in: archive)) != nil
  }
}
