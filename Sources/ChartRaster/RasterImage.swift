/// An RGBA image, 8 bits per channel, premultiplied by alpha, rows top to bottom.
public struct RasterImage: Sendable, Hashable {
  /// The width, in pixels.
  public let width: Int
  /// The height, in pixels.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha, premultiplied.
  public internal(set) var pixels: [UInt8]
  /// Whether every pixel is known to be opaque without looking (made on an opaque background,
  /// which source-over drawing keeps opaque).
  public internal(set) var isKnownOpaque = false

  /// A transparent image.
  /// - Parameters:
  ///   - width: the width, in pixels.
  ///   - height: the height, in pixels.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
  }

  /// An image whose every pixel holds `word` (four bytes, little-endian: red first).
  init(width: Int, height: Int, word: UInt32) {
    self.width = max(0, width)
    self.height = max(0, height)
    let count = self.width * self.height * 4
    pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = UnsafeMutableRawPointer(buffer.baseAddress) {
        for index in 0..<(count / 4) {
          base.storeBytes(of: word.littleEndian, toByteOffset: index * 4, as: UInt32.self)
        }
      }
      initialized = count
    }
    isKnownOpaque = word >> 24 == 255
  }

  /// The straight (not premultiplied) colour of a pixel, or `nil` outside the image.
  /// - Parameters:
  ///   - x: the column.
  ///   - y: the row.
  /// - Returns: red, green, blue and alpha, 0...255.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let index = (y * width + x) * 4
    let alpha = pixels[index + 3]
    func straight(_ value: UInt8) -> UInt8 {
      alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
    }
    return (
      straight(pixels[index]), straight(pixels[index + 1]), straight(pixels[index + 2]), alpha
    )
  }
}
