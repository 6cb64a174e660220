import ChartKit

/// Bytes written into a buffer sized beforehand (``StringCatalog/substitute(_:_:count:)``);
/// bytes past its end are dropped.
struct ByteSink {
  let output: UnsafeMutableBufferPointer<UInt8>
  private(set) var count = 0

  init(output: UnsafeMutableBufferPointer<UInt8>) {
    self.output = output
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    let length = min(bytes.count, output.count - count)
    guard length > 0, let source = bytes.baseAddress, let target = output.baseAddress else {
      return
    }
    (target + count).update(from: source, count: length)
    count += length
  }

  mutating func append(byte: UInt8) {
    guard count < output.count else { return }
    output[count] = byte
    count += 1
  }

  mutating func append(_ text: String) {
    text.withLentUTF8 { append($0) }
  }
}
