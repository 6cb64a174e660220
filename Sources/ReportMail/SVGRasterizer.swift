import Foundation

/// Renders SVG documents to PNG images, for mail clients that do not show SVG.
public protocol SVGRasterizer: Sendable {
  /// A short name for messages, such as `rsvg-convert`.
  var name: String { get }

  /// Renders one SVG document.
  /// - Parameter svg: the SVG document's bytes (UTF-8).
  /// - Returns: the PNG file's bytes.
  /// - Throws: ``RasterizerError`` when the image cannot be made.
  func renderPNG(svg: Data) throws(RasterizerError) -> Data
}

/// Why a chart could not be rendered as PNG; the text of the failure.
public struct RasterizerError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong, in a sentence.
  public var description: String

  /// Creates an error.
  /// - Parameter description: what went wrong.
  public init(_ description: String) {
    self.description = description
  }
}
