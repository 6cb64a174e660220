import Foundation
import HealthCore

/// Streams an Apple Health export (a plain `export.xml` or the member of an `export.zip`)
/// through `AppleHealthImporter` in bounded chunks, reporting progress; never extracts to disk.
struct ExportReader {
  /// What an import produced: the data, the warnings and the importer's counts.
  struct Outcome: Sendable {
    /// The dataset and warnings.
    var result: ImportResult
    /// The counts for the end-of-run summary.
    var summary: ImportSummary
  }

  /// The input as the user gave it: named in errors, warnings and the dataset's source.
  var displayPath: String
  /// How records become daily values.
  var options: AppleHealthImportOptions

  /// The size of the chunks read from a plain XML file, in bytes.
  static let chunkSize = 4 << 20

  /// Reads the XML file at `path`.
  /// - Parameters:
  ///   - path: the resolved file path.
  ///   - fileDisplayPath: the file as the user would name it (differs for a folder input).
  ///   - progress: called after each chunk with the bytes read and the file's size.
  /// - Returns: the data and the warnings.
  /// - Throws: `ParseError` when the file is missing, unreadable or not a Health export.
  func readXML(
    path: String, fileDisplayPath: String, progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) -> Outcome {
    let total = Self.fileSize(path)
    guard let handle = FileHandle(forReadingAtPath: path) else {
      let reason =
        FileManager.default.isReadableFile(atPath: path) ? "cannot be opened" : "permission denied"
      throw ParseError(path: fileDisplayPath, reason: .unreadable(reason))
    }
    defer { try? handle.close() }
    var importer = AppleHealthImporter(path: fileDisplayPath, options: options)
    while true {
      let data: Data
      do {
        data = try handle.read(upToCount: Self.chunkSize) ?? Data()
      } catch {
        throw ParseError(path: fileDisplayPath, reason: .unreadable(error.localizedDescription))
      }
      if data.isEmpty { break }
      let failure: ParseError? = data.withUnsafeBytes { bytes in
        do throws(ParseError) {
          try importer.consume(bytes)
          return nil
        } catch {
          return error
        }
      }
      if let failure { throw failure }
      progress(importer.bytesConsumed, total)
    }
    return try finish(&importer)
  }

  /// Reads the Apple Health export inside the zip at `path`.
  /// - Parameters:
  ///   - path: the resolved archive path.
  ///   - progress: called after each block with the bytes inflated and the member's size.
  /// - Returns: the data and the warnings.
  /// - Throws: `ParseError` when the zip is missing, damaged or holds no Health export.
  func readZip(
    path: String, progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) -> Outcome {
    do throws(ParseError) {
      let archive = try ZipArchive(path: path)
      let entry = try archive.findHealthExport()
      let total = Int(clamping: entry.uncompressedSize)
      var importer = AppleHealthImporter(path: displayPath, options: options)
      do {
        try archive.stream(entry) { block in
          try importer.consume(block)
          progress(importer.bytesConsumed, total)
          return true
        }
      } catch let error as ParseError {
        throw error
      } catch {
        throw ParseError(path: path, reason: .unreadable(String(describing: error)))
      }
      return try finish(&importer)
    } catch {
      var error = error
      if error.path == path { error.path = displayPath }
      throw error
    }
  }

  /// Ends the import and names the dataset after the input as given.
  private func finish(_ importer: inout AppleHealthImporter) throws(ParseError) -> Outcome {
    var result = try importer.finish()
    result.dataset.source = .appleHealth(path: displayPath)
    return Outcome(result: result, summary: importer.summary)
  }

  /// The size of the file at `path` in bytes, or 0 when unknown.
  static func fileSize(_ path: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }
}
