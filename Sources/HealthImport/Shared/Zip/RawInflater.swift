import CZlib
import HealthCore

/// A zlib raw-deflate decoder (no zlib or gzip wrapper, as in zip members).
///
/// The `z_stream` lives on the heap because zlib keeps a pointer back to it.
struct RawInflater: ~Copyable {
  /// What one call to `inflate(into:)` did.
  struct Step {
    /// The number of bytes written to the output buffer.
    var produced: Int
    /// Whether the end of the deflate stream was reached.
    var isFinished: Bool
  }

  /// Why inflating failed.
  enum Failure: Error {
    /// The deflate data is invalid; zlib's message when it gave one.
    case invalidData(String)
    /// zlib could not allocate its state.
    case outOfMemory
  }

  private let stream: UnsafeMutablePointer<z_stream>

  /// Starts a raw inflate (`windowBits` -15).
  /// - Throws: `Failure.outOfMemory` when zlib cannot initialise.
  init() throws(Failure) {
    stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = inflateInit2_(stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deinitialize(count: 1)
      stream.deallocate()
      throw .outOfMemory
    }
  }

  deinit {
    inflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// Whether all input given so far has been consumed.
  var needsInput: Bool { stream.pointee.avail_in == 0 }

  /// Gives the decoder its next input; the buffer must outlive the calls that consume it.
  /// - Parameter input: the compressed bytes (at most 4 GiB - 1; zlib only reads them).
  mutating func setInput(_ input: UnsafeRawBufferPointer) {
    stream.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    stream.pointee.avail_in = uInt(clamping: input.count)
  }

  /// Inflates as much as fits into `output`.
  /// - Parameter output: where the inflated bytes go, from its start.
  /// - Returns: how many bytes were written and whether the stream ended.
  /// - Throws: `Failure.invalidData` for corrupt data, `Failure.outOfMemory`.
  mutating func inflate(into output: UnsafeMutableRawBufferPointer) throws(Failure) -> Step {
    stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
    stream.pointee.avail_out = uInt(clamping: output.count)
    let status = CZlib.inflate(stream, Z_NO_FLUSH)
    let produced = output.count - Int(stream.pointee.avail_out)
    switch status {
    case Z_OK: return Step(produced: produced, isFinished: false)
    case Z_STREAM_END: return Step(produced: produced, isFinished: true)
    case Z_BUF_ERROR where produced > 0 || needsInput:
      return Step(produced: produced, isFinished: false)
    case Z_MEM_ERROR: throw .outOfMemory
    default:
      let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib status \(status)"
      throw .invalidData(message)
    }
  }
}
