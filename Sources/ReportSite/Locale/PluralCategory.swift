/// A CLDR plural category of a whole count, as String Catalogs name them.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  case zero, one, two, few, many, other

  /// The category of `count` in `language` (an ISO 639 code), by CLDR's cardinal rules for
  /// whole numbers: English, German and Spanish say "one" for 1 only; French for 0 and 1;
  /// Korean, Japanese and Chinese have no plural forms ("other" always). Other languages use
  /// the English rule.
  /// - Parameters:
  ///   - count: a whole count.
  ///   - language: the language code ("de").
  /// - Returns: the category.
  public static func of(_ count: Int, language: String) -> PluralCategory {
    switch language {
    case "ko", "ja", "zh", "th", "vi", "id", "ms": return .other
    case "fr", "pt": return count == 0 || count == 1 ? .one : .other
    default: return count == 1 ? .one : .other
    }
  }
}
