import ChartKit

/// A change in percent as the report shows it: "▲ 4.1%", "▼ 2.0 %" (the locale's spacing and
/// decimal sign), "0.0%" for no change, "—" without a figure.
enum ChangeText {
  /// The text of `percent` (already ×100), one decimal.
  /// - Parameters:
  ///   - percent: the change in percent, or `nil`.
  ///   - locale: the reader's locale.
  /// - Returns: the text.
  static func percent(_ percent: Double?, locale: ReportLocale) -> String {
    guard let percent else { return "\u{2014}" }
    let amount = NumberFormat.percent(abs(percent), decimals: 1, style: locale.numbers)
    if amount == NumberFormat.percent(0, decimals: 1, style: locale.numbers) { return amount }
    return (percent > 0 ? "\u{25B2} " : "\u{25BC} ") + amount
  }
}
