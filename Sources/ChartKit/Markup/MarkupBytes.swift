/// Markup that a ``MarkupWriter`` has written, kept as its UTF-8 bytes: ``Markup`` for what goes
/// on into more bytes (a page's cards) without being made a string and read back.
///
/// As with ``Markup``, only ChartKit makes one (``MarkupWriter/markupBytes``), so every text and
/// attribute value in it went through ``Escaping``.
public struct MarkupBytes: Sendable, Hashable {
  /// The markup, as UTF-8.
  public let bytes: [UInt8]

  /// Wraps bytes that ChartKit itself wrote.
  init(unchecked bytes: [UInt8]) {
    self.bytes = bytes
  }
}
