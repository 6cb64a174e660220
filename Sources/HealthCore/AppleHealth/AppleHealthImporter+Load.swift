import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a plain `export.xml` from disk in bounded windows.
extension AppleHealthImporter {
  /// The size of the chunks `load` reads with `read(2)` when the file cannot be mapped, in
  /// bytes (4 MiB).
  public static let chunkSize = 4 << 20
  /// The size of the windows `load` maps at a time, in bytes (4 MiB): each window is unmapped
  /// before the next is mapped, so mapped pages never add more than this to the resident set.
  public static let windowSize = 4 << 20

  /// Reads the Apple Health `export.xml` at `path` a bounded window at a time (never the whole
  /// file at once) and returns its daily data.
  ///
  /// A regular file is mapped `windowSize` bytes at a time (each window unmapped before the
  /// next), anything else is read with `read(2)` in `chunkSize` chunks. The file must not be
  /// truncated by another process while it is read.
  /// - Parameters:
  ///   - path: the file's path as the user gave it.
  ///   - options: how records become daily values.
  ///   - progress: called after each window with the bytes read so far.
  /// - Returns: the dataset (source `.appleHealth(path:)`, canonical units) and the warnings.
  /// - Throws: `ParseError`: `.missingFile`, `.unreadable`, `.emptyFile`, or `.invalidContent`
  ///   when the file is not an Apple Health export.
  public static func load(
    path: String, options: AppleHealthImportOptions = AppleHealthImportOptions(),
    progress: ((Int) -> Void)? = nil
  ) throws(ParseError) -> ImportResult {
    let descriptor = try InputFile.open(path: path)
    defer { close(descriptor) }
    var importer = AppleHealthImporter(path: path, options: options)
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0,
      try importer.consumeMapped(descriptor, size: Int(status.st_size), progress: progress)
    {
      return try importer.finish()
    }
    try importer.consumeRead(descriptor, progress: progress)
    return try importer.finish()
  }

  /// Consumes the regular file `descriptor` of `size` bytes through `windowSize` mappings.
  /// - Returns: `false` when the first window cannot be mapped (nothing consumed; read instead).
  private mutating func consumeMapped(
    _ descriptor: Int32, size: Int, progress: ((Int) -> Void)?
  ) throws(ParseError) -> Bool {
    #if canImport(Glibc)
      _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_SEQUENTIAL)
    #endif
    var offset = 0
    var status = stat()
    while offset < size {
      let length = min(AppleHealthImporter.windowSize, size - offset)
      // Touching a mapped page past the end of a file that shrank would raise SIGBUS: check
      // the size before each window (a file cut while a window is read is still a risk).
      guard fstat(descriptor, &status) == 0, Int(status.st_size) >= offset + length else {
        throw ParseError(path: path, reason: .unreadable("the file shrank while it was read"))
      }
      let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, off_t(offset))
      guard let address, address != MAP_FAILED else {
        if offset == 0 { return false }
        throw ParseError(path: path, reason: .unreadable(String(cString: strerror(errno))))
      }
      defer { munmap(address, length) }
      _ = madvise(address, length, MADV_SEQUENTIAL)
      try consume(UnsafeRawBufferPointer(start: address, count: length))
      progress?(bytesConsumed)
      offset += length
    }
    return true
  }

  /// Consumes `descriptor` with `read(2)` in `chunkSize` chunks until its end.
  private mutating func consumeRead(_ descriptor: Int32, progress: ((Int) -> Void)?)
    throws(ParseError)
  {
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: AppleHealthImporter.chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    guard let base = buffer.baseAddress else {
      throw ParseError(path: path, reason: .unreadable("out of memory"))
    }
    while true {
      let count = read(descriptor, base, AppleHealthImporter.chunkSize)
      if count < 0 {
        if errno == EINTR { continue }
        throw ParseError(path: path, reason: .unreadable(String(cString: strerror(errno))))
      }
      if count == 0 { break }
      try consume(UnsafeRawBufferPointer(start: base, count: count))
      progress?(bytesConsumed)
    }
  }
}
