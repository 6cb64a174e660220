import ChartKit
import Foundation

/// Rasterizes charts: the drawing ChartKit records while writing a chart's SVG
/// (``MarkupWriter/recordedNodes``) becomes an RGBA image and a PNG file, with no SVG text
/// parsed and nothing but this package's code.
public enum ChartRasterizer {
  /// The image of a recorded drawing.
  /// - Parameters:
  ///   - nodes: the recorded nodes; the first `svg` element's `width` and `height` (CSS
  ///     pixels) give the image's size.
  ///   - scale: device pixels per CSS pixel (2 for high-density screens).
  ///   - background: an opaque colour under the drawing (the colour of the page the image is
  ///     shown on), or `nil` for a transparent background.
  /// - Returns: the image, or `nil` when there is no `svg` element with a positive size.
  public static func image(
    of nodes: [MarkupNode], scale: Double = 2, background: RasterColor? = nil
  ) -> RasterImage? {
    guard let size = rootSize(nodes), scale > 0, scale <= 16 else { return nil }
    // Compared before the conversion: a huge size times the scale is infinite.
    let deviceWidth = (size.width * scale).rounded(.up)
    let deviceHeight = (size.height * scale).rounded(.up)
    guard deviceWidth >= 1, deviceHeight >= 1, deviceWidth <= 16_384, deviceHeight <= 16_384
    else { return nil }
    let width = Int(deviceWidth)
    let height = Int(deviceHeight)
    var renderer = SceneRenderer(
      width: width, height: height, scale: scale, background: background)
    renderer.draw(nodes)
    return renderer.image
  }

  /// The PNG file of a recorded drawing at `scale`, its density (`pHYs`) saying so.
  /// - Parameters:
  ///   - nodes: the recorded nodes (see ``image(of:scale:)``).
  ///   - scale: device pixels per CSS pixel.
  ///   - background: an opaque colour under the drawing (then the PNG is RGB), or `nil` for a
  ///     transparent background (RGBA).
  ///   - pixelsPerInch: the density written to `pHYs`; `nil` for 72 × `scale` (viewers take
  ///     72 pixels per inch as one pixel per point, so a 2× image shows at its size in points).
  /// - Returns: the PNG bytes, or `nil` when there is nothing to draw.
  public static func png(
    of nodes: [MarkupNode], scale: Double = 2, background: RasterColor? = nil,
    pixelsPerInch: Double? = nil
  ) -> Data? {
    image(of: nodes, scale: scale, background: background).map {
      PNGEncoder.encode($0, pixelsPerInch: pixelsPerInch ?? 72 * scale)
    }
  }

  /// The size of a recorded drawing: its root `svg` element's `width` and `height`.
  /// - Parameter nodes: the recorded nodes.
  /// - Returns: the size in CSS pixels, or `nil` without a root of positive size.
  public static func size(of nodes: [MarkupNode]) -> (width: Double, height: Double)? {
    rootSize(nodes)
  }

  /// The `width` and `height` of the first `svg` element, in CSS pixels.
  static func rootSize(_ nodes: [MarkupNode]) -> (width: Double, height: Double)? {
    for node in nodes {
      switch node {
      case .element("svg", let attributes, _):
        let width = SceneRenderer.number("width", in: attributes, default: 0)
        let height = SceneRenderer.number("height", in: attributes, default: 0)
        return width > 0 && height > 0 && width.isFinite && height.isFinite
          ? (width, height) : nil
      case .group(let children):
        if let size = rootSize(children) { return size }
      default: continue
      }
    }
    return nil
  }
}
