/// The inherited presentation properties while drawing a tree, resolved from attributes.
struct DrawState {
  var transform: AffineTransform
  var clip: RasterCanvas.ClipRect
  var fill: String? = "black"
  var fillOpacity = 1.0
  var fillRule = FillRule.nonZero
  var stroke: String?
  var strokeOpacity = 1.0
  var strokeWidth = 1.0
  var cap = StrokeStyle.Cap.butt
  var join = StrokeStyle.Join.miter
  var miterLimit = 4.0
  var dashes: [Double] = []
  var dashOffset = 0.0
  var fontSize = 16.0
  var fontWeight = 400.0
  var textAnchor = TextAnchor.start
  var color = "black"
  var markerStart: String?
  var markerMid: String?
  var markerEnd: String?
  /// The product of the ancestors' `opacity` (group opacity applied to each shape).
  var opacity = 1.0

  enum TextAnchor { case start, middle, end }

  /// Applies an element's presentation attributes. Returns `false` when the element is not
  /// rendered (`display="none"`).
  mutating func apply(_ attributes: [(String, String?)]) -> Bool {
    for (name, value) in attributes {
      guard let value else { continue }
      switch name {
      case "display": if value == "none" { return false }
      case "fill": fill = value == "none" ? nil : value
      case "fill-opacity": fillOpacity = Self.unit(value) ?? fillOpacity
      case "fill-rule": fillRule = value == "evenodd" ? .evenOdd : .nonZero
      case "stroke": stroke = value == "none" ? nil : value
      case "stroke-opacity": strokeOpacity = Self.unit(value) ?? strokeOpacity
      case "stroke-width": strokeWidth = Double(value).map { max(0, $0) } ?? strokeWidth
      case "stroke-linecap":
        cap = value == "round" ? .round : value == "square" ? .square : .butt
      case "stroke-linejoin":
        join = value == "round" ? .round : value == "bevel" ? .bevel : .miter
      case "stroke-miterlimit": miterLimit = Double(value).map { max(1, $0) } ?? miterLimit
      case "stroke-dasharray":
        dashes =
          value == "none"
          ? [] : value.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
      case "stroke-dashoffset": dashOffset = Double(value) ?? dashOffset
      case "font-size": fontSize = Double(value.replacingPixels()) ?? fontSize
      case "font-weight":
        fontWeight =
          value == "bold" ? 700 : value == "normal" ? 400 : Double(value) ?? fontWeight
      case "text-anchor":
        textAnchor = value == "middle" ? .middle : value == "end" ? .end : .start
      case "color": color = value
      case "opacity": opacity *= Self.unit(value) ?? 1
      case "marker-start": markerStart = value == "none" ? nil : value
      case "marker-mid": markerMid = value == "none" ? nil : value
      case "marker-end": markerEnd = value == "none" ? nil : value
      case "transform": transform = transform.concatenating(TransformList.parse(value))
      default: break
      }
    }
    return true
  }

  /// A number clamped to 0...1 (percentages allowed).
  static func unit(_ text: String) -> Double? {
    if text.hasSuffix("%"), let value = Double(text.dropLast()) {
      return min(1, max(0, value / 100))
    }
    return Double(text).map { min(1, max(0, $0)) }
  }
}

extension String {
  /// The text without a trailing `px`.
  func replacingPixels() -> String { hasSuffix("px") ? String(dropLast(2)) : self }
}

/// Reads SVG transform lists: `translate`, `scale`, `rotate`, `matrix`.
enum TransformList {
  static func parse(_ text: String) -> AffineTransform {
    var result = AffineTransform.identity
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close {
      let name = rest[rest.startIndex..<open].filter { $0 != " " && $0 != "," }
      let numbers = rest[rest.index(after: open)..<close]
        .split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
      var step = AffineTransform.identity
      switch name {
      case "translate":
        step = .translation(numbers.first ?? 0, numbers.count > 1 ? numbers[1] : 0)
      case "scale":
        let sx = numbers.first ?? 1
        step = .scaling(sx, numbers.count > 1 ? numbers[1] : sx)
      case "rotate":
        let angle = (numbers.first ?? 0) * .pi / 180
        let rotation = AffineTransform(
          a: cosine(angle), b: sine(angle), c: -sine(angle), d: cosine(angle), e: 0, f: 0)
        if numbers.count >= 3 {
          step = AffineTransform.translation(numbers[1], numbers[2]).concatenating(rotation)
            .concatenating(.translation(-numbers[1], -numbers[2]))
        } else {
          step = rotation
        }
      case "matrix" where numbers.count == 6:
        step = AffineTransform(
          a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], e: numbers[4], f: numbers[5])
      default: break
      }
      result = result.concatenating(step)
      rest = rest[rest.index(after: close)...]
    }
    return result
  }
}
