import HealthCore

/// Taking a whole ``InputSource`` with each chunk's line count, counted by the reading thread.
extension AppleHealthImporter {
  /// Consumes every remaining chunk of `source` (its head included, if it was looked at), its
  /// `\n` bytes counted while the file is read ahead rather than by a second pass here.
  /// - Parameters:
  ///   - source: the input, read to its end.
  ///   - progress: called after each chunk with the bytes read so far.
  /// - Throws: `ParseError` from reading (including a file that changed) or from ``consume(_:)``.
  public mutating func consumeAll(of source: inout InputSource, progress: (Int) -> Void)
    throws(ParseError)
  {
    try source.forEachChunkCountingNewlines { chunk, done, newlines throws(ParseError) in
      try consume(chunk, newlines: newlines)
      progress(done)
    }
  }
}
