/// A legend naming a chart's colours: a row of swatches with labels, wrapped onto further lines
/// when wider than the room given (text measured with ``TextMeasure``, in the chart font).
///
/// In SVG (a card's header, or under a plot) the legend is `aria-hidden="true"`: it sits in an
/// image (`role="img"`), whose content assistive technology does not read, and what it says
/// must be in the chart's description and data table (their columns name the segments). In a
/// page's card header (``html()``) it is a list, `<ul class="legend">`, one `<li>` per entry,
/// read as a list; its swatches are hidden.
///
/// Classes: `legend` the group or list, `legend-swatch` (plus the entry's class) a swatch,
/// `legend-label` a label. Labels are drawn in the appearance's secondary text colour; for dark
/// mode, append ``darkRules(_:)`` to the style sheet's dark rules.
public struct Legend: Sendable, Hashable {
  /// One entry: a colour and what it stands for.
  public struct Item: Sendable, Hashable {
    /// The label ("Deep"), escaped on output.
    public var label: String
    /// The swatch's colour where styles are ignored (a CSS colour).
    public var color: String
    /// A CSS class for the swatch (the segment's class, so one rule colours both), if any.
    public var className: String?

    /// Creates an entry.
    /// - Parameters:
    ///   - label: the label.
    ///   - color: the swatch's colour (a CSS colour).
    ///   - className: a CSS class for the swatch.
    public init(label: String, color: String, className: String? = nil) {
      self.label = label
      self.color = color
      self.className = className
    }
  }

  /// The entries, in reading order.
  public var items: [Item]
  /// The labels' font size, in points.
  public var fontSize: Double

  /// The side of a square swatch, in points.
  public static let swatchSize = 10.0
  /// The space between a swatch and its label, in points.
  public static let labelGap = 4.0
  /// The space between one entry's label and the next entry's swatch, in points.
  public static let itemGap = 12.0

  /// Creates a legend.
  /// - Parameters:
  ///   - items: the entries, in reading order.
  ///   - fontSize: the labels' font size, in points.
  public init(items: [Item], fontSize: Double = 12) {
    self.items = items
    self.fontSize = fontSize
  }

  /// The height of one line, in points (the font size plus 6).
  public var lineHeight: Double { fontSize + 6 }

  /// The width of one entry (swatch, gap, label), in points.
  func itemWidth(_ item: Item) -> Double {
    Legend.swatchSize + Legend.labelGap + TextMeasure.width(of: item.label, fontSize: fontSize)
  }

  /// Places the entries on lines no wider than `width`: an entry that would cross the edge
  /// starts the next line (an entry wider than `width` has a line of its own).
  /// - Parameter width: the room, in points.
  /// - Returns: per line, each entry with its left edge (points from the legend's left).
  public func lines(width: Double) -> [[(item: Item, x: Double)]] {
    var lines: [[(item: Item, x: Double)]] = []
    var x = 0.0
    for item in items {
      let itemWidth = itemWidth(item)
      if lines.isEmpty || (x > 0 && x + itemWidth > width) {
        lines.append([])
        x = 0
      }
      lines[lines.count - 1].append((item, x))
      x += itemWidth + Legend.itemGap
    }
    return lines
  }

  /// The legend's height at `width`, so a card or chart can reserve room: the number of lines
  /// times ``lineHeight``; 0 without entries.
  /// - Parameter width: the room, in points.
  /// - Returns: the height, in points.
  public func height(width: Double) -> Double {
    Double(lines(width: width).count) * lineHeight
  }

  /// Writes the legend as an SVG group (`<g class="legend" aria-hidden="true">`) whose top left
  /// is at (`x`, `y`); nothing without entries.
  /// - Parameters:
  ///   - x: the left edge, in points.
  ///   - y: the top edge, in points.
  ///   - width: the room, in points (see ``lines(width:)``).
  ///   - appearance: the labels' colour (``ChartAppearance/Colors/secondaryText``).
  ///   - writer: the destination.
  public func write(
    x: Double, y: Double, width: Double, appearance: ChartAppearance, writer: inout MarkupWriter
  ) {
    let lines = lines(width: width)
    guard !lines.isEmpty else { return }
    writer.open("g")
    writer.attribute("class", literal: "legend")
    writer.attribute("aria-hidden", literal: "true")
    writer.attribute("font-size", number: fontSize)
    writer.attribute("fill", appearance.light.secondaryText)
    writer.endOpen()
    for (index, line) in lines.enumerated() {
      let top = y + Double(index) * lineHeight
      for (item, left) in line {
        writer.open("rect")
        writer.attribute(
          "class", "legend-swatch" + (item.className.map { " " + $0 } ?? ""))
        writer.attribute("x", number: x + left)
        writer.attribute("y", number: top + (lineHeight - Legend.swatchSize) / 2)
        writer.attribute("width", number: Legend.swatchSize)
        writer.attribute("height", number: Legend.swatchSize)
        writer.attribute("rx", number: 2)
        writer.attribute("fill", item.color)
        writer.endEmpty()
        writer.styledText(
          item.label, className: "legend-label", x: x + left + Legend.swatchSize + Legend.labelGap,
          // The baseline centres a capital's height (about 0.73 em) on the line.
          y: top + lineHeight / 2 + fontSize * 0.36)
      }
    }
    writer.close("g")
  }

  /// The legend as an HTML list for a page's card header: `<ul class="legend">` with one
  /// `<li>` per entry, each a hidden square `<svg>` swatch and the label (the page's style
  /// sheet lays the list out; it wraps as text does).
  /// - Returns: the `<ul>` node.
  public func html() -> MarkupNode {
    let side = NumberFormat.point(Legend.swatchSize)
    return .el(
      "ul", [("class", "legend")],
      items.map { item in
        .el(
          "li", [],
          [
            .el(
              "svg",
              [
                ("class", "legend-swatch"), ("viewBox", "0 0 " + side + " " + side),
                ("width", side), ("height", side), ("aria-hidden", "true"),
                ("focusable", "false"),
              ],
              [
                .el(
                  "rect",
                  [
                    ("class", item.className), ("width", side), ("height", side), ("rx", "2"),
                    ("fill", item.color),
                  ])
              ]),
            .el("span", [("class", "legend-label")], [.text(item.label)]),
          ])
      })
  }

  /// The legend's dark-mode rule (labels in the dark secondary text colour), to append to a
  /// style sheet's dark rules (``ChartStyleSheet/css(parts:appearance:light:dark:)``).
  /// - Parameter appearance: the colours.
  /// - Returns: the CSS rule.
  public static func darkRules(_ appearance: ChartAppearance) -> String {
    ".legend .legend-label{fill:" + appearance.dark.secondaryText + "}\n"
  }
}
