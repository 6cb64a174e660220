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

  /// The CSS rules for the classes of the health charts, appended to ChartKit's rules in
  /// standalone files and in the site's `charts.css`.
  static let css = """
    .chart-steps .tv,.chart-donut .cv{fill:#FF2D55}
    .chart-weight .tv,.chart-change .tv{fill:#5856D6}
    .chart-change .tv.loss{fill:#00C7BE}
    text.accent-steps{fill:#FF2D55}
    text.accent-weight{fill:#5856D6}
    g.accent-steps{stroke:#FF2D55}
    g.accent-weight{stroke:#5856D6}
    @media (prefers-color-scheme:dark){
    .chart-steps .tv,.chart-donut .cv,text.accent-steps{fill:#FF375F}
    .chart-weight .tv,.chart-change .tv,text.accent-weight{fill:#7D7AFF}
    .chart-change .tv.loss{fill:#63E6E2}
    g.accent-steps{stroke:#FF375F}
    g.accent-weight{stroke:#7D7AFF}
    .chart .rule-average{stroke:#AEAEB2}
    .chart .point-weight{fill:#7D7AFF;stroke:#1C1C1E}
    .chart .line-weight{stroke:#7D7AFF}
    }

    """

  /// ChartKit's rules followed by the health rules: the `<style>` of standalone files and the
  /// site's `charts.css`.
  static let chartStyleSheet = ChartStyleSheet.css + css
}
