import HealthCore

/// A zip archive read in place: the central directory up front, members streamed on demand.
///
/// Only the end records and the central directory are read when the archive is opened; member
/// data is read with positioned reads in bounded chunks by `stream(_:chunk:)`, so memory does
/// not grow with the archive or member size. The file is reopened for each stream.
public struct ZipArchive: Sendable {
  /// The archive's path as the user gave it.
  public let path: String
  /// Every member, in central-directory order (folders included).
  public let entries: [ZipEntry]
  /// The file's size, modification time and inode when the directory was read: streaming a
  /// member fails when the file has changed since.
  let stamp: FileStamp

  /// Opens the archive at `path` and reads its central directory (Zip64 included).
  /// - Parameter path: the archive's path.
  /// - Throws: `.missingFile` when nothing is at `path`; `.unreadable(reason)` when it cannot
  ///   be read; `.emptyFile` for zero bytes; `.invalidContent("not a zip file")` when there is
  ///   no end of central directory record; `.invalidContent("damaged zip: …")` when the central
  ///   directory is cut short or inconsistent.
  public init(path: String) throws(ParseError) {
    let file = try ZipFileReader(path: path)
    self.entries = try CentralDirectoryReader.readEntries(file)
    self.path = path
    self.stamp = file.stamp
  }

  /// A `damaged zip: entry "name": …` error for this archive.
  func damaged(_ entry: ZipEntry, _ why: String) -> ParseError {
    ParseError(
      path: path,
      reason: .invalidContent("damaged zip: entry \(DiagnosticText.quoted(entry.name)): \(why)"))
  }
}
