/// How a language writes numbers: its decimal and grouping signs, when it starts grouping, and
/// its short (compact) forms of large numbers for axis labels. Made once per report from the
/// locale's CLDR data (ReportSite's `ReportLocale`), then applied by ``NumberFormat`` without
/// Foundation, so formatting stays a matter of nanoseconds.
public struct NumberStyle: Sendable, Hashable {
  /// A compact form for numbers of one magnitude: "1K" is `divisor` 1,000 with `suffix` "K";
  /// Korean "2.5만" is `divisor` 10,000 with `suffix` "만".
  public struct CompactForm: Sendable, Hashable {
    /// The smallest number (a power of ten) written in this form.
    public var magnitude: Double
    /// What the number is divided by before it is written.
    public var divisor: Double
    /// Text written before the number.
    public var prefix: String
    /// Text written after the number ("K", "\u{A0}k", " Mio.").
    public var suffix: String

    /// Creates a compact form.
    /// - Parameters:
    ///   - magnitude: the smallest number written in this form (1,000 for thousands).
    ///   - divisor: what the number is divided by (1,000 for "K").
    ///   - prefix: text before the number.
    ///   - suffix: text after the number.
    public init(magnitude: Double, divisor: Double, prefix: String = "", suffix: String) {
      self.magnitude = magnitude
      self.divisor = divisor
      self.prefix = prefix
      self.suffix = suffix
    }
  }

  /// The sign between the whole and the fractional part ("." or ",").
  public var decimalSeparator: String
  /// The sign between groups of three digits ("," "." or U+202F).
  public var groupingSeparator: String
  /// The fewest digits before the point that are grouped: 1 in most languages ("1,234"), 2 in
  /// Spanish and Polish ("1234" but "12.345").
  public var minimumGroupingDigits: Int
  /// The compact forms, by ascending magnitude; numbers below the first are written in full.
  public var compactForms: [CompactForm]
  /// The text between a number and "%" ("" in English, U+00A0 in German and French).
  public var percentSpacing: String

  /// Creates a number style.
  /// - Parameters:
  ///   - decimalSeparator: the decimal sign.
  ///   - groupingSeparator: the grouping sign.
  ///   - minimumGroupingDigits: 1, or 2 where four-digit numbers are not grouped.
  ///   - compactForms: the compact forms, by ascending magnitude.
  ///   - percentSpacing: the text between a number and "%".
  public init(
    decimalSeparator: String, groupingSeparator: String, minimumGroupingDigits: Int = 1,
    compactForms: [CompactForm], percentSpacing: String = ""
  ) {
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.minimumGroupingDigits = max(1, minimumGroupingDigits)
    self.compactForms = compactForms.sorted { $0.magnitude < $1.magnitude }
    self.percentSpacing = percentSpacing
  }

  /// American English: "8,532.5", "10K", "1.2M", "25%" (CLDR `en`). Every chart uses it unless
  /// given another.
  public static let english = NumberStyle(
    decimalSeparator: ".", groupingSeparator: ",",
    compactForms: [
      CompactForm(magnitude: 1_000, divisor: 1_000, suffix: "K"),
      CompactForm(magnitude: 1_000_000, divisor: 1_000_000, suffix: "M"),
      CompactForm(magnitude: 1_000_000_000, divisor: 1_000_000_000, suffix: "B"),
      CompactForm(magnitude: 1_000_000_000_000, divisor: 1_000_000_000_000, suffix: "T"),
    ])

  /// Whether this style writes numbers as ``english`` does (no rewriting needed).
  var isEnglish: Bool {
    decimalSeparator == "." && groupingSeparator == "," && minimumGroupingDigits == 1
  }

  /// Rewrites the English digits text `ascii` ("12,345.6", "−1,234") in this style's signs.
  /// - Parameter ascii: a number as ``NumberFormat`` writes it in English.
  /// - Returns: the number in this style.
  public func localize(_ ascii: String) -> String {
    if isEnglish { return ascii }
    // The whole part's digits decide whether a four-digit number keeps its group sign.
    var wholeDigits = 0
    for byte in ascii.utf8 {
      if byte == 46 { break }
      if byte >= 48 && byte <= 57 { wholeDigits += 1 }
    }
    let groups = wholeDigits >= 3 + minimumGroupingDigits
    var result = ""
    result.reserveCapacity(ascii.utf8.count + 4)
    for character in ascii.unicodeScalars {
      switch character {
      case ",": if groups { result += groupingSeparator }
      case ".": result += decimalSeparator
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
