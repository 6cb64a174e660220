import ChartKit
import HealthCore

/// The Activity rings in the reader's words and units: the rings' names as the Fitness app
/// calls them ("Move", "Bewegen"), a day's figures ("512 of 450 kcal", energy in kilojoules
/// where the reader counts them), the accessible name of a day's drawing ("Move 512 of 450 kcal
/// (114%), Exercise 31 of 30 min, Stand 11 of 12 h") and its annotation. Numbers go through
/// the one number formatter (``ChartKit/NumberFormat``) in the locale's style.
public struct RingWords: Sendable {
  /// The reader's language and customs.
  public let locale: ReportLocale
  /// The unit the Move ring's energy is shown in (the data holds kilocalories).
  public let energy: EnergyUnit

  /// The words of `locale`, energy in `energy`.
  /// - Parameters:
  ///   - locale: the reader's language and customs.
  ///   - energy: the unit Move energy is shown in.
  public init(locale: ReportLocale, energy: EnergyUnit) {
    self.locale = locale
    self.energy = energy
  }

  /// The words of a report's options (its locale and energy unit).
  /// - Parameter options: the report's options.
  public init(options: SiteOptions) {
    self.init(locale: options.locale, energy: options.displayUnits.energy)
  }

  /// The reader's words.
  var words: StringCatalog { locale.strings }

  /// A ring's name: "Move", "Exercise", "Stand" in the Fitness app's words.
  /// - Parameter ring: the ring.
  /// - Returns: the name.
  public func name(_ ring: ActivityRings.Ring) -> String {
    switch ring {
    case .move: return words.text("Move")
    case .exercise: return words.text("Exercise")
    case .stand: return words.text("Stand")
    }
  }

  /// The unit of a ring's figures that day: the energy unit ("kcal", "kJ"), or "min" in
  /// Move-time mode, "min" for Exercise, "h" for Stand.
  /// - Parameters:
  ///   - ring: the ring.
  ///   - day: the day (whether Move is counted in minutes).
  /// - Returns: the unit's short label.
  public func unit(_ ring: ActivityRings.Ring, of day: ActivityRings) -> String {
    switch ring {
    case .move: return day.isMoveTime ? words.text("min") : energy.rawValue
    case .exercise: return words.text("min")
    case .stand: return words.text("h")
    }
  }

  /// A figure of a ring (its value or goal, in ``ActivityRings/value(of:)``'s unit) as a
  /// whole number in the reader's unit: "512", "2,142" (kJ).
  /// - Parameters:
  ///   - value: the figure in the ring's canonical unit (kcal, min, h).
  ///   - ring: the ring.
  ///   - day: the day (whether Move is counted in minutes).
  /// - Returns: the number.
  public func number(_ value: Double, of ring: ActivityRings.Ring, day: ActivityRings) -> String {
    let shown =
      ring == .move && !day.isMoveTime ? energy.value(fromKilocalories: value) : value
    return NumberFormat.grouped(shown, decimals: 0, style: locale.numbers)
  }

  /// A progress as a whole percentage: "114%", "114 %".
  /// - Parameter progress: value ÷ goal (1 = the goal).
  /// - Returns: the percentage.
  public func percent(_ progress: Double) -> String {
    NumberFormat.percent(progress * 100, style: locale.numbers)
  }

  /// A ring's figures without its name: "512 of 450 kcal"; "512 kcal" without a goal; `nil`
  /// when the value is missing or the ring is paused.
  /// - Parameters:
  ///   - ring: the ring.
  ///   - day: the day.
  /// - Returns: the text.
  public func figures(_ ring: ActivityRings.Ring, of day: ActivityRings) -> String? {
    guard let value = day.value(of: ring), !day.isPaused(ring) else { return nil }
    let unit = unit(ring, of: day)
    let number = number(value, of: ring, day: day)
    guard let goal = day.goal(of: ring) else { return number + " " + unit }
    return words.format("%@ of %@ %@", number, self.number(goal, of: ring, day: day), unit)
  }

  /// One ring's part of a day's accessible name: "Move 512 of 450 kcal (114%)" (Move with its
  /// percentage, as the Fitness app states it), "Exercise 31 of 30 min", "Stand paused",
  /// "Stand: no data".
  /// - Parameters:
  ///   - ring: the ring.
  ///   - day: the day.
  /// - Returns: the text.
  public func label(_ ring: ActivityRings.Ring, of day: ActivityRings) -> String {
    let name = name(ring)
    if day.isPaused(ring) { return words.format("%@ paused", name) }
    guard let figures = figures(ring, of: day) else { return words.format("%@: no data", name) }
    if ring == .move, let progress = day.progress(of: ring) {
      // The percentage in parentheses, as in every language's "(%@)" elsewhere.
      return words.format("%@ %@", name, figures) + " (" + percent(progress) + ")"
    }
    return words.format("%@ %@", name, figures)
  }

  /// A day's accessible name: its three rings' ``label(_:of:)``, comma separated.
  /// - Parameter day: the day.
  /// - Returns: "Move 512 of 450 kcal (114%), Exercise 31 of 30 min, Stand 11 of 12 h".
  public func label(of day: ActivityRings) -> String {
    ActivityRings.Ring.allCases.map { label($0, of: day) }.joined(separator: ", ")
  }

  /// A ring's short figures for the annotation: "512/450 kcal", "31 min" without a goal,
  /// "paused", "–" without a value.
  /// - Parameters:
  ///   - ring: the ring.
  ///   - day: the day.
  /// - Returns: the text.
  public func shortFigures(_ ring: ActivityRings.Ring, of day: ActivityRings) -> String {
    if day.isPaused(ring) { return words.text("paused") }
    guard let value = day.value(of: ring) else { return "\u{2013}" }
    var text = number(value, of: ring, day: day)
    if let goal = day.goal(of: ring) { text += "/" + number(goal, of: ring, day: day) }
    return text + " " + unit(ring, of: day)
  }

  /// A day's accessible name where nothing around it says the day (a week's row, a month's
  /// calendar): "Tue, Mar 5: Move 512 of 450 kcal (114%), Exercise 31 of 30 min, Stand 11 of
  /// 12 h", in the language's "%@: %@".
  /// - Parameters:
  ///   - date: the day as the annotation's title writes it (``tip(of:label:)``).
  ///   - label: the day's ``label(of:)``.
  /// - Returns: the text.
  public func datedLabel(_ date: String, _ label: String) -> String {
    words.format("%@: %@", date, label)
  }

  /// A day's annotation: its date ("Tue, Mar 5") over the three rings' short figures,
  /// Move · Exercise · Stand ("512/450 kcal · 31/30 min · 11/12 h"); its spoken label is
  /// ``datedLabel(_:_:)``.
  /// - Parameters:
  ///   - day: the day.
  ///   - label: the day's ``label(of:)`` when the caller has it (else it is made).
  /// - Returns: the tip.
  public func tip(of day: ActivityRings, label: String? = nil) -> Tip {
    annotation(
      of: day, label: label,
      value: ActivityRings.Ring.allCases.map { shortFigures($0, of: day) }.joined(
        separator: " \u{B7} "))
  }

  /// A day's narrow annotation, for calendars whose days are too close for ``tip(of:label:)``'s
  /// box: its date over each ring's progress, Move · Exercise · Stand ("114% · 103% · 92%",
  /// "paused", "–"); its spoken label is ``datedLabel(_:_:)``.
  /// - Parameters:
  ///   - day: the day.
  ///   - label: the day's ``label(of:)`` when the caller has it (else it is made).
  /// - Returns: the tip.
  public func compactTip(of day: ActivityRings, label: String? = nil) -> Tip {
    annotation(
      of: day, label: label,
      value: ActivityRings.Ring.allCases.map { ring in
        if day.isPaused(ring) { return words.text("paused") }
        return day.progress(of: ring).map(percent) ?? "\u{2013}"
      }.joined(separator: " \u{B7} "))
  }

  /// The annotation of `day` with `value` under its date.
  private func annotation(of day: ActivityRings, label: String?, value: String) -> Tip {
    let title = locale.dates.weekdayMonthDay(day.date)
    return Tip(
      title: title, value: value,
      accessibilityLabel: datedLabel(title, label ?? self.label(of: day)),
      valueColor: HealthPalette.colors.text)
  }
}
