/// Keeps what a ``MarkupWriter`` writes as a ``MarkupNode`` tree as well as text: the drawing a
/// rasterizer reads, made by the very calls that write the SVG, so the two never disagree and no
/// markup is ever parsed back. Raw markup (``MarkupWriter/write(_:)-(Markup)``, such as an
/// embedded style sheet) is not kept.
final class MarkupRecorder {
  /// An element being written: its name, attributes and children so far.
  private struct OpenElement {
    var name: String
    var attributes: [(String, String?)] = []
    var children: [MarkupNode] = []
  }

  private var stack: [OpenElement] = [OpenElement(name: "")]
  /// The name of the attribute whose value is being written, and where the value starts.
  private var pendingAttribute: (name: String, start: Int)?

  /// The finished top-level nodes.
  var nodes: [MarkupNode] { stack.first?.children ?? [] }

  func open(_ name: String) {
    stack.append(OpenElement(name: name))
  }

  func attribute(_ name: String, _ value: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].attributes.append((name, value))
  }

  /// Notes an attribute whose value is written next, starting at byte `start` of the output.
  func beginAttribute(_ name: String, at start: Int) {
    pendingAttribute = (name, start)
  }

  /// Records the attribute begun with ``beginAttribute(_:at:)``, its value being `bytes` as
  /// written: numbers, path data and ChartKit's literals, which need no escaping (a class or
  /// reference escaped before it was written is kept escaped; the drawing never reads those).
  func endAttribute(value bytes: UnsafeBufferPointer<UInt8>) {
    guard let pending = pendingAttribute else { return }
    pendingAttribute = nil
    attribute(pending.name, String(decoding: bytes, as: UTF8.self))
  }

  /// The start byte of the value being written, if any.
  var pendingStart: Int? { pendingAttribute?.start }

  func text(_ text: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].children.append(.text(text))
  }

  func close() {
    guard stack.count > 1, let element = stack.popLast() else { return }
    stack[stack.count - 1].children.append(
      .element(name: element.name, attributes: element.attributes, children: element.children))
  }
}
