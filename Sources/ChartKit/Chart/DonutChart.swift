/// A donut of sectors in input order, one of them selected: enlarged and opaque, its name and
/// value in the centre, the others dimmed. In a browser, hovering or focusing a sector selects it
/// instead (CSS only).
public struct DonutChart: Sendable {
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
    public init(value: Double, fill: String, title: String, valueText: String, accessibilityLabel: String) {
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
  /// The accessible name and description.
  public var accessibility: ChartAccessibility
  /// CSS classes of the root.
  public var className: String
  /// The CSS class that colours the centre value.
  public var valueClass: String
  /// The centre value's colour where styles are ignored.
  public var valueColor: String
  /// The style sheet embedded in standalone files; `nil` inside pages.
  public var styleSheet: String?
  /// Extra definitions (gradients).
  public var definitions: [SVGNode]

  /// Creates a donut with the reference app's geometry.
  public init(
    slices: [Slice], selectedIndex: Int?, ids: IDGenerator, accessibility: ChartAccessibility,
    className: String = "chart donut", valueClass: String, valueColor: String,
    styleSheet: String? = nil, definitions: [SVGNode] = [], width: Double = 340, height: Double = 300
  ) {
    self.slices = slices
    self.selectedIndex = selectedIndex
    self.ids = ids
    self.accessibility = accessibility
    self.className = className
    self.valueClass = valueClass
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

  /// Renders the donut as an `<svg>` node.
  public func render() -> SVGNode {
    let fmt = NumberFormat.coordinate
    let inner = outerRadius * innerRatio
    let normal = ArcGenerator(innerRadius: inner, outerRadius: outerRadius, cornerRadius: cornerRadius)
    let enlarged = ArcGenerator(
      innerRadius: inner, outerRadius: selectedOuterRadius, cornerRadius: cornerRadius)
    let padAngle = 2 * angularInset / (inner * inner + outerRadius * outerRadius).squareRoot()
    let layout = PieLayout(padAngle: padAngle).slices(slices.map { max(0, $0.value.isFinite ? $0.value : 0) })
    var groups: [SVGNode] = []
    for (slice, arc) in zip(slices, layout) {
      let isSelected = arc.index == selectedIndex
      let dimmed = selectedIndex != nil && !isSelected
      let path = SVGNode.el(
        "path", [("d", normal.path(startAngle: arc.startAngle, endAngle: arc.endAngle, padAngle: arc.padAngle)), ("fill", slice.fill)])
      let big = SVGNode.el(
        "path", [("d", enlarged.path(startAngle: arc.startAngle, endAngle: arc.endAngle, padAngle: arc.padAngle)), ("fill", slice.fill)])
      let centre: [SVGNode] = [
        .el(
          "text",
          [("class", "donut-title"), ("y", "-4"), ("font-size", "17"), ("font-weight", "700"), ("text-anchor", "middle"), ("fill", "#1C1C1E")],
          [.text(slice.title)]),
        .el(
          "text",
          [("class", "donut-value " + valueClass), ("y", "18"), ("font-size", "15"), ("font-weight", "600"), ("text-anchor", "middle"), ("fill", valueColor)],
          [.text(slice.valueText)]),
      ]
      groups.append(
        .el(
          "g",
          [("class", isSelected ? "datum selected" : "datum"), ("tabindex", "0"), ("aria-label", slice.accessibilityLabel)],
          [
            .el("g", [("class", "mark"), ("opacity", dimmed ? "0.3" : nil)], [path]),
            .el("g", [("class", "tip"), ("display", isSelected ? nil : "none")], [big] + centre),
          ]))
    }
    let center = "translate(" + fmt(width / 2, 2) + "," + fmt(height / 2, 2) + ")"
    return SVGDocument.make(
      width: width, height: height, ids: ids, accessibility: accessibility, className: className,
      styleSheet: styleSheet, definitions: definitions,
      body: [.el("g", [("aria-label", "sector"), ("transform", center)], groups)])
  }
}
