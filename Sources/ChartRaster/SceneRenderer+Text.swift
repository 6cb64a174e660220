import ChartFont
import ChartKit

extension SceneRenderer {
  /// Draws a `text` element's characters in the chart font at its `x`, `y`, anchored as
  /// `text-anchor` says, with the face its `font-weight` picks: each character from DejaVu
  /// Sans, or from Nanum Gothic when DejaVu lacks it (Hangul), at that font's own scale.
  mutating func drawText(
    attributes: [(String, String?)], children: [MarkupNode], state: DrawState
  ) {
    var content = ""
    for child in children {
      if case .text(let text) = child { content += text }
    }
    guard !content.isEmpty, let fill = state.fill else { return }
    let face = FontFace(weight: state.fontWeight)
    let stack = face.stack
    let size = state.fontSize
    let width = stack.advance(of: content) * size
    var x = Self.number("x", in: attributes, default: 0)
    let y = Self.number("y", in: attributes, default: 0)
    switch state.textAnchor {
    case .start: break
    case .middle: x -= width / 2
    case .end: x -= width
    }
    var outlines: [Polyline] = []
    var pen = x
    var minX = Double.infinity
    var maxX = -Double.infinity
    for scalar in content.unicodeScalars {
      let glyph = stack.glyph(for: scalar)
      let font = stack.font(glyph.source)
      let path = glyphPath(glyph, face: face, font: font)
      if !path.segments.isEmpty {
        let unitScale = size / Double(font.unitsPerEm)
        let transform = state.transform
          .concatenating(.translation(pen, y))
          .concatenating(.scaling(unitScale, -unitScale))
        outlines += path.flattened(transform: transform, tolerance: Self.tolerance)
      }
      minX = min(minX, pen)
      pen += font.advance(ofGlyph: glyph.index) * size
      maxX = max(maxX, pen)
    }
    guard !outlines.isEmpty else { return }
    // Gradients on text use the text's advance box.
    let box = VectorPath.rect(
      x: minX, y: y - size, width: max(0, maxX - minX), height: size, radius: 0)
    guard let paint = paint(fill, state: state, path: box) else { return }
    canvas.fill(
      outlines, rule: .nonZero, paint: paint, opacity: state.fillOpacity * state.opacity,
      clip: state.clip)
  }

  /// A glyph's outline as a path in its font's units (y up), cached per face, font and glyph.
  mutating func glyphPath(
    _ glyph: FontStack.Glyph, face: FontFace, font: TrueTypeFont
  ) -> VectorPath {
    let key = glyph.index << 2 | glyph.source.rawValue << 1 | face.rawValue
    if let cached = glyphCache[key] { return cached }
    let path = Self.path(of: font.outline(ofGlyph: glyph.index))
    glyphCache[key] = path
    return path
  }

  /// Converts TrueType contours (quadratic B-splines with implied on-curve midpoints) to a path.
  static func path(of outline: GlyphOutline) -> VectorPath {
    var segments: [VectorPath.Segment] = []
    for contour in outline.contours where contour.count > 1 {
      func point(_ p: GlyphOutline.Point) -> Point { Point(x: p.x, y: p.y) }
      func mid(_ a: GlyphOutline.Point, _ b: GlyphOutline.Point) -> Point {
        Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      }
      // Start on an on-curve point (or the midpoint of two control points).
      let startIndex = contour.firstIndex(where: \.onCurve)
      let start: Point
      let ordered: [GlyphOutline.Point]
      if let startIndex {
        start = point(contour[startIndex])
        ordered =
          Array(contour[(startIndex + 1)...] + contour[..<startIndex])
          + [contour[startIndex]]
      } else {
        start = mid(contour[contour.count - 1], contour[0])
        ordered = contour + [GlyphOutline.Point(x: start.x, y: start.y, onCurve: true)]
      }
      segments.append(.move(start))
      var control: GlyphOutline.Point?
      for p in ordered {
        if p.onCurve {
          if let c = control {
            segments.append(.quad(point(c), point(p)))
          } else {
            segments.append(.line(point(p)))
          }
          control = nil
        } else {
          if let c = control {
            let m = mid(c, p)
            segments.append(.quad(point(c), m))
          }
          control = p
        }
      }
      segments.append(.close)
    }
    return VectorPath(segments)
  }
}
