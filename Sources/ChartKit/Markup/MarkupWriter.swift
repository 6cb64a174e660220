/// Writes markup into a growable byte buffer, either element by element (the streaming API used
/// for the many small elements of a chart's data) or from ``MarkupNode`` trees.
///
/// The writer owns its buffer uniquely (it is noncopyable), so appending is a bounds check and a
/// store, numbers are written as digits without an intermediate string, and all text passes
/// through the one escaping routine, ``Escaping``. Nothing public writes unescaped text: element
/// and attribute names are written as names (see ``open(dynamic:)``), values and character data
/// escaped, and already-written markup only as a ``Markup`` value; the verbatim writes ChartKit's
/// marks use for path data and numbers are internal. With `pretty`, each element starts on its
/// own line indented by two spaces per level; an element whose content is text stays on one line.
/// An element without content is written by the one rule of ``MarkupSyntax``: self-closed in
/// XML and inside SVG, a start tag alone for an HTML void element, and with its end tag for any
/// other HTML element.
public struct MarkupWriter: ~Copyable {
  /// The buffer: `count` bytes written out of `capacity` allocated.
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written.
  public private(set) var count = 0
  /// Whether elements go on their own indented lines.
  public var pretty: Bool
  /// The current element depth.
  private var depth = 0
  /// Whether the last thing written was character data (no line break before the end tag).
  var isAfterText = false
  /// Keeps the elements written as a tree too (see ``init(pretty:capacity:recording:)``).
  private let recorder: MarkupRecorder?
  /// How elements without content are written (see ``MarkupSyntax``).
  public let syntax: MarkupSyntax
  /// In HTML, the depth at which the `svg` or `math` element holding the current position was
  /// opened (`nil` outside foreign content): inside it empty elements are self-closed.
  private var foreignDepth: Int?
  /// In HTML outside foreign content, the name of the element whose start tag is open, for
  /// ``endEmpty()``.
  private var openHTMLName: OpenElementName?

  /// Creates a writer.
  /// - Parameters:
  ///   - pretty: one element per line with two-space indentation.
  ///   - capacity: bytes to reserve up front (the buffer grows as needed).
  ///   - recording: also keep the elements written as ``recordedNodes`` (for rasterizing).
  ///   - syntax: how elements without content are written; HTML (with SVG as foreign content)
  ///     by default, which also serves SVG documents.
  public init(
    pretty: Bool = false, capacity: Int = 16_384, recording: Bool = false,
    syntax: MarkupSyntax = .html
  ) {
    self.pretty = pretty
    self.syntax = syntax
    self.capacity = max(64, capacity)
    base = .allocate(capacity: self.capacity)
    recorder = recording ? MarkupRecorder() : nil
  }

  /// The elements and text written so far as node trees, when the writer was made with
  /// `recording: true` (else empty). Raw markup (``write(_:)-(Markup)``) is not included.
  public var recordedNodes: [MarkupNode] { recorder?.nodes ?? [] }

  deinit { base.deallocate() }

  /// The text written.
  public var text: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// The last byte written, if any.
  public var lastByte: UInt8? { count > 0 ? base[count - 1] : nil }

  // MARK: Elements

  /// Starts an element: `<name` (attributes follow, then ``endOpen()`` or ``endEmpty()``).
  public mutating func open(_ name: StaticString) {
    assert(Self.isName(name), "not an element name")
    startTag()
    write(name)
    if syntax == .html, foreignDepth == nil { enterHTMLElement(.literal(name)) }
    recorder?.open(name.description)
  }

  /// Starts an element whose name is not a literal (node trees). Names are never taken from
  /// input; any character other than an ASCII letter, digit, `-`, `_`, `.` or `:` is written as
  /// `_`, so no name can end the tag.
  public mutating func open(dynamic name: String) {
    startTag()
    writeName(name)
    if syntax == .html, foreignDepth == nil { enterHTMLElement(.dynamic(name)) }
    recorder?.open(name)
  }

  /// Notes an HTML element's start tag: the start of foreign content (`svg`, `math`), or the
  /// name ``endEmpty()`` needs.
  private mutating func enterHTMLElement(_ name: OpenElementName) {
    if name.isForeignRoot {
      foreignDepth = depth
      openHTMLName = nil
    } else {
      openHTMLName = name
    }
  }

  /// Leaves foreign content when the element that began it has just ended.
  private mutating func leaveForeignIfEnded() {
    if foreignDepth == depth { foreignDepth = nil }
  }

  /// Writes ` name="value"` with the value escaped; a `nil` value writes nothing.
  public mutating func attribute(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    attributeStart(name)
    writeEscaped(value)
    write(byte: 34)
    recorder?.attribute(name.description, value)
  }

  /// Writes ` name="value"` for a name that is not a literal (node trees), the value escaped
  /// and the name written as in ``open(dynamic:)``.
  public mutating func attribute(dynamic name: String, _ value: String?) {
    guard let value else { return }
    write(byte: 32)
    writeName(name)
    write(byte: 61)
    write(byte: 34)
    writeEscaped(value)
    write(byte: 34)
    recorder?.attribute(name, value)
  }

  /// Writes ` name="value"` for a value escaped before (``Escaping/escape(_:)`` made it once for
  /// many uses).
  mutating func attribute(_ name: StaticString, escaped value: Markup) {
    attributeStart(name)
    value.text.withLentUTF8 { append($0) }
    attributeEnd()
  }

  /// Writes ` name="value"` for path data ChartKit wrote itself (``PathBuilder``'s ASCII
  /// letters, digits, `,`, `.` and `-`), which needs no escaping.
  mutating func attribute(_ name: StaticString, pathData bytes: [UInt8]) {
    attributeStart(name)
    bytes.withUnsafeBufferPointer { append($0) }
    attributeEnd()
  }

  /// Writes ` name="value"` for a literal value of ChartKit's own, which needs no escaping.
  mutating func attribute(_ name: StaticString, literal value: StaticString) {
    attributeStart(name)
    write(value)
    attributeEnd()
  }

  /// Writes ` name="number"` with ``NumberFormat/coordinate(_:decimals:)`` digits.
  public mutating func attribute(_ name: StaticString, number: Double, decimals: Int = 1) {
    attributeStart(name)
    write(number: number, decimals: decimals)
    attributeEnd()
  }

  /// Ends a start tag that will have content: `>`.
  public mutating func endOpen() {
    write(byte: 62)
    depth += 1
    openHTMLName = nil
  }

  /// Ends an element without content, by ``MarkupSyntax``'s rule: `/>` in XML and inside SVG,
  /// `>` for an HTML void element, `></name>` for any other HTML element.
  public mutating func endEmpty() {
    recorder?.close()
    if let open = openHTMLName {
      openHTMLName = nil
      let name = open.text
      write(byte: 62)
      if !MarkupSyntax.voidElements.contains(name) {
        write(byte: 60)
        write(byte: 47)
        writeName(name)
        write(byte: 62)
      }
      if pretty { write(byte: 10) }
      return
    }
    if count + 3 > capacity { grow(to: count + 3) }
    base[count] = 47
    base[count + 1] = 62
    count += 2
    if pretty { write(byte: 10) }
    leaveForeignIfEnded()
  }

  /// Writes the end tag `</name>` of the innermost open element.
  public mutating func close(_ name: StaticString) {
    assert(Self.isName(name), "not an element name")
    endTagStart()
    write(name)
    endTagFinish()
    recorder?.close()
  }

  /// Writes the end tag of an element whose name is not a literal (node trees).
  public mutating func close(dynamic name: String) {
    endTagStart()
    writeName(name)
    endTagFinish()
    recorder?.close()
  }

  /// Writes character data, escaped.
  public mutating func text(_ text: String) {
    writeEscaped(text)
    isAfterText = true
    recorder?.text(text)
  }

  /// Writes `<name …attributes…>content</name>` with the content escaped.
  public mutating func textElement(
    _ name: StaticString, attributes: [(StaticString, String?)], content: String
  ) {
    open(name)
    for (key, value) in attributes { attribute(key, value) }
    endOpen()
    text(content)
    close(name)
  }

  /// Appends markup rendered before (a chart, a prolog) as it is.
  public mutating func write(_ markup: Markup) {
    markup.text.withLentUTF8 { append($0) }
  }

  /// The text written so far, as ``Markup``.
  public var markup: Markup { Markup(unchecked: text) }

  /// The bytes written so far, as ``MarkupBytes`` (no string made and checked).
  public var markupBytes: MarkupBytes {
    // Not `Array(_:)`: its buffer copy is also path bytes' `append(contentsOf:)`, inlined there.
    // A raw copy is one `memcpy`, where `update(from:count:)` copied byte by byte.
    MarkupBytes(
      unchecked: [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        buffer.baseAddress.map {
          UnsafeMutableRawPointer($0).copyMemory(from: base, byteCount: count)
        }
        initialized = count
      })
  }

  // MARK: Verbatim output (ChartKit only)

  /// Whether ChartKit may write a run of its own literal tags in one piece (``write(_:)``)
  /// instead of element by element: in compact output that is not recorded, where the element
  /// calls would write exactly those bytes (in XML, or inside SVG in HTML, where empty elements
  /// are self-closed). The many small elements of a chart's datums are written this way.
  var writesPlainMarkup: Bool {
    !pretty && recorder == nil && (syntax == .xml || foreignDepth != nil)
  }

  /// Notes that plain markup (see ``writesPlainMarkup``) opened `opened` elements and closed
  /// `closed` ones, as the element calls would have counted them.
  mutating func notePlainElements(opened: Int = 0, closed: Int = 0) {
    depth = max(0, depth + opened - closed)
    isAfterText = false
  }

  /// Appends a literal verbatim (inlined, so that the literal's length is known where it is
  /// written and ``append(_:)`` picks its copy at compile time).
  @inline(__always)
  mutating func write(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends markup escaped before (``Escaping/escape(_:)`` made it once for many uses).
  mutating func write(escaped value: Markup) {
    value.text.withLentUTF8 { append($0) }
  }

  /// Appends one byte.
  mutating func write(byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    base[count] = byte
    count += 1
  }

  /// Appends the digits of `number` (see ``NumberFormat/coordinate(_:decimals:)``).
  mutating func write(number: Double, decimals: Int = 1) {
    if count + NumberFormat.maximumLength > capacity {
      grow(to: count + NumberFormat.maximumLength)
    }
    let written = NumberFormat.writeCoordinate(
      number, decimals: decimals,
      into: UnsafeMutableBufferPointer(start: base + count, count: NumberFormat.maximumLength))
    count += written
  }

  /// Appends `text` with `& < > " '` escaped and the characters XML 1.0 forbids dropped.
  mutating func writeEscaped(_ text: String) {
    text.withLentUTF8 { source in
      if Escaping.isClean(source) {
        append(source)
      } else {
        // Escaping at most sextuples a byte.
        if count + source.count * 6 > capacity { grow(to: count + source.count * 6) }
        count += Escaping.escape(source, into: base + count)
      }
    }
  }

  /// Appends bytes. Short runs (names, attribute openings) are copied as two overlapping 8- or
  /// 4-byte words, which beats both a byte loop and a `memcpy` call; longer ones with `memcpy`.
  @inline(__always)
  mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
    guard let start = source.baseAddress, source.count > 0 else { return }
    let length = source.count
    if count + length > capacity { grow(to: count + length) }
    let from = UnsafeRawPointer(start)
    let to = UnsafeMutableRawPointer(base + count)
    switch length {
    case 8...16:
      to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self),
        toByteOffset: length - 8, as: UInt64.self)
    case 4..<8:
      to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self),
        toByteOffset: length - 4, as: UInt32.self)
    case 1..<4:
      for index in 0..<length { base[count + index] = start[index] }
    default:
      (base + count).update(from: start, count: length)
    }
    count += length
  }

  // MARK: Internals

  private mutating func grow(to needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  private mutating func startTag() {
    if pretty { newLineAndIndent() }
    write(byte: 60)
    isAfterText = false
  }

  /// Writes ` name="` (one capacity check for the whole run); the value follows, written
  /// verbatim, then ``attributeEnd()``.
  mutating func attributeStart(_ name: StaticString) {
    assert(Self.isName(name), "not an attribute name")
    let length = name.utf8CodeUnitCount
    if count + length + 3 > capacity { grow(to: count + length + 3) }
    base[count] = 32
    count += 1
    append(UnsafeBufferPointer(start: name.utf8Start, count: length))
    base[count] = 61
    base[count + 1] = 34
    count += 2
    recorder?.beginAttribute(name.description, at: count)
  }

  /// Ends an attribute begun with ``attributeStart(_:)``: writes the closing quote (and records
  /// the value written since).
  mutating func attributeEnd() {
    if let recorder, let start = recorder.pendingStart, start <= count {
      recorder.endAttribute(value: UnsafeBufferPointer(start: base + start, count: count - start))
    }
    write(byte: 34)
  }

  private mutating func endTagStart() {
    depth = max(0, depth - 1)
    if pretty, !isAfterText { newLineAndIndent() }
    write(byte: 60)
    write(byte: 47)
  }

  private mutating func endTagFinish() {
    write(byte: 62)
    if pretty { write(byte: 10) }
    isAfterText = false
    leaveForeignIfEnded()
  }

  /// Starts a new line at the current depth (pretty output).
  private mutating func newLineAndIndent() {
    if let last = lastByte, last != 10 { write(byte: 10) }
    for _ in 0..<depth {
      write(byte: 32)
      write(byte: 32)
    }
  }
}
