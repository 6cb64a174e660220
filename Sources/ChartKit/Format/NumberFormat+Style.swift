extension NumberFormat {
  /// ``grouped(_:decimals:)`` in `style`'s signs: "8.532" in German, "8532" in Spanish.
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point, 0...6.
  ///   - style: the language's number style.
  /// - Returns: the grouped text.
  public static func grouped(_ value: Double, decimals: Int = 0, style: NumberStyle) -> String {
    style.localize(grouped(value, decimals: decimals))
  }

  /// ``signed(_:decimals:)`` in `style`'s signs: "+0,4" in German.
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point, 0...6.
  ///   - style: the language's number style.
  /// - Returns: the signed text.
  public static func signed(_ value: Double, decimals: Int = 1, style: NumberStyle) -> String {
    style.localize(signed(value, decimals: decimals))
  }

  /// ``tick(_:decimals:)`` in `style`'s signs: "162,5" in German.
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point, 0...6.
  ///   - style: the language's number style.
  /// - Returns: the label text.
  public static func tick(_ value: Double, decimals: Int = 2, style: NumberStyle) -> String {
    style.localize(tick(value, decimals: decimals))
  }

  /// ``compact(_:)`` with `style`'s compact forms: "10K" in English, "10.000" in German (which
  /// has no short form for thousands), "1만" in Korean. A value that would round up to the next
  /// form's magnitude uses that form.
  /// - Parameters:
  ///   - value: the number.
  ///   - style: the language's number style.
  /// - Returns: the compact text.
  public static func compact(_ value: Double, style: NumberStyle) -> String {
    if style == .english { return compact(value) }
    let magnitude = abs(value)
    let forms = style.compactForms
    // The largest form the value reaches once rounded as the form below would write it (two
    // decimals in full, one in a compact form), so 999.999 is "1K", not "1,000".
    var index = forms.count - 1
    while index >= 0 {
      let below = index > 0 ? forms[index - 1].divisor * 0.05 : 0.005
      if magnitude >= forms[index].magnitude - below { break }
      index -= 1
    }
    guard index >= 0 else { return style.localize(trimmed(grouped(value, decimals: 2))) }
    let form = forms[index]
    let number = style.localize(tick(value / form.divisor, decimals: 1))
    return form.prefix + number + form.suffix
  }

  /// `text` without the zeros ending its fraction, and without a point left bare ("1,200.50"
  /// → "1,200.5", "10.00" → "10").
  static func trimmed(_ text: String) -> String {
    guard text.utf8.contains(46) else { return text }
    var result = Substring(text)
    while result.hasSuffix("0") { result = result.dropLast() }
    if result.hasSuffix(".") { result = result.dropLast() }
    return String(result)
  }

  /// A percentage already multiplied by 100, with `decimals` places and the style's spacing
  /// before "%": "12.5%", "12,5 %".
  /// - Parameters:
  ///   - percent: the number of hundredths.
  ///   - decimals: places after the point, 0...6.
  ///   - style: the language's number style.
  /// - Returns: the text.
  public static func percent(_ percent: Double, decimals: Int = 0, style: NumberStyle) -> String {
    grouped(percent, decimals: decimals, style: style) + style.percentSpacing + "%"
  }
}
