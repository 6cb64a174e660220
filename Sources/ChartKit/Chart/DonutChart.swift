/// A donut of sectors in input order, one of them selected: enlarged and opaque, its name and
/// value in the centre, the others dimmed. In a browser, hovering or focusing a sector selects it
/// instead (CSS only).
///
/// Each sector is a datum group (see ``DatumGroup``): its sector is the mark and hover target,
/// its `tip` the enlarged sector with `donut-title` and `donut-value` in the centre.
public struct DonutChart: Sendable {
  /// Font size of the centre's title, in points.
  public static let titleSize = 17.0
  /// Font weight of the centre's title.
  public static let titleWeight = 700.0
  /// Font size of the centre's value, in points.
  public static let valueSize = 15.0
  /// Font weight of the centre's value.
  public static let valueWeight = 600.0

  /// One sector.
  public struct Slice: Sendable, Hashable {
    /// The sector's value; negative values count as zero.
    public var value: Double
    /// The fill (a CSS colour or `url(#…)`).
    public var fill: String
    /// The centre's first line when selected ("Wednesday").
    public var title: String
    /// The centre's second line when selected ("8,532").
    public var valueText: String
    /// The spoken label ("Wednesday: 8,532 steps").
    public var accessibilityLabel: String

    /// Creates a sector.
    public init(
      value: Double, fill: String, title: String, valueText: String, accessibilityLabel: String
    ) {
      self.value = value
      self.fill = fill
      self.title = title
      self.valueText = valueText
      self.accessibilityLabel = accessibilityLabel
    }
  }

  /// The sectors, clockwise from 12 o'clock.
  public var slices: [Slice]
  /// The statically selected sector's index.
  public var selectedIndex: Int?
  /// The view box width, in points.
  public var width: Double
  /// The view box height, in points.
  public var height: Double
  /// The outer radius, in points (110 at the reference size).
  public var outerRadius: Double
  /// The selected sector's outer radius, in points (140 at the reference size).
  public var selectedOuterRadius: Double
  /// The inner radius as a fraction of `outerRadius` (0.618).
  public var innerRatio: Double
  /// The gap on each side of a sector, in points (1).
  public var angularInset: Double
  /// The corner radius, in points (6).
  public var cornerRadius: Double
  /// The chart's ids.
  public var ids: IDGenerator
  /// The colours and font of the centre text.
  public var appearance: ChartAppearance
  /// The accessible name and description.
  public var accessibility: ChartAccessibility
  /// CSS classes of the root.
  public var className: String
  /// The centre value's colour where styles are ignored.
  public var valueColor: String
  /// The style sheet embedded in standalone files; `nil` inside pages.
  public var styleSheet: StyleSheet?
  /// Extra definitions (gradients).
  public var definitions: [MarkupNode]
  /// Whether the chart sits inside another accessible `<svg>` (then it has no name of its own).
  public var isNested = false

  /// Creates a donut with the reference app's geometry.
  public init(
    slices: [Slice], selectedIndex: Int?, ids: IDGenerator, appearance: ChartAppearance,
    accessibility: ChartAccessibility, className: String = "chart donut", valueColor: String,
    styleSheet: StyleSheet? = nil, definitions: [MarkupNode] = [], width: Double = 340,
    height: Double = 300
  ) {
    self.slices = slices
    self.selectedIndex = selectedIndex
    self.ids = ids
    self.appearance = appearance
    self.accessibility = accessibility
    self.className = className
    self.valueColor = valueColor
    self.styleSheet = styleSheet
    self.definitions = definitions
    self.width = width
    self.height = height
    self.outerRadius = 110
    self.selectedOuterRadius = 140
    self.innerRatio = 0.618
    self.angularInset = 1
    self.cornerRadius = 6
  }

  /// Renders the donut as markup.
  /// - Parameter pretty: one element per line with indentation instead of compact markup.
  /// - Returns: the `<svg>` markup.
  public func render(pretty: Bool = false) -> String {
    var writer = MarkupWriter(pretty: pretty, capacity: 8192)
    write(to: &writer)
    return writer.text
  }

  /// Writes the donut's `<svg>` element.
  public func write(to writer: inout MarkupWriter) {
    let inner = outerRadius * innerRatio
    var normal = ArcGenerator(
      innerRadius: inner, outerRadius: outerRadius, cornerRadius: cornerRadius)
    normal.decimals = 1
    normal.compact = true
    var enlarged = ArcGenerator(
      innerRadius: inner, outerRadius: selectedOuterRadius, cornerRadius: cornerRadius)
    enlarged.decimals = 1
    enlarged.compact = true
    let padAngle = 2 * angularInset / (inner * inner + outerRadius * outerRadius).squareRoot()
    let values = slices.map { $0.value.isFinite ? max(0, $0.value) : 0 }
    SVGDocument.open(
      width: width, height: height, ids: ids, accessibility: accessibility, className: className,
      fontFamily: appearance.fontFamily, styleSheet: styleSheet, definitions: definitions,
      nested: isNested, interactive: true, writer: &writer)
    writer.open("g")
    writer.attributeStart("transform")
    writer.write("translate(")
    writer.write(number: width / 2)
    writer.write(byte: 44)
    writer.write(number: height / 2)
    writer.write(byte: 41)  // )
    writer.attributeEnd()
    writer.attribute("text-anchor", "middle")
    writer.endOpen()
    for (slice, arc) in zip(slices, PieLayout(padAngle: padAngle).slices(values)) {
      let isSelected = arc.index == selectedIndex
      writer.open("g")
      if isSelected { writer.attribute("class", literal: "selected") }
      // One tab stop: the selected sector, else the first; arrow keys move between sectors.
      let isTabStop = selectedIndex.map { $0 == arc.index } ?? (arc.index == 0)
      writer.attribute("tabindex", literal: isTabStop ? "0" : "-1")
      writer.attribute("role", literal: DatumGroup.role)
      writer.attribute("aria-label", slice.accessibilityLabel)
      writer.endOpen()
      DatumGroup.openMark(
        "path", dimmed: selectedIndex != nil && !isSelected, isTarget: true, writer: &writer)
      writer.attribute(
        "d", normal.path(startAngle: arc.startAngle, endAngle: arc.endAngle, padAngle: arc.padAngle)
      )
      writer.attribute("fill", slice.fill)
      writer.endEmpty()
      DatumGroup.openTip(isSelected: isSelected, writer: &writer)
      writer.open("path")
      writer.attribute("class", literal: "focus-ring")
      writer.attribute(
        "d",
        enlarged.path(startAngle: arc.startAngle, endAngle: arc.endAngle, padAngle: arc.padAngle))
      writer.attribute("fill", slice.fill)
      writer.endEmpty()
      // A hover-only sector's centre text is styled by the sector's group.
      writer.styledText(
        slice.title, className: "donut-title", y: -4, size: isSelected ? Self.titleSize : nil,
        weight: isSelected ? Self.titleWeight : nil, fill: isSelected ? appearance.light.text : nil)
      writer.styledText(
        slice.valueText, className: "donut-value", y: 18, size: isSelected ? Self.valueSize : nil,
        weight: isSelected ? Self.valueWeight : nil, fill: isSelected ? valueColor : nil)
      writer.close("g")
      writer.close("g")
    }
    writer.close("g")
    writer.close("svg")
  }
}
