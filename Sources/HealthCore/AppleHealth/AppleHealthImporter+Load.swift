import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a plain `export.xml` from disk in bounded chunks.
extension AppleHealthImporter {
  /// The size of the chunks `load` reads, in bytes (4 MiB).
  public static let chunkSize = 4 << 20

  /// Reads the Apple Health `export.xml` at `path` in 4 MiB chunks (never the whole file at
  /// once) and returns its daily data.
  /// - Parameters:
  ///   - path: the file's path as the user gave it.
  ///   - options: how records become daily values.
  ///   - progress: called after each chunk with the bytes read so far.
  /// - Returns: the dataset (source `.appleHealth(path:)`, canonical units) and the warnings.
  /// - Throws: `ParseError`: `.missingFile`, `.unreadable`, `.emptyFile`, or `.invalidContent`
  ///   when the file is not an Apple Health export.
  public static func load(
    path: String, options: AppleHealthImportOptions = AppleHealthImportOptions(),
    progress: ((Int) -> Void)? = nil
  ) throws(ParseError) -> ImportResult {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ParseError(path: path, reason: .missingFile)
    }
    guard !isDirectory.boolValue else {
      throw ParseError(path: path, reason: .unreadable("is a directory"))
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw ParseError(path: path, reason: .unreadable(String(cString: strerror(errno))))
    }
    defer { close(descriptor) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    guard let base = buffer.baseAddress else {
      throw ParseError(path: path, reason: .unreadable("out of memory"))
    }
    var importer = AppleHealthImporter(path: path, options: options)
    while true {
      let count = read(descriptor, base, chunkSize)
      if count < 0 {
        if errno == EINTR { continue }
        throw ParseError(path: path, reason: .unreadable(String(cString: strerror(errno))))
      }
      if count == 0 { break }
      try importer.consume(UnsafeRawBufferPointer(start: base, count: count))
      progress?(importer.bytesConsumed)
    }
    return try importer.finish()
  }
}
