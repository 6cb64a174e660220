import HealthCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ZipArchive {
  /// Whether `name`, a member's name, could point outside a folder it were extracted into:
  /// a leading `/` or a `..` part (a "zip slip").
  static func isUnsafe(name: String) -> Bool {
    name.hasPrefix("/") || name.hasPrefix("\\")
      || name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains("..")
  }

  /// Writes `entry`'s bytes into a new private temporary file, refusing before any byte is
  /// written when the member's declared size exceeds the free space, or its name is unsafe
  /// (``isUnsafe(name:)``; the file's own name is always the tool's, never the member's).
  /// - Parameters:
  ///   - entry: a member of this archive.
  ///   - name: the temporary file's name.
  ///   - displayPath: the archive as the user gave it.
  /// - Returns: the file, closed for writing; the caller removes it.
  /// - Throws: ``ParseError``: `.invalidContent` for an unsafe name or damaged data (the
  ///   CRC-32 is checked), `.unreadable` when the file cannot be made or written.
  func extract(_ entry: ZipEntry, as name: String, displayPath: String) throws(ParseError)
    -> PrivateTemporaryFile
  {
    guard !ZipArchive.isUnsafe(name: entry.name) else {
      throw ParseError(
        path: displayPath,
        reason: .invalidContent(
          "the zip's member \(DiagnosticText.quoted(entry.name)) is named to lie outside its"
            + " folder (a leading / or ..); refused"))
    }
    let file = try PrivateTemporaryFile(name: name, displayPath: displayPath)
    if let free = file.freeBytes, entry.uncompressedSize > free {
      file.remove()
      throw ParseError(
        path: displayPath,
        reason: .unreadable(
          "its database needs \(ImportSummaryLine.grouped(Int(clamping: entry.uncompressedSize)))"
            + " bytes and the temporary folder \(file.folder) has \(ImportSummaryLine.grouped(Int(clamping: free)))"
            + " free; set TMPDIR to a folder with more room, or unzip it and give the .db"))
    }
    var failure: ParseError?
    do {
      try stream(entry) { block in
        guard let base = block.baseAddress else { return true }
        var offset = 0
        while offset < block.count {
          let written = write(file.descriptor, base + offset, block.count - offset)
          if written < 0, errno == EINTR { continue }
          guard written > 0 else {
            failure = ParseError(
              path: displayPath,
              reason: .unreadable(
                "cannot extract it to \(file.folder): \(SystemErrorText.explain(errno))"))
            return false
          }
          offset += written
        }
        return true
      }
    } catch let error as ParseError {
      file.remove()
      throw error
    } catch {
      file.remove()
      throw ParseError(path: displayPath, reason: .unreadable(String(describing: error)))
    }
    if let failure {
      file.remove()
      throw failure
    }
    return file
  }
}
