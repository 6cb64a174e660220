import Testing

@testable import ChartKit

struct ChartTests {
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let accessibility = ChartAccessibility(
    label: "Bar chart, step count", description: "Mon: 3 steps.")

  static func yAxis(includes: [Double] = [], tickCount: Int = 4) -> Chart.YAxis {
    Chart.YAxis(tickCount: tickCount, includes: includes, format: { NumberFormat.compact($0) })
  }

  static func bars(_ values: [Double], tips: Bool = false, prefix: String = "c") -> BarMark {
    BarMark(
      data: values.enumerated().map {
        BarMark.Datum(
          x: Double($0.offset), y: $0.element,
          tip: tips ? Fixture.tip(weekdays[$0.offset % 7]) : nil)
      },
      fill: IDGenerator(prefix: prefix).url("bar"))
  }

  static func line(_ values: [Double?], symbol: LineMark.Symbol? = nil) -> LineMark {
    LineMark(
      points: values.enumerated().map { (Double($0.offset), $0.element) }, stroke: "#5856D6",
      className: "line",
      symbol: symbol)
  }

  /// The grid path's lines: `M x,y H maxX` per tick.
  static func gridLines(_ root: XMLElementNode) throws -> [(x: Double, y: Double, maxX: Double)] {
    let grid = try #require(root.elements(withClass: "grid").first)
    let data = try #require(grid.attributes["d"])
    let commands = pathCommands(data)
    #expect(
      commands.map(\.letter)
        == Array(repeating: ["M", "H"], count: commands.count / 2).flatMap { $0 })
    return stride(from: 0, to: commands.count - 1, by: 2).map {
      (commands[$0].numbers[0], commands[$0].numbers[1], commands[$0 + 1].numbers[0])
    }
  }

  /// The axis labels group and its Y labels (inside its first nested group, anchored at the
  /// end) and X labels (inside its second, centred).
  static func axisLabels(_ root: XMLElementNode) throws -> (
    group: XMLElementNode, y: [XMLElementNode], x: [XMLElementNode]
  ) {
    let group = try #require(root.elements(withClass: "axis").first)
    let nested = group.children.filter { $0.name == "g" }
    try #require(nested.count == 2)
    #expect(nested[0].attributes["text-anchor"] == "end")
    #expect(nested[1].attributes["text-anchor"] == "middle")
    return (group, nested[0].elements(named: "text"), nested[1].elements(named: "text"))
  }

  static func chart(
    marks: [any Mark], labels: [String] = Array(weekdays.prefix(3)), includes: [Double] = [],
    tickCount: Int = 4, selection: Double? = nil, styleSheet: String? = nil, prefix: String = "c",
    width: Double = 300
  ) -> Chart {
    let ids = IDGenerator(prefix: prefix)
    return Chart(
      width: width, plotHeight: 150,
      xAxis: .bands(labels: labels, paddingInner: 0.2, paddingOuter: 0.1),
      yAxis: yAxis(includes: includes, tickCount: tickCount), marks: marks, ids: ids,
      appearance: Fixture.appearance, accessibility: accessibility, selection: selection,
      styleSheet: styleSheet.map { StyleSheet($0) },
      definitions: [
        SVGDocument.verticalGradient(
          ids: ids, name: "bar", topColor: "#FF2D55", bottomColor: "#FF2D55", bottomOpacity: 0.8)
      ])
  }

  static func domain(of chart: Chart) -> (lower: Double, upper: Double, ticks: [Double]) {
    let (scale, ticks) = chart.yScaleAndTicks(range: (100, 0))
    return (scale.domain.0, scale.domain.1, ticks)
  }

  // MARK: Y domain

  @Test func barsForceZeroAndTheDomainIsNiced() {
    let result = Self.domain(of: Self.chart(marks: [Self.bars([3, 7, 14])]))
    #expect(result.lower == 0)
    #expect(result.upper == 15)
    #expect(result.ticks == [0, 5, 10, 15])
    // d3: tickIncrement(0, 12, 4) is 2, so [0, 12] is already nice.
    let twelve = Self.domain(of: Self.chart(marks: [Self.bars([3, 7, 12])]))
    #expect(twelve.upper == 12)
    #expect(twelve.ticks == [0, 2, 4, 6, 8, 10, 12])
  }

  @Test func linesDoNotForceZeroAndAGoalOutsideTheDataExtendsTheDomain() {
    let weight = Self.line([150, 158, nil])
    let plain = Self.domain(of: Self.chart(marks: [weight]))
    #expect(plain.lower == 150)
    #expect(plain.upper == 158)
    let withGoalRule = Self.domain(
      of: Self.chart(marks: [
        weight, RuleMark(y: 145, stroke: "s", className: "goal"),
      ]))
    #expect(withGoalRule.lower == 145)
    #expect(withGoalRule.upper == 160)
    #expect(withGoalRule.ticks == [145, 150, 155, 160])
    let withInclude = Self.domain(of: Self.chart(marks: [weight], includes: [200]))
    #expect(withInclude.lower <= 150)
    #expect(withInclude.upper == 200)
    let insideData = Self.domain(of: Self.chart(marks: [weight], includes: [155]))
    #expect(insideData.lower == plain.lower && insideData.upper == plain.upper)
  }

  @Test func negativeBarsKeepZeroInside() {
    let result = Self.domain(of: Self.chart(marks: [Self.bars([-3, 5])]))
    #expect(result.lower <= -3)
    #expect(result.upper >= 5)
    #expect(result.ticks.contains(0))
  }

  static let degenerate: [(String, [any Mark], [Double])] = [
    ("no marks", [], []),
    ("empty bars", [bars([])], []),
    ("empty line", [line([])], []),
    ("line of nils", [line([nil, nil])], []),
    ("equal values", [line([5, 5, 5])], []),
    ("equal zeros", [line([0, 0])], []),
    ("equal negatives", [line([-5, -5])], []),
    ("tiny value", [line([1e-9])], []),
    ("huge value", [line([1e12, 1e12])], []),
    ("bars of zero", [bars([0, 0, 0])], []),
    (
      "non-finite",
      [line([.nan, .infinity]), RuleMark(y: -.infinity, stroke: "s", className: "c")],
      [.nan]
    ),
    ("include only", [], [42]),
  ]

  @Test(arguments: degenerate.indices)
  func degenerateDomainsGiveSaneTicks(index: Int) throws {
    let (name, marks, includes) = Self.degenerate[index]
    let chart = Self.chart(marks: marks, includes: includes)
    let (lower, upper, ticks) = Self.domain(of: chart)
    #expect(lower.isFinite && upper.isFinite, "\(name)")
    #expect(lower < upper, "\(name)")
    #expect(!ticks.isEmpty, "\(name)")
    #expect(ticks.count <= 12, "\(name)")
    #expect(ticks == ticks.sorted(), "\(name)")
    #expect(ticks.allSatisfy { $0.isFinite && $0 >= lower && $0 <= upper }, "\(name)")
    for mark in marks {
      for value in mark.channels.flatMap(\.values) where value.isFinite {
        #expect(value >= lower && value <= upper, "\(name): \(value)")
      }
    }
    let markup = chart.render()
    #expect(!markup.contains("nan") && !markup.contains("inf"), "\(name)")
    #expect(!containsNegativeZero(markup), "\(name)")
    let root = try XMLCheck.parse(markup)
    #expect(try Self.gridLines(root).count == ticks.count, "\(name)")
    #expect(try Self.axisLabels(root).y.count == ticks.count, "\(name)")
  }

  @Test func zeroTickCountDoesNotCrash() throws {
    let markup = Self.chart(marks: [Self.bars([1, 2])], tickCount: 0).render()
    _ = try XMLCheck.parse(markup)
    _ = try XMLCheck.parse(
      Self.chart(marks: [Self.bars([1, 2])], tickCount: 0).render(pretty: true))
  }

  // MARK: Axes

  @Test func gridLinesAndTrailingLabelsPerTick() throws {
    let chart = Self.chart(marks: [Self.bars([3, 7, 14])])
    let markup = chart.render()
    let root = try XMLCheck.parse(markup)
    // One path for all grid lines.
    #expect(root.elements(withClass: "grid").count == 1)
    let lines = try Self.gridLines(root)
    #expect(lines.count == 4)
    let plotMaxX = try #require(lines.first?.maxX)
    #expect(lines.allSatisfy { $0.x == 2 && $0.maxX == plotMaxX })
    // The y positions follow the ticks downwards: 0 at the plot's bottom, 15 at its top.
    let top = Chart.annotationSpace
    let ys = lines.map(\.y)
    #expect(ys == [top + 150, top + 100, top + 50, top])

    let (axis, labels, _) = try Self.axisLabels(root)
    #expect(axis.attributes["aria-hidden"] == "true")
    #expect(axis.attributes["font-size"] == "12")
    #expect(labels.map(\.text) == ["0", "5", "10", "15"])
    // Anchored at their end, 2 points inside the chart's right edge.
    #expect(labels.allSatisfy { $0.number("x") == 300 - 2 })
    // Baselines sit 3.5 points under the tick (centred on it), in whole points.
    #expect(labels.compactMap { $0.number("y") } == ys.map { ($0 + 3.5).rounded() })
    // The trailing margin fits the widest label: plot.maxX + 6 + width("15") + 2 == chart width
    // (the plot's edge is written with one decimal).
    let widest = TextMeasure.width(of: "15", fontSize: Axis.fontSize)
    #expect(abs(plotMaxX + 6 + widest + 2 - 300) < 0.05 + 1e-9)
    #expect(
      markup.contains(
        ##"<path class="grid" d="M2,205H276.7M2,155H276.7M2,105H276.7M2,55H276.7" stroke="#8E8E93" stroke-opacity="0.3"/>"##
      ))
  }

  @Test func bandLabelsSitAtBandCentres() throws {
    let labels = Array(Self.weekdays)
    let chart = Self.chart(marks: [Self.bars([1, 2, 3, 4, 5, 6, 7])], labels: labels)
    let root = try XMLCheck.parse(chart.render())
    let plotMaxX = try #require(try Self.gridLines(root).first?.maxX)
    let axis = try #require(try Self.axisLabels(root).group.children.last { $0.name == "g" })
    let texts = axis.elements(named: "text")
    #expect(texts.map(\.text) == labels)
    let scale = BandScale(count: 7, range: (2, plotMaxX), paddingInner: 0.2, paddingOuter: 0.1)
    for (index, text) in texts.enumerated() {
      let expected = try #require(scale.center(at: index))
      // Positions are written with one decimal, from a plot edge written with one decimal.
      #expect(abs((text.number("x") ?? .nan) - expected) <= 0.1, "\(labels[index])")
      #expect(text.number("y") == Chart.annotationSpace + 150 + 14)
    }
    #expect(axis.attributes["text-anchor"] == "middle")
  }

  @Test func dayLabelsComeFromTheCalendar() throws {
    let calendar = UTCGregorianCalendar()
    let first = calendar.day("2024-11-12")
    let last = first + 27
    let label: @Sendable (Int) -> String = { day in
      let (_, month, dayOfMonth) = UTCGregorianCalendar().components(ofDay: day)
      return "\(month)/\(dayOfMonth)"
    }
    let values = (0..<28).map { Double(1000 * ($0 % 5)) }
    let chart = Chart(
      width: 340, plotHeight: 150,
      xAxis: .days(first: first, last: last, calendar: calendar, tickCount: 4, label: label),
      yAxis: Self.yAxis(),
      marks: [
        BarMark(
          data: values.enumerated().map { .init(x: Double(first + $0.offset), y: $0.element) },
          fill: "f")
      ],
      ids: IDGenerator(prefix: "d"), appearance: Fixture.appearance,
      accessibility: Self.accessibility)
    let root = try XMLCheck.parse(chart.render())
    let plotMaxX = try #require(try Self.gridLines(root).first?.maxX)
    let texts = try Self.axisLabels(root).x
    #expect(texts.count >= 3 && texts.count <= 8)
    let dayWidth = (plotMaxX - 2) / 28
    var previousX = -Double.infinity
    for text in texts {
      let day = try #require((first...last).first { label($0) == text.text }, "\(text.text)")
      let x = try #require(text.number("x"))
      let half = TextMeasure.width(of: text.text, fontSize: Axis.fontSize) / 2
      let centre = 2 + (Double(day - first) + 0.5) * dayWidth
      // A label that would cross an edge is anchored at it, 1 point inside.
      switch text.attributes["text-anchor"] {
      case "start": #expect(x == 1 && centre - half < 1, "\(text.text)")
      case "end": #expect(x == 339 && centre + half > 339, "\(text.text)")
      default:
        // The plot's edge is written with one decimal: its rounding spreads over 28 days.
        #expect(abs(x - centre) <= 0.1, "\(text.text)")
      }
      #expect(x > previousX)
      previousX = x
    }
    // Week ticks fall on the calendar's first weekday (Sunday): 11/17 is a Sunday.
    #expect(texts.map(\.text).contains("11/17"))
  }

  /// 66 days take weekly ticks (d3's interval for 5 ticks), ten of them: too many labels for a
  /// phone-sized chart, so every second one is drawn and none overlaps its neighbour.
  @Test(arguments: [(66, 320.0), (66, 340.0), (60, 320.0), (45, 300.0), (28, 320.0)])
  func dayLabelsNeverOverlap(days: Int, width: Double) throws {
    let calendar = UTCGregorianCalendar()
    let first = calendar.day("2024-10-01")
    let last = first + days - 1
    let label: @Sendable (Int) -> String = { day in
      let (_, month, dayOfMonth) = UTCGregorianCalendar().components(ofDay: day)
      return "\(month)/\(dayOfMonth)"
    }
    let chart = Chart(
      width: width, plotHeight: 150,
      xAxis: .days(first: first, last: last, calendar: calendar, tickCount: 5, label: label),
      yAxis: Self.yAxis(),
      marks: [
        BarMark(data: (0..<days).map { .init(x: Double(first + $0), y: 1000) }, fill: "f")
      ],
      ids: IDGenerator(prefix: "d"), appearance: Fixture.appearance,
      accessibility: Self.accessibility)
    let root = try XMLCheck.parse(chart.render())
    let texts = try Self.axisLabels(root).x
    #expect(texts.count >= 2)
    var extents: [(left: Double, right: Double)] = []
    for text in texts {
      let x = try #require(text.number("x"))
      let width = TextMeasure.width(of: text.text, fontSize: Axis.fontSize)
      switch text.attributes["text-anchor"] {
      case "start": extents.append((x, x + width))
      case "end": extents.append((x - width, x))
      default: extents.append((x - width / 2, x + width / 2))
      }
    }
    for (left, right) in zip(extents, extents.dropFirst()) {
      #expect(right.left - left.right >= Axis.labelSpacing, "\(texts.map(\.text))")
    }
    // The labels kept are evenly spaced ticks: the same number of days apart.
    let days = try texts.map { text in
      try #require((first...last).first { label($0) == text.text })
    }
    #expect(Set(zip(days, days.dropFirst()).map { $1 - $0 }).count <= 1, "\(days)")
  }

  // MARK: Document

  @Test func rootIsAnAccessibleImage() throws {
    let markup = Self.chart(marks: [Self.bars([1])]).render()
    #expect(
      markup.hasPrefix(
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 227" width="300" height="227" class="chart" role="img" aria-labelledby="c-title" aria-describedby="c-desc" font-family="system-ui,sans-serif"><title id="c-title">Bar chart, step count</title><desc id="c-desc">Mon: 3 steps.</desc><defs>"#
      ))
    #expect(markup.hasSuffix("</svg>"))
    #expect(!markup.contains("version="))
    let root = try XMLCheck.parse(markup)
    #expect(root.name == "svg")
    #expect(root.attributes["role"] == "img")
    let title = try #require(root.children.first)
    #expect(title.name == "title")
    #expect(title.attributes["id"] == root.attributes["aria-labelledby"])
    #expect(title.text == Self.accessibility.label)
    let desc = try #require(root.children.dropFirst().first)
    #expect(desc.name == "desc")
    #expect(desc.attributes["id"] == root.attributes["aria-describedby"])
    #expect(desc.text == Self.accessibility.description)
    #expect(Chart.annotationSpace + 150 + Chart.bottomSpace == 227)
  }

  @Test func marksAreWrappedInDecorativeGroupsAfterTheAxes() throws {
    let chart = Self.chart(marks: [
      Self.bars([1, 2]), RuleMark(y: 1.5, stroke: "s", className: "avg"),
      Self.line([1, 2]),
    ])
    let root = try XMLCheck.parse(chart.render())
    let names = root.children.map { $0.attributes["class"] ?? $0.name }
    #expect(names == ["title", "desc", "defs", "axis", "g", "g", "g"])
    // Each layer carries the mark's shared attributes once, and no role or name. Without
    // tips nothing can be focused: the chart is one image, and nothing inside it is named.
    let bar = root.children[4]
    #expect(bar.attributes == ["fill": "url(#c-bar)"])
    #expect(root.attributes["role"] == "img")
    #expect(root.allElements.allSatisfy { $0.attributes["aria-label"] == nil })
  }

  @Test func idsArePrefixedUniqueAndResolved() throws {
    let symbol = LineMark.Symbol(fill: "#5856D6", stroke: "#fff", className: "pt")
    let chart = Self.chart(
      marks: [
        Self.bars([1, 2, 3], tips: true, prefix: "steps"), Self.line([1, 2, 3], symbol: symbol),
      ], selection: 1,
      prefix: "steps")
    for markup in [chart.render(), chart.render(pretty: true)] {
      let root = try XMLCheck.parse(markup)
      let ids = definedIDs(in: root)
      #expect(
        Set(ids) == [
          "steps-title", "steps-desc", "steps-shadow", "steps-bar", "steps-symbol-pt", "steps-h",
          "steps-t", "steps-b",
        ])
      #expect(ids.count == Set(ids).count)
      #expect(ids.allSatisfy { $0.hasPrefix("steps-") })
      let references = references(in: root)
      // The shared box is referenced only by moved boxes (none here): it is part of the frame.
      #expect(
        references.union(["steps-b"]) == Set(ids), "\(references.symmetricDifference(ids))")
      // Every datum's first child is the shared hover target.
      let datums = root.allElements.filter { $0.attributes["tabindex"] != nil }
      #expect(datums.count == 3)
      #expect(
        datums.allSatisfy {
          $0.children.first?.attributes == ["class": "hover-target", "href": "#steps-h"]
        })
    }
  }

  @Test func chartWithoutTipsHasNoSharedTipDefinitions() throws {
    let root = try XMLCheck.parse(Self.chart(marks: [Self.bars([1, 2, 3])]).render())
    #expect(Set(definedIDs(in: root)) == ["c-title", "c-desc", "c-bar"])
    #expect(root.allElements.allSatisfy { $0.attributes["tabindex"] == nil && $0.name != "use" })
  }

  @Test func renderingIsDeterministic() {
    let make = {
      Self.chart(
        marks: [Self.bars([3, 7, 12], tips: true), Self.line([2, nil, 9])], selection: 2)
    }
    let first = make().render()
    #expect(first == make().render())
    #expect(make().render(pretty: true) == make().render(pretty: true))
    let other = Self.chart(
      marks: [Self.bars([3, 7, 12], tips: true), Self.line([2, nil, 9])], selection: 2, prefix: "z"
    )
    .render()
    #expect(other != first)
    #expect(
      other.replacingOccurrences(of: "#z-", with: "#c-").replacingOccurrences(
        of: "\"z-", with: "\"c-") == first)
  }

  @Test func styleSheetIsEmbeddedOnlyWhenGiven() throws {
    let without = Self.chart(marks: [Self.bars([1])]).render()
    #expect(!without.contains("<style"))
    let css = Fixture.styleSheet
    let with = Self.chart(marks: [Self.bars([1])], styleSheet: css).render()
    #expect(occurrences(of: "<style>", in: with) == 1)
    #expect(with.contains("<style>" + Escaping.escape(css) + "</style>"))
    let root = try XMLCheck.parse(with)
    #expect(root.elements(named: "style").first?.text == css)
    #expect(root.children.map(\.name).prefix(4) == ["title", "desc", "style", "defs"])
  }

  @Test func selectionDimsOtherDatums() throws {
    let chart = Self.chart(marks: [Self.bars([3, 7, 12], tips: true)], selection: 2)
    let root = try XMLCheck.parse(chart.render())
    let datums = root.allElements.filter { $0.attributes["tabindex"] != nil }
    #expect(datums.map { $0.attributes["class"] } == [nil, nil, "selected"])
    #expect(root.elements(withClass: "selected").count == 1)
    #expect(datums.map { $0.children[1].attributes["opacity"] } == ["0.3", "0.3", nil])
    #expect(datums.map { $0.children[2].attributes["display"] } == ["none", "none", nil])
    // A static selection brings the box's shadow filter; no selection, no filter.
    #expect(definedIDs(in: root).contains("c-shadow"))
    let unselected = try XMLCheck.parse(
      Self.chart(marks: [Self.bars([3, 7, 12], tips: true)]).render())
    #expect(!definedIDs(in: unselected).contains("c-shadow"))
    #expect(unselected.allElements.allSatisfy { $0.attributes["opacity"] == nil })
  }

  @Test func annotationsStayInsideTheChart() throws {
    let chart = Self.chart(
      marks: [Self.bars([3, 7, 12, 4, 5, 6, 7], tips: true)], labels: Self.weekdays)
    let root = try XMLCheck.parse(chart.render())
    // The shared frame's box, in a datum group's coordinates.
    let frame = try #require(root.allElements.first { $0.attributes["id"] == "c-t" })
    let sharedBox = try #require(frame.elements(withClass: "tip-box").first)
    let datums = root.allElements.filter { $0.attributes["tabindex"] != nil }
    #expect(datums.count == 7)
    var moved: [Int] = []
    for (index, datum) in datums.enumerated() {
      let origin = try #require(translateX(datum))
      let tip = try #require(datum.children.last)
      let box: XMLElementNode
      if let use = tip.children.first, use.name == "use" {
        #expect(use.attributes["href"] == "#c-t")
        box = sharedBox
      } else {
        // A moved box: the shared one, shifted by its `<use>`'s x.
        let use = try #require(tip.elements(named: "use").first)
        #expect(use.attributes["href"] == "#c-b")
        box = XMLElementNode(
          name: "rect",
          attributes: sharedBox.attributes.merging([
            "x": NumberFormat.point(
              try #require(sharedBox.number("x")) + (try #require(use.number("x"))))
          ]) { $1 }, children: [])
        moved.append(index)
      }
      let x = try #require(box.number("x")) + origin
      let width = try #require(box.number("width"))
      #expect(x >= 0 && x + width <= 300 + 0.01, "\(datum.attributes["aria-label"] ?? "")")
      #expect(try #require(box.number("y")) + AnnotationBox.height <= Chart.annotationSpace)
      // The text starts inside the box, one padding in.
      let textX = (tip.elements(named: "text").first?.number("x") ?? 0) + origin
      #expect(abs(textX - (x + AnnotationBox.padding)) <= 0.5 + 1e-9)
    }
    // Seven narrow bands (about 40 points each): the first box (75 points) has to move to stay
    // inside the chart, the last one to stay off the Y labels (inside the plot's right edge).
    #expect(moved == [0, 6])
  }

  @Test func noNegativeZeroInAWholeChart() {
    let markup = Self.chart(
      marks: [Self.bars([-0.0, -3, 5, -0.001], tips: true), Self.line([-0.0, -1, 1])],
      labels: Array(Self.weekdays.prefix(4)), selection: 0
    )
    .render()
    #expect(!containsNegativeZero(markup))
  }

  // MARK: Lines with symbols and tips

  @Test func lineWithSymbolsAndTipsIsAnInteractiveChart() throws {
    let symbol = LineMark.Symbol(fill: "#5856D6", stroke: "#fff", className: "pt")
    let tips = TipMark(
      data: (0..<3).map { .init(x: Double($0), y: 0, tip: Fixture.tip(Self.weekdays[$0])) })
    let chart = Self.chart(
      marks: [Self.line([150, 152, 151], symbol: symbol), tips], selection: 1)
    let root = try XMLCheck.parse(chart.render())
    let marker = try #require(root.elements(named: "marker").first)
    #expect(marker.attributes["id"] == "c-symbol-pt")
    #expect(root.elements(named: "defs").first?.children.contains { $0.name == "marker" } == true)
    let line = try #require(root.elements(withClass: "line").first)
    for key in ["marker-start", "marker-mid", "marker-end"] {
      #expect(line.attributes[key] == "url(#c-symbol-pt)")
    }
    let layer = try #require(root.children.last)
    #expect(layer.children.count == 3)
    #expect(layer.children.map { $0.attributes["class"] } == [nil, "selected", nil])
    // No mark: the hover target and the tip only; nothing is dimmed.
    #expect(layer.children.allSatisfy { $0.children.map(\.name) == ["use", "g"] })
    #expect(root.allElements.allSatisfy { $0.attributes["opacity"] == nil })
    #expect(references(in: root).isSubset(of: Set(definedIDs(in: root))))
  }

  @Test func twoLinesWithSymbolsNeedDistinctMarkers() throws {
    let first = LineMark.Symbol(fill: "#5856D6", stroke: "#fff", className: "a")
    let second = LineMark.Symbol(fill: "#FF9500", stroke: "#fff", className: "b")
    let chart = Self.chart(marks: [
      Self.line([1, 2, 3], symbol: first), Self.line([3, 2, 1], symbol: second),
    ])
    let root = try XMLCheck.parse(chart.render())
    let ids = definedIDs(in: root)
    let lines = root.elements(withClass: "line")
    // Each symbol class gets its own marker, so the second line does not draw the first's circle.
    #expect(ids.count == Set(ids).count)
    #expect(Set(lines.compactMap { $0.attributes["marker-mid"] }).count == 2)
  }

  @Test func nestedChartHasNoNameOfItsOwn() throws {
    var chart = Self.chart(marks: [Self.bars([1, 2, 3], tips: true)])
    chart.isNested = true
    let markup = chart.render()
    #expect(
      markup.hasPrefix(#"<svg viewBox="0 0 300 227" width="300" height="227" class="chart"><defs>"#)
    )
    let root = try XMLCheck.parse(markup)
    #expect(root.attributes["role"] == nil)
    #expect(root.attributes["xmlns"] == nil)
    #expect(root.elements(named: "title").isEmpty && root.elements(named: "desc").isEmpty)
    // The body is the same as the standalone chart's.
    chart.isNested = false
    let full = chart.render()
    let body = try #require(markup.range(of: "<defs>"))
    #expect(full.hasSuffix(markup[body.lowerBound...]))
    #expect(full.count > markup.count)
  }
}
