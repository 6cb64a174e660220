import ChartKit
import HealthCore
import ReportSite
import Testing

@testable import ReportMail

/// The weekly email in the reader's language (#27): German dates, numbers, clock and words.
@Suite struct EmailLocaleTests {
  /// A German catalog of a few of the email's words.
  static func germanLocale() throws -> ReportLocale {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Health report":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gesundheitsbericht"}}}},
      "Health report, week %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gesundheitsbericht, Woche %@"}}}},
      "Week %@: %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Woche %@: %@"}}}},
      "Total steps":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Schritte gesamt"}}}}}}
      """
    let words = try StringCatalog(xcstrings: Array(json.utf8), language: "de", path: "de.xcstrings")
    return ReportLocale(identifier: "de-DE", strings: words)
  }

  @Test func aGermanEmailSpeaksGerman() throws {
    let week = try #require(Week(parsing: "2024-12-11", weekStart: .monday))
    var options = SiteOptions()
    options.locale = try Self.germanLocale()
    options.displayUnits = options.locale.displayUnits
    options.units = .kilograms
    let email = EmailReport(dataset: DemoData.makeDataset(), week: week, options: options)
    #expect(email.effectiveSubject == "Gesundheitsbericht, Woche 2024-W50")
    let (plain, html) = email.bodies(charts: [])
    #expect(plain.hasPrefix("Gesundheitsbericht\nWoche 2024-W50: 9. Dez. \u{2013} 15. Dez. 2024\n"))
    #expect(plain.contains("\nSchritte gesamt:"))
    // German numbers: "61.234" steps, "78,4 kg".
    let total = try #require(
      plain.split(separator: "\n").first { $0.hasPrefix("Schritte gesamt:") })
    #expect(total.contains(".") && !total.contains(","))
    #expect(plain.contains(" kg (") && !plain.contains(" lbs"))
    // The bedtime on a 24-hour clock.
    let clock = try #require(
      plain.split(separator: "\n").first { $0.hasPrefix("Bedtime and wake time:") })
    #expect(!clock.contains("AM") && !clock.contains("PM") && clock.contains(":"))
    // The attachments' day: "So., 15. Dez. 2024".
    #expect(plain.contains("15. Dez. 2024 ("))
    #expect(html.contains("<html lang=\"de-DE\">"))
    #expect(html.contains("15. Dezember 2024"))
  }

  @Test func anAmericanEmailKeepsItsWords() throws {
    let week = try #require(Week(parsing: "2024-12-14", weekStart: .sunday))
    let email = EmailReport(dataset: DemoData.makeDataset(), week: week)
    #expect(email.effectiveSubject == "Health report, week 2024-12-08")
    let plain = email.bodies(charts: []).plain
    #expect(plain.contains("Attached: the charts of the 28 days ending Sat, Dec 14, 2024 ("))
  }
}
