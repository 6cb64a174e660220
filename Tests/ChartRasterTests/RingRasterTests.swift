import ChartKit
import Foundation
import Testing

@testable import ChartRaster

/// The rasterizer draws the rings' parts where they belong: arcs along the ring, round caps
/// past each end, a whole lap without a gap at 12 o'clock, and a lap's shadow ahead of its end
/// and nowhere else. One ring of 64 points at 2×, on white, sampled on its centre line.
@Suite struct RingRasterTests {
  static let size = 64.0
  static let layout = RingLayout(size: size, count: 1)
  static let radius = layout.radius(ofRing: 0)
  static let lineWidth = layout.lineWidth
  static let red = (r: 250, g: 17, b: 79)
  static let track = (r: 252, g: 211, b: 222)

  /// The image of one ring at `progress`.
  static func image(_ progress: Double?) throws -> RasterImage {
    var writer = MarkupWriter(recording: true)
    RingDrawings.rings([progress], size: size).writeDocument(
      ids: IDGenerator(prefix: "r"), accessibility: ChartAccessibility(label: "", description: ""),
      styleSheet: nil, to: &writer)
    return try #require(
      ChartRasterizer.image(
        of: writer.recordedNodes, scale: 2, background: RasterColor(css: "#FFFFFF")))
  }

  /// The colour on the ring's centre line at `angle` (radians clockwise from 12 o'clock) plus
  /// `along` line widths further clockwise.
  static func colour(_ image: RasterImage, angle: Double, along: Double = 0) -> (
    r: Int, g: Int, b: Int
  ) {
    let theta = angle + along * lineWidth / radius
    let x = (size / 2 + radius * sin(theta)) * 2
    let y = (size / 2 - radius * cos(theta)) * 2
    let pixel = image.pixel(x: Int(x), y: Int(y)) ?? (0, 0, 0, 0)
    return (Int(pixel.r), Int(pixel.g), Int(pixel.b))
  }

  static func isClose(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int)) -> Bool {
    abs(a.r - b.r) <= 6 && abs(a.g - b.g) <= 6 && abs(a.b - b.b) <= 6
  }

  @Test func arcAndRoundCapsOfAQuarter() throws {
    let image = try Self.image(0.25)
    #expect(Self.isClose(Self.colour(image, angle: .pi / 8), Self.red))
    #expect(Self.isClose(Self.colour(image, angle: .pi), Self.track))
    // The round caps reach half a line width past each end; butt caps would leave the track.
    #expect(Self.isClose(Self.colour(image, angle: 0, along: -0.3), Self.red))
    #expect(Self.isClose(Self.colour(image, angle: .pi / 2, along: 0.3), Self.red))
    #expect(Self.isClose(Self.colour(image, angle: .pi / 2, along: 0.8), Self.track))
    #expect(Self.isClose(Self.colour(image, angle: 0, along: -0.8), Self.track))
  }

  @Test func wholeLapHasNoGapAtTheTop() throws {
    let image = try Self.image(1)
    for angle in [0, 0.02, -0.02, Double.pi / 2, .pi, 3 * .pi / 2] {
      #expect(Self.isClose(Self.colour(image, angle: angle), Self.red))
    }
  }

  @Test func secondLapCastsAShadowAheadOfItsEnd() throws {
    let image = try Self.image(1.5)
    // Ahead of the end's cap: the lap below, darkened.
    let shadow = Self.colour(image, angle: .pi, along: 0.6)
    #expect(shadow.r < Self.red.r - 40 && shadow.g <= Self.red.g && shadow.b < Self.red.b - 10)
    // Further ahead the lap below is untouched; the end itself covers its shadow.
    #expect(Self.isClose(Self.colour(image, angle: .pi, along: 1.5), Self.red))
    #expect(Self.isClose(Self.colour(image, angle: .pi, along: -0.3), Self.red))
    #expect(Self.isClose(Self.colour(image, angle: .pi / 2), Self.red))
    #expect(Self.isClose(Self.colour(image, angle: 0), Self.red))
  }

  @Test func withoutProgressOnlyTheTrack() throws {
    for progress in [nil, 0.0] {
      let image = try Self.image(progress)
      for angle in [0, Double.pi / 4, .pi] {
        #expect(Self.isClose(Self.colour(image, angle: angle), Self.track))
      }
    }
  }

  /// A week drawn from shared definitions looks as the same week drawn whole: the dashed
  /// whole lap is the arc, the rotated lap end is the end.
  @Test func sharedDefinitionsDrawTheSame() throws {
    let whole = try #require(
      ChartRasterizer.image(of: RingDrawings.weekDocument().drawing, scale: 2))
    let shared = try #require(
      ChartRasterizer.image(of: RingDrawings.weekDocument(shared: true).drawing, scale: 2))
    #expect(whole.width == shared.width && whole.height == shared.height)
    var total = 0
    var largest = 0
    for index in whole.pixels.indices {
      let difference = abs(Int(whole.pixels[index]) - Int(shared.pixels[index]))
      total += difference
      largest = max(largest, difference)
    }
    let mean = Double(total) / Double(max(1, whole.pixels.count))
    print("rings week, shared against whole: mean difference \(mean), largest \(largest)")
    #expect(mean < 0.5)
  }
}
