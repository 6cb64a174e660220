import Testing

@testable import ChartKit

struct SVGNodeTests {
  static let tree = SVGNode.el(
    "svg", [("viewBox", "0 0 10 10")],
    [
      .el("g", [("class", "a")], [.el("rect", [("x", "1"), ("y", "2")]), .el("circle", [("r", "3")])]),
      .el("text", [("x", "5")], [.text("Hello "), .el("tspan", [], [.text("world")])]),
      .el("g", [], []),
    ])

  @Test func prettyRendersOneElementPerLineWithTwoSpaceIndent() {
    let expected = """
      <svg viewBox="0 0 10 10">
        <g class="a">
          <rect x="1" y="2"/>
          <circle r="3"/>
        </g>
        <text x="5">Hello <tspan>world</tspan></text>
        <g/>
      </svg>

      """
    #expect(Self.tree.render() == expected)
    #expect(Self.tree.render(pretty: true) == expected)
  }

  @Test func compactRendersWithoutWhiteSpace() {
    #expect(
      Self.tree.render(pretty: false)
        == #"<svg viewBox="0 0 10 10"><g class="a"><rect x="1" y="2"/><circle r="3"/></g><text x="5">Hello <tspan>world</tspan></text><g/></svg>"#
    )
  }

  @Test(arguments: [
    (SVGNode.el("rect"), "<rect/>"),
    (.el("g", [], [.empty]), "<g/>"),
    (.el("g", [], [.text("")]), "<g/>"),
    (.el("g", [], [.group([.group([]), .raw("")])]), "<g/>"),
    (.el("text", [], [.text("a")]), "<text>a</text>"),
  ])
  func emptyElementsSelfClose(node: SVGNode, expected: String) {
    #expect(node.render(pretty: false) == expected)
    #expect(node.render(pretty: true) == expected + "\n")
  }

  @Test func textBearingElementsStayOnOneLineWhenNested() {
    let node = SVGNode.el(
      "g", [], [.el("text", [("x", "1")], [.text("  spaced  ")]), .el("title", [], [.text("T")])])
    #expect(node.render() == "<g>\n  <text x=\"1\">  spaced  </text>\n  <title>T</title>\n</g>\n")
  }

  @Test func attributeOrderIsKeptExactly() {
    let names = ["z", "a", "m", "b", "y", "c", "x", "d"]
    let node = SVGNode.el("e", names.enumerated().map { ($0.element, String($0.offset)) })
    #expect(node.render(pretty: false) == #"<e z="0" a="1" m="2" b="3" y="4" c="5" x="6" d="7"/>"#)
    guard case .element(_, let attributes, _) = node else {
      Issue.record("not an element")
      return
    }
    #expect(attributes.map(\.name) == names)
  }

  @Test func nilAttributeValuesAreDropped() {
    let node = SVGNode.el("rect", [("class", nil), ("x", "1"), ("fill", nil), ("y", "")])
    #expect(node.render(pretty: false) == #"<rect x="1" y=""/>"#)
    #expect(node == .element(name: "rect", attributes: [Attribute("x", "1"), Attribute("y", "")], children: []))
  }

  @Test func rawIsWrittenVerbatimAndTextIsEscaped() {
    let node = SVGNode.el("style", [], [.raw(".a>b{content:'&'}")])
    #expect(node.render(pretty: false) == "<style>.a>b{content:'&'}</style>")
    #expect(node.render(pretty: true) == "<style>.a>b{content:'&'}</style>\n")
    #expect(SVGNode.raw("<b>&amp;</b>").render() == "<b>&amp;</b>")
    #expect(SVGNode.text("<b>").render() == "&lt;b&gt;")
  }

  @Test func groupsFlattenIntoTheirParent() {
    let flat = SVGNode.el("g", [], [.el("a"), .el("b"), .el("c")])
    let grouped = SVGNode.el("g", [], [.group([.el("a"), .group([.el("b"), .empty])]), .group([.el("c")])])
    #expect(grouped.render() == flat.render())
    #expect(grouped.render(pretty: false) == flat.render(pretty: false))
    #expect(SVGNode.group([.el("a"), .el("b")]).render() == "<a/>\n<b/>\n")
    #expect(SVGNode.group([.el("a"), .el("b")]).render(pretty: false) == "<a/><b/>")
  }

  @Test func groupInsideTextKeepsTheElementInline() {
    let node = SVGNode.el("g", [], [.el("text", [], [.group([.text("a"), .text("b")])])])
    #expect(node.render() == "<g>\n  <text>ab</text>\n</g>\n")
  }

  @Test(arguments: [
    (SVGNode.empty, true),
    (.group([]), true),
    (.group([.group([]), .text(""), .raw("")]), true),
    (.text(""), true),
    (.raw(""), true),
    (.text(" "), false),
    (.raw("x"), false),
    (.el("g"), false),
    (.group([.empty, .el("g")]), false),
  ])
  func isEmpty(node: SVGNode, expected: Bool) {
    #expect(node.isEmpty == expected)
    #expect(node.render(pretty: false).isEmpty == expected)
  }

  @Test func deepNestingIndentsTwoSpacesPerLevel() {
    var node = SVGNode.el("leaf")
    for _ in 0..<3 { node = .el("g", [], [node]) }
    #expect(node.render() == "<g>\n  <g>\n    <g>\n      <leaf/>\n    </g>\n  </g>\n</g>\n")
  }

  @Test func writeAppendsToExistingOutput() {
    var output = "<!-- x -->"
    SVGNode.el("a").write(to: &output, indent: 1, pretty: true)
    #expect(output == "<!-- x -->\n  <a/>\n")
  }
}
