import ChartFont
import ChartRaster
import Testing

/// The raster and font types are values that cross threads.
@Suite struct SendableTests {
  func requireSendable<T: Sendable>(_: T.Type) {}

  @Test func typesAreSendable() {
    requireSendable(RasterImage.self)
    requireSendable(RasterColor.self)
    requireSendable(RasterPaint.self)
    requireSendable(RasterCanvas.self)
    requireSendable(VectorPath.self)
    requireSendable(Polyline.self)
    requireSendable(StrokeStyle.self)
    requireSendable(AffineTransform.self)
    requireSendable(TrueTypeFont.self)
    requireSendable(GlyphOutline.self)
    requireSendable(FontFace.self)
    requireSendable(FontStack.self)
    requireSendable(FontStack.Glyph.self)
  }
}
