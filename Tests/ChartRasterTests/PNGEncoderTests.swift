import ChartRaster
import Foundation
import TestSupport
import Testing

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
