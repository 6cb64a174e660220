import Foundation
import Testing

@testable import ReportSite

/// The pages' inline chart script: written so that escaping leaves it as it is, on every page,
/// with nothing that reaches the network.
@Suite struct ChartScriptTests {
  @Test func theSourceHasNothingEscapingWouldChange() {
    let source = ChartScript.source
    for character in ["&", "<", ">", "\"", "'"] {
      #expect(!source.contains(character), "\(character)")
    }
    for word in ["fetch", "XMLHttpRequest", "http", "import(", "Math.random", "Date"] {
      #expect(!source.contains(word), "\(word)")
    }
  }

  @Test func everyPageCarriesTheScriptVerbatim() throws {
    let site = try ListPageTests.makeSite(ListPageTests.dataset())
    let pages = site.files.filter { $0.path.hasSuffix(".html") }
    #expect(pages.count >= 5)
    for page in pages {
      let html = try DashboardGoldenTests.text(site, page.path)
      #expect(html.contains("<script>" + ChartScript.source + "</script>"), "\(page.path)")
    }
  }

  @Test func theStyleSheetShowsTheTouchSelectionLikeHover() {
    let css = HealthPalette.chartStyleSheet
    #expect(css.contains(".chart .active .tip{display:inline}"))
    #expect(css.contains(".chart:has(.active) .selected:not(.active) .tip{display:none}"))
    #expect(css.contains(".chart [tabindex]:focus-visible .focus-ring{stroke:"))
  }
}
