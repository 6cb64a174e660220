import Testing

@testable import ChartKit

struct ChartTests {
  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let accessibility = ChartAccessibility(label: "Bar chart, step count", description: "Mon: 3 steps.")

  static func yAxis(includes: [Double] = [], tickCount: Int = 4) -> Chart.YAxis {
    Chart.YAxis(tickCount: tickCount, includes: includes, format: { NumberFormat.compact($0) })
  }

  static func bars(_ values: [Double], tips: Bool = false, prefix: String = "c") -> BarMark {
    BarMark(
      data: values.enumerated().map {
        BarMark.Datum(x: Double($0.offset), y: $0.element, tip: tips ? Fixture.tip(weekdays[$0.offset % 7]) : nil)
      },
      fill: IDGenerator(prefix: prefix).url("bar"))
  }

  static func line(_ values: [Double?]) -> LineMark {
    LineMark(points: values.enumerated().map { (Double($0.offset), $0.element) }, stroke: "#5856D6", className: "line")
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
      accessibility: accessibility, selection: selection, styleSheet: styleSheet,
      definitions: [SVGDocument.verticalGradient(ids: ids, name: "bar", topColor: "#FF2D55", bottomColor: "#FF2D55", bottomOpacity: 0.8)])
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
      of: Self.chart(marks: [weight, RuleMark(y: 145, stroke: "s", className: "goal", label: "goal")]))
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
    ("non-finite", [line([.nan, .infinity]), RuleMark(y: -.infinity, stroke: "s", className: "c", label: "x")], [.nan]),
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
    let markup = chart.render().render()
    #expect(!markup.contains("nan") && !markup.contains("inf"), "\(name)")
    #expect(!containsNegativeZero(markup), "\(name)")
    let root = try XMLCheck.parse(markup)
    #expect(root.elements(withClass: "grid").first?.children.count == ticks.count, "\(name)")
  }

  @Test func zeroTickCountDoesNotCrash() throws {
    let markup = Self.chart(marks: [Self.bars([1, 2])], tickCount: 0).render().render()
    _ = try XMLCheck.parse(markup)
  }

  // MARK: Axes

  @Test func gridLinesAndTrailingLabelsPerTick() throws {
    let chart = Self.chart(marks: [Self.bars([3, 7, 14])])
    let root = try XMLCheck.parse(chart.render().render())
    let grid = try #require(root.elements(withClass: "grid").first)
    let lines = grid.elements(named: "line")
    #expect(lines.count == 4)
    let plotMaxX = try #require(lines.first?.number("x2"))
    #expect(lines.allSatisfy { $0.number("x1") == 2 && $0.number("x2") == plotMaxX })
    // The y positions follow the ticks downwards: 0 at the plot's bottom, 15 at its top.
    let top = Chart.annotationSpace
    let ys = lines.compactMap { $0.number("y1") }
    #expect(ys == [top + 150, top + 100, top + 50, top])
    #expect(lines.allSatisfy { $0.attributes["y1"] == $0.attributes["y2"] })

    let axis = try #require(root.elements(withClass: "axis-y").first)
    #expect(axis.attributes["aria-hidden"] == "true")
    let labels = axis.elements(named: "text")
    #expect(labels.map(\.text) == ["0", "5", "10", "15"])
    #expect(labels.allSatisfy { $0.number("x") == plotMaxX + 6 })
    #expect(labels.compactMap { $0.number("y") } == ys)
    // The trailing margin fits the widest label: plot.maxX + 6 + width("15") + 2 == chart width.
    let widest = TextMeasure.width(of: "15", fontSize: 10)
    #expect(abs(plotMaxX + 6 + widest + 2 - 300) < 0.01)
  }

  @Test func bandLabelsSitAtBandCentres() throws {
    let labels = Array(Self.weekdays)
    let chart = Self.chart(marks: [Self.bars([1, 2, 3, 4, 5, 6, 7])], labels: labels)
    let root = try XMLCheck.parse(chart.render().render())
    let plotMaxX = try #require(root.elements(withClass: "grid").first?.children.first?.number("x2"))
    let axis = try #require(root.elements(withClass: "axis-x").first)
    let texts = axis.elements(named: "text")
    #expect(texts.map(\.text) == labels)
    let scale = BandScale(count: 7, range: (2, plotMaxX), paddingInner: 0.2, paddingOuter: 0.1)
    for (index, text) in texts.enumerated() {
      let expected = try #require(scale.center(at: index))
      #expect(abs((text.number("x") ?? .nan) - expected) < 0.01, "\(labels[index])")
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
      marks: [BarMark(data: values.enumerated().map { .init(x: Double(first + $0.offset), y: $0.element) }, fill: "f")],
      ids: IDGenerator(prefix: "d"), accessibility: Self.accessibility)
    let root = try XMLCheck.parse(chart.render().render())
    let plotMaxX = try #require(root.elements(withClass: "grid").first?.children.first?.number("x2"))
    let texts = try #require(root.elements(withClass: "axis-x").first).elements(named: "text")
    #expect(texts.count >= 3 && texts.count <= 8)
    let dayWidth = (plotMaxX - 2) / 28
    var previousX = -Double.infinity
    for text in texts {
      let day = try #require((first...last).first { label($0) == text.text }, "\(text.text)")
      let x = try #require(text.number("x"))
      let half = TextMeasure.width(of: text.text, fontSize: 10) / 2
      let centre = min(max(2 + (Double(day - first) + 0.5) * dayWidth, half), 340 - half)
      #expect(abs(x - centre) < 0.01, "\(text.text)")
      #expect(x > previousX)
      previousX = x
    }
    // Week ticks fall on the calendar's first weekday (Sunday): 11/17 is a Sunday.
    #expect(texts.map(\.text).contains("11/17"))
  }

  // MARK: Document

  @Test func rootIsAnAccessibleImage() throws {
    let markup = Self.chart(marks: [Self.bars([1])]).render().render()
    #expect(markup.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 226" width="300" height="226" class="chart" role="img" aria-labelledby="c-title" aria-describedby="c-desc""#))
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
    #expect(Chart.annotationSpace + 150 + Chart.bottomSpace == 226)
  }

  @Test func marksAreWrappedInLabelledGroupsAfterTheAxes() throws {
    let chart = Self.chart(marks: [
      Self.bars([1, 2]), RuleMark(y: 1.5, stroke: "s", className: "avg", label: "average"), Self.line([1, 2]),
    ])
    let root = try XMLCheck.parse(chart.render().render())
    let names = root.children.map { $0.attributes["aria-label"] ?? $0.attributes["class"] ?? $0.name }
    #expect(names == ["title", "desc", "defs", "axis axis-y", "axis axis-x axis-label", "bar", "rule average", "line"])
  }

  @Test func idsArePrefixedUniqueAndResolved() throws {
    let chart = Self.chart(marks: [Self.bars([1, 2, 3], tips: true, prefix: "steps")], selection: 1, prefix: "steps")
    let markup = chart.render().render()
    let root = try XMLCheck.parse(markup)
    let ids = root.allElements.compactMap { $0.attributes["id"] }
    #expect(Set(ids) == ["steps-title", "steps-desc", "steps-shadow", "steps-bar"])
    #expect(ids.count == Set(ids).count)
    var references = Set<String>()
    for element in root.allElements {
      for value in element.attributes.values {
        for part in value.components(separatedBy: "url(#").dropFirst() {
          references.insert(String(part.prefix { $0 != ")" }))
        }
      }
      for key in ["aria-labelledby", "aria-describedby"] {
        if let value = element.attributes[key] { references.insert(value) }
      }
    }
    #expect(references.contains("steps-shadow"))
    #expect(references.isSubset(of: Set(ids)), "\(references.subtracting(ids))")
  }

  @Test func renderingIsDeterministic() {
    let make = { Self.chart(marks: [Self.bars([3, 7, 12], tips: true), Self.line([2, nil, 9])], selection: 2) }
    let first = make().render()
    #expect(first == make().render())
    #expect(first.render() == make().render().render())
    #expect(first.render(pretty: false) == make().render().render(pretty: false))
    let other = Self.chart(marks: [Self.bars([3, 7, 12], tips: true), Self.line([2, nil, 9])], selection: 2, prefix: "z")
      .render().render()
    #expect(other.replacingOccurrences(of: "#z-", with: "#c-").replacingOccurrences(of: "\"z-", with: "\"c-") == first.render())
  }

  @Test func styleSheetIsEmbeddedOnlyWhenGiven() throws {
    let without = Self.chart(marks: [Self.bars([1])]).render().render()
    #expect(!without.contains("<style"))
    let css = ChartStyleSheet.css
    let with = Self.chart(marks: [Self.bars([1])], styleSheet: css).render().render()
    #expect(occurrences(of: "<style>", in: with) == 1)
    #expect(with.contains("<style>" + css + "</style>"))
    let root = try XMLCheck.parse(with)
    #expect(root.children.map(\.name).prefix(4) == ["title", "desc", "style", "defs"])
  }

  @Test func selectionDimsOtherDatums() throws {
    let chart = Self.chart(marks: [Self.bars([3, 7, 12], tips: true)], selection: 2)
    let root = try XMLCheck.parse(chart.render().render())
    let datums = root.elements(withClass: "datum")
    #expect(datums.map { $0.attributes["class"] } == ["datum", "datum", "datum selected"])
    #expect(datums.map { $0.children[1].attributes["opacity"] } == ["0.3", "0.3", nil])
    #expect(datums.map { $0.children[2].attributes["display"] } == ["none", "none", nil])
  }

  @Test func annotationsStayInsideTheChart() throws {
    let chart = Self.chart(marks: [Self.bars([3, 7, 12, 4, 5, 6, 7], tips: true)], labels: Self.weekdays)
    let root = try XMLCheck.parse(chart.render().render())
    let boxes = root.elements(withClass: "annotation-box")
    #expect(boxes.count == 7)
    for box in boxes {
      let x = try #require(box.number("x"))
      let width = try #require(box.number("width"))
      #expect(x >= 0 && x + width <= 300 + 0.01)
      #expect(try #require(box.number("y")) + AnnotationBox.height <= Chart.annotationSpace)
    }
  }

  @Test func noNegativeZeroInAWholeChart() {
    let markup = Self.chart(marks: [Self.bars([-0.0, -3, 5, -0.001], tips: true), Self.line([-0.0, -1, 1])], labels: Array(Self.weekdays.prefix(4)), selection: 0)
      .render().render()
    #expect(!containsNegativeZero(markup))
  }
}
