/// A Cartesian chart: marks over a day or band X scale and a linear Y scale, with a trailing Y
/// axis, grid lines, bottom X labels and room above the plot for annotations.
///
/// `render()` runs the pipeline: collect the marks' y channels, take their union as the domain,
/// `nice()` it, size the trailing margin from the tick labels, build the scales, then draw the
/// axes and each mark in `<g aria-label="…">`.
public struct Chart: Sendable {
  /// The horizontal axis.
  public enum XAxis: Sendable {
    /// Days `first...last` (day numbers); ticks from the calendar, labelled by `label`.
    case days(
      first: Int, last: Int, calendar: any DayCalendar, tickCount: Int,
      label: @Sendable (Int) -> String)
    /// One band per label, in order.
    case bands(labels: [String], paddingInner: Double, paddingOuter: Double)
    /// Days `first...last` in bins of `span` days (weeks: 7), each datum at its bin's first day
    /// and as wide as the bin; `first` should start a bin and `last` end one. Ticks and labels as
    /// ``days(first:last:calendar:tickCount:label:)``.
    case dayBins(
      first: Int, last: Int, span: Int, calendar: any DayCalendar, tickCount: Int,
      label: @Sendable (Int) -> String)
  }

  /// The vertical axis.
  public struct YAxis: Sendable {
    /// About how many ticks (d3's count).
    public var tickCount: Int
    /// The tick label text of a value.
    public var format: @Sendable (Double) -> String
    /// Values the domain must include besides the marks' (0, a goal).
    public var includes: [Double]

    /// Creates a Y axis description.
    public init(
      tickCount: Int = 4, includes: [Double] = [], format: @escaping @Sendable (Double) -> String
    ) {
      self.tickCount = tickCount
      self.format = format
      self.includes = includes
    }
  }

  /// The view box width, in points.
  public var width: Double
  /// The plot's height, in points.
  public var plotHeight: Double
  /// The horizontal axis.
  public var xAxis: XAxis
  /// The vertical axis.
  public var yAxis: YAxis
  /// The layers, drawn in order.
  public var marks: [any Mark]
  /// The chart's ids (unique per page).
  public var ids: IDGenerator
  /// The colours and font of the axes and annotations.
  public var appearance: ChartAppearance
  /// The accessible name and description.
  public var accessibility: ChartAccessibility
  /// The statically selected x value (day number or band index).
  public var selection: Double?
  /// CSS classes of the root.
  public var className: String
  /// The style sheet embedded in standalone files; `nil` inside pages.
  public var styleSheet: StyleSheet?
  /// Extra definitions (gradients).
  public var definitions: [MarkupNode]
  /// Whether the chart sits inside another accessible `<svg>` (then it has no name of its own).
  public var isNested = false

  /// Creates a chart.
  public init(
    width: Double, plotHeight: Double, xAxis: XAxis, yAxis: YAxis, marks: [any Mark],
    ids: IDGenerator, appearance: ChartAppearance, accessibility: ChartAccessibility,
    selection: Double? = nil, className: String = "chart", styleSheet: StyleSheet? = nil,
    definitions: [MarkupNode] = []
  ) {
    self.width = width
    self.plotHeight = plotHeight
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.marks = marks
    self.ids = ids
    self.appearance = appearance
    self.accessibility = accessibility
    self.selection = selection
    self.className = className
    self.styleSheet = styleSheet
    self.definitions = definitions
  }

  /// Space above the plot for annotation boxes, in points.
  public static let annotationSpace = AnnotationBox.height + 6
  /// Space above the plot of a chart that never shows an annotation (a picture for mail), in
  /// points: room for the upper half of the top y label.
  public static let compactTopSpace = 10.0

  /// Space above the plot, in points: ``annotationSpace`` (the default) for a chart whose
  /// datums show annotation boxes, ``compactTopSpace`` for one that shows none.
  public var topSpace = Chart.annotationSpace
  /// Space below the plot for X labels, in points.
  public static let bottomSpace = 22.0

  /// The whole chart height, in points.
  public var height: Double { topSpace + plotHeight + Chart.bottomSpace }

  /// The y scale's niced domain and ticks for the marks' values.
  public func yScaleAndTicks(range: (Double, Double)) -> (LinearScale, [Double]) {
    var lower = Double.infinity
    var upper = -Double.infinity
    for mark in marks {
      for channel in mark.channels {
        for value in channel.values where value.isFinite {
          lower = min(lower, value)
          upper = max(upper, value)
        }
      }
    }
    for value in yAxis.includes where value.isFinite {
      lower = min(lower, value)
      upper = max(upper, value)
    }
    if lower > upper {
      (lower, upper) = (0, 1)
    } else if lower == upper {
      let pad = lower == 0 ? 1 : abs(lower) * 0.05
      (lower, upper) = (lower - (lower == 0 ? 0 : pad), upper + pad)
    }
    let scale = LinearScale(domain: (lower, upper), range: range).niced(count: yAxis.tickCount)
    return (scale, scale.ticks(count: yAxis.tickCount))
  }

  /// Renders the chart as markup.
  /// - Parameter pretty: one element per line with indentation instead of compact markup.
  /// - Returns: the `<svg>` markup.
  public func render(pretty: Bool = false) -> String {
    var writer = MarkupWriter(pretty: pretty, capacity: 16_384)
    write(to: &writer)
    return writer.text
  }

  /// Writes the chart's `<svg>` element.
  public func write(to writer: inout MarkupWriter) {
    let top = topSpace
    let (provisional, ticks) = yScaleAndTicks(range: (top + plotHeight, top))
    let labels = ticks.map(yAxis.format)
    var labelWidth = 0.0
    for label in labels {
      labelWidth = max(labelWidth, TextMeasure.width(of: label, fontSize: Axis.fontSize))
    }
    let plot = Rect(
      x: 2, y: top, width: width - 2 - labelWidth - Axis.labelGap - Axis.labelEdge,
      height: plotHeight)
    let bounds = Rect(x: 0, y: 2, width: width, height: height - 2)
    let yScale = LinearScale(domain: provisional.domain, range: (plot.maxY, plot.y))
    let (xScale, xTicks) = makeXScale(plot: plot)
    var tipBoxWidth = 0.0
    for mark in marks { tipBoxWidth = max(tipBoxWidth, mark.widestTip) }
    let firstInterval = xScale.interval(of: 0)
    var context = RenderContext(
      x: xScale, y: yScale, plot: plot, bounds: bounds, ids: ids, appearance: appearance,
      selection: selection, tipBoxWidth: tipBoxWidth,
      datumWidth: firstInterval.end - firstInterval.start)
    var firstTip: Double?
    for mark in marks {
      if let x = mark.firstTipX { firstTip = min(firstTip ?? x, x) }
    }
    context.tabStop = selection ?? firstTip
    var shared =
      (selection == nil ? [] : [SVGDocument.shadowFilter(ids: ids, appearance: appearance)])
      + definitions
    for mark in marks { shared += mark.definitions(ids: ids) }
    let datumContext = context
    SVGDocument.open(
      width: width, height: height, ids: ids, accessibility: accessibility, className: className,
      fontFamily: appearance.fontFamily, styleSheet: styleSheet, definitions: shared,
      writeDefinitions: tipBoxWidth > 0
        ? { DatumGroup.writeDefinitions(context: datumContext, to: &$0) } : nil,
      nested: isNested, interactive: tipBoxWidth > 0, writer: &writer)
    // Calendar ticks are a sample of the days, so some may go unlabelled; bands are named each.
    var spacesXLabels = true
    if case .bands = xAxis { spacesXLabels = false }
    Axis.write(
      yTicks: ticks, yLabels: labels, xTicks: xTicks, spacesXLabels: spacesXLabels,
      context: context, writer: &writer)
    // An area and a line over the same points compute their curve once.
    var toplines = ToplineMemo()
    for mark in marks {
      // A mark's layer is decorative: no role and no name (its datums carry theirs).
      writer.open("g")
      for (key, value) in mark.layerAttributes { writer.attribute(dynamic: key, value) }
      writer.endOpen()
      // The types are compared first: a failed dynamic cast costs far more than this.
      let type = type(of: mark)
      if type == AreaMark.self, let area = mark as? AreaMark {
        area.write(to: &writer, in: context, toplines: &toplines)
      } else if type == LineMark.self, let line = mark as? LineMark {
        line.write(to: &writer, in: context, toplines: &toplines)
      } else {
        mark.write(to: &writer, in: context)
      }
      writer.close("g")
    }
    writer.close("svg")
  }

  private func makeXScale(plot: Rect) -> (XScale, [(value: Double, label: String)]) {
    switch xAxis {
    case .days(let first, let last, let calendar, let tickCount, let label):
      let end = max(first, last) + 1
      let scale = TimeScale(domain: (Double(first), Double(end)), range: (plot.x, plot.maxX))
      let ticks = scale.ticks(count: tickCount, calendar: calendar).filter { $0 < end }
      return (.days(scale), ticks.map { (Double($0), label($0)) })
    case .dayBins(let first, let last, let span, let calendar, let tickCount, let label):
      let end = max(first, last) + 1
      let scale = TimeScale(domain: (Double(first), Double(end)), range: (plot.x, plot.maxX))
      let ticks = scale.ticks(count: tickCount, calendar: calendar).filter { $0 < end }
      return (.dayBins(scale, span: span), ticks.map { (Double($0), label($0)) })
    case .bands(let labels, let paddingInner, let paddingOuter):
      let scale = BandScale(
        count: labels.count, range: (plot.x, plot.maxX), paddingInner: paddingInner,
        paddingOuter: paddingOuter)
      return (.bands(scale), labels.enumerated().map { (Double($0.offset), $0.element) })
    }
  }
}
