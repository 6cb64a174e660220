import ChartKit

/// The dashboard's colours (SPEC §3) and the CSS classes that let one style sheet switch them
/// for dark mode.
enum HealthPalette {
  /// Steps: pink.
  static let pink = "#FF2D55"
  /// The lighter pink at the top of the steps gradient.
  static let pinkLight = "#FF6180"
  /// Weight: indigo.
  static let indigo = "#5856D6"
  /// The lighter indigo at the top of the weight gradient.
  static let indigoLight = "#8280E0"
  /// Goal line and negative change: mint.
  static let mint = "#00C7BE"
  /// The lighter mint at the top of the negative-change gradient.
  static let mintLight = "#40D5CE"
  /// Secondary strokes (average rule).
  static let secondary = "#6C6C70"
  /// The card background (light mode).
  static let cardBackground = "#F2F2F7"

  /// The colour rules of one chart, for light and dark mode.
  struct Rules: Sendable {
    let light: String
    let dark: String

    static let steps = Rules(
      light: ".chart-steps [tabindex]>g>text+text{fill:#FF2D55}\n",
      dark:
        ".chart-steps [tabindex]>g>text+text,text.accent-steps{fill:#FF375F}g.accent-steps{stroke:#FF375F}.chart .rule-average{stroke:#AEAEB2}\n"
    )
    static let donut = Rules(
      light: ".chart-donut [tabindex]>g>.cv{fill:#FF2D55}\n",
      dark:
        ".chart-donut [tabindex]>g>.cv,text.accent-steps{fill:#FF375F}g.accent-steps{stroke:#FF375F}\n"
    )
    static let weight = Rules(
      light: ".chart-weight [tabindex]>g>text+text{fill:#5856D6}\n",
      dark:
        ".chart-weight [tabindex]>g>text+text,text.accent-weight{fill:#7D7AFF}g.accent-weight{stroke:#7D7AFF}"
        + ".chart .point-weight{fill:#7D7AFF;stroke:#1C1C1E}.chart .line-weight{stroke:#7D7AFF}\n")
    static let change = Rules(
      light:
        ".chart-change [tabindex]>g>text+text{fill:#5856D6}.chart-change [tabindex]>g>text+text.loss{fill:#00C7BE}\n",
      dark:
        ".chart-change [tabindex]>g>text+text,text.accent-weight{fill:#7D7AFF}.chart-change [tabindex]>g>text+text.loss{fill:#63E6E2}"
        + "g.accent-weight{stroke:#7D7AFF}\n")

    static let metric = Rules(
      light: ".chart-metric [tabindex]>g>text+text{fill:#0062CC}\n",
      dark:
        ".chart-metric [tabindex]>g>text+text{fill:#409CFF}.chart .line-metric{stroke:#409CFF}\n")

    /// Every chart's rules, for the site's `charts.css`.
    static let all = [steps, donut, weight, change, metric]
  }

  /// The style sheet of a standalone chart: the ChartKit parts it uses and its colour rules
  /// (the combinations the charts use are made once).
  static func styleSheet(parts: Set<ChartStyleSheet.Part>, rules: Rules) -> String {
    let key = Rules.all.firstIndex { $0.light == rules.light }.map { $0 * 256 + mask(parts) }
    if let key, let cached = standaloneSheets[key] { return cached }
    return makeStyleSheet(parts: parts, rules: rules)
  }

  private static func makeStyleSheet(parts: Set<ChartStyleSheet.Part>, rules: Rules) -> String {
    ChartStyleSheet.css(parts: parts.union([.card]), light: rules.light, dark: rules.dark)
  }

  private static func mask(_ parts: Set<ChartStyleSheet.Part>) -> Int {
    parts.reduce(0) { $0 | (1 << $1.rawValue) }
  }

  /// The style sheets of the part combinations the charts use, by rules index and part mask.
  private static let standaloneSheets: [Int: String] = {
    let combinations: [Set<ChartStyleSheet.Part>] = [
      [.empty], [.axes], [.datums, .dimming, .tips, .axes], [.datums, .tips, .axes],
      [.datums, .dimming, .donut],
    ]
    var sheets: [Int: String] = [:]
    for (index, rules) in Rules.all.enumerated() {
      for parts in combinations {
        sheets[index * 256 + mask(parts)] = makeStyleSheet(parts: parts, rules: rules)
      }
    }
    return sheets
  }()

  /// The site's `charts.css`: every rule of every chart.
  static let chartStyleSheet = ChartStyleSheet.css(
    parts: Set(ChartStyleSheet.Part.allCases), light: Rules.all.map(\.light).joined(),
    dark: Rules.all.map(\.dark).joined())
}
