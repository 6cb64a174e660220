import Testing

@testable import ChartKit

struct MarkupNodeTests {
  static let tree = MarkupNode.el(
    "svg", [("viewBox", "0 0 10 10")],
    [
      .el(
        "g", [("class", "a")],
        [.el("rect", [("x", "1"), ("y", "2")]), .el("circle", [("r", "3")])]),
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
    #expect(Self.tree.render(pretty: true, syntax: .xml) == expected)
  }

  @Test func compactIsTheDefaultAndHasNoWhiteSpace() {
    let expected =
      #"<svg viewBox="0 0 10 10"><g class="a"><rect x="1" y="2"/><circle r="3"/></g><text x="5">Hello <tspan>world</tspan></text><g/></svg>"#
    #expect(Self.tree.render(pretty: false, syntax: .xml) == expected)
    #expect(Self.tree.render(syntax: .xml) == expected)
  }

  @Test(arguments: [
    (MarkupNode.el("rect"), "<rect/>"),
    (.el("g", [], [.empty]), "<g/>"),
    (.el("g", [], [.text("")]), "<g/>"),
    (.el("g", [], [.group([.group([]), .markup(.empty)])]), "<g/>"),
    (.el("text", [], [.text("a")]), "<text>a</text>"),
  ])
  func emptyElementsSelfClose(node: MarkupNode, expected: String) {
    #expect(node.render(pretty: false, syntax: .xml) == expected)
    #expect(node.render(pretty: true, syntax: .xml) == expected + "\n")
  }

  @Test func textBearingElementsStayOnOneLineWhenNested() {
    let node = MarkupNode.el(
      "g", [], [.el("text", [("x", "1")], [.text("  spaced  ")]), .el("title", [], [.text("T")])])
    #expect(
      node.render(pretty: true, syntax: .xml)
        == "<g>\n  <text x=\"1\">  spaced  </text>\n  <title>T</title>\n</g>\n")
    #expect(node.render(syntax: .xml) == "<g><text x=\"1\">  spaced  </text><title>T</title></g>")
  }

  @Test func attributeOrderIsKeptExactly() {
    let names = ["z", "a", "m", "b", "y", "c", "x", "d"]
    let node = MarkupNode.el("e", names.enumerated().map { ($0.element, String($0.offset)) })
    #expect(node.render(syntax: .xml) == #"<e z="0" a="1" m="2" b="3" y="4" c="5" x="6" d="7"/>"#)
    #expect(
      node.render(pretty: true, syntax: .xml)
        == #"<e z="0" a="1" m="2" b="3" y="4" c="5" x="6" d="7"/>"# + "\n")
    guard case .element(_, let attributes, _) = node else {
      Issue.record("not an element")
      return
    }
    #expect(attributes.map(\.0) == names)
  }

  @Test func nilAttributeValuesAreSkippedAtRender() {
    let node = MarkupNode.el("rect", [("class", nil), ("x", "1"), ("fill", nil), ("y", "")])
    #expect(node.render(syntax: .xml) == #"<rect x="1" y=""/>"#)
    #expect(node.render(pretty: true, syntax: .xml) == #"<rect x="1" y=""/>"# + "\n")
    // The tree keeps them (in order): only output skips them.
    guard case .element(_, let attributes, _) = node else {
      Issue.record("not an element")
      return
    }
    #expect(attributes.map(\.0) == ["class", "x", "fill", "y"])
    #expect(attributes.map(\.1) == [nil, "1", nil, ""])
    #expect(
      node.render(syntax: .xml)
        == MarkupNode.el("rect", [("x", "1"), ("y", "")]).render(syntax: .xml))
  }

  @Test func renderedMarkupIsWrittenAsItIsAndTextIsEscaped() {
    let node = MarkupNode.el("style", [], [.text(".a>b{content:'&'}")])
    #expect(
      node.render(pretty: false, syntax: .xml) == "<style>.a&gt;b{content:&#39;&amp;&#39;}</style>")
    #expect(node.render(pretty: true, syntax: .xml) == node.render(syntax: .xml) + "\n")
    let bold = Markup(MarkupNode.el("b", [], [.text("&")]))
    #expect(bold.text == "<b>&amp;</b>")
    #expect(MarkupNode.markup(bold).render(syntax: .xml) == "<b>&amp;</b>")
    #expect(
      MarkupNode.el("p", [], [.markup(bold)]).render(pretty: true, syntax: .xml)
        == "<p><b>&amp;</b></p>\n")
    #expect(MarkupNode.text("<b>").render(syntax: .xml) == "&lt;b&gt;")
    #expect(
      MarkupNode.el("a", [("title", #"<"&'>"#)]).render(syntax: .xml)
        == #"<a title="&lt;&quot;&amp;&#39;&gt;"/>"#)
  }

  @Test func groupsFlattenIntoTheirParent() {
    let flat = MarkupNode.el("g", [], [.el("a"), .el("b"), .el("c")])
    let grouped = MarkupNode.el(
      "g", [], [.group([.el("a"), .group([.el("b"), .empty])]), .group([.el("c")])])
    #expect(grouped.render(pretty: true, syntax: .xml) == flat.render(pretty: true, syntax: .xml))
    #expect(grouped.render(syntax: .xml) == flat.render(syntax: .xml))
    #expect(grouped.render(syntax: .xml) == "<g><a/><b/><c/></g>")
    #expect(
      MarkupNode.group([.el("a"), .el("b")]).render(pretty: true, syntax: .xml) == "<a/>\n<b/>\n")
    #expect(MarkupNode.group([.el("a"), .el("b")]).render(syntax: .xml) == "<a/><b/>")
  }

  @Test func groupInsideTextKeepsTheElementInline() {
    let node = MarkupNode.el("g", [], [.el("text", [], [.group([.text("a"), .text("b")])])])
    #expect(node.render(pretty: true, syntax: .xml) == "<g>\n  <text>ab</text>\n</g>\n")
  }

  @Test(arguments: [
    (MarkupNode.empty, true),
    (.group([]), true),
    (.group([.group([]), .text(""), .markup(.empty)]), true),
    (.text(""), true),
    (.markup(.empty), true),
    (.text(" "), false),
    (.markup(Markup(.el("x"))), false),
    (.el("g"), false),
    (.group([.empty, .el("g")]), false),
  ])
  func isEmpty(node: MarkupNode, expected: Bool) {
    #expect(node.isEmpty == expected)
    #expect(node.render(syntax: .xml).isEmpty == expected)
    #expect(node.render(pretty: true, syntax: .xml).isEmpty == expected)
  }

  @Test func deepNestingIndentsTwoSpacesPerLevel() {
    var node = MarkupNode.el("leaf")
    for _ in 0..<3 { node = .el("g", [], [node]) }
    #expect(
      node.render(pretty: true, syntax: .xml)
        == "<g>\n  <g>\n    <g>\n      <leaf/>\n    </g>\n  </g>\n</g>\n")
    #expect(node.render(syntax: .xml) == "<g><g><g><leaf/></g></g></g>")
  }

  @Test func namesCannotEndATag() {
    let node = MarkupNode.el("a b=\"1\"><script", [("on click", "x"), ("é", "y")], [.text("t")])
    #expect(
      node.render(syntax: .xml) == #"<a_b__1___script on_click="x" __="y">t</a_b__1___script>"#)
  }

  @Test func linesPutALineBreakAfterEachNode() {
    #expect(MarkupNode.lines([.el("a"), .text("b")]).render(syntax: .xml) == "<a/>\nb\n")
    #expect(MarkupNode.lines([]).isEmpty)
  }

  @Test func prologsStartTheirDocuments() {
    #expect(
      MarkupNode.group([.markup(.xmlDeclaration), .el("feed")]).render(pretty: true, syntax: .xml)
        == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<feed/>\n")
    #expect(Markup.htmlDoctype.text == "<!DOCTYPE html>\n")
  }

  @Test func writeIntoAWriterFollowsItsModeAndDepth() {
    let node = MarkupNode.el("a", [("k", "v")], [.el("b")])
    let pretty = written(pretty: true) { writer in
      writer.open("g")
      writer.endOpen()
      node.write(to: &writer)
      writer.close("g")
    }
    #expect(pretty == "<g>\n  <a k=\"v\">\n    <b/>\n  </a>\n</g>\n")
    let compact = written { writer in
      writer.write(.xmlDeclaration)
      node.write(to: &writer)
    }
    #expect(compact == Markup.xmlDeclaration.text + "<a k=\"v\"><b/></a>")
  }
}
