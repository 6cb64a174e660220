import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

@Suite struct DailyCSVTests {
  @Test func fixedPointFormatting() {
    #expect(DecimalText.format(10503, decimals: 0) == "10503")
    #expect(DecimalText.format(10502.5, decimals: 0) == "10502")
    #expect(DecimalText.format(10503.5, decimals: 0) == "10504")
    #expect(DecimalText.format(14112.5, decimals: 0) == "14112")  // as the pages show it
    #expect(DecimalText.format(77.8, decimals: 3) == "77.8")
    #expect(DecimalText.format(171.0803665906, decimals: 3) == "171.08")
    #expect(DecimalText.format(0.0015, decimals: 3) == "0.002")
    #expect(DecimalText.format(0.05, decimals: 3) == "0.05")
    #expect(DecimalText.format(-0.0001, decimals: 3) == "0")
    #expect(DecimalText.format(-1.25, decimals: 1) == "-1.2")
    #expect(DecimalText.format(.nan, decimals: 2) == "")
  }

  @Test func stepsAndMassOnly() {
    let dataset = HealthDataset(
      source: .demo,
      series: [
        DailySeries(metric: .steps, days: [HealthMetric(date: day("2024-01-02"), value: 8000)]),
        DailySeries(metric: .bodyMass, days: [HealthMetric(date: day("2024-01-01"), value: 70)]),
      ])
    #expect(
      DailyCSV.render(dataset) == """
        date,steps,body_mass_kg,body_mass_lb
        2024-01-01,,70,154.324
        2024-01-02,8000,,

        """)
  }

  /// Each day any series has gets a row, in order, with a blank cell for a figure that is
  /// missing or not finite, and the further columns in `MetricKind` order.
  @Test func rowsOfEveryDayWithBlankCells() {
    let dataset = HealthDataset(
      source: .demo,
      series: [
        DailySeries(
          metric: .restingHeartRate,
          days: [
            HealthMetric(date: day("2024-01-03"), value: 58.25),
            HealthMetric(date: day("2024-01-01"), value: .nan),
          ]),
        DailySeries(metric: .steps, days: [HealthMetric(date: day("2024-01-02"), value: 10502.5)]),
        DailySeries(
          metric: .walkingDistance, days: [HealthMetric(date: day("2024-01-03"), value: 1)]),
      ])
    #expect(
      DailyCSV.render(dataset) == """
        date,steps,body_mass_kg,body_mass_lb,distance_km,resting_heart_rate_bpm
        2024-01-01,,,,,
        2024-01-02,10502,,,,
        2024-01-03,,,,1,58.25

        """)
    #expect(DecimalText.padded(-7, width: 3) == "-007")
    #expect(DecimalText.padded(1234, width: 2) == "1234")
  }

  @Test func emptyDatasetHasTheHeader() {
    #expect(
      DailyCSV.render(HealthDataset(source: .demo, series: []))
        == "date,steps,body_mass_kg,body_mass_lb\n")
  }

  @Test func roundTripThroughCSVImporter() throws {
    let dataset = try importText(AppleHealthScannerTests.document).result.dataset
    let text = DailyCSV.render(dataset)
    #expect(
      text.hasPrefix(
        "date,steps,body_mass_kg,body_mass_lb,distance_km,active_energy_kcal,exercise_minutes,"
          + "heart_rate_bpm\n"))
    let reread = try CSVImporter(unit: .kilograms).parse(text: text, path: "daily.csv")
    #expect(reread.warnings.isEmpty)
    for series in dataset.series {
      let other = reread.dataset[series.metric]
      #expect(other.days.map(\.date) == series.days.map(\.date))
      for (left, right) in zip(series.days, other.days) {
        #expect(abs(left.value - right.value) < 0.001, "\(series.metric) on \(left.date)")
      }
    }
  }
}

/// The vitals' columns: named as the docs say, in `MetricKind` order, up to 3 decimals, and
/// read back to the same figures (a second round trip changes no byte).
@Suite struct DailyCSVVitalsTests {
  @Test func vitalsRoundTrip() throws {
    let date = day("2024-05-01")
    let values: [(MetricKind, Double)] = [
      (.bloodPressureSystolic, 123.456_7), (.bloodPressureDiastolic, 81.5),
      (.bloodPressureReadings, 2), (.bloodGlucose, 99.085_734), (.oxygenSaturation, 96.5),
      (.respiratoryRate, 14.25), (.bodyTemperature, 36.944_4), (.vo2Max, 41.2),
      (.bodyFat, 21.5), (.mindfulMinutes, 25.5),
    ]
    let dataset = HealthDataset(
      source: .demo,
      series: values.map {
        DailySeries(metric: $0.0, days: [HealthMetric(date: date, value: $0.1)])
      })
    let text = DailyCSV.render(dataset)
    #expect(
      text == """
        date,steps,body_mass_kg,body_mass_lb,blood_pressure_systolic_mmhg,\
        blood_pressure_diastolic_mmhg,blood_pressure_readings,blood_glucose_mg_dl,\
        oxygen_saturation_percent,respiratory_rate_per_min,body_temperature_c,\
        vo2_max_ml_kg_min,body_fat_percent,mindful_minutes
        2024-05-01,,,,123.457,81.5,2,99.086,96.5,14.25,36.944,41.2,21.5,25.5

        """)
    let reread = try CSVImporter(unit: .kilograms).parse(text: text, path: "daily.csv")
    #expect(reread.warnings.isEmpty)
    for (metric, value) in values {
      let found = try #require(reread.dataset[metric].value(on: date))
      #expect(abs(found - value) < 0.0005, "\(metric)")
    }
    #expect(DailyCSV.render(reread.dataset) == text)
  }
}

/// A weight logged in pounds reads back from the daily CSV (and so from the store, which keeps
/// imported days in that format) as the very pounds logged, and a second round trip changes no
/// byte.
@Suite struct DailyCSVPoundsRoundTripTests {
  @Test(arguments: ["171.6", "180", "79.5", "2.205", "1543.2", "203.125", "150.05"])
  func poundsReadBackUnchanged(pounds: String) throws {
    let log = "date,weight\n2024-03-01,\(pounds)\n"
    let first = try CSVImporter(unit: .pounds).parse(text: log, path: "log.csv")
    let daily = DailyCSV.render(first.dataset)
    #expect(daily.hasSuffix(",\(pounds)\n"), "\(daily)")
    let again = try CSVImporter(unit: .pounds).parse(text: daily, path: "daily.csv")
    #expect(DailyCSV.render(again.dataset) == daily)
  }
}

/// The tool's own daily CSV reads back without a warning at the ends of the plausible ranges
/// (a 700 kg weigh-in is written as 1543.236 lb, which is 700.0002 kg: found by fuzzing).
@Suite struct DailyCSVBoundsTests {
  @Test(arguments: [700.0, 1.0, 699.9996])
  func weightsAtTheLimitsReadBack(kilograms: Double) throws {
    let day = try #require(LocalDate(iso: "2024-02-29"))
    let dataset = HealthDataset(
      source: .demo,
      series: [
        DailySeries(metric: .bodyMass, days: [HealthMetric(date: day, value: kilograms)]),
        DailySeries(metric: .steps, days: [HealthMetric(date: day, value: 250_000)]),
      ])
    let text = DailyCSV.render(dataset)
    let result = try CSVImporter(unit: .pounds).parse(text: text, path: "daily.csv")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let read = try #require(result.dataset[.bodyMass].value(on: day))
    #expect(abs(read - kilograms) < 0.001)
    #expect(result.dataset[.steps].value(on: day) == 250_000)
  }

  @Test func valuesBeyondTheToleranceAreStillSkipped() throws {
    let result = try CSVImporter(unit: .kilograms).parse(
      text: "date,weight,steps\n2024-02-29,700.01,250001\n", path: "log.csv")
    #expect(result.warnings.count == 2)
    #expect(result.dataset.isEmpty)
  }
}
