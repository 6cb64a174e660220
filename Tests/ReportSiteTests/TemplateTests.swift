import ChartKit
import Foundation
import Testing

@testable import ReportSite

@Suite struct TemplateTests {
  @Test func escapesTextValues() throws {
    let template = try Template(name: "t", text: "<p title=\"{{ x }}\">{{x}}</p>")
    let output = try template.render(["x": .text("<script>alert(1)</script>&\"'")])
    let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;"
    #expect(output == "<p title=\"\(escaped)\">\(escaped)</p>")
  }

  @Test func stringLiteralsAreEscapedText() throws {
    let template = try Template(name: "t", text: "{{ x }}")
    #expect(try template.render(["x": "a<b"]) == "a&lt;b")
  }

  @Test func insertsMarkupFromTheNodeTreeAsItIs() throws {
    let template = try Template(name: "t", text: "<main>{{ body }}</main>")
    let node = MarkupNode.group([
      .el("svg", [("viewBox", "0 0 1 1")], [.el("g")]), .text(" &"),
    ])
    #expect(try template.render(["body": .node(node)]) == "<main>" + node.render() + "</main>")
    #expect(node.render() == "<svg viewBox=\"0 0 1 1\"><g/></svg> &amp;")
  }

  @Test func rendersANestedTemplateInPlace() throws {
    let layout = try Template(name: "layout", text: "<body>{{ content }}</body>")
    let page = try Template(name: "page", text: "<h1>{{ title }}</h1>")
    let output = try layout.render(["content": .template(page, ["title": "<T>"])])
    #expect(output == "<body><h1>&lt;T&gt;</h1></body>")
    let expected = TemplateError(template: "page", line: 1, reason: .unknownPlaceholder("title"))
    #expect(throws: expected) { try layout.render(["content": .template(page, [:])]) }
  }

  @Test(arguments: ["{{x}}", "{{ x }}", "{{\tx  }}", "{{   x}}"])
  func acceptsSpacesInsideBraces(text: String) throws {
    #expect(try Template(name: "t", text: text).render(["x": "1"]) == "1")
  }

  @Test func keepsOtherTextIntact() throws {
    let text = "a { b } }} c {\n é 😀 {x} done"
    let template = try Template(name: "t", text: text)
    #expect(template.placeholderNames.isEmpty)
    #expect(try template.render([:]) == text)
  }

  @Test func repeatsAndOrdersPlaceholders() throws {
    let template = try Template(name: "t", text: "{{ b }}-{{ a }}-{{ b }}")
    #expect(template.placeholderNames == ["b", "a"])
    #expect(try template.render(["a": "1", "b": "2", "unused": "3"]) == "2-1-2")
  }

  @Test func reportsAnUnknownPlaceholderWithItsLine() throws {
    let template = try Template(name: "dashboard", text: "<html>\n<body>\n  {{ tittle }}\n</body>")
    let expected = TemplateError(
      template: "dashboard", line: 3, reason: .unknownPlaceholder("tittle"))
    #expect(throws: expected) { try template.render(["title": "x"]) }
    #expect(
      expected.description
        == "template \"dashboard\", line 3: no value for placeholder {{ tittle }}")
  }

  @Test(arguments: [
    ("a\nb {{ title", 2),
    ("{{ title\n}}", 1),
    ("a\n\n\n{{", 4),
    ("{{ x }} {{ y }", 1),
  ])
  func reportsAnUnterminatedPlaceholderWithItsLine(text: String, line: Int) {
    #expect(throws: TemplateError(template: "page", line: line, reason: .unterminatedPlaceholder)) {
      try Template(name: "page", text: text)
    }
  }

  @Test(arguments: ["{{}}", "{{  }}", "{{ a b }}", "{{ a<b }}"])
  func rejectsInvalidNames(text: String) {
    #expect(throws: TemplateError.self) { try Template(name: "page", text: text) }
  }

  @Test func loadsEveryHTMLFileOfAFolder() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try folder.write("<h1>{{ title }}</h1>", to: "Templates/dashboard.html")
    try folder.write("{{ rows }}", to: "Templates/list.html")
    try folder.write("{{ broken", to: "Templates/.hidden.html")
    try folder.write("{{ broken", to: "Templates/notes.txt")
    let resources = Resources(
      templatesDirectory: folder.url.appendingPathComponent("Templates"),
      publicDirectory: folder.url.appendingPathComponent("Public"))
    let set = try TemplateSet.load(from: resources, required: ["dashboard", "list"])
    #expect(set.templates.keys.sorted() == ["dashboard", "list"])
    #expect(try set.template(named: "dashboard").render(["title": "<T>"]) == "<h1>&lt;T&gt;</h1>")
    #expect(set["missing"] == nil)

    let missing = TemplateError(
      template: "weekly", reason: .missingTemplate(directory: resources.templatesDirectory.path))
    #expect(throws: missing) {
      try TemplateSet.load(from: resources, required: ["dashboard", "weekly"])
    }
  }

  @Test func reportsAParseErrorOfALoadedTemplate() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    try folder.write("ok\n{{ oops", to: "Templates/dashboard.html")
    let resources = Resources(
      templatesDirectory: folder.url.appendingPathComponent("Templates"),
      publicDirectory: folder.url)
    #expect(throws: TemplateError(template: "dashboard", line: 2, reason: .unterminatedPlaceholder))
    {
      try TemplateSet.load(from: resources, required: ["dashboard"])
    }
  }
}
