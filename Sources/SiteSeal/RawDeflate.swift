import CZlib

/// Raw DEFLATE (RFC 1951: no zlib or gzip header), as a sealed file's content is compressed
/// before it is encrypted (`"zip":"deflate-raw"`, what `DecompressionStream("deflate-raw")` and
/// Python's `zlib.decompress(z, -15)` read).
public enum RawDeflate {
  /// Why inflating failed (no content is ever included).
  public enum Failure: Error, Sendable, Equatable {
    /// The data is not a complete raw DEFLATE stream.
    case invalidData
    /// The inflated data would be larger than the limit given.
    case tooLarge
    /// zlib could not allocate its state.
    case outOfMemory
  }

  /// The zlib level files are compressed at: 1, the fastest. Pages and charts are markup, which
  /// even level 1 shrinks to a sixth or less, so a private site stays smaller than the public
  /// one while sealing a ten-year site takes a fraction of the time level 6 would.
  public static let level: Int32 = 1

  /// Compresses `bytes` into one raw DEFLATE stream (deterministic: the same bytes give the
  /// same stream with the same zlib).
  /// - Parameter bytes: the data.
  /// - Returns: the stream.
  public static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var stream = z_stream()
    guard
      deflateInit2_(
        &stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
        Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { return storedBlocks(bytes) }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(bytes.count)))
    var output = [UInt8](repeating: 0, count: max(bound, 16))
    let produced: Int = bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = uInt(input.count)
        stream.next_out = out.baseAddress
        stream.avail_out = uInt(out.count)
        let status = deflate(&stream, Z_FINISH)
        return status == Z_STREAM_END ? out.count - Int(stream.avail_out) : -1
      }
    }
    guard produced >= 0 else { return storedBlocks(bytes) }
    output.removeSubrange(produced...)
    return output
  }

  /// Inflates a raw DEFLATE stream that must end exactly at the end of `bytes`.
  /// - Parameters:
  ///   - bytes: the stream.
  ///   - limit: the most bytes the result may have (a small hostile stream can inflate to
  ///     gigabytes).
  /// - Returns: the inflated bytes.
  /// - Throws: ``Failure``.
  public static func decompress(_ bytes: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
    var stream = z_stream()
    guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw .outOfMemory }
    defer { inflateEnd(&stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var failure: Failure?
    bytes.withUnsafeBufferPointer { input in
      stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
      stream.avail_in = uInt(input.count)
      while true {
        let (status, produced) = chunk.withUnsafeMutableBufferPointer { out in
          stream.next_out = out.baseAddress
          stream.avail_out = uInt(out.count)
          let status = inflate(&stream, Z_NO_FLUSH)
          return (status, out.count - Int(stream.avail_out))
        }
        guard output.count + produced <= limit else {
          failure = .tooLarge
          return
        }
        output += chunk[0..<produced]
        switch status {
        case Z_STREAM_END:
          if stream.avail_in != 0 { failure = .invalidData }
          return
        case Z_OK:
          continue
        case Z_BUF_ERROR where produced > 0:
          continue
        case Z_MEM_ERROR:
          failure = .outOfMemory
          return
        default:
          failure = .invalidData
          return
        }
      }
    }
    if let failure { throw failure }
    return output
  }

  /// `bytes` as stored (uncompressed) DEFLATE blocks: the fallback should zlib fail to start.
  static func storedBlocks(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var start = 0
    repeat {
      let length = min(65_535, bytes.count - start)
      let isLast = start + length == bytes.count
      output.append(isLast ? 1 : 0)
      output += [UInt8(length & 0xFF), UInt8(length >> 8)]
      output += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
      output += bytes[start..<start + length]
      start += length
    } while start < bytes.count
    return output
  }
}
