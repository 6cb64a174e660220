import ChartKit
import HealthCore

/// The week's sleep, heart and workout figures as text, for the week page, the archive, the
/// feed and the email (one wording each).
extension WeekText {
  /// "7 nights", "1 night".
  var nightsText: String {
    words.plural(
      report.sleepNights, "%lld nights", one: "%lld night",
      number: number(Double(report.sleepNights)))
  }

  /// "4 workouts", "1 workout".
  var workoutsText: String {
    words.plural(
      report.workoutCount, "%lld workouts", one: "%lld workout",
      number: number(Double(report.workoutCount)))
  }

  /// "Running 2 (1 hr 5 min), Yoga 1 (30 min)": the week's workouts by activity.
  var activitiesText: String {
    report.workoutsByActivity.map {
      words.format(
        "%@ %@ (%@)", words.text($0.activity), number(Double($0.count)),
        hoursAndMinutes($0.minutes / 60))
    }.joined(separator: ", ")
  }

  /// The sleep, heart and workout rows of ``figures``, each only when the week has the data.
  var recoveryFigures: [(term: String, value: String, detail: String?)] {
    var rows: [(term: String, value: String, detail: String?)] = []
    let dot = " \u{00B7} "
    if let asleep = report.sleepAsleepAverage {
      let change = report.change(of: .sleepAsleep)
      let shown = hoursAndMinutes(asleep)
      rows.append(
        (
          words.text("Asleep per night"),
          shown + dot + nightsText + (change.map { dot + hoursChangeText($0) } ?? ""),
          change.map {
            words.format(
              "%@ on average over %@, %@", shown, nightsText, hoursChangeDescription($0))
          } ?? words.format("%@ on average over %@", shown, nightsText)
        ))
    }
    if let inBed = report.average(of: .sleepInBed) {
      rows.append((words.text("In bed per night"), hoursAndMinutes(inBed), nil))
    }
    if let bedtime = report.bedtimeAverage, let wake = report.wakeTimeAverage {
      rows.append(
        (
          words.text("Bedtime and wake time"),
          clockText(bedtime) + " \u{2013} " + clockText(wake), nil
        ))
    }
    for metric in [MetricKind.restingHeartRate, .heartRateVariability, .heartRateVariabilityRMSSD] {
      guard let value = report.average(of: metric) else { continue }
      let format = metricFormat(metric)
      let shown = format.withUnit(format.displayValue(value))
      let change = report.change(of: metric).map { format.displayDifference($0) }
      rows.append(
        (
          format.name,
          shown + (change.map { dot + deltaText($0, unit: format.unitLabel) } ?? ""),
          shown + (change.map { ", " + deltaDescription($0, unit: format.unitLabel) } ?? "")
        ))
    }
    rows += vitalsFigures
    if report.hasWorkouts {
      rows.append(
        (
          words.text("Workouts"),
          workoutsText + ", " + hoursAndMinutes(report.workoutMinutes / 60), nil
        ))
      if !report.workoutsByActivity.isEmpty {
        rows.append((words.text("By activity"), activitiesText, nil))
      }
    }
    return rows
  }

  /// The week's vitals rows: blood pressure as the mean of its days' means with the readings,
  /// then each other vital's mean (mindful minutes: the week's total), each only when the week
  /// has it.
  var vitalsFigures: [(term: String, value: String, detail: String?)] {
    var rows: [(term: String, value: String, detail: String?)] = []
    if let pressure = bloodPressureText {
      rows.append((words.text("Blood Pressure"), pressure, nil))
    }
    for metric in [
      MetricKind.bloodGlucose, .oxygenSaturation, .respiratoryRate, .bodyTemperature, .vo2Max,
      .bodyFat,
    ] {
      guard let value = report.average(of: metric) else { continue }
      let format = metricFormat(metric)
      rows.append((format.name, format.withUnit(format.displayValue(value)), nil))
    }
    let mindful = report.days(of: .mindfulMinutes)
    if !mindful.isEmpty {
      let total = mindful.reduce(0) { $0 + $1.value }
      let format = metricFormat(.mindfulMinutes)
      rows.append((format.name, format.withUnit(format.displayValue(total)), nil))
    }
    return rows
  }

  /// "124/80 mmHg · 9 readings": the mean of the week's daily systolic and diastolic means and
  /// its readings; `nil` without blood pressure.
  var bloodPressureText: String? {
    let systolic = report.average(of: .bloodPressureSystolic)
    let diastolic = report.average(of: .bloodPressureDiastolic)
    guard systolic != nil || diastolic != nil else { return nil }
    let format = metricFormat(.bloodPressureSystolic)
    let readings = report.days(of: .bloodPressureReadings).reduce(0) { $0 + $1.value }
    let figures =
      (systolic.map { format.number($0) } ?? "\u{2013}") + "/"
      + (diastolic.map { format.number($0) } ?? "\u{2013}") + " " + format.unitLabel
    guard readings > 0 else { return figures }
    let count = Int(min(readings, Double(Int32.max)))
    return figures + " \u{00B7} "
      + words.plural(count, "%lld readings", one: "%lld reading", number: number(readings))
  }

  /// The week's blood pressure in one sentence: "Blood Pressure, week of December 8: 124/80
  /// mmHg · 9 readings." (or "no readings").
  public var bloodPressureSentence: String {
    let start = dates.longMonthDay(week.start)
    guard let text = bloodPressureText else {
      return words.format("Blood Pressure, week of %@: no readings.", start)
    }
    return words.format("Blood Pressure, week of %@: %@.", start, text)
  }

  /// The week's sleep in one sentence, for an image's text alternative: "Sleep, week of
  /// December 8: 7 hr 43 min a night on average over 7 nights, 6 min more than the week
  /// before." (or "no sleep recorded").
  public var sleepSentence: String {
    let start = dates.longMonthDay(week.start)
    guard let asleep = report.sleepAsleepAverage else {
      return words.format("Sleep, week of %@: no sleep recorded.", start)
    }
    let shown = hoursAndMinutes(asleep)
    guard let change = report.change(of: .sleepAsleep) else {
      return words.format(
        "Sleep, week of %@: %@ a night on average over %@.", start, shown, nightsText)
    }
    return words.format(
      "Sleep, week of %@: %@ a night on average over %@, %@.", start, shown, nightsText,
      hoursChangeDescription(change))
  }

  /// The week's mean of `metric` (resting heart rate, HRV, a vital) in one sentence: "Resting
  /// heart rate, week of December 8: 56 bpm on average, 1 bpm less than the week before."
  /// - Parameter metric: the metric.
  /// - Returns: the sentence.
  public func heartSentence(_ metric: MetricKind) -> String {
    let format = metricFormat(metric)
    let start = dates.longMonthDay(week.start)
    guard let value = report.average(of: metric) else {
      return words.format("%@, week of %@: no data.", format.name, start)
    }
    let shown = format.withUnit(format.displayValue(value))
    guard let change = report.change(of: metric) else {
      return words.format("%@, week of %@: %@ on average.", format.name, start, shown)
    }
    return words.format(
      "%@, week of %@: %@ on average, %@.", format.name, start, shown,
      deltaDescription(format.displayDifference(change), unit: format.unitLabel))
  }

  /// The week's workouts in one sentence: "Workouts, week of December 8: 4 workouts, 3 hr
  /// 5 min (Running 2, Yoga 1)."
  public var workoutsSentence: String {
    let start = dates.longMonthDay(week.start)
    guard report.hasWorkouts else {
      return words.format("Workouts, week of %@: none recorded.", start)
    }
    let time = hoursAndMinutes(report.workoutMinutes / 60)
    let activities = report.workoutsByActivity.map {
      words.text($0.activity) + " " + number(Double($0.count))
    }
    guard !activities.isEmpty else {
      return words.format("Workouts, week of %@: %@, %@.", start, workoutsText, time)
    }
    return words.format(
      "Workouts, week of %@: %@, %@ (%@).", start, workoutsText, time,
      activities.joined(separator: ", "))
  }

  /// The archive's and feed's additions: " · sleep 7 hr 12 min · 4 workouts".
  var recoverySummary: String {
    var text = ""
    if let asleep = report.sleepAsleepAverage {
      text += " \u{00B7} " + words.format("sleep %@", hoursAndMinutes(asleep))
    }
    if report.hasWorkouts { text += " \u{00B7} " + workoutsText }
    return text
  }

  /// A local clock time of day as the reader's clock writes it: "10:48 PM", "22:48",
  /// "오후 10:48". CLDR's narrow no-break space before "PM" is written as a space, as the week's
  /// text always wrote it.
  /// - Parameter seconds: seconds from a midnight, any sign (the evening before is negative).
  /// - Returns: the time of day, rounded to the minute.
  func clockText(_ seconds: Double) -> String {
    guard seconds.isFinite else { return WeekReport.none }
    let (hour, minute) = WeekReport.hourAndMinute(seconds)
    let time = dates.time(hour: hour, minute: minute)
    // U+202F is E2 80 AF in UTF-8: a time without an E2 byte has none to replace.
    guard time.utf8.contains(0xE2) else { return time }
    return time.replacing("\u{202F}", with: " ")
  }

  /// "▲ 12 min", "▼ 1 hr 5 min", "no change" for a change of hours.
  func hoursChangeText(_ hours: Double) -> String {
    let text = hoursAndMinutes(abs(hours))
    if text == hoursAndMinutes(0) { return words.text("no change") }
    return (hours > 0 ? "\u{25B2} " : "\u{25BC} ") + text
  }

  /// "12 min more than the week before", "unchanged from the week before".
  func hoursChangeDescription(_ hours: Double) -> String {
    let text = hoursAndMinutes(abs(hours))
    if text == hoursAndMinutes(0) { return words.text("unchanged from the week before") }
    return hours > 0
      ? words.format("%@ more than the week before", text)
      : words.format("%@ less than the week before", text)
  }

  /// "▲ 3 ms", "▼ 2 bpm", "no change" for a change in a whole-number unit.
  func deltaText(_ delta: Double, unit: String) -> String {
    let amount = number(abs(delta))
    if amount == number(0) { return words.text("no change") }
    return (delta > 0 ? "\u{25B2} " : "\u{25BC} ") + amount + " " + unit
  }

  /// "3 ms more than the week before", "unchanged from the week before".
  func deltaDescription(_ delta: Double, unit: String) -> String {
    let amount = number(abs(delta))
    if amount == number(0) { return words.text("unchanged from the week before") }
    return delta > 0
      ? words.format("%@ more than the week before", amount + " " + unit)
      : words.format("%@ less than the week before", amount + " " + unit)
  }
}
