import HealthCore

/// The peers' benchmark series (`peer_charts.py make_series`), reproduced exactly so both sides
/// draw the same numbers.
enum BenchmarkData {
  /// `make_series(days)`: an LCG (seed 42) drives steps 4,000–15,000 (weekends 1,500 lower) and
  /// a noisy weight mean-reverting to 164 lb, from 2024-03-04.
  static func peerSeries(days: Int) -> HealthDataset {
    var state: UInt64 = 42
    func next() -> Double {
      state = (1_103_515_245 * state + 12_345) % (1 << 31)
      return Double(state) / Double(1 << 31)
    }
    let start = LocalDate(year: 2024, month: 3, day: 4) ?? LocalDate(dayNumber: 0)
    var dates: [LocalDate] = []
    var steps: [Double] = []
    var weights: [Double] = []
    var weight = 167.0
    for index in 0..<days {
      let date = start.adding(days: index)
      var count = 4000 + Int(next() * 11001)
      if date.weekday == .saturday || date.weekday == .sunday { count = max(4000, count - 1500) }
      weight += (next() - 0.5) * 0.8 + (164.0 - weight) * 0.03
      weight = min(170.0, max(160.0, weight))
      dates.append(date)
      steps.append(Double(count))
      weights.append((weight * 10).rounded() / 10)
    }
    return dataset(dates: dates, steps: steps, weightsInPounds: weights)
  }

  static func dataset(dates: [LocalDate], steps: [Double], weightsInPounds: [Double])
    -> HealthDataset
  {
    var samples: [Sample] = []
    for (date, count) in zip(dates, steps) {
      samples.append(Sample(metric: .steps, date: date, value: count))
    }
    for (date, pounds) in zip(dates, weightsInPounds) {
      samples.append(
        Sample(metric: .bodyMass, date: date, value: WeightUnit.pounds.kilograms(from: pounds)))
    }
    return HealthDataset(source: .demo, samples: samples)
  }
}
