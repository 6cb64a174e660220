import Testing

@testable import HealthCore
@testable import HealthImport

/// The export's `locale` attribute is kept as the report's default language (#27), whatever
/// chunk boundary cuts the start tag.
@Suite struct ExportLocaleTests {
  static let export = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [<!ELEMENT HealthData (ExportDate)>]>
    <HealthData locale="de_DE">
     <ExportDate value="2024-12-10 08:00:00 +0100"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" \
    creationDate="2024-12-09 20:00:00 +0100" startDate="2024-12-09 10:00:00 +0100" \
    endDate="2024-12-09 10:10:00 +0100" value="1200"/>
    </HealthData>

    """

  @Test(arguments: [nil, 1, 7, 64])
  func localeAttributeIsRead(chunk: Int?) throws {
    let (result, _) = try importText(Self.export, chunk: chunk)
    #expect(result.dataset.locale == "de_DE")
    #expect(result.dataset[.steps].days.map(\.value) == [1200])
  }

  @Test func noAttributeGivesNoLocale() throws {
    let text = Self.export.replacingOccurrences(of: " locale=\"de_DE\"", with: "")
    #expect(try importText(text).result.dataset.locale == nil)
  }

  @Test(arguments: ["de_DE\\\" onload=\\\"x", "a", String(repeating: "x", count: 40)])
  func implausibleLocalesAreIgnored(value: String) throws {
    let text = Self.export.replacingOccurrences(of: "de_DE", with: value)
    #expect(try importText(text).result.dataset.locale == nil)
  }
}
