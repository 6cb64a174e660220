import HealthCore

extension ZipArchive {
  /// Up to `length` leading bytes of `entry`: only that much is inflated, to recognise what the
  /// member holds by its content.
  /// - Parameters:
  ///   - entry: a member of this archive.
  ///   - length: how many bytes to read at most.
  /// - Returns: the bytes (fewer for a shorter member).
  /// - Throws: ``ParseError`` when the member cannot be read.
  func head(of entry: ZipEntry, length: Int) throws(ParseError) -> [UInt8] {
    var head: [UInt8] = []
    head.reserveCapacity(length)
    do {
      try stream(entry) { block in
        head.append(contentsOf: block.prefix(length - head.count))
        return head.count < length
      }
    } catch let error as ParseError {
      throw error
    } catch {
      throw ParseError(path: path, reason: .unreadable(String(describing: error)))
    }
    return head
  }
}
