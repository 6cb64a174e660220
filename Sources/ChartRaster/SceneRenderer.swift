import ChartFont
import ChartKit

/// Draws a chart's drawing, the ``MarkupNode`` tree ChartKit records while it writes the SVG
/// (``MarkupWriter/recordedNodes``), into an image: nested `svg` viewports (clipped), groups
/// with transforms and opacity, `rect` (rounded), `circle`, `path`, `use`, `text` in the chart
/// font, vertical and general linear gradients, markers, fills (non-zero, even-odd) and strokes
/// (width, caps, joins, dashes), from presentation attributes.
///
/// Style sheets are not read: ChartKit writes every colour that shows without interaction as a
/// presentation attribute, and what shows only on hover or focus is `display="none"`, which is
/// not drawn (as librsvg draws it). Filters (the selected annotation's soft shadow) are left out.
struct SceneRenderer {
  var canvas: RasterCanvas
  private let scale: Double
  private var elementsByID: [String: MarkupNode] = [:]
  var glyphCache: [Int: VectorPath] = [:]

  /// The tolerance of curve flattening, in device pixels.
  static let tolerance = 0.1

  init(width: Int, height: Int, scale: Double, background: RasterColor?) {
    canvas =
      background.map { RasterCanvas(width: width, height: height, background: $0) }
      ?? RasterCanvas(width: width, height: height)
    self.scale = scale
  }

  var image: RasterImage { canvas.image }

  /// Draws `nodes` (the root `svg` and its content).
  mutating func draw(_ nodes: [MarkupNode]) {
    for node in nodes { collectIDs(node) }
    let state = DrawState(transform: .scaling(scale, scale), clip: canvas.bounds)
    for node in nodes { draw(node, state: state, isRoot: true) }
  }

  private mutating func collectIDs(_ node: MarkupNode) {
    switch node {
    case .element(_, let attributes, let children):
      if let id = Self.value("id", in: attributes), elementsByID[id] == nil {
        elementsByID[id] = node
      }
      for child in children { collectIDs(child) }
    case .group(let nodes):
      for child in nodes { collectIDs(child) }
    case .text, .markup:
      break
    }
  }

  static func value(_ name: String, in attributes: [(String, String?)]) -> String? {
    for (key, value) in attributes where key == name { return value }
    return nil
  }

  static func number(_ name: String, in attributes: [(String, String?)], default fallback: Double)
    -> Double
  {
    value(name, in: attributes).flatMap { Double($0.replacingPixels()) } ?? fallback
  }

  private mutating func draw(_ node: MarkupNode, state inherited: DrawState, isRoot: Bool = false) {
    switch node {
    case .group(let nodes):
      for child in nodes { draw(child, state: inherited) }
    case .text, .markup:
      return
    case .element(let name, let attributes, let children):
      var state = inherited
      switch name {
      case "defs", "title", "desc", "style", "linearGradient", "radialGradient", "marker",
        "filter", "clipPath", "mask", "symbol", "metadata", "pattern":
        return
      default: break
      }
      guard state.apply(attributes) else { return }
      let number = { (key: String, fallback: Double) in
        Self.number(key, in: attributes, default: fallback)
      }
      switch name {
      case "svg":
        if !isRoot { enterViewport(attributes, state: &state) }
        for child in children { draw(child, state: state) }
      case "g", "a":
        for child in children { draw(child, state: state) }
      case "rect":
        let width = number("width", 0)
        let height = number("height", 0)
        guard width > 0, height > 0 else { return }
        let rx = Self.value("rx", in: attributes).flatMap(Double.init)
        let ry = Self.value("ry", in: attributes).flatMap(Double.init)
        let path = VectorPath.rect(
          x: number("x", 0), y: number("y", 0), width: width, height: height,
          radius: rx ?? ry ?? 0)
        drawShape(path, state: state)
      case "circle":
        let r = number("r", 0)
        guard r > 0 else { return }
        drawShape(.circle(cx: number("cx", 0), cy: number("cy", 0), r: r), state: state)
      case "line":
        let path = VectorPath([
          .move(Point(x: number("x1", 0), y: number("y1", 0))),
          .line(Point(x: number("x2", 0), y: number("y2", 0))),
        ])
        drawShape(path, state: state)
      case "path":
        guard let data = Self.value("d", in: attributes) else { return }
        drawShape(VectorPath(pathData: data), state: state)
      case "use":
        guard
          let reference = Self.value("href", in: attributes)
            ?? Self.value("xlink:href", in: attributes),
          reference.hasPrefix("#"), let target = elementsByID[String(reference.dropFirst())]
        else { return }
        state.transform = state.transform.concatenating(
          .translation(number("x", 0), number("y", 0)))
        drawReferenced(target, state: state)
      case "text":
        drawText(attributes: attributes, children: children, state: state)
      default:
        return
      }
    }
  }

  /// Draws an element a `use` points at (even one inside `defs`).
  private mutating func drawReferenced(_ node: MarkupNode, state: DrawState) {
    guard case .element(let name, let attributes, let children) = node else { return }
    if name == "symbol" || name == "defs" { return }
    draw(
      .element(name: name == "symbol" ? "g" : name, attributes: attributes, children: children),
      state: state)
  }

  /// Sets up a nested `svg`'s viewport: position, view box scaling and clip.
  private func enterViewport(_ attributes: [(String, String?)], state: inout DrawState) {
    let x = Self.number("x", in: attributes, default: 0)
    let y = Self.number("y", in: attributes, default: 0)
    var width = Self.number("width", in: attributes, default: .nan)
    var height = Self.number("height", in: attributes, default: .nan)
    var viewBox: [Double] = []
    if let text = Self.value("viewBox", in: attributes) {
      viewBox = text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    }
    if viewBox.count == 4 {
      if width.isNaN { width = viewBox[2] }
      if height.isNaN { height = viewBox[3] }
    }
    guard width.isFinite, height.isFinite else { return }
    state.transform = state.transform.concatenating(.translation(x, y))
    let corner0 = state.transform.apply(Point(x: 0, y: 0))
    let corner1 = state.transform.apply(Point(x: width, y: height))
    let clip = RasterCanvas.ClipRect(
      minX: min(corner0.x, corner1.x).clampedPixel(.down),
      minY: min(corner0.y, corner1.y).clampedPixel(.down),
      maxX: max(corner0.x, corner1.x).clampedPixel(.up),
      maxY: max(corner0.y, corner1.y).clampedPixel(.up))
    state.clip = state.clip.intersection(clip)
    if viewBox.count == 4, viewBox[2] > 0, viewBox[3] > 0 {
      let s = min(width / viewBox[2], height / viewBox[3])
      let offsetX = (width - viewBox[2] * s) / 2
      let offsetY = (height - viewBox[3] * s) / 2
      state.transform = state.transform
        .concatenating(.translation(offsetX, offsetY))
        .concatenating(.scaling(s, s))
        .concatenating(.translation(-viewBox[0], -viewBox[1]))
    }
  }

  /// Fills, strokes and marks a shape.
  private mutating func drawShape(_ path: VectorPath, state: DrawState) {
    let lines = path.flattened(transform: state.transform, tolerance: Self.tolerance)
    if let fill = state.fill, !lines.isEmpty,
      let paint = paint(fill, state: state, path: path)
    {
      canvas.fill(
        lines, rule: state.fillRule, paint: paint, opacity: state.fillOpacity * state.opacity,
        clip: state.clip)
    }
    if let stroke = state.stroke, state.strokeWidth > 0, !lines.isEmpty,
      let paint = paint(stroke, state: state, path: path)
    {
      let lengthScale = state.transform.lengthScale
      let style = StrokeStyle(
        width: state.strokeWidth * lengthScale, cap: state.cap, join: state.join,
        miterLimit: state.miterLimit, dashes: state.dashes.map { $0 * lengthScale },
        dashOffset: state.dashOffset * lengthScale)
      canvas.fill(
        Stroker.outline(lines, style: style), rule: .nonZero, paint: paint,
        opacity: state.strokeOpacity * state.opacity, clip: state.clip)
    }
    if state.markerStart != nil || state.markerMid != nil || state.markerEnd != nil {
      drawMarkers(path, state: state)
    }
  }

  /// Draws markers at the path's vertices (`orient` is not supported: markers are upright).
  private mutating func drawMarkers(_ path: VectorPath, state: DrawState) {
    let vertices = path.vertices
    for (index, vertex) in vertices.enumerated() {
      let reference: String?
      if index == 0 {
        reference = state.markerStart
      } else if index == vertices.count - 1 {
        reference = state.markerEnd
      } else {
        reference = state.markerMid
      }
      guard let reference, let id = Self.urlID(reference),
        case .element("marker", let attributes, let children)? = elementsByID[id]
      else { continue }
      let units = Self.value("markerUnits", in: attributes) ?? "strokeWidth"
      let unitScale = units == "userSpaceOnUse" ? 1 : state.strokeWidth
      let markerWidth = Self.number("markerWidth", in: attributes, default: 3) * unitScale
      let markerHeight = Self.number("markerHeight", in: attributes, default: 3) * unitScale
      var s = 1.0
      var viewBox: [Double] = []
      if let text = Self.value("viewBox", in: attributes) {
        viewBox = text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      }
      if viewBox.count == 4, viewBox[2] > 0, viewBox[3] > 0 {
        s = min(markerWidth / viewBox[2], markerHeight / viewBox[3])
      } else {
        s = unitScale
      }
      let refX = Self.number("refX", in: attributes, default: 0)
      let refY = Self.number("refY", in: attributes, default: 0)
      let transform = state.transform
        .concatenating(.translation(vertex.x, vertex.y))
        .concatenating(.scaling(s, s))
        .concatenating(.translation(-refX, -refY))
      let markerState = DrawState(transform: transform, clip: state.clip)
      for child in children { draw(child, state: markerState) }
    }
  }

  /// The id in `url(#id)`.
  static func urlID(_ text: String) -> String? {
    guard text.hasPrefix("url(#"), text.hasSuffix(")") else { return nil }
    return String(text.dropFirst(5).dropLast())
  }

  /// The paint of a `fill` or `stroke` value for `path` (gradients use its bounding box).
  func paint(_ value: String, state: DrawState, path: VectorPath) -> RasterPaint? {
    if let id = Self.urlID(value) {
      guard case .element("linearGradient", let attributes, let children)? = elementsByID[id]
      else { return nil }
      return gradient(attributes: attributes, stops: children, state: state, path: path)
    }
    let text = value == "currentColor" ? state.color : value
    return RasterColor(css: text).map { .solid($0) }
  }

  private func gradient(
    attributes: [(String, String?)], stops children: [MarkupNode], state: DrawState,
    path: VectorPath
  ) -> RasterPaint? {
    var stops: [(offset: Double, color: RasterColor)] = []
    for child in children {
      guard case .element("stop", let stop, _) = child else { continue }
      let offset = Self.value("offset", in: stop).flatMap(DrawState.unit) ?? 0
      guard var color = RasterColor(css: Self.value("stop-color", in: stop) ?? "black") else {
        continue
      }
      color.alpha *= Self.value("stop-opacity", in: stop).flatMap(DrawState.unit) ?? 1
      stops.append((max(offset, stops.last?.offset ?? 0), color))
    }
    guard !stops.isEmpty else { return nil }
    func coordinate(_ name: String, _ fallback: Double) -> Double {
      Self.value(name, in: attributes).flatMap(DrawState.unit) ?? fallback
    }
    let x1 = coordinate("x1", 0)
    let y1 = coordinate("y1", 0)
    let x2 = coordinate("x2", 1)
    let y2 = coordinate("y2", 0)
    // objectBoundingBox units: relative to the shape's bounds in user space.
    let box = path.flattened(transform: .identity, tolerance: 0.5).flatMap(\.points)
    guard let minX = box.map(\.x).min(), let maxX = box.map(\.x).max(),
      let minY = box.map(\.y).min(), let maxY = box.map(\.y).max()
    else { return nil }
    let width = maxX - minX
    let height = maxY - minY
    let start = state.transform.apply(Point(x: minX + x1 * width, y: minY + y1 * height))
    let end = state.transform.apply(Point(x: minX + x2 * width, y: minY + y2 * height))
    return .linear(start: start, end: end, stops: stops)
  }
}
