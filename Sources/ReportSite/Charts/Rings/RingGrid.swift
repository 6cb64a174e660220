import ChartKit
import HealthCore

/// Many days' Activity rings of one size in one `<svg>` (small multiples: a week, a month's
/// calendar), sharing one set of ``ChartKit/RingDefinitions``: the `<svg>` is one
/// `graphics-document`, its first day the one tab stop, and the page's script moves the focus
/// between the days with the arrow keys, Home and End (``ChartScript``), each day showing its
/// annotation. Text (day numbers, weekday initials) is placed by the caller as ``Caption``s.
public struct RingGrid: Sendable {
  /// One day's drawing and where its square's top left corner sits, in points.
  public struct Cell: Sendable {
    /// The day's figures.
    public var day: ActivityRings
    /// The square's left edge, in points.
    public var x: Double
    /// The square's top edge, in points.
    public var y: Double

    /// Creates a cell.
    /// - Parameters:
    ///   - day: the day's figures.
    ///   - x: the square's left edge, in points.
    ///   - y: the square's top edge, in points.
    public init(day: ActivityRings, x: Double, y: Double) {
      self.day = day
      self.x = x
      self.y = y
    }
  }

  /// A text in the grid, centred on (`x`, `y`: its baseline), in the secondary text colour,
  /// hidden from assistive technology (the days' names say it).
  public struct Caption: Sendable {
    /// The text.
    public var text: String
    /// The centre, in points.
    public var x: Double
    /// The baseline, in points.
    public var y: Double
    /// The CSS class (`ring-caption`, plus the caller's).
    public var className: String

    /// Creates a caption.
    /// - Parameters:
    ///   - text: the text.
    ///   - x: the centre, in points.
    ///   - y: the baseline, in points.
    ///   - className: the CSS class.
    public init(text: String, x: Double, y: Double, className: String = "ring-caption") {
      self.text = text
      self.x = x
      self.y = y
      self.className = className
    }
  }

  /// The drawings' side, in points (24…160).
  public var size: Double
  /// The `<svg>`'s width, in points.
  public var width: Double
  /// The `<svg>`'s height, in points.
  public var height: Double
  /// The days, in reading order (the arrow keys' order).
  public var cells: [Cell]
  /// The texts.
  public var captions: [Caption]
  /// The `<svg>`'s name and description.
  public var accessibility: ChartAccessibility
  /// Where the annotation boxes may lie, in points; `nil` for the whole `<svg>`. (A box is
  /// painted under the drawings written after its own: leave room above the first row,
  /// ``tipHeadroom``, and boxes go above their days.)
  public var tipArea: Rect?
  /// Whether the days' annotations are the narrow ones (``RingWords/compactTip(of:)``: each
  /// ring's percentage) rather than ``RingWords/tip(of:)``'s figures and goals.
  public var compactTips = false
  /// Whether the days show annotations at all; without, a day is its rings, its name and its
  /// focus ring (a long history's older months, as the long charts drop theirs).
  public var showsTips = true

  /// The room above a drawing its annotation box needs, in points.
  public static let tipHeadroom = AnnotationBox.height + ConcentricRings.tipGap

  /// Creates a grid.
  /// - Parameters:
  ///   - size: the drawings' side, in points.
  ///   - width: the `<svg>`'s width, in points.
  ///   - height: the `<svg>`'s height, in points.
  ///   - cells: the days, in reading order.
  ///   - captions: the texts.
  ///   - accessibility: the `<svg>`'s name and description.
  ///   - tipArea: where the annotation boxes may lie, or `nil` for the whole `<svg>`.
  public init(
    size: Double, width: Double, height: Double, cells: [Cell], captions: [Caption] = [],
    accessibility: ChartAccessibility, tipArea: Rect? = nil
  ) {
    self.size = min(max(size, RingDrawing.minimumSize), RingDrawing.maximumSize)
    self.width = width
    self.height = height
    self.cells = cells
    self.captions = captions
    self.accessibility = accessibility
    self.tipArea = tipArea
  }

  /// Writes the `<svg>`: the shared definitions, the captions, then each day's drawing.
  /// - Parameters:
  ///   - ids: the page's ids (the `<svg>`'s title and the shared definitions take theirs).
  ///   - words: the reader's words and energy unit.
  ///   - styleSheet: CSS to embed (a standalone file: ``RingPalette/styleSheet``), or `nil`
  ///     in a page (its `charts.css` has the rules).
  ///   - writer: the destination.
  public func write(
    ids: IDGenerator, words: RingWords, styleSheet: StyleSheet? = nil,
    to writer: inout MarkupWriter
  ) {
    let drawings = cells.map { cell in
      var drawing = RingDrawing.day(
        cell.day, size: size, words: words, tip: showsTips && !compactTips)
      if compactTips, showsTips {
        drawing.tip = words.compactTip(of: cell.day, label: drawing.label)
      }
      // Among many days, each one's name says its date.
      let date = drawing.tip?.title ?? words.locale.dates.weekdayMonthDay(cell.day.date)
      drawing.label = words.datedLabel(date, drawing.label)
      return drawing
    }
    let tipWidth = drawings.compactMap { $0.tip.map(AnnotationBox.width(for:)) }.max()
    let definitions = RingDefinitions(
      ids: IDGenerator(prefix: ids.id("r")), size: size, styles: RingPalette.styles,
      appearance: HealthPalette.appearance, tipBoxWidth: tipWidth)
    SVGDocument.open(
      width: width, height: height, ids: ids, accessibility: accessibility,
      className: RingPalette.chartClass, fontFamily: HealthPalette.appearance.fontFamily,
      styleSheet: styleSheet, definitions: [], writeDefinitions: { definitions.write(to: &$0) },
      interactive: !cells.isEmpty, writer: &writer)
    if !captions.isEmpty {
      writer.open("g")
      writer.attribute("aria-hidden", "true")
      writer.attribute("text-anchor", "middle")
      writer.attribute("fill", HealthPalette.colors.secondary)
      writer.endOpen()
      for caption in captions {
        writer.open("text")
        writer.attribute("class", caption.className)
        writer.attribute("x", number: caption.x)
        writer.attribute("y", number: caption.y)
        writer.endWithText(caption.text, close: "text")
      }
      writer.close("g")
    }
    let area = tipArea ?? Rect(x: 0, y: 0, width: width, height: height)
    for (index, cell) in cells.enumerated() {
      drawings[index].writeSymbol(
        x: cell.x, y: cell.y, isTabStop: index == 0, tipArea: area, definitions: definitions,
        to: &writer)
    }
    writer.close("svg")
  }

  /// ``write(ids:words:styleSheet:to:)``'s markup.
  /// - Parameters:
  ///   - ids: the page's ids.
  ///   - words: the reader's words and energy unit.
  /// - Returns: the `<svg>` markup.
  public func render(ids: IDGenerator, words: RingWords) -> Markup {
    var writer = MarkupWriter(capacity: 1024 + cells.count * 600)
    write(ids: ids, words: words, to: &writer)
    return writer.markup
  }
}
