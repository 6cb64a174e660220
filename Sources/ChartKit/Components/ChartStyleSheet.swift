/// The CSS behind charts: hover and keyboard-focus annotations, dimming, focus rings and dark
/// mode for ChartKit's own classes, in the colours of a ``ChartAppearance``. Pages link all of
/// it; a standalone SVG file embeds only the parts its chart uses, with the application's colour
/// rules appended.
///
/// Rules select by class (see ``DatumGroup`` and ``DonutChart``) and by the focusable datums'
/// `tabindex`, never by element order. The shared annotation frame (`<g class="tip-frame">`) is
/// drawn through `<use>`, whose copy lives in a shadow tree where selectors cannot see the
/// chart's ancestors: so the frame's rules are `.tip-frame .tip-rule` and `.tip-frame .tip-box`
/// (or unqualified), never `.chart …`. No rule has a `>` or `<`, so the sheet reads the same
/// when escaped as character data in a standalone file.
public enum ChartStyleSheet {
  /// A group of rules, used by some charts only.
  public enum Part: Int, Sendable, CaseIterable, Comparable {
    /// Focusable datums: hover, keyboard focus and the `active` class (set by the page's script
    /// while a finger moves over a chart) show the tip; the focus ring goes on what is visible
    /// (a datum's hover target, or the donut's enlarged sector, `focus-ring`).
    case datums
    /// Hovering or focusing a datum dims the other datums' marks.
    case dimming
    /// Annotation boxes and selection rules.
    case tips
    /// The donut's centre text.
    case donut
    /// Axis labels.
    case axes
    /// The empty state.
    case empty
    /// The standalone card around a chart.
    case card

    public static func < (lhs: Part, rhs: Part) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The part's rules for light mode.
    func light(_ appearance: ChartAppearance) -> String {
      let colors = appearance.light
      let number = ChartStyleSheet.number
      switch self {
      case .datums:
        return """
          .chart [tabindex]{outline:none}
          .chart [tabindex]:hover .tip,.chart [tabindex]:focus-visible .tip,.chart .active .tip{display:inline}
          .chart:has([tabindex]:hover) .selected:not(:hover) .tip,.chart:has([tabindex]:focus-visible) .selected:not(:focus-visible) .tip,.chart:has(.active) .selected:not(.active) .tip{display:none}
          .chart [tabindex]:focus-visible .hover-target:not(.mark),.chart [tabindex]:focus-visible .focus-ring{stroke:\(colors.focus);stroke-width:2}

          """
      case .dimming:
        let dimmed = number(DatumGroup.dimmedOpacity)
        return """
          .chart:has([tabindex]:hover) .mark,.chart:has([tabindex]:focus-visible) .mark,.chart:has(.active) .mark{opacity:\(dimmed)}
          .chart:has([tabindex]:hover) [tabindex]:hover .mark,.chart:has([tabindex]:focus-visible) [tabindex]:focus-visible .mark,.chart:has(.active) .active .mark{opacity:1}

          """
      case .tips:
        let shadow = "drop-shadow(0 1px 2px " + rgba(colors.shadow, ChartAppearance.shadowOpacity)
        return """
          .tip-rule{stroke:\(colors.grid);stroke-opacity:\(number(ChartAppearance.gridOpacity))}
          .tip-box{fill:\(colors.tipBackground);filter:\(shadow))}
          .chart .tip{font-size:\(number(AnnotationBox.titleSize))px;font-weight:\(number(AnnotationBox.titleWeight));fill:\(colors.secondaryText)}.chart .tip-value{font-size:\(number(AnnotationBox.valueSize))px;font-weight:\(number(AnnotationBox.valueWeight))}

          """
      case .donut:
        return
          ".chart .donut-title{font-size:\(number(DonutChart.titleSize))px;font-weight:\(number(DonutChart.titleWeight));fill:\(colors.text)}"
          + ".chart .donut-value{font-size:\(number(DonutChart.valueSize))px;font-weight:\(number(DonutChart.valueWeight))}\n"
      case .axes, .empty, .card:
        return ""
      }
    }

    /// The part's rules for dark mode.
    func dark(_ appearance: ChartAppearance) -> String {
      let colors = appearance.dark
      switch self {
      case .datums:
        return
          ".chart [tabindex]:focus-visible .hover-target:not(.mark),.chart [tabindex]:focus-visible .focus-ring{stroke:\(colors.focus)}\n"
      case .dimming: return ""
      case .tips:
        return
          ".chart .tip,.chart .tip-title{fill:\(colors.secondaryText)}.tip-box{fill:\(colors.tipBackground)}\n"
      case .donut: return ".chart .donut-title{fill:\(colors.text)}\n"
      case .axes: return ".chart .axis{fill:\(colors.secondaryText)}\n"
      case .empty:
        return
          ".chart .empty-message{fill:\(colors.secondaryText)}.chart .empty-icon{stroke:\(colors.secondaryText)}.chart .empty-title{fill:\(colors.text)}\n"
      case .card:
        return
          ".chart-card .card-subtitle{fill:\(colors.secondaryText)}.chart-card .card-background{fill:\(colors.cardBackground)}\n"
      }
    }
  }

  /// The rules of `parts`, light first, then one dark-mode block.
  /// - Parameters:
  ///   - parts: the groups of rules wanted.
  ///   - appearance: the colours of ChartKit's own parts.
  ///   - light: application rules for light mode, appended.
  ///   - dark: application rules for dark mode, appended inside the dark block.
  /// - Returns: the style sheet text.
  public static func css(
    parts: Set<Part>, appearance: ChartAppearance, light: String = "", dark: String = ""
  ) -> String {
    let ordered = parts.sorted()
    var text = ordered.map { $0.light(appearance) }.joined() + light
    let darkRules = ordered.map { $0.dark(appearance) }.joined() + dark
    if !darkRules.isEmpty {
      text += "@media screen and (prefers-color-scheme:dark){\n" + darkRules + "}\n"
    }
    return text
  }

  /// A CSS number: up to two decimals, without a leading zero (`.3`, `17`).
  static func number(_ value: Double) -> String {
    let text = NumberFormat.coordinate(value, decimals: 2)
    return text.hasPrefix("0.") ? String(text.dropFirst()) : text
  }

  /// `rgba(r,g,b,alpha)` for a `#RRGGBB` colour (other colours are returned as they are).
  static func rgba(_ color: String, _ alpha: Double) -> String {
    let digits = String(color.dropFirst())
    guard color.hasPrefix("#"), digits.utf8.count == 6, let value = Int(digits, radix: 16) else {
      return color
    }
    let channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map { String($0) }
    return "rgba(" + channels.joined(separator: ",") + "," + number(alpha) + ")"
  }
}
