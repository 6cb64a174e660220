import ChartKit
import HealthCore

/// Lengths of time as hours and minutes in the reader's words ("7 hr 12 min", "7 Std. 12 Min."),
/// with the words looked up once per chart and the numbers written straight into a buffer.
struct DurationWords: Sendable {
  /// "%@ min", "%@ hr" and "%@ hr %@ min" in the reader's words; `nil` in English, which
  /// ``MetricFormat/appendHoursAndMinutes(_:to:)`` writes.
  let templates: (minutes: TextTemplate, hours: TextTemplate, hoursAndMinutes: TextTemplate)?
  /// How the numbers are written.
  let style: NumberStyle

  /// The words of `locale`.
  init(locale: ReportLocale) {
    let words = locale.strings
    templates =
      words.language == "en"
      ? nil
      : (
        TextTemplate(words.text("%@ min"), arguments: 1),
        TextTemplate(words.text("%@ hr"), arguments: 1),
        TextTemplate(words.text("%@ hr %@ min"), arguments: 2)
      )
    style = locale.numbers
  }

  /// Appends `value` hours as ``MetricFormat/hoursAndMinutes(_:)`` writes them, in the reader's
  /// words.
  /// - Parameters:
  ///   - value: a length of time in hours.
  ///   - text: the buffer.
  func append(_ value: Double, to text: inout ShortText) {
    guard let templates else {
      MetricFormat.appendHoursAndMinutes(value, to: &text)
      return
    }
    let total = value.isFinite && value > 0 ? Int((min(value, 1e6) * 60).rounded()) : 0
    let numbers = [total / 60, total % 60]
    let template =
      total / 60 == 0
      ? templates.minutes : total % 60 == 0 ? templates.hours : templates.hoursAndMinutes
    let offset = total / 60 == 0 ? 1 : 0
    template.append(to: &text) { index, text in
      let number = numbers[min(index + offset, 1)]
      if number < 1_000 {
        text.append(number: number)
      } else {
        text.append(NumberFormat.grouped(Double(number), style: style))
      }
    }
  }

  /// `value` hours as text: "7 hr 12 min".
  /// - Parameter value: a length of time in hours.
  /// - Returns: the text.
  func text(_ value: Double) -> String {
    ShortText.build(capacity: 64) { append(value, to: &$0) }
  }
}
