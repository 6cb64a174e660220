import ChartKit
import HealthCore

/// The week's sleep, heart and workout figures as text, for the week page, the archive, the
/// feed and the email (one wording each).
extension WeekReport {
  /// The sleep, heart and workout rows of ``figures``, each only when the week has the data.
  var recoveryFigures: [(term: String, value: String, detail: String?)] {
    var rows: [(term: String, value: String, detail: String?)] = []
    if let asleep = sleepAsleepAverage {
      let nights = sleepNights == 1 ? "1 night" : "\(sleepNights) nights"
      let change = change(of: .sleepAsleep)
      rows.append(
        (
          "Asleep per night",
          MetricFormat.hoursAndMinutes(asleep) + " \u{00B7} " + nights
            + (change.map { " \u{00B7} " + Self.hoursChangeText($0) } ?? ""),
          MetricFormat.hoursAndMinutes(asleep) + " on average over " + nights
            + (change.map { ", " + Self.hoursChangeDescription($0) } ?? "")
        ))
    }
    if let inBed = average(of: .sleepInBed) {
      rows.append(("In bed per night", MetricFormat.hoursAndMinutes(inBed), nil))
    }
    if let bedtime = bedtimeAverage, let wake = wakeTimeAverage {
      rows.append(
        (
          "Bedtime and wake time",
          Self.clockText(bedtime) + " \u{2013} " + Self.clockText(wake), nil
        ))
    }
    for metric in [MetricKind.restingHeartRate, .heartRateVariability] {
      guard let value = average(of: metric) else { continue }
      let format = MetricFormat(metric: metric, units: units)
      let change = change(of: metric)
      rows.append(
        (
          metric.displayName,
          format.withUnit(value)
            + (change.map { " \u{00B7} " + Self.deltaText($0, unit: format.unitLabel) } ?? ""),
          format.withUnit(value)
            + (change.map { ", " + Self.deltaDescription($0, unit: format.unitLabel) } ?? "")
        ))
    }
    rows += vitalsFigures
    if hasWorkouts {
      let count = workoutCount == 1 ? "1 workout" : "\(workoutCount) workouts"
      rows.append(
        ("Workouts", count + ", " + MetricFormat.hoursAndMinutes(workoutMinutes / 60), nil))
      let byActivity = workoutsByActivity
      if !byActivity.isEmpty {
        rows.append(
          (
            "By activity",
            byActivity.map {
              $0.activity + " \($0.count) (" + MetricFormat.hoursAndMinutes($0.minutes / 60) + ")"
            }.joined(separator: ", "), nil
          ))
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
      rows.append(("Blood Pressure", pressure, nil))
    }
    for metric in [
      MetricKind.bloodGlucose, .oxygenSaturation, .respiratoryRate, .bodyTemperature, .vo2Max,
      .bodyFat,
    ] {
      guard let value = average(of: metric) else { continue }
      rows.append(
        (metric.displayName, MetricFormat(metric: metric, units: units).withUnit(value), nil))
    }
    let mindful = days(of: .mindfulMinutes)
    if !mindful.isEmpty {
      let total = mindful.reduce(0) { $0 + $1.value }
      rows.append(
        (
          MetricKind.mindfulMinutes.displayName,
          MetricFormat(metric: .mindfulMinutes, units: units).withUnit(total),
          nil
        ))
    }
    return rows
  }

  /// "124/80 mmHg · 9 readings": the mean of the week's daily systolic and diastolic means and
  /// its readings; `nil` without blood pressure.
  var bloodPressureText: String? {
    let systolic = average(of: .bloodPressureSystolic)
    let diastolic = average(of: .bloodPressureDiastolic)
    guard systolic != nil || diastolic != nil else { return nil }
    let format = MetricFormat(metric: .bloodPressureSystolic, units: units)
    let readings = days(of: .bloodPressureReadings).reduce(0) { $0 + $1.value }
    let figures =
      (systolic.map { format.number($0) } ?? "\u{2013}") + "/"
      + (diastolic.map { format.number($0) } ?? "\u{2013}") + " mmHg"
    guard readings > 0 else { return figures }
    return figures + " \u{00B7} " + NumberFormat.grouped(readings)
      + (readings == 1 ? " reading" : " readings")
  }

  /// The week's blood pressure in one sentence: "Blood Pressure, week of December 8: 124/80
  /// mmHg · 9 readings." (or "no readings").
  public var bloodPressureSentence: String {
    "Blood Pressure, week of " + week.start.accessibilityText + ": "
      + (bloodPressureText.map { $0 + "." } ?? "no readings.")
  }

  /// The week's sleep in one sentence, for an image's text alternative: "Sleep, week of
  /// December 8: 7 hr 43 min a night on average over 7 nights, 6 min more than the week
  /// before." (or "no sleep recorded").
  public var sleepSentence: String {
    let start = "Sleep, week of " + week.start.accessibilityText + ": "
    guard let asleep = sleepAsleepAverage else { return start + "no sleep recorded." }
    let nights = sleepNights == 1 ? "1 night" : "\(sleepNights) nights"
    return start + MetricFormat.hoursAndMinutes(asleep) + " a night on average over " + nights
      + (change(of: .sleepAsleep).map { ", " + Self.hoursChangeDescription($0) } ?? "") + "."
  }

  /// The week's mean of `metric` (resting heart rate, HRV, a vital) in one sentence: "Resting heart rate, week of
  /// December 8: 56 bpm on average, 1 bpm less than the week before."
  public func heartSentence(_ metric: MetricKind) -> String {
    let start = metric.displayName + ", week of " + week.start.accessibilityText + ": "
    guard let value = average(of: metric) else { return start + "no data." }
    let format = MetricFormat(metric: metric, units: units)
    return start + format.withUnit(value) + " on average"
      + (change(of: metric).map { ", " + Self.deltaDescription($0, unit: format.unitLabel) } ?? "")
      + "."
  }

  /// The week's workouts in one sentence: "Workouts, week of December 8: 4 workouts, 3 hr
  /// 5 min (Running 2, Yoga 1)."
  public var workoutsSentence: String {
    let start = "Workouts, week of " + week.start.accessibilityText + ": "
    guard hasWorkouts else { return start + "none recorded." }
    let count = workoutCount == 1 ? "1 workout" : "\(workoutCount) workouts"
    let activities = workoutsByActivity.map { $0.activity + " \($0.count)" }
    return start + count + ", " + MetricFormat.hoursAndMinutes(workoutMinutes / 60)
      + (activities.isEmpty ? "" : " (" + activities.joined(separator: ", ") + ")") + "."
  }

  /// The archive's and feed's additions: " · sleep 7 hr 12 min · 4 workouts".
  var recoverySummary: String {
    var text = ""
    if let asleep = sleepAsleepAverage {
      text += " \u{00B7} sleep " + MetricFormat.hoursAndMinutes(asleep)
    }
    if hasWorkouts {
      text += " \u{00B7} " + (workoutCount == 1 ? "1 workout" : "\(workoutCount) workouts")
    }
    return text
  }

  /// A local clock time of day, 12-hour as the site writes dates: "10:48 PM", "6:55 AM".
  /// - Parameter seconds: seconds from a midnight, any sign (the evening before is negative).
  /// - Returns: the time of day, rounded to the minute.
  static func clockText(_ seconds: Double) -> String {
    guard seconds.isFinite else { return none }
    return ShortText.build(capacity: 16) { appendClockText(seconds, to: &$0) }
  }

  /// Appends ``clockText(_:)`` of finite `seconds` to `text` ("10:48 PM").
  static func appendClockText(_ seconds: Double, to text: inout ShortText) {
    let minutes = Int((seconds / 60).rounded())
    let ofDay = ((minutes % 1_440) + 1_440) % 1_440
    let hour = ofDay / 60
    let minute = ofDay % 60
    text.append(number: hour % 12 == 0 ? 12 : hour % 12)
    text.append(minute < 10 ? ":0" : ":")
    text.append(number: minute)
    text.append(hour < 12 ? " AM" : " PM")
  }

  /// "▲ 12 min", "▼ 1 hr 5 min", "no change" for a change of hours.
  static func hoursChangeText(_ hours: Double) -> String {
    let text = MetricFormat.hoursAndMinutes(abs(hours))
    if text == "0 min" { return "no change" }
    return (hours > 0 ? "\u{25B2} " : "\u{25BC} ") + text
  }

  /// "12 min more than the week before", "unchanged from the week before".
  static func hoursChangeDescription(_ hours: Double) -> String {
    let text = MetricFormat.hoursAndMinutes(abs(hours))
    if text == "0 min" { return "unchanged from the week before" }
    return text + (hours > 0 ? " more" : " less") + " than the week before"
  }

  /// "▲ 3 ms", "▼ 2 bpm", "no change" for a change in a whole-number unit.
  static func deltaText(_ delta: Double, unit: String) -> String {
    let amount = NumberFormat.grouped(abs(delta))
    if amount == "0" { return "no change" }
    return (delta > 0 ? "\u{25B2} " : "\u{25BC} ") + amount + " " + unit
  }

  /// "3 ms more than the week before", "unchanged from the week before".
  static func deltaDescription(_ delta: Double, unit: String) -> String {
    let amount = NumberFormat.grouped(abs(delta))
    if amount == "0" { return "unchanged from the week before" }
    return amount + " " + unit + (delta > 0 ? " more" : " less") + " than the week before"
  }
}
