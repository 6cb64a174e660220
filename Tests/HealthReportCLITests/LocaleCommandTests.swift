import Foundation
import TestSupport
import Testing

@testable import HealthReportCLI

/// `--locale` and `--units`, and the default language from the export's `locale` (#27).
@Suite struct LocaleCommandTests {
  static let export = """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="de_DE">
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" \
    creationDate="2024-12-09 20:00:00 +0100" startDate="2024-12-09 10:00:00 +0100" \
    endDate="2024-12-09 10:10:00 +0100" value="8532"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" \
    creationDate="2024-12-09 07:00:00 +0100" startDate="2024-12-09 07:00:00 +0100" \
    endDate="2024-12-09 07:00:00 +0100" value="73.6"/>
    </HealthData>

    """

  @Test func theExportsLocaleIsTheDefault() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write(Self.export, to: "export.xml")
    let result = folder.run(["build", "--input", "export.xml", "--out", "site", "--quiet"])
    #expect(result.code == 0, "\(result.standardError)")
    let page = try folder.read("site/index.html")
    #expect(page.contains("<html lang=\"de-DE\">"))
    #expect(page.contains(">Schritte<"))
    #expect(page.contains("8.532"))
    #expect(page.contains("73,6 kg"))
    #expect(!page.contains("lbs"))
  }

  @Test func theOptionWinsOverTheExport() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write(Self.export, to: "export.xml")
    let result = folder.run(
      ["build", "--input", "export.xml", "--out", "site", "--quiet", "--locale", "en-GB"])
    #expect(result.code == 0, "\(result.standardError)")
    let page = try folder.read("site/index.html")
    #expect(page.contains("<html lang=\"en-GB\">"))
    // 73.6 kg is 11 st 8.3 lb.
    #expect(page.contains("11 st 8.3 lb"))
  }

  @Test func unitsOverrideTheLocale() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write(Self.export, to: "export.xml")
    let result = folder.run(
      ["build", "--input", "export.xml", "--out", "site", "--quiet", "--units", "us"])
    #expect(result.code == 0, "\(result.standardError)")
    let page = try folder.read("site/index.html")
    #expect(page.contains("<html lang=\"de-DE\">"))
    #expect(page.contains("162,3 lb"))
  }

  @Test(arguments: [["--locale", "xx-QQ"], ["--locale", "<b>"], ["--units", "furlongs"]])
  func badValuesAreUsageErrors(arguments: [String]) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let result = folder.run(["build", "--demo", "--out", "site"] + arguments)
    #expect(result.code == 64)
    #expect(result.standardError.contains(arguments[0]))
  }

  /// The export's German locale starts weeks on Monday, so an ISO week needs no --week-start.
  @Test func anISOWeekFollowsTheExportsFirstWeekday() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write(Self.export, to: "export.xml")
    let result = folder.run(
      ["email", "--input", "export.xml", "--week", "2024-W50", "--out", "r.eml", "--quiet"])
    #expect(result.code == 0, "\(result.standardError)")
    let message = try folder.read("r.eml")
    #expect(message.contains("Content-Language: de-DE\r\n"))
    let american = folder.run(
      [
        "email", "--input", "export.xml", "--week", "2024-W50", "--out", "r2.eml", "--locale",
        "en-US",
      ])
    #expect(american.code == 64)
    #expect(american.standardError.contains("ISO weeks such as 2024-W50 need --week-start monday"))
  }

  @Test func theEmailNamesItsLanguage() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let result = folder.run(
      ["email", "--demo", "--out", "report.eml", "--locale", "ko-KR"])
    #expect(result.code == 0, "\(result.standardError)")
    let message = try folder.read("report.eml")
    #expect(message.contains("Content-Language: ko-KR\r\n"))
  }
}

/// Without `--units` and without any locale, the records' own weight unit decides (#27).
@Suite struct RecordWeightUnitTests {
  @Test func anExportWithoutLocaleShowsItsRecordsUnit() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let export = LocaleCommandTests.export.replacingOccurrences(of: " locale=\"de_DE\"", with: "")
    _ = try folder.write(export, to: "export.xml")
    let result = folder.run(
      ["build", "--input", "export.xml", "--out", "site", "--quiet"])
    #expect(result.code == 0, "\(result.standardError)")
    let page = try folder.read("site/index.html")
    #expect(page.contains("<html lang=\"en-US\">"))
    #expect(page.contains("73.6 kg"))
    // The locale, once known, decides instead: en-US weighs in pounds.
    let american = folder.run(
      ["build", "--input", "export.xml", "--out", "site-us", "--quiet", "--locale", "en-US"])
    #expect(american.code == 0)
    #expect(try folder.read("site-us/index.html").contains("162.3 lbs"))
  }
}

/// The settings file's `locale` and `units` (#27).
@Suite struct LocaleSettingTests {
  @Test func theSettingsLocaleAndUnitsAreUsed() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write(
      "{\n  \"locale\": \"de-DE\",\n  \"units\": \"uk\"\n}\n", to: ToolConfig.fileName)
    let result = folder.run(
      ["build", "--demo", "--out", "site", "--quiet"])
    #expect(result.code == 0, "\(result.standardError)")
    let page = try folder.read("site/index.html")
    #expect(page.contains("<html lang=\"de-DE\">"))
    // The title is not set: "Dashboard" in German.
    #expect(page.contains("<title>&#220;bersicht</title>"))
    #expect(page.contains(" st "))
  }

  /// The order: --locale, then the export's locale, then the setting, then en-US.
  @Test func theExportsLocaleComesBeforeTheSetting() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write("{\n  \"locale\": \"fr-FR\"\n}\n", to: ToolConfig.fileName)
    _ = try folder.write(LocaleCommandTests.export, to: "export.xml")
    let exported = folder.run(
      ["build", "--input", "export.xml", "--out", "site", "--quiet"])
    #expect(exported.code == 0, "\(exported.standardError)")
    #expect(try folder.read("site/index.html").contains("<html lang=\"de-DE\">"))
    let demo = folder.run(
      ["build", "--demo", "--out", "demo", "--quiet"])
    #expect(demo.code == 0, "\(demo.standardError)")
    #expect(try folder.read("demo/index.html").contains("<html lang=\"fr-FR\">"))
    let chosen = folder.run(
      ["build", "--input", "export.xml", "--out", "site-es", "--quiet", "--locale", "es-ES"])
    #expect(chosen.code == 0)
    #expect(try folder.read("site-es/index.html").contains("<html lang=\"es-ES\">"))
  }

  @Test func aBadSettingsLocaleNamesItsLine() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    _ = try folder.write("{\n  \"locale\": \"xx-QQ\"\n}\n", to: ToolConfig.fileName)
    let result = folder.run(["build", "--demo", "--out", "site"])
    #expect(result.code == 65)
    #expect(result.standardError.contains("healthreport.json:2: locale must be a language tag"))
  }

  @Test func initLeavesTheLocaleToTheExport() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let result = folder.run(["init", "--store", "data"])
    #expect(result.code == 0, "\(result.standardError)")
    let settings = try folder.read(ToolConfig.fileName)
    #expect(settings.contains("\"locale\": \"\""))
    #expect(settings.contains("\"units\": \"\""))
    #expect(settings.contains("\"title\": \"\""))
  }
}
