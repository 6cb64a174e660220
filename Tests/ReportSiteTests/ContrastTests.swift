import Foundation
import Testing

@testable import ReportSite

/// Text colours reach WCAG 2 contrast 4.5:1 against the backgrounds they are used on, in light
/// and dark mode, read from the custom properties the site's `style.css` opens with (the theme's).
@Suite struct ContrastTests {
  /// The custom properties of the `:root` block (light) and of the dark-mode `:root` block, the
  /// dark block inheriting the light values it does not change.
  static func palettes() throws -> (light: [String: String], dark: [String: String]) {
    let css = Theme.standard.customProperties
    let darkStart = try #require(css.range(of: "@media screen and (prefers-color-scheme: dark)"))
    let light = properties(in: String(css[..<darkStart.lowerBound]))
    let dark = light.merging(properties(in: String(css[darkStart.upperBound...]))) { $1 }
    return (light, dark)
  }

  /// `--name: #RRGGBB;` declarations of the first `:root {` block in `css`.
  static func properties(in css: String) -> [String: String] {
    guard let root = css.range(of: ":root {"), let end = css[root.upperBound...].firstIndex(of: "}")
    else { return [:] }
    var result: [String: String] = [:]
    for declaration in css[root.upperBound..<end].split(separator: ";") {
      let parts = declaration.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      if parts.count == 2, parts[0].hasPrefix("--"), parts[1].hasPrefix("#") {
        result[parts[0]] = parts[1]
      }
    }
    return result
  }

  @Test func everyRoleOfBothPalettesIsAProperty() throws {
    let (light, dark) = try Self.palettes()
    for (name, role) in Theme.colorProperties {
      #expect(light[name] == Theme.standard.light[keyPath: role], "\(name)")
      #expect(dark[name] == Theme.standard.dark[keyPath: role], "\(name)")
    }
  }

  /// WCAG 2 relative luminance of `#RRGGBB`.
  static func luminance(_ hex: String) -> Double? {
    let digits = hex.dropFirst()
    guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
    let channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map { channel -> Double in
      let c = Double(channel) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }

  /// The contrast ratio of two colours, 1...21.
  static func ratio(_ first: String, _ second: String) -> Double? {
    guard let a = luminance(first), let b = luminance(second) else { return nil }
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  @Test func ratioMatchesWCAGExamples() {
    #expect(Self.ratio("#000000", "#FFFFFF") == 21)
    #expect(abs((Self.ratio("#777777", "#FFFFFF") ?? 0) - 4.48) < 0.01)
  }

  /// Each text colour and the backgrounds it is drawn on.
  static let pairs: [(text: String, backgrounds: [String])] = [
    ("--text", ["--background", "--card", "--segment"]),
    ("--secondary", ["--background", "--card", "--raised"]),
    ("--steps-text", ["--background", "--card", "--raised"]),
    ("--weight-text", ["--background", "--card", "--raised"]),
    ("--goal-text", ["--background", "--card", "--raised"]),
    ("--link", ["--background", "--card"]),
    ("--metric-text", ["--background", "--card", "--raised"]),
    ("--on-accent", ["--segment-steps", "--segment-weight"]),
  ]

  @Test(arguments: ["light", "dark"])
  func textColoursReachFourAndAHalf(mode: String) throws {
    let palettes = try Self.palettes()
    let palette = mode == "light" ? palettes.light : palettes.dark
    for (text, backgrounds) in Self.pairs {
      let foreground = try #require(palette[text], "\(mode): \(text) is not defined")
      for background in backgrounds {
        let fill = try #require(palette[background], "\(mode): \(background) is not defined")
        let ratio = try #require(Self.ratio(foreground, fill))
        #expect(
          ratio >= 4.5, "\(mode): \(text) \(foreground) on \(background) \(fill) is \(ratio):1")
      }
    }
  }

  /// `fill:#RRGGBB` of every rule in `css` whose selector contains `selector`.
  static func fills(of selector: String, in css: String) -> [String] {
    var result: [String] = []
    for rule in css.split(separator: "}") {
      guard let brace = rule.firstIndex(of: "{") else { continue }
      let head = rule[..<brace]
      let selectors = head.split(separator: ",").map { $0.split(separator: "{").last ?? $0 }
      guard selectors.contains(where: { $0.hasSuffix(selector) }),
        let fill = rule[brace...].range(of: "fill:#")
      else { continue }
      result.append("#" + rule[fill.upperBound...].prefix(6))
    }
    return result
  }

  /// The annotation values (on the raised box) and the donut's centre value (on the card) are
  /// drawn in colours that reach 4.5:1, in both modes: the charts' CSS uses the text roles.
  @Test(arguments: ["light", "dark"])
  func chartValueTextReachesFourAndAHalf(mode: String) throws {
    let css = HealthPalette.chartStyleSheet
    let darkStart = try #require(css.range(of: "@media screen and (prefers-color-scheme:dark)"))
    let part =
      mode == "light" ? String(css[..<darkStart.lowerBound]) : String(css[darkStart.upperBound...])
    let theme = mode == "light" ? Theme.standard.light : Theme.standard.dark
    let checks: [(selector: String, background: String)] = [
      (".tip-value", theme.raised), (".tip-value.loss", theme.raised),
      (".donut-value", theme.card), (".tip", theme.raised), (".axis", theme.card),
    ]
    var seen = 0
    for (selector, background) in checks {
      for fill in Self.fills(of: selector, in: part) {
        seen += 1
        let ratio = try #require(Self.ratio(fill, background))
        #expect(ratio >= 4.5, "\(mode): \(selector) \(fill) on \(background) is \(ratio):1")
      }
    }
    #expect(seen >= 6, "\(mode): \(seen) value colours found")
  }
}
