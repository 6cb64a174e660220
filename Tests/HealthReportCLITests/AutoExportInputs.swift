import Foundation

/// The same days written twice: as an Apple Health `export.xml` (many records a day, sleep
/// stage samples, workouts) and as a Health Auto Export JSON file aggregated by day (one point
/// a day per metric, the night's totals, the same workouts), for the tests that read both.
enum AutoExportInputs {
  /// Day `index` from 2024-03-01 (March has 31 days; the tests use fewer).
  static func date(_ index: Int) -> String { String(format: "2024-03-%02d", 1 + index) }

  /// The export: per day 3 step records, 2 distance, 2 energy, 2 exercise, 2 heart rate, one
  /// resting heart rate, one HRV, one weigh-in in pounds, a night of Watch stages ending at
  /// 07:00, and a run at 18:00.
  static func exportXML(days: Int) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
    func record(_ type: String, _ unit: String, _ start: String, _ end: String, _ value: String)
      -> String
    {
      " <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"Jane’s Apple Watch\""
        + " unit=\"\(unit)\" startDate=\"\(start) -0800\" endDate=\"\(end) -0800\""
        + " value=\"\(value)\"/>\n"
    }
    func sleep(_ start: String, _ end: String, _ value: String) -> String {
      " <Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"Jane’s Apple Watch\""
        + " startDate=\"\(start) -0800\" endDate=\"\(end) -0800\""
        + " value=\"HKCategoryValueSleepAnalysis\(value)\"/>\n"
    }
    for index in 0..<days {
      let day = date(index)
      let before = index == 0 ? "2024-02-29" : date(index - 1)
      let figures = Figures(index: index)
      for (hour, steps) in figures.stepParts.enumerated() {
        text += record(
          "StepCount", "count", "\(day) 0\(hour + 7):00:00", "\(day) 0\(hour + 7):30:00", "\(steps)"
        )
      }
      text += record("DistanceWalkingRunning", "km", "\(day) 08:00:00", "\(day) 08:30:00", "1.25")
      text += record(
        "DistanceWalkingRunning", "km", "\(day) 12:00:00", "\(day) 12:30:00",
        "\(figures.distance - 1.25)")
      text += record("ActiveEnergyBurned", "kcal", "\(day) 09:00:00", "\(day) 10:00:00", "200")
      text += record(
        "ActiveEnergyBurned", "kcal", "\(day) 18:00:00", "\(day) 19:00:00",
        "\(figures.energy - 200)")
      text += record("AppleExerciseTime", "min", "\(day) 18:00:00", "\(day) 18:10:00", "10")
      text += record(
        "AppleExerciseTime", "min", "\(day) 18:10:00", "\(day) 18:30:00", "\(figures.exercise - 10)"
      )
      text += record(
        "HeartRate", "count/min", "\(day) 10:00:00", "\(day) 10:00:00", "\(figures.heartRate - 5)")
      text += record(
        "HeartRate", "count/min", "\(day) 11:00:00", "\(day) 11:00:00", "\(figures.heartRate + 5)")
      text += record(
        "RestingHeartRate", "count/min", "\(day) 06:00:00", "\(day) 06:00:00", "\(figures.resting)")
      text += record(
        "HeartRateVariabilitySDNN", "ms", "\(day) 05:00:00", "\(day) 05:00:00", "\(figures.hrv)")
      text += record("BodyMass", "lb", "\(day) 07:15:00", "\(day) 07:15:00", "\(figures.pounds)")
      // The night before the day: 23:00 to 07:00, core, deep, REM, a few minutes awake.
      text += sleep("\(before) 23:00:00", "\(day) 02:00:00", "AsleepCore")
      text += sleep("\(day) 02:00:00", "\(day) 03:30:00", "AsleepDeep")
      text += sleep("\(day) 03:30:00", "\(day) 06:45:00", "AsleepREM")
      text += sleep("\(day) 06:45:00", "\(day) 07:00:00", "Awake")
      text +=
        " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"\(figures.runMinutes)\""
        + " durationUnit=\"min\" sourceName=\"Jane’s Apple Watch\" startDate=\"\(day) 18:00:00 -0800\""
        + " endDate=\"\(day) 18:\(figures.runMinutes):00 -0800\"/>\n"
    }
    return text + "</HealthData>\n"
  }

  /// The Health Auto Export file of the same days, aggregated by day, weights in pounds.
  static func json(days: Int, twelveHour: Bool = false) -> String {
    func stamp(_ day: String, _ time: String) -> String {
      guard twelveHour else { return "\(day) \(time) -0800" }
      let hour = Int(time.prefix(2)) ?? 0
      let clock = "\(hour % 12 == 0 ? 12 : hour % 12)\(time.dropFirst(2))"
      return "\(day) \(clock)\u{202F}\(hour < 12 ? "am" : "pm") -0800"
    }
    func points(_ value: (Int) -> String) -> String {
      (0..<days).map { value($0) }.joined(separator: ", ")
    }
    func metric(_ name: String, _ units: String, _ value: (Int) -> String) -> String {
      "{\"name\": \"\(name)\", \"units\": \"\(units)\", \"data\": [\(points(value))]}"
    }
    func daily(_ index: Int, _ qty: String) -> String {
      "{\"date\": \"\(stamp(date(index), "00:00:00"))\", \"qty\": \(qty), \"source\": \"Jane’s Apple Watch\"}"
    }
    let metrics = [
      metric("step_count", "count") { daily($0, "\(Figures(index: $0).steps)") },
      metric("walking_running_distance", "km") { daily($0, "\(Figures(index: $0).distance)") },
      metric("active_energy", "kcal") { daily($0, "\(Figures(index: $0).energy)") },
      metric("apple_exercise_time", "min") { daily($0, "\(Figures(index: $0).exercise)") },
      metric("heart_rate", "count/min") {
        let figures = Figures(index: $0)
        return "{\"date\": \"\(stamp(date($0), "00:00:00"))\", \"Min\": \(figures.heartRate - 5),"
          + " \"Avg\": \(figures.heartRate), \"Max\": \(figures.heartRate + 5)}"
      },
      metric("resting_heart_rate", "count/min") { daily($0, "\(Figures(index: $0).resting)") },
      metric("heart_rate_variability", "ms") { daily($0, "\(Figures(index: $0).hrv)") },
      metric("weight_body_mass", "lb") {
        "{\"date\": \"\(stamp(date($0), "07:15:00"))\", \"qty\": \(Figures(index: $0).pounds)}"
      },
      metric("sleep_analysis", "hr") {
        let before = $0 == 0 ? "2024-02-29" : date($0 - 1)
        return "{\"date\": \"\(stamp(date($0), "07:00:00"))\", \"totalSleep\": 7.75, \"asleep\": 0,"
          + " \"core\": 3, \"deep\": 1.5, \"rem\": 3.25, \"awake\": 0.25, \"inBed\": 0,"
          + " \"sleepStart\": \"\(stamp(before, "23:00:00"))\", \"sleepEnd\": \"\(stamp(date($0), "07:00:00"))\","
          + " \"source\": \"Jane’s Apple Watch\"}"
      },
      metric("flights_climbed", "count") { daily($0, "3") },
    ]
    let workouts = (0..<days).map { index in
      let figures = Figures(index: index)
      return
        "{\"id\": \"w\(index)\", \"name\": \"Outdoor Run\", \"start\": \"\(stamp(date(index), "18:00:00"))\","
        + " \"end\": \"\(stamp(date(index), "18:\(figures.runMinutes):00"))\", \"duration\": \(figures.runMinutes * 60),"
        + " \"activeEnergyBurned\": {\"qty\": 300, \"units\": \"kcal\"}, \"route\": []}"
    }
    return "{\"data\": {\"metrics\": [\n" + metrics.joined(separator: ",\n")
      + "\n], \"workouts\": [\n" + workouts.joined(separator: ",\n")
      + "\n], \"stateOfMind\": []}}\n"
  }

  /// One day's figures.
  struct Figures {
    var index: Int
    var stepParts: [Int] { [1000 + index * 37, 2000 + index * 11, 500 + index] }
    var steps: Int { stepParts.reduce(0, +) }
    var distance: Double { 2.5 + Double(index % 4) * 0.25 }
    var energy: Double { 400 + Double(index * 3) }
    var exercise: Double { 30 + Double(index % 5) }
    var heartRate: Int { 70 + index % 7 }
    var resting: Int { 52 + index % 5 }
    var hrv: Int { 40 + index % 9 }
    var pounds: Double { 170 + Double(index % 6) * 0.5 }
    var runMinutes: Int { 20 + index % 10 }
  }
}
