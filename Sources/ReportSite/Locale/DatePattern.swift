import HealthCore

/// A CLDR date pattern ("EEE, MMM d", "d. MMMM y", "y년 MMM d일"), parsed once into fields and
/// literal text, then written for any day or time without Foundation.
struct DatePattern: Sendable, Hashable {
  /// A piece of a pattern.
  enum Piece: Sendable, Hashable {
    /// Text written as it is (quoted text and punctuation).
    case literal(String)
    /// A field: its ASCII letter and how many times it repeats ("MMM" is `M`, 3).
    case field(UInt8, Int)
  }

  /// The pieces, in order.
  let pieces: [Piece]
  /// The literal pieces' texts, in order: what ``steps``' literals point to by index.
  let literals: NameList
  /// The pieces as they are written: a literal by its index in ``literals`` (no string to
  /// retain for each day written).
  let steps: [Step]

  /// A piece as it is written; see ``steps``.
  enum Step: Sendable, Hashable {
    /// The literal text at this index of ``literals``.
    case literal(Int)
    /// A field: its ASCII letter and how many times it repeats.
    case field(UInt8, Int)
  }

  /// Parses `pattern` by the rules of Unicode TR35: runs of one ASCII letter are fields, text in
  /// single quotes is literal (`''` is a quote), everything else is literal.
  /// - Parameter pattern: a CLDR date or time pattern.
  init(_ pattern: String) {
    var pieces: [Piece] = []
    var literal = ""
    var characters = Array(pattern)[...]
    func flush() {
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
    }
    var quoted = false
    while let character = characters.popFirst() {
      if character == "'" {
        // `''` is a quote, within quoted text or not; a single `'` opens or closes quoted text.
        if characters.first == "'" {
          literal.append("'")
          characters = characters.dropFirst()
        } else {
          quoted.toggle()
        }
      } else if !quoted, character.isASCII, character.isLetter {
        var count = 1
        while characters.first == character {
          count += 1
          characters = characters.dropFirst()
        }
        flush()
        pieces.append(.field(character.asciiValue ?? 0, count))
      } else {
        literal.append(character)
      }
    }
    flush()
    self.init(pieces: pieces)
  }

  /// A pattern made of `pieces` (a range's half cut from a whole date's pattern).
  /// - Parameter pieces: the literals and fields, in order.
  init(pieces: [Piece]) {
    self.pieces = pieces
    var texts: [String] = []
    steps = pieces.map { piece in
      switch piece {
      case .literal(let text):
        texts.append(text)
        return .literal(texts.count - 1)
      case .field(let letter, let count): return .field(letter, count)
      }
    }
    literals = NameList(texts)
  }

  /// Whether the pattern writes the year.
  var hasYear: Bool {
    pieces.contains {
      if case .field(UInt8(ascii: "y"), _) = $0 { return true } else { return false }
    }
  }
}
