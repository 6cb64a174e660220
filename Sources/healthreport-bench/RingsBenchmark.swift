import ChartKit
import ChartRaster
import ReportSite

/// The rings drawing's cases for `charts`: one day's rings as a page holds them (inline, 32
/// points, with the label and annotation of a calendar's day), as a standalone 160-point file
/// with its style sheet, that file's 2× PNG (the email's picture), and a month's calendar of
/// 31 days in one `<svg>` drawn from shared definitions.
enum RingsBenchmark {
  /// Three rings in the Fitness app's hues (the pages will take theirs from the theme).
  static let styles = [
    RingStyle(
      className: "ring-move", light: .init(color: "#FA114F", track: "#FCD3DE"),
      dark: .init(color: "#FA114F", track: "#3D0615")),
    RingStyle(
      className: "ring-exercise", light: .init(color: "#5BC400", track: "#DAF2C4"),
      dark: .init(color: "#A6FF00", track: "#243D00")),
    RingStyle(
      className: "ring-stand", light: .init(color: "#00B4D8", track: "#C7EEF6"),
      dark: .init(color: "#00F0FF", track: "#003A3E")),
  ]

  static let appearance = Theme.standard.chartAppearance

  static let styleSheet: StyleSheet = {
    let rules = RingStyle.css(styles, appearance: appearance)
    return StyleSheet(
      ChartStyleSheet.css(
        parts: [.datums, .tips], appearance: appearance, light: rules.light, dark: rules.dark))
  }()

  /// A day's rings: Move 512 of 450 kcal, Exercise 31 of 30 min, Stand 11 of 12 h.
  static func day(size: Double) -> ConcentricRings {
    ConcentricRings(
      rings: zip([512.0 / 450, 31.0 / 30, 11.0 / 12], styles).map {
        ConcentricRings.Ring(progress: $0, style: $1)
      },
      size: size,
      label: "Move 512 of 450 kcal (114%), Exercise 31 of 30 min, Stand 11 of 12 h",
      tip: Tip(
        title: "Tue, Mar 5", value: "512 \u{B7} 31 \u{B7} 11", accessibilityLabel: "",
        valueColor: "#FA114F"),
      appearance: appearance)
  }

  /// The inline drawing's bytes.
  static func inline() -> [UInt8] {
    var writer = MarkupWriter(capacity: 1024)
    day(size: 32).writeInline(to: &writer)
    return writer.markupBytes.bytes
  }

  /// The standalone file's bytes (`recording` also keeps the drawing, as the email does).
  static func file(recording: Bool = false) -> (bytes: [UInt8], drawing: [MarkupNode]) {
    var writer = MarkupWriter(capacity: 4096, recording: recording)
    writer.write(.xmlDeclaration)
    day(size: 160).writeDocument(
      ids: IDGenerator(prefix: "r"),
      accessibility: ChartAccessibility(
        label: "Activity rings, Tuesday, March 5",
        description: "Move 512 of 450 kcal (114%), Exercise 31 of 30 min, Stand 11 of 12 h"),
      styleSheet: styleSheet, to: &writer)
    return (writer.markupBytes.bytes, writer.recordedNodes)
  }

  /// A month's calendar: 31 days of 32-point drawings in one `<svg>`, drawn from shared
  /// definitions, progress varying by day (some days past a lap, one paused).
  static func month() -> [UInt8] {
    let definitions = RingDefinitions(
      ids: IDGenerator(prefix: "m-r"), size: 32, styles: styles, appearance: appearance)
    var writer = MarkupWriter(capacity: 32_768)
    SVGDocument.open(
      width: 280, height: 300, ids: IDGenerator(prefix: "m"),
      accessibility: ChartAccessibility(label: "Activity rings, March", description: ""),
      className: "chart rings", fontFamily: appearance.fontFamily, styleSheet: nil,
      definitions: [], writeDefinitions: { definitions.write(to: &$0) }, interactive: true,
      writer: &writer)
    for day in 0..<31 {
      let phase = Double(day)
      var drawing = Self.day(size: 32)
      drawing.rings = zip([0.4 + phase * 0.05, 1.6 - phase * 0.04, phase / 20], styles).map {
        ConcentricRings.Ring(progress: day == 12 ? nil : $0, style: $1)
      }
      drawing.writeSymbol(
        x: Double(day % 7) * 40 + 4, y: Double(day / 7) * 50 + 58, isTabStop: day == 0,
        tipArea: Rect(x: 0, y: 0, width: 280, height: 300), definitions: definitions,
        to: &writer)
    }
    writer.close("svg")
    return writer.markupBytes.bytes
  }

  /// The standalone file drawn at 2× and encoded as PNG, from the drawing up.
  static func png() -> [UInt8] {
    let drawing = file(recording: true).drawing
    return ChartRasterizer.png(
      of: drawing, scale: 2, background: RasterColor(css: Theme.standard.light.card)
    ).map { [UInt8]($0) } ?? []
  }

  /// The cases, by name.
  static var cases: [(String, () -> [UInt8])] {
    [
      ("rings-day", inline), ("rings-day-file", { file().bytes }), ("rings-day-png", png),
      ("rings-month", month),
    ]
  }
}
