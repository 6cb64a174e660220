/// A push-based reader that takes its input in chunks (the Apple Health and Health Auto Export
/// importers); reading a whole ``InputSource`` through it is written once, here.
public protocol ChunkConsumer {
  /// Reads the next chunk; a record may straddle chunk boundaries.
  /// - Parameter bytes: the next bytes of the input, any length.
  /// - Throws: `ParseError` for content the reader refuses.
  mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(ParseError)

  /// ``consume(_:)`` for a chunk whose `\n` bytes were already counted (on the reading
  /// thread); the default ignores the count.
  /// - Parameters:
  ///   - bytes: the next bytes of the input, any length.
  ///   - newlines: the number of `\n` bytes in `bytes`.
  /// - Throws: `ParseError` for content the reader refuses.
  mutating func consume(_ bytes: UnsafeRawBufferPointer, newlines: Int) throws(ParseError)

  /// Whether the reader numbers lines, so that ``consumeAll(of:progress:)`` has each chunk's
  /// `\n` bytes counted on the reading thread (default `false`).
  static var countsNewlines: Bool { get }
}

extension ChunkConsumer {
  /// No line numbers: nothing is counted for this reader.
  public static var countsNewlines: Bool { false }

  /// Passes `bytes` to ``consume(_:)``, ignoring `newlines`.
  /// - Parameters:
  ///   - bytes: the next bytes of the input, any length.
  ///   - newlines: the number of `\n` bytes in `bytes` (unused).
  /// - Throws: what ``consume(_:)`` throws.
  public mutating func consume(_ bytes: UnsafeRawBufferPointer, newlines: Int) throws(ParseError) {
    try consume(bytes)
  }

  /// Consumes every remaining chunk of `source` (its head included, if it was looked at).
  /// - Parameters:
  ///   - source: the input, read to its end.
  ///   - progress: called after each chunk with the bytes read so far.
  /// - Throws: `ParseError` from reading (including a file that changed) or from ``consume(_:)``.
  public mutating func consumeAll(
    of source: inout InputSource, progress: (Int) -> Void = { _ in }
  ) throws(ParseError) {
    try source.forEachChunk(countingNewlines: Self.countsNewlines) {
      chunk, done, newlines throws(ParseError) in
      if let newlines { try consume(chunk, newlines: newlines) } else { try consume(chunk) }
      progress(done)
    }
  }
}
