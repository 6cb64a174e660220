import ChartKit
import Foundation

/// The words of one language: a String Catalog (`.xcstrings`, Apple's JSON format) holding
/// that language's translation of each English text the report writes. A key is the English
/// text itself, with `%@` where a value goes (`"Avg: %@ steps"`); a text the catalog lacks is
/// written in English, so English needs no entries except the plural forms it shares with the
/// code.
public struct StringCatalog: Sendable, Hashable {
  /// One translation: a text, or a text per plural category.
  enum Entry: Sendable, Hashable {
    case text(String)
    case plural([PluralCategory: String])
  }

  /// The language the catalog holds ("de").
  public let language: String
  /// The translations, by English key.
  let entries: [String: Entry]
  /// A 64-bit FNV-1a hash of the catalog's file (0 for the built-in English), so a site's
  /// build fingerprint changes when the words do.
  public let digest: UInt64
  /// Whether every entry's text (a plural entry's `other` form) is its key, as in English:
  /// then ``text(_:)`` is the key itself, with no key to hash.
  let textsAreKeys: Bool

  /// The empty English catalog: every text as the code writes it.
  public static let english = StringCatalog(language: "en", entries: [:])

  init(language: String, entries: [String: Entry], digest: UInt64 = 0) {
    self.language = language
    self.entries = entries
    self.digest = digest
    textsAreKeys = entries.allSatisfy { key, entry in
      switch entry {
      case .text(let text): return text == key
      case .plural(let forms): return (forms[.other] ?? key) == key
      }
    }
  }

  /// The keys the catalog translates.
  public var keys: Set<String> { Set(entries.keys) }

  /// Reads a String Catalog, taking the localizations of `language` (string units and plural
  /// variations; other variations and states are ignored, as are keys without a value in the
  /// language).
  /// - Parameters:
  ///   - bytes: the `.xcstrings` file's bytes.
  ///   - language: the language to take ("de").
  ///   - path: the file's path, for errors.
  /// - Throws: ``CatalogError`` naming the file and what is wrong.
  public init(xcstrings bytes: [UInt8], language: String, path: String) throws(CatalogError) {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      throw CatalogError(path: path, reason: "not JSON: \(error.localizedDescription)")
    }
    guard let object = root as? [String: Any], let strings = object["strings"] as? [String: Any]
    else { throw CatalogError(path: path, reason: "no \"strings\" object") }
    var entries: [String: Entry] = [:]
    for (key, value) in strings {
      guard let item = value as? [String: Any],
        let localizations = item["localizations"] as? [String: Any],
        let localization = localizations[language] as? [String: Any]
      else { continue }
      if let unit = localization["stringUnit"] as? [String: Any],
        let text = unit["value"] as? String
      {
        entries[key] = .text(text)
      } else if let variations = localization["variations"] as? [String: Any],
        let plural = variations["plural"] as? [String: Any]
      {
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural {
          guard let category = PluralCategory(rawValue: name),
            let unit = (form as? [String: Any])?["stringUnit"] as? [String: Any],
            let text = unit["value"] as? String
          else {
            throw CatalogError(
              path: path, reason: "key \"\(key)\": plural form \"\(name)\" has no text")
          }
          forms[category] = text
        }
        guard forms[.other] != nil else {
          throw CatalogError(path: path, reason: "key \"\(key)\": no \"other\" plural form")
        }
        entries[key] = .plural(forms)
      }
    }
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
    self.init(language: language, entries: entries, digest: digest)
  }

  /// The text of `key` in this language, or `key` itself when the catalog lacks it.
  /// - Parameter key: the English text.
  /// - Returns: the translation.
  public func text(_ key: String) -> String {
    // English writes each key as it is: no key to hash.
    guard !textsAreKeys else { return key }
    switch entries[key] {
    case .text(let text): return text
    case .plural(let forms): return forms[.other] ?? key
    case nil: return key
    }
  }

  /// The text of `key` with its `%@` (or `%lld`, or numbered `%1$@`) placeholders replaced by
  /// `arguments` in order: `format("Avg: %@ steps", "8.532")` is "Ø 8.532 Schritte".
  /// - Parameters:
  ///   - key: the English text with placeholders.
  ///   - arguments: the values, already formatted.
  /// - Returns: the translation with the values.
  public func format(_ key: String, _ arguments: String...) -> String {
    StringCatalog.substitute(text(key), arguments)
  }

  /// The text of a count: the form of `count`'s plural category, with every `%lld` replaced by
  /// `number` (the count as the language writes it) and the `%@` placeholders by `arguments`
  /// in order. English uses `one` for a count of 1 and `key` otherwise.
  /// - Parameters:
  ///   - count: the count that decides the form.
  ///   - key: the English text for most counts ("%lld days").
  ///   - one: the English text for one ("%lld day").
  ///   - number: the count as written ("1,234").
  ///   - arguments: the values of further placeholders.
  /// - Returns: the text.
  public func plural(
    _ count: Int, _ key: String, one: String, number: String, _ arguments: String...
  ) -> String {
    let category = PluralCategory.of(count, language: language)
    let form: String
    switch entries.isEmpty ? nil : entries[key] {
    case .plural(let forms): form = forms[category] ?? forms[.other] ?? key
    case .text(let text): form = text
    case nil:
      form = PluralCategory.of(count, language: "en") == .one ? one : key
    }
    // The count goes where `%lld` is; the other values fill the `%@`s in order.
    return StringCatalog.substitute(form, arguments, count: number)
  }

  /// `template` with each placeholder replaced: `%@` takes the next argument and `%N$@` the
  /// N-th; `%lld`, `%ld` and `%d` (also numbered) take `count` when one is given, else the next
  /// argument; `%%` is "%". A placeholder without an argument is left out; a value ending in a
  /// period right before the template's period writes one period. Runs over UTF-8 bytes and
  /// writes the result once into a string sized for it (a chart fills dozens per render).
  static func substitute(_ template: String, _ arguments: [String], count: String? = nil)
    -> String
  {
    template.withLentUTF8 { bytes -> String in
      let percent = UInt8(ascii: "%")
      var percents = 0
      for byte in bytes where byte == percent { percents += 1 }
      guard percents > 0 else { return String(decoding: bytes, as: UTF8.self) }
      // Each "%" starts at most one placeholder, which writes at most the longest value.
      var longest = count?.utf8.count ?? 0
      for argument in arguments { longest = max(longest, argument.utf8.count) }
      return String(unsafeUninitializedCapacity: bytes.count + percents * longest) { output in
        var sink = ByteSink(output: output)
        fill(bytes, arguments, count: count, into: &sink)
        return sink.count
      }
    }
  }

  /// Writes ``substitute(_:_:count:)`` of the template `bytes` into `sink`.
  private static func fill(
    _ bytes: UnsafeBufferPointer<UInt8>, _ arguments: [String], count: String?,
    into sink: inout ByteSink
  ) {
    let percent = UInt8(ascii: "%")
    var next = 0
    var index = 0
    var copied = 0
    let end = bytes.count
    while index < end {
      guard bytes[index] == percent else {
        index += 1
        continue
      }
      sink.append(UnsafeBufferPointer(rebasing: bytes[copied..<index]))
      var cursor = index + 1
      if cursor < end, bytes[cursor] == percent {
        sink.append(byte: percent)
        index = cursor + 1
        copied = index
        continue
      }
      // An optional position "N$".
      var position: Int?
      var digits = 0
      var scan = cursor
      while scan < end, bytes[scan] >= 48, bytes[scan] <= 57, digits < 1000 {
        digits = digits * 10 + Int(bytes[scan] - 48)
        scan += 1
      }
      if scan < end, scan > cursor, bytes[scan] == UInt8(ascii: "$"), digits > 0 {
        position = digits - 1
        cursor = scan + 1
      }
      var isCount = false
      if cursor < end, bytes[cursor] == UInt8(ascii: "@") {
        cursor += 1
      } else if cursor + 2 < end, bytes[cursor] == UInt8(ascii: "l"),
        bytes[cursor + 1] == UInt8(ascii: "l"), bytes[cursor + 2] == UInt8(ascii: "d")
      {
        cursor += 3
        isCount = true
      } else if cursor + 1 < end, bytes[cursor] == UInt8(ascii: "l"),
        bytes[cursor + 1] == UInt8(ascii: "d")
      {
        cursor += 2
        isCount = true
      } else if cursor < end, bytes[cursor] == UInt8(ascii: "d") {
        cursor += 1
        isCount = true
      } else {
        // Not a placeholder: the "%" stays.
        sink.append(byte: percent)
        index += 1
        copied = index
        continue
      }
      var written: String?
      if isCount, let count {
        written = count
      } else {
        let argument = position ?? next
        if position == nil { next += 1 }
        if argument >= 0, argument < arguments.count { written = arguments[argument] }
      }
      if let written { sink.append(written) }
      // A value that ends in a period (an abbreviation: German "7 Std. 16 Min.") takes the
      // place of the sentence's own period right after it: "Min.", not "Min..".
      if written?.utf8.last == UInt8(ascii: "."), cursor < end, bytes[cursor] == UInt8(ascii: ".") {
        cursor += 1
      }
      index = cursor
      copied = index
    }
    sink.append(UnsafeBufferPointer(rebasing: bytes[copied..<end]))
  }
}

/// A String Catalog that cannot be read.
public struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file.
  public let path: String
  /// What is wrong.
  public let reason: String

  /// "path: reason".
  public var description: String { path + ": " + reason }
}
