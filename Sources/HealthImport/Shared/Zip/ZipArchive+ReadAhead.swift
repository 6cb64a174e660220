import HealthCore

extension ZipArchive {
  /// ``stream(_:chunk:)`` with the reading, inflating and checking on a second thread
  /// (``ChunkHandoff``), so that inflating the next block overlaps what `chunk` does with this
  /// one. The same blocks arrive in the same order, and the same errors where one thread would
  /// meet them: a damaged member's error after the blocks before the damage, a CRC-32 or size
  /// mismatch after the last block.
  /// - Parameters:
  ///   - entry: a member of this archive (from `entries`).
  ///   - chunk: receives each block of uncompressed bytes (valid only during the call).
  /// - Throws: `ParseError`: what ``stream(_:chunk:)`` throws, and whatever `chunk` throws (which
  ///   stops the inflating at once).
  public func streamAhead(
    _ entry: ZipEntry, chunk: (UnsafeRawBufferPointer) throws(ParseError) -> Void
  ) throws(ParseError) {
    try ChunkHandoff(capacity: Self.outputChunkSize, path: path).run { [self] handoff in
      do {
        try stream(entry) { block in
          // Blocks are at most `outputChunkSize` long; a longer one would go in parts.
          var offset = 0
          repeat {
            let part = UnsafeRawBufferPointer(
              rebasing: block[offset..<min(block.count, offset + Self.outputChunkSize)])
            let goesOn = handoff.deliver { buffer in
              buffer.copyMemory(from: part)
              return (part.count, false)
            }
            guard goesOn else { return false }
            offset += part.count
          } while offset < block.count
          return true
        }
        _ = handoff.deliver { _ in (0, true) }
      } catch {
        let failure =
          error as? ParseError
          ?? ParseError(path: path, reason: .unreadable(String(describing: error)))
        _ = handoff.deliver { _ throws(ParseError) in throw failure }
      }
    } body: { block, _, _ throws(ParseError) in
      if !block.isEmpty { try chunk(block) }
    }
  }
}
