import Foundation
import Testing

@testable import ChartKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A parsed XML element: enough of a DOM to query rendered SVG in tests.
struct XMLElementNode {
  var name: String
  var attributes: [String: String]
  var children: [XMLElementNode] = []
  /// The concatenated character data directly inside this element.
  var text = ""

  /// This element and all its descendants, in document order.
  var allElements: [XMLElementNode] { [self] + children.flatMap(\.allElements) }

  /// Descendants (and self) named `name`, in document order.
  func elements(named name: String) -> [XMLElementNode] { allElements.filter { $0.name == name } }

  /// Descendants (and self) whose `class` attribute contains `className`.
  func elements(withClass className: String) -> [XMLElementNode] {
    allElements.filter {
      ($0.attributes["class"] ?? "").split(separator: " ").contains { $0 == className }
    }
  }

  /// A numeric attribute.
  func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

/// Parses markup with Foundation's `XMLParser` (small inputs only).
enum XMLCheck {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      stack.append(XMLElementNode(name: elementName, attributes: attributeDict))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      guard let element = stack.popLast() else { return }
      if stack.isEmpty {
        root = element
      } else {
        stack[stack.count - 1].children.append(element)
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard !stack.isEmpty else { return }
      stack[stack.count - 1].text += string
    }
  }

  /// Parses `markup` into its root element, or throws if it is not well-formed XML.
  static func parse(_ markup: String) throws -> XMLElementNode {
    let parser = XMLParser(data: Data(markup.utf8))
    let builder = Builder()
    parser.delegate = builder
    let ok = parser.parse()
    guard ok, let root = builder.root else {
      throw Failure(description: "not well-formed: \(String(describing: parser.parserError))")
    }
    return root
  }
}

/// Scales and frames for rendering marks by hand.
enum Fixture {
  static let ids = IDGenerator(prefix: "t")

  /// The colours tests draw in (Apple's system colours, as the app's theme uses).
  static let appearance = ChartAppearance(
    light: .init(
      text: "#1C1C1E", secondaryText: "#6C6C70", grid: "#8E8E93", tipBackground: "#FFFFFF",
      cardBackground: "#F2F2F7", focus: "#007AFF", shadow: "#000000"),
    dark: .init(
      text: "#F2F2F7", secondaryText: "#AEAEB2", grid: "#8E8E93", tipBackground: "#2C2C2E",
      cardBackground: "#1C1C1E", focus: "#0A84FF", shadow: "#000000"),
    fontFamily: "system-ui,sans-serif",
    card: .init(padding: 16, cornerRadius: 12, titleSize: 17, subtitleSize: 13))

  /// Every rule of the chart style sheet, in ``appearance``'s colours.
  static let styleSheet = ChartStyleSheet.css(
    parts: Set(ChartStyleSheet.Part.allCases), appearance: appearance)

  /// Three (or `count`) bands over 0...300 without padding, y 0...100 mapped onto 100...0.
  /// - Parameters:
  ///   - count: how many bands.
  ///   - yDomain: the y domain.
  ///   - selection: the statically selected band index.
  ///   - tipBoxWidth: the shared annotation box width (0 for marks without tips).
  /// - Returns: the render context.
  static func bands(
    count: Int = 3, yDomain: (Double, Double) = (0, 100), selection: Double? = nil,
    tipBoxWidth: Double = 0
  ) -> RenderContext {
    let width = Double(count) * 100
    return RenderContext(
      x: .bands(BandScale(count: count, range: (0, width))),
      y: LinearScale(domain: yDomain, range: (100, 0)),
      plot: Rect(x: 0, y: 0, width: width, height: 100),
      bounds: Rect(x: 0, y: 0, width: width, height: 100), ids: ids, appearance: appearance,
      selection: selection,
      tipBoxWidth: tipBoxWidth, datumWidth: 100)
  }

  /// Days 0..<`count`, 100 points each, y 0...100 mapped onto 100...0.
  static func days(count: Int = 4, selection: Double? = nil, tipBoxWidth: Double = 0)
    -> RenderContext
  {
    let width = Double(count) * 100
    return RenderContext(
      x: .days(TimeScale(domain: (0, Double(count)), range: (0, width))),
      y: LinearScale(domain: (0, 100), range: (100, 0)),
      plot: Rect(x: 0, y: 0, width: width, height: 100),
      bounds: Rect(x: 0, y: 0, width: width, height: 100), ids: ids, appearance: appearance,
      selection: selection,
      tipBoxWidth: tipBoxWidth, datumWidth: 100)
  }

  static func tip(_ label: String = "Dec 9") -> Tip {
    Tip(
      title: "Mon, " + label, value: "12,345", accessibilityLabel: label + ": 12,345 steps",
      valueClass: "fill-steps", valueColor: "#FF2D55")
  }

  /// The box width of ``tip(_:)`` ("Mon, Dec 9" / "12,345"): 80 points.
  static var tipWidth: Double { AnnotationBox.width(for: tip()) }
}

extension Mark {
  /// The mark's markup in `context`, as the chart writes it (without its layer group).
  func markup(in context: RenderContext, pretty: Bool = false) -> String {
    var writer = MarkupWriter(pretty: pretty, syntax: .xml)
    write(to: &writer, in: context)
    return writer.text
  }

  /// The mark's elements parsed (wrapped in a `<g>`: marks write several top-level elements).
  func parsed(in context: RenderContext) throws -> XMLElementNode {
    try XMLCheck.parse("<g>" + markup(in: context) + "</g>")
  }
}

/// Markup written by `body` into a fresh writer.
func written(pretty: Bool = false, capacity: Int = 16_384, _ body: (inout MarkupWriter) -> Void)
  -> String
{
  var writer = MarkupWriter(pretty: pretty, capacity: capacity, syntax: .xml)
  body(&writer)
  return writer.text
}

/// The ids that `root` refers to: `url(#…)` in any attribute, `href="#…"`, and the ARIA
/// `aria-labelledby`/`aria-describedby` references.
func references(in root: XMLElementNode) -> Set<String> {
  var references = Set<String>()
  for element in root.allElements {
    for value in element.attributes.values {
      for part in value.components(separatedBy: "url(#").dropFirst() {
        references.insert(String(part.prefix { $0 != ")" }))
      }
    }
    if let href = element.attributes["href"], href.hasPrefix("#") {
      references.insert(String(href.dropFirst()))
    }
    for key in ["aria-labelledby", "aria-describedby"] {
      if let value = element.attributes[key] { references.insert(value) }
    }
  }
  return references
}

/// The ids defined in `root`, in document order.
func definedIDs(in root: XMLElementNode) -> [String] {
  root.allElements.compactMap { $0.attributes["id"] }
}

/// The x of a `translate(x)` or `translate(x,y)` transform.
func translateX(_ element: XMLElementNode) -> Double? {
  guard let transform = element.attributes["transform"], transform.hasPrefix("translate(") else {
    return nil
  }
  let inside = transform.dropFirst("translate(".count).prefix { $0 != ")" && $0 != "," }
  return Double(inside)
}

/// Whether `markup` contains a negative zero number: "-0" not followed by a digit, or followed
/// by a point and only zeros. (Test ids must not contain "-0".)
func containsNegativeZero(_ markup: String) -> Bool {
  let characters = Array(markup)
  var index = 0
  while index + 1 < characters.count {
    defer { index += 1 }
    guard characters[index] == "-", characters[index + 1] == "0" else { continue }
    var next = index + 2
    if next < characters.count, characters[next].isNumber { continue }
    if next < characters.count, characters[next] == "." {
      next += 1
      var allZero = true
      while next < characters.count, characters[next].isNumber {
        if characters[next] != "0" { allZero = false }
        next += 1
      }
      if !allZero { continue }
    }
    return true
  }
  return false
}

/// Counts the non-overlapping occurrences of `needle` in `haystack`.
func occurrences(of needle: String, in haystack: String) -> Int {
  haystack.components(separatedBy: needle).count - 1
}

// MARK: Path data

/// A point of path data, equal within 1e-6 (relative offsets add up with floating-point error).
struct PathPoint: Equatable, CustomStringConvertible {
  var x: Double
  var y: Double

  static func == (lhs: PathPoint, rhs: PathPoint) -> Bool {
    abs(lhs.x - rhs.x) < 1e-6 && abs(lhs.y - rhs.y) < 1e-6
  }

  var description: String { "(\(x), \(y))" }
}

/// One command of path data with its numbers.
struct PathCommand: Equatable {
  var letter: Character
  var numbers: [Double]
}

/// Splits path data into commands and numbers, in either syntax: a number ends at a separator,
/// a letter, a sign, or a second decimal point (the compact syntax's elisions).
func pathCommands(_ data: String) -> [PathCommand] {
  var commands: [PathCommand] = []
  var number = ""
  var hasDot = false
  func flush() {
    guard !number.isEmpty else { return }
    var text = number
    if text.hasPrefix(".") { text = "0" + text }
    if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
    commands[commands.count - 1].numbers.append(Double(text) ?? .nan)
    number = ""
    hasDot = false
  }
  for character in data {
    switch character {
    case "A"..."Z", "a"..."z":
      flush()
      commands.append(PathCommand(letter: character, numbers: []))
    case ",", " ":
      flush()
    case "-":
      flush()
      number = "-"
    case ".":
      if hasDot { flush() }
      number.append(character)
      hasDot = true
    default:
      number.append(character)
    }
  }
  flush()
  return commands
}

/// Every point of path data made absolute (segment ends and Bézier control points; an arc's
/// end point only), so compact and absolute output can be compared.
func absolutePoints(_ data: String) -> [PathPoint] {
  var points: [PathPoint] = []
  var pen = PathPoint(x: 0, y: 0)
  var subpath = pen
  for command in pathCommands(data) {
    let relative = command.letter.isLowercase
    let letter = Character(command.letter.uppercased())
    let numbers = command.numbers
    let arity: Int
    switch letter {
    case "M", "L": arity = 2
    case "C": arity = 6
    case "Q": arity = 4
    case "A": arity = 7
    case "H", "V": arity = 1
    default: arity = 0
    }
    if arity == 0 {
      pen = subpath
      points.append(pen)
      continue
    }
    var index = 0
    var isFirst = true
    while index + arity <= numbers.count {
      let segment = Array(numbers[index..<(index + arity)])
      let base = relative ? pen : PathPoint(x: 0, y: 0)
      switch letter {
      case "H":
        pen = PathPoint(x: (relative ? pen.x : 0) + segment[0], y: pen.y)
        points.append(pen)
      case "V":
        pen = PathPoint(x: pen.x, y: (relative ? pen.y : 0) + segment[0])
        points.append(pen)
      case "A":
        pen = PathPoint(x: base.x + segment[5], y: base.y + segment[6])
        points.append(pen)
      default:
        for pair in stride(from: 0, to: arity, by: 2) {
          points.append(PathPoint(x: base.x + segment[pair], y: base.y + segment[pair + 1]))
        }
        pen = points[points.count - 1]
      }
      if letter == "M", isFirst { subpath = pen }
      isFirst = false
      index += arity
    }
  }
  return points
}
