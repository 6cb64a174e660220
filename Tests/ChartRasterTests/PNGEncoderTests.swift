import Foundation
import TestSupport
import Testing

@testable import ChartRaster

/// The PNG encoder, read back by the tests' own decoder.
@Suite struct PNGEncoderTests {
  @Test func roundTripsAnRGBAImage() throws {
    var canvas = RasterCanvas(width: 13, height: 7)
    canvas.fill(
      VectorPath.rect(x: 2, y: 1, width: 5.5, height: 4, radius: 0).flattened(
        transform: .identity), rule: .nonZero,
      paint: .solid(RasterColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.8)))
    let image = canvas.image
    let decoded = try DecodedPNG(PNGEncoder.encode(image, pixelsPerInch: 144))
    #expect(decoded.width == 13 && decoded.height == 7)
    #expect(decoded.chunkTypes == ["IHDR", "pHYs", "IDAT", "IEND"])
    #expect(decoded.pixelsPerMetre == 5669)
    for y in 0..<7 {
      for x in 0..<13 {
        let expected = try #require(image.pixel(x: x, y: y))
        let index = (y * 13 + x) * 4
        let actual = Array(decoded.rgba[index..<(index + 4)])
        #expect(actual == [expected.r, expected.g, expected.b, expected.a], "\(x),\(y)")
      }
    }
    #expect(decoded.rgba[(3 * 13 + 3) * 4 + 3] == 204)  // 0.8 opaque inside
    #expect(decoded.rgba[3] == 0)  // transparent outside
  }

  /// Noise, runs of one byte and repeated pixels, opaque (RGB) and not (RGBA), through the
  /// encoder's own deflate and zlib's inflate.
  @Test(arguments: [true, false])
  func roundTripsNoiseAndRuns(opaque: Bool) throws {
    var canvas =
      opaque
      ? RasterCanvas(
        width: 301, height: 40, background: RasterColor(red: 0.2, green: 0.4, blue: 0.6))
      : RasterCanvas(width: 301, height: 40)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    for _ in 0..<60 {
      let rect = VectorPath.rect(
        x: next() * 300, y: next() * 40, width: next() * 80, height: next() * 10, radius: 0)
      canvas.fill(
        rect.flattened(transform: .identity), rule: .nonZero,
        paint: .solid(RasterColor(red: next(), green: next(), blue: next(), alpha: next())))
    }
    let image = canvas.image
    let decoded = try DecodedPNG(PNGEncoder.encode(image))
    for y in 0..<image.height {
      for x in 0..<image.width {
        let expected = try #require(image.pixel(x: x, y: y))
        let index = (y * image.width + x) * 4
        #expect(
          Array(decoded.rgba[index..<(index + 4)]) == [
            expected.r, expected.g, expected.b, expected.a,
          ])
      }
    }
  }

  @Test func opaqueImagesAreRGBAndDeterministic() throws {
    var canvas = RasterCanvas(width: 5, height: 5)
    canvas.clear(to: RasterColor(red: 1, green: 1, blue: 1))
    let first = PNGEncoder.encode(canvas.image)
    #expect(first == PNGEncoder.encode(canvas.image))
    #expect(first[25] == 2)  // colour type 2: RGB
    let decoded = try DecodedPNG(first)
    #expect(decoded.rgba.allSatisfy { $0 == 255 })
    #expect(!decoded.chunkTypes.contains("pHYs"))
  }
}
