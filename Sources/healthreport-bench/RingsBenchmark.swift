import ChartKit
import ChartRaster
import ReportSite

/// The rings drawing's cases for `charts`: one day's rings as a page holds them (inline, 32
/// points, with the label and annotation of a calendar's day), as a standalone 160-point file
/// with its style sheet, and that file's 2× PNG (the email's picture).
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
    ]
  }
}
