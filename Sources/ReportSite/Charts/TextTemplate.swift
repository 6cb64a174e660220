import HealthCore

/// A translated sentence with placeholders, split once into literal text and argument slots, so
/// that a chart can write it for each of its 28–365 datums into a ``ShortText`` buffer without
/// looking up or substituting the text again. Positional placeholders (`%2$@`) keep their order.
struct TextTemplate: Sendable {
  /// A piece of the sentence.
  enum Piece: Sendable {
    /// Text written as it is.
    case literal(String)
    /// The argument at this index (0 is the first).
    case argument(Int)
  }

  /// The pieces, in order.
  let pieces: [Piece]

  /// Splits `text`, a translation whose `%@` (or `%N$@`) placeholders take `count` arguments.
  /// - Parameters:
  ///   - text: the translated text.
  ///   - count: how many arguments it takes.
  init(_ text: String, arguments count: Int) {
    // One pass over the bytes: literal runs, and a slot for each `%@` or `%N$@` (`%%` is "%").
    // A run is decoded straight from its slice of the bytes (a `%%` ends one after its first
    // "%"), so adjacent literals may be split where the original had one: written in order,
    // they make the same text.
    let bytes = Array(text.utf8)
    var pieces: [Piece] = []
    pieces.reserveCapacity(2 * count + 1)
    var next = 0
    var start = 0
    var index = 0
    func flush(upTo end: Int) {
      if end > start {
        pieces.append(.literal(String(decoding: bytes[start..<end], as: UTF8.self)))
      }
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count else {
        index += 1
        continue
      }
      if bytes[index + 1] == UInt8(ascii: "%") {
        flush(upTo: index + 1)
        index += 2
        start = index
        continue
      }
      var cursor = index + 1
      var position: Int?
      var digits = 0
      while cursor < bytes.count, bytes[cursor] >= 48, bytes[cursor] <= 57, digits < 100 {
        digits = digits * 10 + Int(bytes[cursor] - 48)
        cursor += 1
      }
      if cursor < bytes.count, cursor > index + 1, bytes[cursor] == UInt8(ascii: "$"), digits > 0 {
        position = digits - 1
        cursor += 1
      } else {
        cursor = index + 1
      }
      guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "@") else {
        index += 1
        continue
      }
      flush(upTo: index)
      let argument = position ?? next
      if position == nil { next += 1 }
      if argument >= 0, argument < count { pieces.append(.argument(argument)) }
      index = cursor + 1
      start = index
    }
    flush(upTo: bytes.count)
    self.pieces = pieces
  }

  /// The bytes of the sentence's literal text (without its arguments).
  var literalLength: Int {
    var length = 0
    for case .literal(let literal) in pieces { length += literal.utf8.count }
    return length
  }

  /// Appends the sentence to `text`, writing each argument with `argument`.
  /// - Parameters:
  ///   - text: the buffer.
  ///   - argument: writes the argument of an index to the buffer.
  func append(to text: inout ShortText, argument: (Int, inout ShortText) -> Void) {
    for piece in pieces {
      switch piece {
      case .literal(let literal): text.append(literal)
      case .argument(let index): argument(index, &text)
      }
    }
  }
}
