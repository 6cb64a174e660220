import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import ChartKit

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
    allElements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains { $0 == className } }
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

  /// Three (or `count`) bands over 0...300 without padding, y 0...100 mapped onto 100...0.
  static func bands(
    count: Int = 3, yDomain: (Double, Double) = (0, 100), selection: Double? = nil
  ) -> RenderContext {
    let width = Double(count) * 100
    return RenderContext(
      x: .bands(BandScale(count: count, range: (0, width))),
      y: LinearScale(domain: yDomain, range: (100, 0)),
      plot: Rect(x: 0, y: 0, width: width, height: 100),
      bounds: Rect(x: 0, y: 0, width: width, height: 100), ids: ids, selection: selection)
  }

  /// Days 0..<`count`, 100 points each, y 0...100 mapped onto 100...0.
  static func days(count: Int = 4, selection: Double? = nil) -> RenderContext {
    let width = Double(count) * 100
    return RenderContext(
      x: .days(TimeScale(domain: (0, Double(count)), range: (0, width))),
      y: LinearScale(domain: (0, 100), range: (100, 0)),
      plot: Rect(x: 0, y: 0, width: width, height: 100),
      bounds: Rect(x: 0, y: 0, width: width, height: 100), ids: ids, selection: selection)
  }

  static func tip(_ label: String = "Dec 9") -> Tip {
    Tip(
      title: "Mon, " + label, value: "12,345", accessibilityLabel: label + ": 12,345 steps",
      valueClass: "fill-steps", valueColor: "#FF2D55")
  }
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
