import Foundation
import Testing

@testable import HealthReportCLI

/// The vitals through the commands: an export's readings come out of `daily` in the vitals'
/// columns, and `import` of that CSV keeps every figure in the store.
@Suite struct VitalsCommandTests {
  static let export = """
    <?xml version="1.0"?>
    <HealthData locale="en_US">
     <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Omron" startDate="2024-05-01 08:00:00 +0200" endDate="2024-05-01 08:00:00 +0200">
      <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Omron" unit="mmHg" startDate="2024-05-01 08:00:00 +0200" endDate="2024-05-01 08:00:00 +0200" value="121"/>
      <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="Omron" unit="mmHg" startDate="2024-05-01 08:00:00 +0200" endDate="2024-05-01 08:00:00 +0200" value="79"/>
     </Correlation>
     <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Omron" unit="mmHg" startDate="2024-05-01 08:00:00 +0200" endDate="2024-05-01 08:00:00 +0200" value="121"/>
     <Record type="HKQuantityTypeIdentifierBloodPressureDiastolic" sourceName="Omron" unit="mmHg" startDate="2024-05-01 08:00:00 +0200" endDate="2024-05-01 08:00:00 +0200" value="79"/>
     <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="Dexcom" unit="mmol&lt;180.1558800000541&gt;/L" startDate="2024-05-01 09:00:00 +0200" endDate="2024-05-01 09:00:00 +0200" value="5.4"/>
     <Record type="HKQuantityTypeIdentifierOxygenSaturation" sourceName="Watch" unit="%" startDate="2024-05-01 03:00:00 +0200" endDate="2024-05-01 03:00:00 +0200" value="0.965"/>
     <Record type="HKQuantityTypeIdentifierBodyTemperature" sourceName="Health" unit="degF" startDate="2024-05-01 07:00:00 +0200" endDate="2024-05-01 07:00:00 +0200" value="98.24"/>
     <Record type="HKQuantityTypeIdentifierRespiratoryRate" sourceName="Watch" unit="count/min" startDate="2024-05-01 03:00:00 +0200" endDate="2024-05-01 03:00:00 +0200" value="14.5"/>
     <Record type="HKQuantityTypeIdentifierVO2Max" sourceName="Watch" unit="mL/min·kg" startDate="2024-05-01 18:00:00 +0200" endDate="2024-05-01 18:00:00 +0200" value="41.37"/>
     <Record type="HKQuantityTypeIdentifierBodyFatPercentage" sourceName="Scale" unit="%" startDate="2024-05-01 07:00:00 +0200" endDate="2024-05-01 07:00:00 +0200" value="0.218"/>
     <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Breathe" startDate="2024-05-01 07:00:00 +0200" endDate="2024-05-01 07:10:00 +0200" value="HKCategoryValueNotApplicable"/>
     <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Calm" startDate="2024-05-01 07:05:00 +0200" endDate="2024-05-01 07:12:30 +0200" value="HKCategoryValueNotApplicable"/>
    </HealthData>

    """

  @Test func dailyThenImportKeepsEveryVital() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(Self.export, to: "export.xml")
    let daily = folder.run(["daily", "export.xml", "--quiet"])
    #expect(daily.code == 0, "\(daily.standardError)")
    #expect(
      daily.standardOutput == """
        date,steps,body_mass_kg,body_mass_lb,blood_pressure_systolic_mmhg,\
        blood_pressure_diastolic_mmhg,blood_pressure_readings,blood_glucose_mg_dl,\
        oxygen_saturation_percent,respiratory_rate_per_min,body_temperature_c,\
        vo2_max_ml_kg_min,body_fat_percent,mindful_minutes
        2024-05-01,,,,121,79,1,97.284,96.5,14.5,36.8,41.37,21.8,12.5

        """)
    try folder.write(daily.standardOutput, to: "daily.csv")
    let imported = folder.run(["import", "daily.csv", "--quiet"])
    #expect(imported.code == 0, "\(imported.standardError)")
    let store = try String(
      contentsOf: folder.url.appendingPathComponent("healthreport-data/imported.csv"),
      encoding: .utf8)
    #expect(store == daily.standardOutput)
    let again = folder.run(["daily", "healthreport-data/imported.csv", "--quiet"])
    #expect(again.standardOutput == daily.standardOutput)
  }
}
