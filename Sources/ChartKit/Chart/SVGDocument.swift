/// The root `<svg>` of a chart: namespace, view box, font, accessible name and description,
/// optional embedded style sheet (standalone files) and definitions.
///
/// What a chart exposes to assistive technology is decided here and in ``DatumGroup``, after
/// SVG-AAM and the Graphics ARIA roles: a chart whose datums can be focused is a
/// `graphics-document` (named by its title, described by its description) holding one
/// `graphics-symbol` per datum, named by the datum's label; a chart without focusable datums
/// is one `img`. Every other group (axes, mark layers, tips) is decorative: no role, no name.
public enum SVGDocument {
  /// The root's role: `graphics-document` when the chart holds focusable datums (an `img`
  /// would hide them, its children being presentational), else `img`.
  static func role(interactive: Bool) -> StaticString {
    interactive ? "graphics-document" : "img"
  }

  /// Wraps `body` in an accessible `<svg>` root.
  /// - Parameters:
  ///   - width: the view box width, in points.
  ///   - height: the view box height, in points.
  ///   - ids: the chart's id generator (title and description ids).
  ///   - accessibility: the label and description.
  ///   - className: CSS classes of the root.
  ///   - fontFamily: the font stack (DejaVu Sans, the font text is measured in, then system
  ///     faces; never a font fetched from the network).
  ///   - styleSheet: CSS embedded in a `<style>` element (for standalone files, which are XML:
  ///     it is escaped character data), or `nil`.
  ///   - definitions: gradients and filters placed in `<defs>`.
  ///   - interactive: whether the body holds focusable datums (see ``role(interactive:)``).
  ///   - body: the chart's content.
  /// - Returns: the `<svg>` node.
  public static func make(
    width: Double, height: Double, ids: IDGenerator, accessibility: ChartAccessibility,
    className: String, fontFamily: String, styleSheet: StyleSheet?, definitions: [MarkupNode],
    interactive: Bool = false, body: [MarkupNode]
  ) -> MarkupNode {
    .element(
      name: "svg",
      attributes: rootAttributes(
        width: width, height: height, ids: ids, className: className, fontFamily: fontFamily,
        interactive: interactive),
      children: header(
        ids: ids, accessibility: accessibility, styleSheet: styleSheet, definitions: definitions)
        + body)
  }

  /// Writes the start of the same root as ``make(width:height:ids:accessibility:className:styleSheet:definitions:body:)``
  /// (the start tag, title, description, style and definitions); the caller writes the body and
  /// closes the `svg` element.
  ///
  /// A `nested` chart sits inside another accessible `<svg>` (a standalone card): it gets only
  /// its view box, size and classes, as the outer image carries the name and description.
  /// `interactive` says whether the chart holds focusable datums (``role(interactive:)``).
  /// `writeDefinitions` writes more definitions in place after `definitions` (a chart's
  /// datums' shared hover target and frame).
  public static func open(
    width: Double, height: Double, ids: IDGenerator, accessibility: ChartAccessibility,
    className: String, fontFamily: String, styleSheet: StyleSheet?, definitions: [MarkupNode],
    writeDefinitions: ((inout MarkupWriter) -> Void)? = nil, nested: Bool = false,
    interactive: Bool = false, writer: inout MarkupWriter
  ) {
    writer.open("svg")
    if nested {
      writeViewBox(width: width, height: height, writer: &writer)
      writer.attribute("width", number: width)
      writer.attribute("height", number: height)
      writer.attribute("class", className)
      writer.endOpen()
      if let styleSheet {
        MarkupNode.el("style", [], [.markup(styleSheet.markup)]).write(to: &writer)
      }
      writeDefs(definitions, writeDefinitions, writer: &writer)
      return
    }
    // The same attributes and header as `make`, streamed with literal names.
    writer.attribute("xmlns", literal: "http://www.w3.org/2000/svg")
    writeViewBox(width: width, height: height, writer: &writer)
    writer.attribute("width", number: width)
    writer.attribute("height", number: height)
    writer.attribute("class", className)
    writer.attribute("role", literal: role(interactive: interactive))
    let titleID = ids.id("title")
    let descriptionID = ids.id("desc")
    writer.attribute("aria-labelledby", titleID)
    writer.attribute("aria-describedby", descriptionID)
    writer.attribute("font-family", fontFamily)
    writer.endOpen()
    writeText("title", id: titleID, text: accessibility.label, writer: &writer)
    writeText("desc", id: descriptionID, text: accessibility.description, writer: &writer)
    if let styleSheet {
      writer.open("style")
      writer.endOpen()
      writer.write(styleSheet.markup)
      writer.isAfterText = true
      writer.close("style")
    }
    writeDefs(definitions, writeDefinitions, writer: &writer)
  }

  /// Writes `<defs>` with `definitions`, then what `writeDefinitions` writes; nothing when
  /// there are neither.
  static func writeDefs(
    _ definitions: [MarkupNode], _ writeDefinitions: ((inout MarkupWriter) -> Void)?,
    writer: inout MarkupWriter
  ) {
    guard !definitions.isEmpty || writeDefinitions != nil else { return }
    writer.open("defs")
    writer.endOpen()
    for definition in definitions { definition.write(to: &writer) }
    writeDefinitions?(&writer)
    writer.close("defs")
  }

  /// Writes ` viewBox="0 0 width height"`, the numbers as ``NumberFormat/point(_:)`` writes
  /// them.
  static func writeViewBox(width: Double, height: Double, writer: inout MarkupWriter) {
    writer.attributeStart("viewBox")
    writer.write("0 0 ")
    writer.write(number: width)
    writer.write(byte: 32)
    writer.write(number: height)
    writer.attributeEnd()
  }

  /// Writes `<name id="…">text</name>`.
  static func writeText(
    _ name: StaticString, id: String, text: String, writer: inout MarkupWriter
  ) {
    writer.open(name)
    writer.attribute("id", id)
    writer.endOpen()
    writer.text(text)
    writer.close(name)
  }

  /// The root's attributes: namespace, view box, size, classes, role and accessible name.
  static func rootAttributes(
    width: Double, height: Double, ids: IDGenerator, className: String, fontFamily: String,
    interactive: Bool
  ) -> [(String, String?)] {
    let point = NumberFormat.point
    return [
      ("xmlns", "http://www.w3.org/2000/svg"),
      ("viewBox", "0 0 " + point(width) + " " + point(height)),
      ("width", point(width)), ("height", point(height)), ("class", className),
      ("role", role(interactive: interactive).description),
      ("aria-labelledby", ids.id("title")), ("aria-describedby", ids.id("desc")),
      ("font-family", fontFamily),
    ]
  }

  /// The title, description, style sheet and definitions that open a chart.
  static func header(
    ids: IDGenerator, accessibility: ChartAccessibility, styleSheet: StyleSheet?,
    definitions: [MarkupNode]
  ) -> [MarkupNode] {
    var children: [MarkupNode] = [
      .el("title", [("id", ids.id("title"))], [.text(accessibility.label)]),
      .el("desc", [("id", ids.id("desc"))], [.text(accessibility.description)]),
    ]
    if let styleSheet { children.append(.el("style", [], [.markup(styleSheet.markup)])) }
    if !definitions.isEmpty { children.append(.el("defs", [], definitions)) }
    return children
  }

  /// A soft drop shadow for annotation boxes, referenced as `ids.url("shadow")`, in the
  /// appearance's light shadow colour.
  public static func shadowFilter(ids: IDGenerator, appearance: ChartAppearance) -> MarkupNode {
    .el(
      "filter",
      [
        ("id", ids.id("shadow")), ("x", "-20%"), ("y", "-20%"), ("width", "140%"),
        ("height", "150%"),
      ],
      [
        .el(
          "feDropShadow",
          [
            ("dx", "0"), ("dy", "1"), ("stdDeviation", "2"),
            ("flood-color", appearance.light.shadow),
            ("flood-opacity", NumberFormat.coordinate(ChartAppearance.shadowOpacity, decimals: 2)),
          ])
      ])
  }

  /// A vertical linear gradient from `topColor` at `topOpacity` to `bottomColor` at
  /// `bottomOpacity`, referenced as `ids.url(name)`.
  public static func verticalGradient(
    ids: IDGenerator, name: String, topColor: String, topOpacity: Double = 1,
    bottomColor: String, bottomOpacity: Double = 1
  ) -> MarkupNode {
    let fmt = NumberFormat.coordinate
    return .el(
      "linearGradient",
      [("id", ids.id(name)), ("x2", "0"), ("y2", "1")],
      [
        .el(
          "stop",
          [
            ("offset", "0"), ("stop-color", topColor),
            ("stop-opacity", topOpacity == 1 ? nil : fmt(topOpacity, 2)),
          ]),
        .el(
          "stop",
          [
            ("offset", "1"), ("stop-color", bottomColor),
            ("stop-opacity", bottomOpacity == 1 ? nil : fmt(bottomOpacity, 2)),
          ]),
      ])
  }
}
