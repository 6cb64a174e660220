import ChartKit

/// Ring drawings for the rasterizer's tests: three rings in colours of the tests' own, a week
/// of them in one `<svg>` and a card, as standalone documents with their recorded drawing.
enum RingDrawings {
  static let appearance = ChartAppearance(
    light: .init(
      text: "#1C1C1E", secondaryText: "#6C6C70", grid: "#8E8E93", tipBackground: "#FFFFFF",
      cardBackground: "#F2F2F7", focus: "#007AFF", shadow: "#000000"),
    dark: .init(
      text: "#F2F2F7", secondaryText: "#AEAEB2", grid: "#8E8E93", tipBackground: "#2C2C2E",
      cardBackground: "#1C1C1E", focus: "#0A84FF", shadow: "#000000"),
    fontFamily: "DejaVu Sans,sans-serif",
    card: .init(padding: 16, cornerRadius: 12, titleSize: 17, subtitleSize: 13))

  static let styles = [
    RingStyle(
      className: "ring-red", light: .init(color: "#FA114F", track: "#FCD3DE"),
      dark: .init(color: "#FA114F", track: "#3D0615")),
    RingStyle(
      className: "ring-green", light: .init(color: "#5BC400", track: "#DAF2C4"),
      dark: .init(color: "#A6FF00", track: "#243D00")),
    RingStyle(
      className: "ring-blue", light: .init(color: "#00B4D8", track: "#C7EEF6"),
      dark: .init(color: "#00F0FF", track: "#003A3E")),
  ]

  static let styleSheet: StyleSheet = {
    let rules = RingStyle.css(styles, appearance: appearance)
    return StyleSheet(
      ChartStyleSheet.css(
        parts: [.datums, .tips], appearance: appearance, light: rules.light, dark: rules.dark))
  }()

  static func rings(_ progress: [Double?], size: Double) -> ConcentricRings {
    ConcentricRings(
      rings: zip(progress, styles).map { ConcentricRings.Ring(progress: $0, style: $1) },
      size: size, label: "Rings",
      tip: Tip(title: "Tue, Mar 5", value: "114%", accessibilityLabel: "", valueColor: "#FA114F"),
      appearance: appearance)
  }

  /// A week of 32-point drawings: a quiet day, a dot (0.3%), closed rings, second and third
  /// laps, a paused day, nothing.
  static let week: [[Double?]] = [
    [0.2, 0.1, 0.25], [0.8, 1.2, 0.003], [1, 1, 1], [1.6, 2.1, 0.9], [nil, nil, nil],
    [2.5, 0.5, 1.05], [0, 0, 0],
  ]

  /// The reference drawings by name, as standalone SVG documents with their recorded drawing.
  static let references: [String: (svg: String, drawing: [MarkupNode])] = [
    "rings-week": weekDocument(), "rings-week-shared": weekDocument(shared: true),
    "rings-card": cardDocument(),
  ]

  /// The week in one `<svg>`, each drawing whole or drawn from ``RingDefinitions``.
  static func weekDocument(shared: Bool = false) -> (svg: String, drawing: [MarkupNode]) {
    let definitions = RingDefinitions(
      ids: IDGenerator(prefix: "wr"), size: 32, styles: styles, appearance: appearance)
    var writer = MarkupWriter(recording: true)
    writer.write(.xmlDeclaration)
    SVGDocument.open(
      width: 280, height: 40, ids: IDGenerator(prefix: "w"),
      accessibility: ChartAccessibility(label: "A week of rings", description: ""),
      className: "chart", fontFamily: appearance.fontFamily, styleSheet: styleSheet,
      definitions: [], writeDefinitions: shared ? { definitions.write(to: &$0) } : nil,
      interactive: true, writer: &writer)
    for (index, progress) in week.enumerated() {
      rings(progress, size: 32).writeSymbol(
        x: Double(index) * 40 + 4, y: 4, isTabStop: index == 0,
        tipArea: Rect(x: 0, y: 0, width: 280, height: 40),
        definitions: shared ? definitions : nil, to: &writer)
    }
    writer.close("svg")
    return (writer.text, writer.recordedNodes)
  }

  static func cardDocument() -> (svg: String, drawing: [MarkupNode]) {
    var writer = MarkupWriter(recording: true)
    writer.write(.xmlDeclaration)
    rings([1.14, 2.3, 0.6], size: 160).writeDocument(
      ids: IDGenerator(prefix: "c"),
      accessibility: ChartAccessibility(label: "Rings", description: ""),
      styleSheet: styleSheet, to: &writer)
    return (writer.text, writer.recordedNodes)
  }
}
