import Foundation
import TestSupport
import Testing

@testable import ChartRaster

/// ``RunDeflater`` through ``PNGEncoder``, read back by zlib (the tests' ``DecodedPNG``): any
/// pixels, in any size, give back the same pixels.
@Suite struct RunDeflaterTests {
  /// How an image's pixels are made.
  enum Content: String, CaseIterable, Sendable {
    /// Every byte random.
    case noise
    /// One colour everywhere.
    case singleColour
    /// Random runs of random lengths (some far past 258 bytes) of a few colours, and repeated
    /// rows.
    case runs
    /// Few distinct byte values, so runs of one byte and of one pixel mix with literals.
    case fewValues
  }

  /// SplitMix64, seeded per case.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// An image of `content` (premultiplied); with `opaque`, every alpha is 255.
  static func image(
    width: Int, height: Int, content: Content, opaque: Bool, knownOpaque: Bool, seed: UInt64
  ) -> RasterImage {
    var random = Generator(state: seed)
    var image = RasterImage(width: width, height: height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    switch content {
    case .noise:
      for index in pixels.indices { pixels[index] = random.byte() }
    case .singleColour:
      let colour = [random.byte(), random.byte(), random.byte(), random.byte()]
      for index in pixels.indices { pixels[index] = colour[index % 4] }
    case .runs:
      let palette = (0..<3).map { _ in [random.byte(), random.byte(), random.byte(), random.byte()]
      }
      var index = 0
      while index < pixels.count / 4 {
        let colour = palette[random.below(palette.count)]
        let length = 1 + random.below(random.below(4) == 0 ? 700 : 12)
        for pixel in index..<min(pixels.count / 4, index + length) {
          pixels[pixel * 4..<pixel * 4 + 4] = colour[...]
        }
        index += length
      }
      // Some rows repeat the row above (Up-filtered to zeros).
      for y in 1..<max(1, height) where random.below(3) == 0 {
        let row = width * 4
        pixels[y * row..<(y + 1) * row] = pixels[(y - 1) * row..<y * row]
      }
    case .fewValues:
      for index in pixels.indices { pixels[index] = random.below(4) == 0 ? random.byte() : 7 }
    }
    for index in stride(from: 3, to: pixels.count, by: 4) {
      if opaque {
        pixels[index] = 255
      } else {
        // Premultiplied: no channel above alpha.
        for channel in (index - 3)..<index { pixels[channel] = min(pixels[channel], pixels[index]) }
      }
    }
    image.pixels = pixels
    image.isKnownOpaque = opaque && knownOpaque
    return image
  }

  static let sizes: [(width: Int, height: Int)] = [
    (1, 1), (1, 2), (2, 1), (1, 97), (97, 1), (3, 3), (64, 1), (1, 300), (300, 1), (259, 3),
    (130, 70), (520, 110),
  ]

  static func checkRoundTrip(_ image: RasterImage) throws {
    let png = PNGEncoder.encode(image)
    let decoded = try DecodedPNG(png)
    #expect(decoded.width == image.width && decoded.height == image.height)
    var expected = [UInt8](repeating: 0, count: image.width * image.height * 4)
    for y in 0..<image.height {
      for x in 0..<image.width {
        guard let pixel = image.pixel(x: x, y: y) else { continue }
        let index = (y * image.width + x) * 4
        expected[index] = pixel.r
        expected[index + 1] = pixel.g
        expected[index + 2] = pixel.b
        expected[index + 3] = pixel.a
      }
    }
    #expect(decoded.rgba == expected, "\(image.width)×\(image.height)")
    #expect(PNGEncoder.encode(image) == png)  // deterministic
  }

  @Test(arguments: Content.allCases, [false, true])
  func randomImagesRoundTrip(content: Content, opaque: Bool) throws {
    for (index, size) in Self.sizes.enumerated() {
      for knownOpaque in opaque ? [false, true] : [false] {
        let image = Self.image(
          width: size.width, height: size.height, content: content, opaque: opaque,
          knownOpaque: knownOpaque, seed: UInt64(index) &* 7919 &+ (opaque ? 1 : 0))
        try Self.checkRoundTrip(image)
      }
    }
  }

  /// Runs of every length around the 258-byte match limit and its splits (one per row, after
  /// a pixel of another colour; the rest of the row a third colour).
  @Test func runsOfEveryLengthRoundTrip() throws {
    let lengths =
      Array(1...20) + Array(60...70) + Array(250...270) + Array(510...530) + [
        772, 773, 774, 1_031, 1_032, 1_033, 1_099,
      ]
    let width = 1_100
    var image = RasterImage(width: width, height: lengths.count)
    var pixels = [UInt8](repeating: 200, count: width * lengths.count * 4)
    for (row, length) in lengths.enumerated() {
      let start = row * width * 4
      pixels[start..<start + 4] = [1, 2, 3, 255]
      for index in (start + 4)..<(start + 4 + length * 4) { pixels[index] = 9 }
    }
    image.pixels = pixels
    try Self.checkRoundTrip(image)
  }
}
