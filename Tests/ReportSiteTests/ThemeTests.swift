import ChartKit
import Foundation
import HealthCore
import Testing

@testable import ReportSite

/// One theme: every colour the site, its charts and the email use is a colour of
/// `Theme.standard`, `style.css` opens with the theme's custom properties, and the page rules of
/// `Public/style.css` name no colour or font of their own.
@Suite struct ThemeTests {
  /// Every `#RRGGBB` in `text`.
  static func hexColors(in text: String) -> Set<String> {
    var colors: Set<String> = []
    var rest = text[...]
    while let hash = rest.firstIndex(of: "#") {
      let digits = rest[rest.index(after: hash)...].prefix(6)
      if digits.count == 6, digits.allSatisfy(\.isHexDigit) {
        colors.insert("#" + digits.uppercased())
      }
      rest = rest[rest.index(after: hash)...]
    }
    return colors
  }

  /// The colours of both palettes.
  static var themeColors: Set<String> {
    Set(
      Theme.colorProperties.flatMap { _, role in
        [Theme.standard.light[keyPath: role], Theme.standard.dark[keyPath: role]]
      })
  }

  static func site() throws -> Site {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    return try SiteGenerator.makeSite(
      dataset: DemoData.makeDataset(), options: SiteOptions(), resources: resources)
  }

  @Test func styleSheetOpensWithTheThemeAndItsRulesOnlyUseIt() throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let rules = try #require(try resources.publicFiles().first { $0.path == "style.css" })
    let css = String(decoding: rules.contents, as: UTF8.self)
    #expect(Self.hexColors(in: css).isEmpty)
    #expect(!css.contains("rgb") && !css.contains("Segoe") && !css.contains("sans-serif"))
    let site = try Self.site()
    let file = try #require(site.files.first { $0.path == "style.css" })
    #expect(file.contents == Array(Theme.standard.customProperties.utf8) + rules.contents)
    // Every custom property the rules use is defined by the theme.
    let defined = Set(
      Theme.colorProperties.map(\.name) + Theme.standard.lengthProperties.map(\.name))
    var rest = css[...]
    while let use = rest.range(of: "var(") {
      let name = rest[use.upperBound...].prefix { $0 != ")" }
      #expect(defined.contains(String(name)), "\(name)")
      rest = rest[use.upperBound...]
    }
  }

  @Test func everyColourOfTheSiteIsTheThemes() throws {
    for file in try Self.site().files
    where file.path.hasSuffix(".css") || file.path.hasSuffix(".svg")
      || file.path.hasSuffix(".html")
    {
      let text = String(decoding: file.contents, as: UTF8.self)
      let stray = Self.hexColors(in: text).subtracting(Self.themeColors)
      #expect(stray.isEmpty, "\(file.path): \(stray.sorted())")
    }
  }

  @Test func chartsUseTheThemesFont() {
    let appearance = Theme.standard.chartAppearance
    #expect(appearance.fontFamily == Theme.standard.fontFamily)
    #expect(appearance.light.focus == Theme.standard.light.focus)
    #expect(appearance.dark.tipBackground == Theme.standard.dark.raised)
    #expect(appearance.card.titleSize == Theme.standard.sizes.headline)
    let css = HealthPalette.chartStyleSheet
    #expect(!css.contains(">") && !css.contains("+") && !css.contains("~"))
  }
}
