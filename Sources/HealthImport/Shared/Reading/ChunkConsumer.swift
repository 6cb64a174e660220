import HealthCore

/// A push-based reader that takes its input in chunks (the Apple Health and Health Auto Export
/// importers); reading a whole ``InputSource`` through it is written once, here.
public protocol ChunkConsumer {
  /// Reads the next chunk; a record may straddle chunk boundaries.
  /// - Parameter bytes: the next bytes of the input, any length.
  /// - Throws: `ParseError` for content the reader refuses.
  mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(ParseError)

  /// Consumes every remaining chunk of `source` (its head included, if it was looked at). The
  /// default passes each chunk to ``consume(_:)``; a reader may take the chunks another way
  /// (with their line counts, ``InputSource/forEachChunkCountingNewlines(_:)``).
  /// - Parameters:
  ///   - source: the input, read to its end.
  ///   - progress: called after each chunk with the bytes read so far.
  /// - Throws: `ParseError` from reading (including a file that changed) or from ``consume(_:)``.
  mutating func consumeAll(of source: inout InputSource, progress: (Int) -> Void)
    throws(ParseError)
}

extension ChunkConsumer {
  /// Passes every remaining chunk of `source` to ``consume(_:)``.
  /// - Parameters:
  ///   - source: the input, read to its end.
  ///   - progress: called after each chunk with the bytes read so far.
  /// - Throws: `ParseError` from reading (including a file that changed) or from ``consume(_:)``.
  public mutating func consumeAll(of source: inout InputSource, progress: (Int) -> Void)
    throws(ParseError)
  {
    try source.forEachChunk { chunk, done throws(ParseError) in
      try consume(chunk)
      progress(done)
    }
  }

  /// ``consumeAll(of:progress:)`` without progress.
  /// - Parameter source: the input, read to its end.
  /// - Throws: what ``consumeAll(of:progress:)`` throws.
  public mutating func consumeAll(of source: inout InputSource) throws(ParseError) {
    try consumeAll(of: &source, progress: { _ in })
  }
}

extension ChunkConsumer {
  /// Consumes every remaining chunk of `source`, reporting progress against its size.
  /// - Parameters:
  ///   - source: the open input, read to its end (its head included).
  ///   - progress: called after each chunk with the bytes read and the file's size (0 for a
  ///     pipe).
  /// - Throws: `ParseError` from reading or from the importer.
  mutating func consumeAll(
    of source: inout InputSource, progressOfTotal progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) {
    let total = source.expectedSize ?? 0
    try consumeAll(of: &source) { done in progress(done, total) }
  }
}
