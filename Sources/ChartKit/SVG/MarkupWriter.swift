/// Writes markup into a byte buffer, either element by element (the streaming API used for the
/// many small elements of a chart's data) or from ``SVGNode`` trees.
///
/// Appending UTF-8 bytes is several times cheaper than growing a `String`, numbers are written
/// as digits without an intermediate string, and all text passes through the one escaping
/// routine, ``writeEscaped(_:)``. With `pretty`, each element starts on its own line indented by
/// two spaces per level; an element whose content is text stays on one line.
public struct MarkupWriter: Sendable {
  /// The UTF-8 bytes written so far.
  public private(set) var bytes: [UInt8]
  /// Whether elements go on their own indented lines.
  public var pretty: Bool
  /// The current element depth.
  private var depth = 0
  /// Whether the last thing written was character data (no line break before the end tag).
  private var afterText = false

  /// Creates a writer.
  /// - Parameters:
  ///   - pretty: one element per line with two-space indentation.
  ///   - capacity: bytes to reserve up front.
  public init(pretty: Bool = false, capacity: Int = 16_384) {
    self.pretty = pretty
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// The text written.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  // MARK: Elements

  /// Starts an element: `<name` (attributes follow, then ``endOpen()`` or ``endEmpty()``).
  public mutating func open(_ name: String) {
    if pretty { newLineAndIndent() }
    bytes.append(60)
    write(name)
    afterText = false
  }

  /// Writes ` name="value"` with the value escaped; a `nil` value writes nothing.
  public mutating func attribute(_ name: String, _ value: String?) {
    guard let value else { return }
    bytes.append(32)
    write(name)
    bytes.append(61)
    bytes.append(34)
    writeEscaped(value)
    bytes.append(34)
  }

  /// Writes ` name="number"` with ``NumberFormat/coordinate(_:decimals:)`` digits.
  public mutating func attribute(_ name: String, number: Double, decimals: Int = 1) {
    bytes.append(32)
    write(name)
    bytes.append(61)
    bytes.append(34)
    write(number: number, decimals: decimals)
    bytes.append(34)
  }

  /// Ends a start tag that will have content: `>`.
  public mutating func endOpen() {
    bytes.append(62)
    depth += 1
  }

  /// Ends an element without content: `/>`.
  public mutating func endEmpty() {
    bytes.append(47)
    bytes.append(62)
    if pretty { bytes.append(10) }
  }

  /// Writes the end tag `</name>` of the innermost open element.
  public mutating func close(_ name: String) {
    depth = max(0, depth - 1)
    if pretty, !afterText { newLineAndIndent() }
    bytes.append(60)
    bytes.append(47)
    write(name)
    bytes.append(62)
    if pretty { bytes.append(10) }
    afterText = false
  }

  /// Writes character data, escaped.
  public mutating func text(_ text: String) {
    writeEscaped(text)
    afterText = true
  }

  /// Writes an element whose only content is `content` (escaped): `<name …>content</name>`
  /// after the attributes already given through `attributes`.
  public mutating func textElement(_ name: String, attributes: [(String, String?)], content: String) {
    open(name)
    for (key, value) in attributes { attribute(key, value) }
    endOpen()
    text(content)
    close(name)
  }

  // MARK: Raw output

  /// Appends `text` verbatim (trusted markup only).
  public mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends one ASCII byte.
  public mutating func write(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends the digits of `number` (see ``NumberFormat/coordinate(_:decimals:)``).
  public mutating func write(number: Double, decimals: Int = 1) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberFormat.maximumLength) { buffer in
      let count = NumberFormat.writeCoordinate(number, decimals: decimals, into: buffer)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// Appends `text` with `& < > " '` escaped and the characters XML 1.0 forbids dropped.
  public mutating func writeEscaped(_ text: String) {
    var text = text
    text.withUTF8 { Escaping.append(escaping: $0, to: &bytes) }
  }

  /// Starts a new line at the current depth (pretty output).
  private mutating func newLineAndIndent() {
    if let last = bytes.last, last != 10 { bytes.append(10) }
    for _ in 0..<depth {
      bytes.append(32)
      bytes.append(32)
    }
  }

  /// The writer's depth and text state, saved around compact sections.
  var isAfterText: Bool {
    get { afterText }
    set { afterText = newValue }
  }
}
