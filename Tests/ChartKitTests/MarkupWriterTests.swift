import Testing

@testable import ChartKit

struct MarkupWriterTests {
  /// A small document written with every kind of call.
  static func document(_ writer: inout MarkupWriter) {
    writer.open("svg")
    writer.attribute("viewBox", "0 0 10 10")
    writer.attribute("class", nil)
    writer.endOpen()
    writer.open("g")
    writer.attribute("fill", literal: "#FFF")
    writer.endOpen()
    writer.open("rect")
    writer.attribute("x", number: 1.25)
    writer.attribute("width", number: 2.5, decimals: 0)
    writer.endEmpty()
    writer.open("use")
    writer.attribute("href", "#t-h")
    writer.endEmpty()
    writer.close("g")
    writer.open("text")
    writer.attribute("y", number: 9)
    writer.endOpen()
    writer.text("a < b")
    writer.close("text")
    writer.close("svg")
  }

  @Test func compactStreaming() {
    #expect(
      written(Self.document)
        == ##"<svg viewBox="0 0 10 10"><g fill="#FFF"><rect x="1.3" width="3"/><use href="#t-h"/></g><text y="9">a &lt; b</text></svg>"##
    )
  }

  @Test func prettyStreaming() {
    #expect(
      written(pretty: true, Self.document)
        == """
        <svg viewBox="0 0 10 10">
          <g fill="#FFF">
            <rect x="1.3" width="3"/>
            <use href="#t-h"/>
          </g>
          <text y="9">a &lt; b</text>
        </svg>

        """)
  }

  @Test func prettyAndCompactAgreeWithNodeTrees() {
    let tree = MarkupNode.el(
      "svg", [("viewBox", "0 0 10 10"), ("class", nil)],
      [
        .el(
          "g", [("fill", "#FFF")],
          [.el("rect", [("x", "1.3"), ("width", "3")]), .el("use", [("href", "#t-h")])]),
        .el("text", [("y", "9")], [.text("a < b")]),
      ])
    #expect(written(Self.document) == tree.render())
    #expect(written(pretty: true, Self.document) == tree.render(pretty: true))
  }

  @Test func attributeValuesAndTextAreEscaped() {
    let hostile = #"<a href="x">&'</a>"#
    let escaped = "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;"
    #expect(written { $0.attribute("title", hostile) } == #" title=""# + escaped + #"""#)
    #expect(written { $0.attribute(dynamic: "data-x", hostile) } == #" data-x=""# + escaped + #"""#)
    #expect(written { $0.text(hostile) } == escaped)
    #expect(written { $0.writeEscaped("a\u{0}b\u{FFFE}c") } == "abc")
    #expect(
      written {
        $0.textElement(
          "text", attributes: [("class", "v"), ("fill", nil), ("x", "<")], content: "1 & 2")
      }
        == #"<text class="v" x="&lt;">1 &amp; 2</text>"#)
  }

  @Test func literalsAndRenderedMarkupAreWrittenAsTheyAre() {
    // ChartKit's own literals (internal) and markup it rendered before: no escaping.
    #expect(written { $0.attribute("fill", literal: "#FF2D55") } == ##" fill="#FF2D55""##)
    #expect(written { $0.attribute("href", "#a&b") } == ##" href="#a&amp;b""##)
    #expect(written { $0.write(Markup(.el("b", [], [.text("&")]))) } == "<b>&amp;</b>")
    #expect(written { $0.write(byte: 0x41) } == "A")
    var writer = MarkupWriter(syntax: .xml)
    writer.open("a")
    writer.endEmpty()
    #expect(writer.markup.text == "<a/>")
  }

  @Test(arguments: [
    (1.25, 1, "1.3"),
    (-1.25, 1, "-1.3"),
    (-0.04, 1, "0"),
    (-0.0, 1, "0"),
    (100, 1, "100"),
    (2.5, 0, "3"),
    (-2.5, 0, "-3"),
    (1234.5678, 2, "1234.57"),
    (0.05, 1, "0.1"),
    (0.5, 3, "0.5"),
    (Double.nan, 1, "0"),
    (Double.infinity, 2, "0"),
    (-Double.infinity, 2, "0"),
    (1e300, 1, "0"),
  ])
  func numberAttributes(value: Double, decimals: Int, expected: String) {
    #expect(
      written { $0.attribute("x", number: value, decimals: decimals) } == #" x=""# + expected
        + #"""#)
    #expect(written { $0.write(number: value, decimals: decimals) } == expected)
    #expect(NumberFormat.coordinate(value, decimals: decimals) == expected)
  }

  @Test func numbersDefaultToOneDecimalLikePoint() {
    #expect(written { $0.attribute("x", number: 12.345) } == #" x="12.3""#)
    #expect(NumberFormat.point(12.345) == "12.3")
    #expect(NumberFormat.point(-0.04) == "0")
    #expect(NumberFormat.point(7) == "7")
    #expect(NumberFormat.point(0.96) == "1")
  }

  @Test func countAndLastByte() {
    var writer = MarkupWriter(syntax: .xml)
    #expect(writer.count == 0)
    #expect(writer.lastByte == nil)
    #expect(writer.text == "")
    writer.open("a")
    writer.endEmpty()
    #expect(writer.count == 4)
    #expect(writer.lastByte == UInt8(ascii: ">"))
    writer.text("é")  // written as a character reference: markup stays ASCII
    #expect(writer.count == 10)
    #expect(writer.text == "<a/>&#233;")
  }

  @Test func growsBeyondItsInitialCapacity() {
    let clean = String(repeating: "0123456789", count: 10_000)  // 100 KB
    var writer = MarkupWriter(capacity: 1)  // at least 64 bytes
    writer.open("text")
    writer.endOpen()
    writer.text(clean)
    writer.close("text")
    #expect(writer.count == 100_000 + 13)
    #expect(writer.text == "<text>" + clean + "</text>")

    // Escaped text grows the buffer by up to six bytes per byte.
    let dirty = String(repeating: "a<\"&", count: 25_000)  // 100 KB
    var escaping = MarkupWriter(capacity: 64)
    escaping.write(byte: 0x78)
    escaping.text(dirty)
    #expect(escaping.text == "x" + String(repeating: "a&lt;&quot;&amp;", count: 25_000))
    #expect(escaping.count == 1 + 25_000 * 16)

    // Many small writes across every growth step: numbers, bytes and attributes.
    var small = MarkupWriter(capacity: 64)
    var expected = ""
    for index in 0..<10_000 {
      small.write(number: Double(index) + 0.5)
      small.write(byte: 44)
      small.attribute("k", String(index))
      expected += String(index) + ".5," + #" k=""# + String(index) + #"""#
    }
    #expect(small.text == expected)
    #expect(small.count == expected.utf8.count)
  }

  @Test func appendsRunsOfEveryLength() {
    // Short runs are copied as overlapping words: every length, across buffer growth.
    let letters = String((0..<64).map { Character(UnicodeScalar(UInt8(65 + $0 % 26))) })
    var writer = MarkupWriter(capacity: 1)
    var expected = ""
    for length in 0...40 {
      let run = String(letters.dropFirst(length % 7).prefix(length))
      writer.write(Markup(unchecked: run))
      expected += run
    }
    #expect(writer.text == expected)
    #expect(writer.count == expected.utf8.count)
  }

  @Test func dynamicNamesForNodeTrees() {
    #expect(
      written { writer in
        writer.open(dynamic: "linearGradient")
        writer.attribute(dynamic: "x2", "0")
        writer.attribute(dynamic: "y2", nil)
        writer.endOpen()
        writer.close(dynamic: "linearGradient")
      } == #"<linearGradient x2="0"></linearGradient>"#)
  }

  @Test func prettyKeepsTextOnItsElementsLine() {
    let markup = written(pretty: true) { writer in
      writer.open("g")
      writer.endOpen()
      writer.open("text")
      writer.endOpen()
      writer.text("  two  spaces ")
      writer.close("text")
      writer.open("g")
      writer.endOpen()
      writer.open("rect")
      writer.endEmpty()
      writer.close("g")
      writer.close("g")
    }
    #expect(markup == "<g>\n  <text>  two  spaces </text>\n  <g>\n    <rect/>\n  </g>\n</g>\n")
  }
}

/// The one rule for elements without content (``MarkupSyntax``), streamed and from node trees.
struct MarkupSyntaxTests {
  /// An HTML page fragment: a void element, empty non-void elements, and an inline SVG whose
  /// empty elements are self-closed, then HTML again after it.
  static let page = MarkupNode.el(
    "div", [("class", "page")],
    [
      .el("meta", [("charset", "utf-8")]),
      .el("table", [], [.el("tr", [], [.el("td", [("class", "num")]), .el("th", [])])]),
      .el("br", []),
      .el(
        "svg", [("viewBox", "0 0 1 1")],
        [.el("rect", [("width", "1")]), .el("g", [], [.el("path", [("d", "M0,0")])])]),
      .el("span", []),
      .el("img", [("src", "a.svg"), ("alt", "")]),
      .el("svg", [("class", "empty")]),
      .el("p", []),
    ])

  @Test func emptyHTMLElementsGetEndTagsAndSVGOnesSelfClose() {
    #expect(
      Self.page.render()
        == ##"<div class="page"><meta charset="utf-8"><table><tr><td class="num"></td><th></th></tr></table><br><svg viewBox="0 0 1 1"><rect width="1"/><g><path d="M0,0"/></g></svg><span></span><img src="a.svg" alt=""><svg class="empty"/><p></p></div>"##
    )
  }

  @Test func xmlSelfClosesEveryEmptyElement() {
    #expect(
      MarkupNode.el("feed", [], [.el("link", [("href", "x")]), .el("td", [])]).render(syntax: .xml)
        == ##"<feed><link href="x"/><td/></feed>"##)
  }

  @Test func theStreamingWriterFollowsTheSameRule() {
    var writer = MarkupWriter()
    writer.open("p")
    writer.endOpen()
    writer.open("input")
    writer.attribute("type", literal: "checkbox")
    writer.endEmpty()
    writer.open("svg")
    writer.endOpen()
    writer.open("circle")
    writer.endEmpty()
    writer.close("svg")
    writer.open("span")
    writer.endEmpty()
    writer.close("p")
    #expect(writer.text == ##"<p><input type="checkbox"><svg><circle/></svg><span></span></p>"##)
  }

  @Test func prettyHTMLKeepsEmptyElementsOnOneLine() {
    let table = MarkupNode.el("tr", [], [.el("td", []), .el("td", [], [.text("1")])])
    #expect(table.render(pretty: true) == "<tr>\n  <td></td>\n  <td>1</td>\n</tr>\n")
  }
}
