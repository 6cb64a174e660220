/// The demo's vitals, from their own generator (seeded from the demo's seed) so every other
/// metric stays as it was.
///
/// - Blood pressure: a cuff in the morning on about two days in three and in the evening on
///   about one in three; systolic 112–142 and diastolic 70–92 mmHg, drifting down a little over
///   the range.
/// - Blood glucose on about one day in six, 82–150 mg/dL.
/// - Blood oxygen (92–99 %) and respiratory rate (12–17 breaths/min) on about nine nights in ten.
/// - Body temperature on about one day in eight, 36.3–37.3 °C.
/// - VO2 max on Sundays, from about 37 to 41 mL/kg·min; body fat on about one day in four,
///   from about 26 % to 23 %.
/// - Mindful minutes on about two days in five, 3–20 minutes.
extension DemoData {
  /// Makes `days` days of vitals ending on `endDate`, as samples (one per metric and reading).
  static func makeVitals(days: Int, endingOn endDate: LocalDate, seed: UInt64) -> [Sample] {
    guard days > 0 else { return [] }
    var random = DemoRandom(generator: SplitMix64(seed: seed ^ 0x0B10_0D5E_ED00))
    var samples: [Sample] = []
    let start = endDate.adding(days: -(days - 1))
    func add(_ metric: MetricKind, _ date: LocalDate, _ value: Double, places: Double = 10) {
      samples.append(Sample(metric: metric, date: date, value: (value * places).rounded() / places))
    }
    for index in 0..<days {
      let date = start.adding(days: index)
      let progress = Double(index) / Double(max(days - 1, 1))
      let isLastDay = index == days - 1
      for (chance, shift) in [(0.65, 0.0), (0.35, 4.0)] where random.chance(chance) || isLastDay {
        let systolic = 131 - 8 * progress + shift + (random.unit() * 2 - 1) * 11
        let diastolic = 83 - 4 * progress + shift / 2 + (random.unit() * 2 - 1) * 8
        add(.bloodPressureSystolic, date, systolic, places: 1)
        add(.bloodPressureDiastolic, date, diastolic, places: 1)
        add(.bloodPressureReadings, date, 1)
      }
      if random.chance(1.0 / 6) || isLastDay {
        add(.bloodGlucose, date, 96 + random.unit() * 30 + (random.chance(0.2) ? 24 : 0), places: 1)
      }
      if random.chance(0.9) || isLastDay {
        add(.oxygenSaturation, date, 95.5 + (random.unit() * 2 - 1) * 2.5)
        add(.respiratoryRate, date, 14.5 + (random.unit() * 2 - 1) * 2)
      }
      if random.chance(1.0 / 8) || isLastDay {
        add(.bodyTemperature, date, 36.8 + (random.unit() * 2 - 1) * 0.45)
      }
      if date.weekday == .sunday || isLastDay {
        add(.vo2Max, date, 37 + 4 * progress + (random.unit() * 2 - 1) * 0.8)
      }
      if random.chance(0.25) || isLastDay {
        add(.bodyFat, date, 26 - 3 * progress + (random.unit() * 2 - 1) * 0.6)
      }
      if random.chance(0.4) || isLastDay {
        add(.mindfulMinutes, date, Double(3 + random.integer(below: 18)), places: 1)
      }
    }
    return samples
  }
}
