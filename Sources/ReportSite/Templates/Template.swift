import ChartKit
import HealthCore

/// A tiny logic-less template: literal text with `{{ name }}` placeholders and `{{ "Words" }}`
/// phrases, English text that ``localized(_:)`` puts in the reader's language.
///
/// The text is parsed once, at creation, into segments, so rendering is a single pass that
/// appends literals and values. The template's own text is its author's markup; how a value is
/// inserted depends on its ``TemplateValue`` case: `.text` is escaped, `.markup` (made by
/// ChartKit's node tree) is inserted as it is, `.template` is rendered in place. A placeholder
/// with no value is an error.
public struct Template: Sendable, Hashable {
  /// A piece of the parsed template.
  enum Segment: Sendable, Hashable {
    case literal(String)
    case placeholder(name: String, line: Int)
    /// English words to translate; escaped as text when written.
    case phrase(String)
  }

  /// The template's name, used in errors (`dashboard`).
  public let name: String
  /// The parsed pieces, in order.
  let segments: [Segment]
  /// The total length of the literal pieces, in UTF-8 bytes.
  let literalSize: Int

  /// Parses a template.
  /// - Parameters:
  ///   - name: the name to use in errors (`dashboard` for `dashboard.html`).
  ///   - text: the template's text.
  /// - Throws: ``TemplateError`` with the line of an unterminated `{{` or an invalid name.
  public init(name: String, text: String) throws(TemplateError) {
    self.name = name
    self.segments = try Template.parse(Array(text.utf8), name: name)
    self.literalSize = Template.literalSize(of: segments)
  }

  private init(name: String, segments: [Segment]) {
    self.name = name
    self.segments = segments
    self.literalSize = Template.literalSize(of: segments)
  }

  private static func literalSize(of segments: [Segment]) -> Int {
    segments.reduce(0) { total, segment in
      switch segment {
      case .literal(let text), .phrase(let text): return total + text.utf8.count
      case .placeholder: return total
      }
    }
  }

  /// The template with each `{{ "Words" }}` phrase replaced by its translation in `strings` as
  /// literal text (``Markup/phrase(_:)``: escaped, with apostrophes kept, so the English phrase
  /// reads as the template's own text did).
  /// - Parameter strings: the reader's words.
  /// - Returns: the localized template.
  public func localized(_ strings: StringCatalog) -> Template {
    Template(
      name: name,
      segments: segments.map { segment in
        guard case .phrase(let words) = segment else { return segment }
        return .literal(Markup.phrase(strings.text(words)).text)
      })
  }

  /// The English phrases of the template (`{{ "Words" }}`), in order.
  public var phrases: [String] {
    segments.compactMap { if case .phrase(let words) = $0 { return words } else { return nil } }
  }

  /// Adds the template's name and parsed text to `hash` (a site's build fingerprint).
  /// - Parameter hash: the running hash.
  func fingerprint(into hash: inout ContentHash) {
    hash.combine(name)
    hash.combine(segments.count)
    for segment in segments {
      switch segment {
      case .literal(let text):
        hash.combine(0)
        hash.combine(text)
      case .placeholder(let name, let line):
        hash.combine(line)
        hash.combine(name)
      case .phrase(let words):
        hash.combine(2)
        hash.combine(words)
      }
    }
  }

  /// The names of the placeholders, in order of first use.
  public var placeholderNames: [String] {
    var seen: Set<String> = []
    var names: [String] = []
    for case .placeholder(let name, _) in segments where seen.insert(name).inserted {
      names.append(name)
    }
    return names
  }

  /// Renders the template as text: ``renderBytes(_:)``, decoded.
  /// - Parameter values: a value for every placeholder; extra values are ignored.
  /// - Returns: the rendered text.
  /// - Throws: ``TemplateError/Reason/unknownPlaceholder(_:)`` naming the first placeholder
  ///   without a value and its line.
  public func render(_ values: [String: TemplateValue]) throws(TemplateError) -> String {
    String(decoding: try renderBytes(values), as: UTF8.self)
  }

  /// Renders the template as UTF-8 bytes (a page's file is written from them as they are): each
  /// literal as it is, each phrase as ``Markup/phrase(_:)`` writes it, each value escaped as
  /// ``TemplateValue`` says.
  /// - Parameter values: a value for every placeholder; extra values are ignored.
  /// - Returns: the rendered bytes.
  /// - Throws: ``TemplateError/Reason/unknownPlaceholder(_:)`` as ``render(_:)`` does.
  public func renderBytes(_ values: [String: TemplateValue]) throws(TemplateError) -> [UInt8] {
    var output: [UInt8] = []
    // Room for what escaping adds to the text values too: capacity never touched costs
    // nothing, but growing would copy the whole page.
    output.reserveCapacity(
      literalSize + values.values.reduce(0) { $0 + $1.estimatedSize } + 4_096)
    try append(values, to: &output)
    return output
  }

  /// Appends the rendering to `output` as UTF-8 bytes (see ``renderBytes(_:)``).
  func append(_ values: [String: TemplateValue], to output: inout [UInt8]) throws(TemplateError) {
    for segment in segments {
      switch segment {
      case .literal(let text):
        output.append(contentsOf: text.utf8)
      case .phrase(let words):
        output.append(contentsOf: Markup.phrase(words).text.utf8)
      case .placeholder(let placeholder, let line):
        guard let value = values[placeholder] else {
          throw TemplateError(template: name, line: line, reason: .unknownPlaceholder(placeholder))
        }
        try value.append(to: &output)
      }
    }
  }

  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let newline = UInt8(ascii: "\n")

  /// Splits UTF-8 `bytes` into literals and placeholders.
  static func parse(_ bytes: [UInt8], name: String) throws(TemplateError) -> [Segment] {
    var segments: [Segment] = []
    var line = 1
    var literalStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == newline {
        line += 1
        index += 1
        continue
      }
      guard byte == openBrace, index + 1 < bytes.count, bytes[index + 1] == openBrace else {
        index += 1
        continue
      }
      if literalStart < index {
        segments.append(.literal(String(decoding: bytes[literalStart..<index], as: UTF8.self)))
      }
      var end = index + 2
      while end + 1 < bytes.count, bytes[end] != newline,
        !(bytes[end] == closeBrace && bytes[end + 1] == closeBrace)
      {
        end += 1
      }
      guard end + 1 < bytes.count, bytes[end] == closeBrace, bytes[end + 1] == closeBrace else {
        throw TemplateError(template: name, line: line, reason: .unterminatedPlaceholder)
      }
      let inside = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      let placeholder = inside.trimmingSpaces()
      if placeholder.utf8.count >= 2, placeholder.hasPrefix("\""), placeholder.hasSuffix("\"") {
        segments.append(.phrase(String(placeholder.dropFirst().dropLast())))
        index = end + 2
        literalStart = index
        continue
      }
      guard isValidName(placeholder) else {
        throw TemplateError(template: name, line: line, reason: .invalidPlaceholder(inside))
      }
      segments.append(.placeholder(name: placeholder, line: line))
      index = end + 2
      literalStart = index
    }
    if literalStart < bytes.count {
      segments.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self)))
    }
    return segments
  }

  /// Whether `text` is a non-empty run of ASCII letters, digits, `_`, `-` and `.`.
  static func isValidName(_ text: String) -> Bool {
    !text.isEmpty
      && text.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D || byte == 0x2E
      }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  fileprivate func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
