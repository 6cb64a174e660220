import Foundation
import Testing

@testable import ChartKit

struct EscapingTests {
  static let attack = #"<script>alert(1)</script>&"'"#

  @Test(arguments: [
    ("", ""),
    ("plain text 123", "plain text 123"),
    ("&", "&amp;"),
    ("<", "&lt;"),
    (">", "&gt;"),
    ("\"", "&quot;"),
    ("'", "&#39;"),
    ("a & b < c > d \" e ' f", "a &amp; b &lt; c &gt; d &quot; e &#39; f"),
    ("&amp;", "&amp;amp;"),
    ("\t\n\r", "\t\n\r"),
    ("a\u{0}b\u{1}c\u{8}d\u{B}e\u{C}f\u{1F}g", "abcdefg"),
    ("\u{7}bell\u{1B}[0m", "bell[0m"),
    ("Wednesday’s 😀 步数 🇫🇷", "Wednesday&#8217;s &#128512; &#27493;&#25968; &#127467;&#127479;"),
    ("é<ü>", "&#233;&lt;&#252;&gt;"),
    ("−1.2", "&#8722;1.2"),
    ("\u{7F}", "\u{7F}"),
    // Bidirectional embedding, override and isolate controls are dropped; marks are kept.
    ("evil\u{202E}vsc.\u{2066}x\u{2069}\u{202A}", "evilvsc.x"),
    ("a\u{200E}b\u{200F}", "a&#8206;b&#8207;"),
    ("\u{80}a\u{85}b\u{9F}", "\u{80}a\u{85}b\u{9F}"),
    (
      "\u{A0}\u{7FF}\u{800}\u{FFFD}\u{10000}\u{10FFFF}",
      "&#160;&#2047;&#2048;&#65533;&#65536;&#1114111;"
    ),
    ("a\u{FFFE}b\u{FFFF}c\u{FFFD}\u{F8FF}", "abc&#65533;&#63743;"),
    (attack, "&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;"),
  ])
  func escape(input: String, expected: String) {
    #expect(Escaping.escape(input) == expected)
    var output = "prefix:"
    Escaping.appendEscaped(input, to: &output)
    #expect(output == "prefix:" + expected)
    // The writer's text and attribute values go through the same routine.
    #expect(written { $0.text(input) } == expected)
    #expect(written { $0.attribute("a", input) } == " a=\"" + expected + "\"")
    #expect(written { $0.attribute(dynamic: "a", input) } == " a=\"" + expected + "\"")
    #expect(MarkupNode.text(input).render() == expected)
  }

  @Test func plainTextLosesOnlyTheBidiControls() {
    #expect(Escaping.withoutBidiControls("1 (35 min)\u{202E}x\u{2067}") == "1 (35 min)x")
    #expect(Escaping.withoutBidiControls("Müller & Söhne") == "Müller & Söhne")
  }

  @Test func attackIsInertInTextAndAttributes() throws {
    let node = MarkupNode.el(
      "svg", [("xmlns", "http://www.w3.org/2000/svg"), ("aria-label", Self.attack)],
      [
        .el("text", [("class", Self.attack)], [.text(Self.attack)]),
        .el("title", [], [.text(Self.attack)]),
      ])
    for pretty in [true, false] {
      let markup = node.render(pretty: pretty)
      #expect(!markup.contains("<script"))
      #expect(!markup.contains("</script"))
      let root = try XMLCheck.parse(markup)
      #expect(root.attributes["aria-label"] == Self.attack)
      #expect(root.elements(named: "text").first?.text == Self.attack)
      #expect(root.elements(named: "script").isEmpty)
    }
  }

  static let hostileTexts: [String] = [
    attack,
    "]]><!-- --><![CDATA[x]]>",
    "&lt;already&gt; &#x26; &unknown;",
    "\u{0}\u{1}\u{2}\u{1F} control \t tab \n newline \r return",
    "emoji 😀 ’quotes’ “double” 中文 עברית",
    "\u{FFFE}\u{FFFF} noncharacters",
    "a\u{7F}b\u{85}c",
  ]

  @Test(arguments: hostileTexts)
  func renderedDocumentWithHostileTextParses(text: String) throws {
    let chart = Chart(
      width: 300, plotHeight: 100,
      xAxis: .bands(labels: [text, "b"], paddingInner: 0.1, paddingOuter: 0.1),
      yAxis: .init(format: { _ in text }),
      marks: [
        BarMark(
          data: [
            BarMark.Datum(
              x: 0, y: 3,
              tip: Tip(
                title: text, value: text, accessibilityLabel: text, valueClass: text,
                valueColor: text),
              fill: text),
            BarMark.Datum(
              x: 1, y: 2,
              tip: Tip(title: text, value: text, accessibilityLabel: text, valueColor: text)),
          ],
          fill: text),
        RuleMark(y: 2, stroke: text, className: text),
        TextMark(text, x: 1, y: 2, fill: text, className: text),
        LineMark(
          points: [(0, 1), (1, 2)], stroke: text, className: text,
          symbol: LineMark.Symbol(fill: text, stroke: text, className: text)),
        AreaMark(points: [(0, 1), (1, 2)], baseline: 0, fill: text, className: text),
        PointMark(
          data: [
            .init(
              x: 1, y: 2,
              tip: Tip(title: text, value: text, accessibilityLabel: text, valueColor: text))
          ], fill: text, stroke: text, className: text),
        TipMark(data: [
          .init(
            x: 0, y: 0,
            tip: Tip(
              title: text, value: text, accessibilityLabel: text, valueClass: text, valueColor: text
            )
          )
        ]),
      ],
      ids: IDGenerator(prefix: "h"), appearance: Fixture.appearance,
      accessibility: ChartAccessibility(label: text, description: text),
      selection: 0)
    for pretty in [true, false] {
      let markup = chart.render(pretty: pretty)
      #expect(!markup.contains("<script"))
      let root = try XMLCheck.parse(markup)
      #expect(root.name == "svg")
      #expect(root.elements(named: "title").count == 1)
      // Text survives the round trip wherever XML 1.0 can carry it.
      if !text.unicodeScalars.contains(where: {
        $0.value < 0x20 || $0.value == 0xFFFE || $0.value == 0xFFFF
      }) {
        #expect(root.elements(named: "title").first?.text == text)
        #expect(
          root.allElements.filter { $0.attributes["tabindex"] != nil }.allSatisfy {
            $0.attributes["aria-label"] == text
          })
      }
    }
  }
}

extension EscapingTests {
  @Test func theFastScanAgreesWithTheEscapingRoutine() {
    for value in 0...255 {
      let byte = UInt8(value)
      let untouched =
        [9, 10, 13].contains(value)
        || (value >= 0x20 && value < 0x80
          && ![34, 38, 39, 60, 62].contains(value))
      #expect(Escaping.needsWork(byte) == !untouched, "\(value)")
    }
  }

  /// The word-at-a-time test agrees with the byte test for every byte at every place of a
  /// short text (one padded word), a word, and texts whose last word overlaps the one before,
  /// between letters, digits and spaces; and every clean text of 0 to 17 bytes is clean.
  @Test(arguments: [UInt8(ascii: "a"), UInt8(ascii: "0"), UInt8(ascii: " "), 0x7E])
  func cleanTextIsFoundAWordAtATime(filler: UInt8) {
    for length in 0...17 {
      let bytes = [UInt8](repeating: filler, count: length)
      #expect(bytes.withUnsafeBufferPointer { Escaping.isClean($0) }, "\(length) clean bytes")
    }
    for length in [1, 5, 7, 8, 9, 13, 16] {
      for place in 0..<length {
        for value in 0...255 {
          var bytes = [UInt8](repeating: filler, count: length)
          bytes[place] = UInt8(value)
          let clean = bytes.withUnsafeBufferPointer { Escaping.isClean($0) }
          #expect(clean == !bytes.contains(where: Escaping.needsWork), "\(value) at \(place)")
        }
      }
    }
  }

  /// A string lends its UTF-8 as it is, whatever its storage: small, native, long, non-ASCII,
  /// a slice made a string, or built by appending.
  @Test func stringsLendTheirUTF8() {
    var appended = ""
    for index in 0..<40 { appended += String(index) + "·" }
    let texts = [
      "", "a", "Mon, Dec 9", "December 9: 12,345 steps, 7-day average 11,002 steps",
      "월요일 · Dienstag – 9 déc.", String("«sliced» text"[...]), appended,
    ]
    for text in texts {
      #expect(text.withLentUTF8 { Array($0) } == Array(text.utf8), "\(text)")
    }
  }
}
