/// The values a metric can physically take, used to reject corrupt input before it reaches any
/// arithmetic (a day of 1e300 steps would otherwise overflow every integer it meets).
///
/// The bounds are generous on purpose: they hold every real person, record holders included,
/// and exclude only what must be a fault. They apply to one Apple Health record and to one CSV
/// cell, in the metric's canonical unit.
extension MetricKind {
  /// The plausible values of one record or CSV cell, in the canonical unit (the table's
  /// ``MetricDefinition/plausibleRange``).
  ///
  /// | metric | range | why |
  /// | --- | --- | --- |
  /// | steps | 0 ... 250,000 | a day of ultramarathon is about 150,000 |
  /// | body mass | 1 ... 700 kg | the heaviest person recorded weighed 635 kg |
  /// | walking + running distance | 0 ... 500 km | a 24-hour run record is about 320 km |
  /// | active energy | 0 ... 25,000 kcal | a stage of the Tour de France is about 8,000 |
  /// | exercise minutes | 0 ... 1,440 | a day has 1,440 minutes |
  /// | heart rate | 20 ... 300 bpm | rest in trained athletes ≥ 25, a maximum ≤ 250 |
  /// | resting heart rate | 20 ... 250 bpm | the same, at rest |
  /// | heart rate variability | 1 ... 500 ms | SDNN of healthy adults is 20 to 200 |
  /// | sleep figures | 0 ... 24 h per night | a night has at most 24 hours |
  /// | workouts | 0 ... 100 a day | |
  /// | workout minutes | 0 ... 1,440 a day | a day has 1,440 minutes |
  /// | Move ring energy and its goal | 0 ... 25,000 kcal | as active energy |
  /// | Move, Exercise ring minutes and goals | 0 ... 1,440 min | a day has 1,440 minutes |
  /// | Stand ring hours and goal | 0 ... 24 h | a day has 24 hours |
  public var plausibleRange: ClosedRange<Double> { MetricKind.ranges[rawValue] }

  /// How far past either end of ``plausibleRange`` a value may lie, in the canonical unit: the
  /// rounding of the tool's own daily CSV (a 700 kg weigh-in is written as `1543.236` lb,
  /// which reads back as 700.0002 kg), so every file the tool writes reads back.
  @inlinable public static var plausibleRangeTolerance: Double { 0.001 }

  /// Whether `value` (canonical unit) lies in ``plausibleRange``, give or take
  /// ``plausibleRangeTolerance``.
  /// - Parameter value: one record's or cell's value in the canonical unit.
  /// - Returns: `true` when the value is kept.
  public func isPlausible(_ value: Double) -> Bool {
    MetricKind.isPlausible(value, in: plausibleRange)
  }

  /// Whether `value` lies in `range` (a metric's ``plausibleRange``), give or take
  /// ``plausibleRangeTolerance``: the rule of ``isPlausible(_:)`` for a reader's hot loop that
  /// looked the range up once (inlined across modules).
  /// - Parameters:
  ///   - value: one record's or cell's value in the canonical unit.
  ///   - range: the metric's ``plausibleRange``.
  /// - Returns: `true` when the value is kept.
  @inlinable public static func isPlausible(_ value: Double, in range: ClosedRange<Double>) -> Bool
  {
    value >= range.lowerBound - plausibleRangeTolerance
      && value <= range.upperBound + plausibleRangeTolerance
  }

  /// ` (outside 20.0 to 250.0 bpm)`: the range for a message, canonical unit.
  public var rangeText: String {
    let range = plausibleRange
    return " (outside \(DecimalText.format(range.lowerBound, decimals: 1))"
      + " to \(DecimalText.format(range.upperBound, decimals: 1)) \(canonicalUnitName))"
  }
}
