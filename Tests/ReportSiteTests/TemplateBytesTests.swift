import ChartKit
import Testing

@testable import ReportSite

/// ``Template/renderBytes(_:)`` makes the bytes of ``Template/render(_:)``.
struct TemplateBytesTests {
  @Test func bytesAreTheRenderedText() throws {
    let inner = try Template(name: "inner", text: "<em>{{ word }}</em> · {{ \"Skip & go\" }}")
    let outer = try Template(
      name: "outer", text: "<p title=\"{{ x }}\">{{x}}</p>\n{{ chart }}{{ inner }} – ünïcode")
    let values: [String: TemplateValue] = [
      "x": .text("<b>\"&'</b> – 8,000 · ünïcode \u{1}"),
      "chart": .node(.el("svg", [("class", "c")], [.el("rect")])),
      "inner": .template(inner, ["word": .text(String(repeating: "& ", count: 5_000))]),
    ]
    #expect(try outer.renderBytes(values) == Array(try outer.render(values).utf8))
  }

  /// A writer's bytes (``TemplateValue/markupBytes(_:)``) fill a placeholder as the same
  /// writer's ``ChartKit/Markup`` does.
  @Test func writtenBytesAreTheWrittenMarkup() throws {
    var writer = MarkupWriter()
    writer.open("p")
    writer.attribute("class", "a & b")
    writer.endOpen()
    writer.text("ünïcode < 8,000")
    writer.close("p")
    let template = try Template(name: "t", text: "<div>{{ cards }}</div>")
    let bytes = try template.renderBytes(["cards": .markupBytes(writer.markupBytes)])
    #expect(bytes == (try template.renderBytes(["cards": .markup(writer.markup)])))
    #expect(writer.markupBytes.bytes == Array(writer.markup.text.utf8))
  }

  @Test func aMissingValueThrowsTheSameError() throws {
    let template = try Template(name: "t", text: "a\n{{ missing }}")
    #expect(throws: TemplateError.self) { try template.renderBytes([:]) }
    var thrown: TemplateError?
    do { _ = try template.renderBytes([:]) } catch { thrown = error }
    var expected: TemplateError?
    do { _ = try template.render([:]) } catch { expected = error }
    #expect(thrown == expected)
  }
}
