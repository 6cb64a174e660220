import ChartKit

/// Draws filled outlines into a ``RasterImage`` with coverage anti-aliasing and source-over
/// compositing, inside an optional rectangular clip.
public struct RasterCanvas: Sendable {
  /// A clip rectangle in device pixels (whole pixels).
  public struct ClipRect: Sendable, Hashable {
    /// The first column inside.
    public var minX: Int
    /// The first row inside.
    public var minY: Int
    /// The first column past the right edge.
    public var maxX: Int
    /// The first row past the bottom edge.
    public var maxY: Int

    /// The part of both rectangles.
    /// - Parameter other: the other rectangle.
    /// - Returns: the intersection (empty when `max` ≤ `min`).
    public func intersection(_ other: ClipRect) -> ClipRect {
      ClipRect(
        minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
        maxY: min(maxY, other.maxY))
    }
  }

  /// The image drawn into.
  public private(set) var image: RasterImage
  private var accumulator = CoverageAccumulator()

  /// A canvas over a transparent image.
  /// - Parameters:
  ///   - width: the width, in pixels.
  ///   - height: the height, in pixels.
  public init(width: Int, height: Int) {
    image = RasterImage(width: width, height: height)
  }

  /// Paints every pixel with an opaque colour (the background the image will be shown on).
  /// - Parameter color: the colour (its alpha is taken as 1).
  public mutating func clear(to color: RasterColor) {
    image = RasterImage(width: image.width, height: image.height, word: Self.word(color))
  }

  /// A canvas over an image of one opaque colour.
  /// - Parameters:
  ///   - width: the width, in pixels.
  ///   - height: the height, in pixels.
  ///   - background: the colour (its alpha is taken as 1).
  public init(width: Int, height: Int, background: RasterColor) {
    image = RasterImage(width: width, height: height, word: Self.word(background))
  }

  /// The whole image as a clip rectangle.
  public var bounds: ClipRect { ClipRect(minX: 0, minY: 0, maxX: image.width, maxY: image.height) }

  /// Fills the outlines (each implicitly closed) as one shape.
  /// - Parameters:
  ///   - outlines: polylines in device space.
  ///   - rule: the fill rule.
  ///   - paint: the colour or gradient.
  ///   - opacity: multiplies the paint's alpha (0...1).
  ///   - clip: the device rectangle drawing stays inside.
  public mutating func fill(
    _ outlines: [Polyline], rule: FillRule, paint: RasterPaint, opacity: Double = 1,
    clip: ClipRect? = nil
  ) {
    guard opacity > 0 else { return }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for outline in outlines {
      for point in outline.points {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
      }
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
    let area = (clip ?? bounds).intersection(bounds)
    let left = max(area.minX, minX.clampedPixel(.down))
    let top = max(area.minY, minY.clampedPixel(.down))
    let right = min(area.maxX, maxX.clampedPixel(.up) + 1)
    let bottom = min(area.maxY, maxY.clampedPixel(.up) + 1)
    guard left < right, top < bottom else { return }
    // The edges relative to the region's left edge, each with its vertical extent.
    var edges: [(Point, Point)] = []
    let dx = Double(left)
    for outline in outlines {
      let points = outline.points
      guard points.count > 1 else { continue }
      var previous = Point(x: points[points.count - 1].x - dx, y: points[points.count - 1].y)
      for point in points {
        let current = Point(x: point.x - dx, y: point.y)
        if previous.y != current.y { edges.append((previous, current)) }
        previous = current
      }
    }
    // Strips of rows: the accumulation buffer stays small and in the processor's cache.
    var stripTop = top
    while stripTop < bottom {
      let stripHeight = min(Self.stripHeight, bottom - stripTop)
      accumulator.reset(width: right - left, height: stripHeight)
      let upper = Double(stripTop)
      let lower = upper + Double(stripHeight)
      for (a, b) in edges where max(a.y, b.y) > upper && min(a.y, b.y) < lower {
        accumulator.addLine(
          Point(x: a.x, y: a.y - upper), Point(x: b.x, y: b.y - upper))
      }
      composite(left: left, top: stripTop, rule: rule, paint: paint, opacity: opacity)
      stripTop += stripHeight
    }
  }

  /// The rows accumulated at a time.
  static let stripHeight = 32

  /// Strokes a path: its outline (segments, joins, caps and dashes, see ``StrokeStyle``) filled
  /// with the non-zero rule.
  /// - Parameters:
  ///   - path: the path in user space.
  ///   - transform: user to device space.
  ///   - style: the stroke's width, caps, joins and dashes, in device pixels.
  ///   - paint: the colour or gradient.
  ///   - opacity: multiplies the paint's alpha (0...1).
  ///   - clip: the device rectangle drawing stays inside.
  public mutating func stroke(
    _ path: VectorPath, transform: AffineTransform, style: StrokeStyle, paint: RasterPaint,
    opacity: Double = 1, clip: ClipRect? = nil
  ) {
    let lines = path.flattened(transform: transform)
    fill(
      Stroker.outline(lines, style: style), rule: .nonZero, paint: paint, opacity: opacity,
      clip: clip)
  }

  /// Blends the accumulated coverage into the image.
  private mutating func composite(
    left: Int, top: Int, rule: FillRule, paint: RasterPaint, opacity: Double
  ) {
    let width = accumulator.width
    let height = accumulator.height
    let stride = accumulator.stride
    let imageWidth = image.width
    let solid: RasterColor?
    if case .solid(let color) = paint { solid = color } else { solid = nil }
    let isEvenOdd = rule == .evenOdd
    // An opaque solid paint: fully covered pixels are stored, not blended.
    var opaqueWord: UInt32?
    if let solid, solid.alpha * opacity >= 1 { opaqueWord = Self.word(solid) }
    accumulator.cells.withUnsafeBufferPointer { cells in
      image.pixels.withUnsafeMutableBufferPointer { pixels in
        guard let pixelBase = pixels.baseAddress else { return }
        for row in 0..<height {
          var sum: Float = 0
          let cellRow = row * stride
          let y = top + row
          let pixelRow = (y * imageWidth + left) * 4
          // A vertical gradient has one colour per row (opaque rows are stored, not blended).
          var rowColor = solid
          var opaqueWord = opaqueWord
          if rowColor == nil, case .linear(let start, let end, _) = paint, start.x == end.x {
            let color = paint.color(x: 0, y: Double(y) + 0.5)
            rowColor = color
            if color.alpha * opacity >= 1 { opaqueWord = Self.word(color) }
          }
          var coverage: Float = 0
          var column = 0
          while column < width {
            let cell = cells[cellRow + column]
            if cell != 0 {
              sum += cell
              coverage = abs(sum)
              if isEvenOdd {
                coverage = coverage.truncatingRemainder(dividingBy: 2)
                if coverage > 1 { coverage = 2 - coverage }
              } else if coverage > 1 {
                coverage = 1
              }
            }
            guard coverage > 0.001 else {
              column += 1
              continue
            }
            if coverage >= 0.999, let opaqueWord {
              // A run of fully covered pixels: store the colour until the coverage changes.
              var end = column + 1
              while end < width, cells[cellRow + end] == 0 { end += 1 }
              let run = UnsafeMutableRawPointer(pixelBase + pixelRow)
              for index in column..<end {
                run.storeBytes(
                  of: opaqueWord.littleEndian, toByteOffset: index * 4, as: UInt32.self)
              }
              column = end
              continue
            }
            let color = rowColor ?? paint.color(x: Double(left + column) + 0.5, y: Double(y) + 0.5)
            let alpha = Float(color.alpha * opacity) * coverage
            guard alpha > 0 else {
              column += 1
              continue
            }
            let index = pixelRow + column * 4
            let keep = 1 - alpha
            pixels[index] = Self.blend(Float(color.red), alpha, pixels[index], keep)
            pixels[index + 1] = Self.blend(Float(color.green), alpha, pixels[index + 1], keep)
            pixels[index + 2] = Self.blend(Float(color.blue), alpha, pixels[index + 2], keep)
            pixels[index + 3] = Self.blend(1, alpha, pixels[index + 3], keep)
            column += 1
          }
        }
      }
    }
  }

  /// An opaque colour as the four bytes of a pixel, little-endian.
  static func word(_ color: RasterColor) -> UInt32 {
    func byte(_ value: Double) -> UInt32 { UInt32(min(255, max(0, value * 255 + 0.5))) }
    return byte(color.red) | byte(color.green) << 8 | byte(color.blue) << 16 | 255 << 24
  }

  @inline(__always)
  private static func blend(_ source: Float, _ alpha: Float, _ destination: UInt8, _ keep: Float)
    -> UInt8
  {
    let value = source * alpha * 255 + Float(destination) * keep
    return UInt8(min(255, max(0, value + 0.5)))
  }
}
