import HealthCore

/// Reading an `export.xml` through `InputSource`: the one reader of the CLI, tests and bench.
extension AppleHealthImporter {
  /// Reads the Apple Health `export.xml` at `path` one chunk at a time (never the whole file at
  /// once) and returns its daily data.
  /// - Parameters:
  ///   - path: the file's path as the user gave it (`/dev/stdin` and `/dev/fd/N` are read as
  ///     pipes).
  ///   - options: how records become daily values.
  ///   - progress: called after each chunk with the bytes read so far.
  /// - Returns: the dataset (source `.appleHealth(path:)`, canonical units) and the warnings.
  /// - Throws: `ParseError`: `.missingFile`, `.unreadable` (also for a device or a FIFO),
  ///   `.emptyFile`, `.invalidContent` when the file is not an Apple Health export or
  ///   changed while it was read, or `.truncated` when it ends early (unless
  ///   `options.allowTruncated`).
  public static func load(
    path: String, options: AppleHealthImportOptions = AppleHealthImportOptions(),
    progress: ((Int) -> Void)? = nil
  ) throws(ParseError) -> ImportResult {
    var source = try InputSource(path: path)
    var importer = AppleHealthImporter(path: path, options: options)
    try importer.consumeAll(of: &source) { done in progress?(done) }
    return try importer.finish()
  }
}

extension AppleHealthImporter: ChunkConsumer {}
