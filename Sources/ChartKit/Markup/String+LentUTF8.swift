extension String {
  /// Calls `body` with the string's UTF-8 bytes: in place for native and small strings, which
  /// lend them without the copy into a variable that `withUTF8` needs (a retain and a release
  /// for every text a page or chart writes), else from a contiguous copy.
  /// - Parameter body: reads the bytes; they are valid only during the call.
  /// - Returns: what `body` returns.
  @inlinable
  package func withLentUTF8<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}
