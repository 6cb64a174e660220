import Testing

@testable import ChartKit

struct StackedBarMarkTests {
  static func segment(_ lower: Double, _ upper: Double, _ key: String) -> StackedBarMark.Segment {
    .init(lower: lower, upper: upper, fill: "#" + key, className: "key-" + key)
  }

  @Test func segmentsAreRectsFromLowerToUpperWithTheirOwnFillAndClass() {
    let mark = StackedBarMark(
      data: [
        .init(
          x: 0,
          segments: [
            Self.segment(0, 20, "a"), Self.segment(20, 50, "b"), .init(lower: 50, upper: 60),
          ]),
        .init(x: 2, lower: 30, upper: 60),
      ],
      fill: "gray")
    #expect(
      mark.markup(in: Fixture.bands())
        == ##"<rect class="mark key-a" x="10" y="80" width="80" height="20" fill="#a"/>"##
        + ##"<rect class="mark key-b" x="10" y="50" width="80" height="30" fill="#b"/>"##
        + ##"<rect class="mark" x="10" y="40" width="80" height="10"/>"##
        + ##"<rect class="mark" x="210" y="40" width="80" height="30"/>"##)
    #expect(mark.layerAttributes.map(\.0) == ["fill"])
    #expect(mark.layerAttributes.map(\.1) == ["gray"])
    #expect(mark.widestTip == 0)
    #expect(mark.firstTipX == nil)
  }

  @Test func zeroHeightAndNonFiniteSegmentsAreNotDrawn() {
    let mark = StackedBarMark(
      data: [
        .init(
          x: 1,
          segments: [
            Self.segment(0, 0, "a"), Self.segment(0, .nan, "b"), Self.segment(0, 25, "c"),
            Self.segment(25, 25, "d"), Self.segment(-.infinity, 25, "e"),
          ])
      ],
      fill: "f", padding: 0)
    #expect(
      mark.markup(in: Fixture.bands())
        == ##"<rect class="mark key-c" x="100" y="75" width="100" height="25" fill="#c"/>"##)
  }

  @Test func upperBelowLowerDrawsTheSameRect() {
    let up = StackedBarMark(data: [.init(x: 0, lower: 10, upper: 40)], fill: "f")
    let down = StackedBarMark(data: [.init(x: 0, lower: 40, upper: 10)], fill: "f")
    #expect(up.markup(in: Fixture.bands()) == down.markup(in: Fixture.bands()))
  }

  @Test func negativeSegmentsGrowDownFromZero() {
    // A diverging stack: 30 up, then −20 and −10 below zero.
    let series = StackLayout(offset: .diverging).series([[30, -20, -10]], keyCount: 3)
    let mark = StackedBarMark(
      data: StackedBarMark.makeData(series: series, x: [0]) { (nil, "k\($0)") }, fill: "f",
      padding: 0)
    #expect(
      mark.markup(in: Fixture.bands(yDomain: (-50, 50)))
        == ##"<rect class="mark k0" x="0" y="20" width="100" height="30"/>"##
        + ##"<rect class="mark k1" x="0" y="50" width="100" height="20"/>"##
        + ##"<rect class="mark k2" x="0" y="70" width="100" height="10"/>"##)
    #expect(mark.channels == [Channel(values: [0, 0, 30, -20, 0, -30, -20])])
  }

  @Test func theYChannelCoversZeroAndEveryBound() {
    let stacked = StackedBarMark(
      data: [.init(x: 0, segments: [Self.segment(0, 5, "a"), Self.segment(5, 9, "b")])],
      fill: "f")
    #expect(stacked.channels == [Channel(values: [0, 0, 5, 5, 9])])
    // Range bars: only their bounds, so the domain is their extent.
    let range = StackedBarMark(
      data: [.init(x: 0, lower: 52, upper: 61), .init(x: 1, lower: 55, upper: 70)], fill: "f",
      includesZero: false)
    #expect(range.channels == [Channel(values: [52, 61, 55, 70])])
    #expect(StackedBarMark(data: [], fill: "f").channels == [Channel(values: [0])])
  }

  @Test(arguments: [-1.0, 0.0, 0.5, 0.95, 3])
  func paddingIsClamped(padding: Double) {
    #expect(
      StackedBarMark(data: [], fill: "f", padding: padding).padding == min(max(padding, 0), 0.9))
  }

  @Test func makeDataTakesEachRowsSegmentsInStackingOrder() {
    let series = StackLayout(order: .reverse).series([[1, 2], [3, 4], [5, 6]], keyCount: 2)
    let tip = Fixture.tip()
    let data = StackedBarMark.makeData(series: series, x: [10, 11], tips: [nil, tip]) { key in
      (key == 0 ? "#zero" : nil, "key-\(key)")
    }
    // Two x values: the third row is left out. Key 1 is at the bottom (reverse order).
    #expect(
      data == [
        .init(
          x: 10,
          segments: [
            .init(lower: 0, upper: 2, className: "key-1"),
            .init(lower: 2, upper: 3, fill: "#zero", className: "key-0"),
          ]),
        .init(
          x: 11,
          segments: [
            .init(lower: 0, upper: 4, className: "key-1"),
            .init(lower: 4, upper: 7, fill: "#zero", className: "key-0"),
          ], tip: tip),
      ])
    #expect(
      StackedBarMark.makeData(series: [StackSeries<Int>](), x: [1]) { _ in (nil, nil) }
        == [.init(x: 1, segments: [])])
  }

  // MARK: Interaction

  @Test func aBarIsOneFocusableGroupWithItsSegmentsAsMarks() throws {
    let mark = StackedBarMark(
      data: [
        .init(
          x: 1, segments: [Self.segment(0, 20, "a"), Self.segment(20, 50, "b")],
          tip: Fixture.tip())
      ], fill: "f")
    let markup = mark.markup(in: Fixture.bands(tipBoxWidth: Fixture.tipWidth))
    // As a BarMark bar (MarkTests): band 1's group is translated to round(150 − 46 + 8) = 112.
    let expected = [
      ##"<g tabindex="-1" role="graphics-symbol" aria-label="Dec 9: 12,345 steps" transform="translate(112)">"##,
      ##"<use class="hover-target" href="#t-h"/>"##,
      ##"<rect class="mark key-a" x="-2" y="80" width="80" height="20" fill="#a"/>"##,
      ##"<rect class="mark key-b" x="-2" y="50" width="80" height="30" fill="#b"/>"##,
      ##"<g class="tip" display="none"><use href="#t-t"/>"##,
      ##"<text y="19">Mon, Dec 9</text><text class="tip-value fill-steps" y="38">12,345</text>"##,
      "</g></g>",
    ].joined()
    #expect(markup == expected)
    #expect(mark.widestTip == Fixture.tipWidth)
    #expect(mark.firstTipX == 1)
  }

  @Test func theSelectedBarShowsItsTipAndTheOthersSegmentsAreDimmed() throws {
    let mark = StackedBarMark(
      data: [
        .init(
          x: 0, segments: [Self.segment(0, 10, "a"), Self.segment(10, 30, "b")],
          tip: Fixture.tip("A")),
        .init(
          x: 1, segments: [Self.segment(0, 20, "a"), Self.segment(20, 40, "b")],
          tip: Fixture.tip("B")),
        // A row of zeros: no segment drawn, but still a datum that can be focused and read.
        .init(
          x: 2, segments: [Self.segment(0, 0, "a"), Self.segment(0, 0, "b")],
          tip: Fixture.tip("C")),
      ],
      fill: "f")
    let markup = mark.markup(in: Fixture.bands(selection: 1, tipBoxWidth: 75))
    let root = try XMLCheck.parse("<g>" + markup + "</g>")
    let groups = root.children
    #expect(groups.map(\.name) == ["g", "g", "g"])
    #expect(groups.map { $0.attributes["class"] } == [nil, "selected", nil])
    #expect(groups.map { $0.elements(withClass: "mark").count } == [2, 2, 0])
    #expect(groups[0].elements(withClass: "mark").allSatisfy { $0.attributes["opacity"] == "0.3" })
    #expect(groups[1].elements(withClass: "mark").allSatisfy { $0.attributes["opacity"] == nil })
    #expect(groups.map { $0.elements(withClass: "hover-target").count } == [1, 1, 1])
    #expect(
      groups.map { $0.elements(withClass: "tip").first?.attributes["display"] } == [
        "none", nil, "none",
      ])
    #expect(groups[2].attributes["aria-label"] == "C: 12,345 steps")
    #expect(occurrences(of: #" opacity="0.3""#, in: markup) == 2)
  }
}
