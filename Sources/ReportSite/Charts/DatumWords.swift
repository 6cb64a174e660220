import ChartKit
import HealthCore

/// The words of the step and weight charts' datum labels ("December 9: 12,345 steps", "Monday:
/// +0.4 pounds"), looked up once per locale (a ``ReportLocale`` holds them) instead of once per
/// datum, and the labels written in one buffer without substituting placeholders again.
struct DatumWords: Sendable {
  /// "%@ steps" in the reader's words.
  let steps: TextTemplate
  /// The spoken names of the weight units ("pounds", "Kilogramm", "Stone"), in the order of
  /// `WeightUnit.allCases`.
  private let spokenNames: [String]

  /// Looks the words up in `strings`.
  /// - Parameter strings: the reader's words.
  init(strings: StringCatalog) {
    steps = TextTemplate(strings.text("%@ steps"), arguments: 1)
    spokenNames = WeightUnit.allCases.map { strings.text($0.spokenName) }
  }

  /// The spoken name of `unit` in the reader's words ("pounds", "Kilogramm").
  func spokenName(_ unit: WeightUnit) -> String {
    let index = WeightUnit.allCases.firstIndex(of: unit) ?? 0
    return spokenNames.indices.contains(index) ? spokenNames[index] : unit.spokenName
  }

  /// Room for a label of `value` (a number as written) and `words` after a day or weekday (at
  /// most 96 bytes, as ``DateStyle`` writes days) and ": ", in bytes.
  private static func capacity(_ value: String, _ words: Int) -> Int {
    96 + 3 + value.utf8.count + words
  }

  /// "December 9: 12,345 steps" (or "Monday: 12,345 steps" when `name` writes a weekday).
  /// - Parameters:
  ///   - name: writes the datum's day or weekday.
  ///   - count: the step count as the reader writes it ("12,345").
  /// - Returns: the label.
  func stepsLabel(_ name: (inout ShortText) -> Void, count: String) -> String {
    ShortText.build(capacity: Self.capacity(count, steps.literalLength)) { text in
      name(&text)
      text.append(": ")
      steps.append(to: &text) { _, text in text.append(count) }
    }
  }

  /// "December 9: 162.3 pounds", or "Monday: +0.4 pounds" for a change: the day, the number and
  /// the unit's spoken name; stones are written as "11 st 4.2 lb", their unit part of `number`.
  /// - Parameters:
  ///   - name: writes the datum's day or weekday.
  ///   - number: the weight or change as the reader writes it.
  ///   - unit: the unit `number` is in.
  /// - Returns: the label.
  func weightLabel(_ name: (inout ShortText) -> Void, number: String, unit: WeightUnit) -> String {
    let unitName = unit == .stones ? "" : spokenName(unit)
    return ShortText.build(capacity: Self.capacity(number, unitName.utf8.count)) { text in
      name(&text)
      text.append(": ")
      text.append(number)
      if unit != .stones {
        text.append(" ")
        text.append(unitName)
      }
    }
  }
}
