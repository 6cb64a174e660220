// STUB: interface fixed; implementation by the HealthCore work.
/// Deterministic demo data: a seeded generator with realistic steps, a slowly trending weight and
/// a few missing days, ending on a fixed day so builds are reproducible.
public enum DemoData {
  /// The fixed last day of the demo data.
  public static let endDate = LocalDate(dayNumber: 20_071)  // 2024-12-14, a Saturday

  /// Makes the demo dataset.
  /// - Parameters:
  ///   - days: how many days, ending on `endDate`.
  ///   - endDate: the last day.
  ///   - seed: the generator's seed.
  public static func makeDataset(days: Int = 120, endingOn endDate: LocalDate = endDate, seed: UInt64 = 42)
    -> HealthDataset
  {
    HealthDataset(source: .demo, series: [])
  }
}
