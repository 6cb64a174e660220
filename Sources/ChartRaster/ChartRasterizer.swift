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
  /// - Returns: the image, or `nil` when there is no `svg` element with a positive size.
  public static func image(of nodes: [MarkupNode], scale: Double = 2) -> RasterImage? {
    guard let size = rootSize(nodes), scale > 0, scale <= 16 else { return nil }
    let width = Int((size.width * scale).rounded(.up))
    let height = Int((size.height * scale).rounded(.up))
    guard width > 0, height > 0, width <= 16_384, height <= 16_384 else { return nil }
    var renderer = SceneRenderer(width: width, height: height, scale: scale)
    renderer.draw(nodes)
    return renderer.image
  }

  /// The PNG file of a recorded drawing at `scale`, its density (`pHYs`) saying so.
  /// - Parameters:
  ///   - nodes: the recorded nodes (see ``image(of:scale:)``).
  ///   - scale: device pixels per CSS pixel.
  /// - Returns: the PNG bytes, or `nil` when there is nothing to draw.
  public static func png(of nodes: [MarkupNode], scale: Double = 2) -> Data? {
    image(of: nodes, scale: scale).map { PNGEncoder.encode($0, pixelsPerInch: 96 * scale) }
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
