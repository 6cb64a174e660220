/// The CSS behind charts: hover and keyboard-focus annotations, dimming, focus rings and dark
/// mode for ChartKit's own classes. Pages link all of it; a standalone SVG file embeds only the
/// parts its chart uses, with the application's colour rules appended.
///
/// Datums are the groups with a `tabindex`: their first child is the hover target and their
/// last child the tip (whose first text is the title, the second the value). Class legend
/// (short because every datum repeats them): `s` selected datum, `m` mark, `r` selection rule,
/// `b` annotation box, `ct`/`cv` donut centre title/value, `al` axis labels.
///
/// The shared annotation frame (`<g id="…-t">`, see ``DatumGroup/definitions(context:)``) is
/// drawn through `<use>`, whose copy lives in a shadow tree: browsers match selectors there
/// against the copy, so `.chart .b` does not reach it (no `.chart` ancestor inside the shadow
/// tree) and the box would inherit the bars' fill. `[id$=-t]>.b` and `[id$=-t]>.r` match it.
public enum ChartStyleSheet {
  /// A group of rules, used by some charts only.
  public enum Part: Int, Sendable, CaseIterable, Comparable {
    /// Focusable datums: hover and focus show the tip.
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
    var light: String {
      switch self {
      case .datums:
        return """
          .chart [tabindex]{outline:none}
          .chart [tabindex]:hover>g,.chart [tabindex]:focus-visible>g{display:inline}
          .chart:has([tabindex]:hover) .s:not(:hover)>g,.chart:has([tabindex]:focus-visible) .s:not(:focus-visible)>g{display:none}
          .chart [tabindex]:focus-visible>use,.chart [tabindex]:focus-visible>path{stroke:#007AFF;stroke-width:2}

          """
      case .dimming:
        return """
          .chart:has([tabindex]:hover) .m,.chart:has([tabindex]:focus-visible) .m{opacity:.3}
          .chart:has([tabindex]:hover) [tabindex]:hover .m,.chart:has([tabindex]:focus-visible) [tabindex]:focus-visible .m{opacity:1}

          """
      case .tips:
        return """
          .chart .r,[id$=-t]>.r{stroke:#8E8E93;stroke-opacity:.3}
          .chart .b,[id$=-t]>.b{fill:#fff;filter:drop-shadow(0 1px 2px rgba(0,0,0,.18))}
          .chart [tabindex]>g>text{font-size:11px;font-weight:600;fill:#6C6C70}.chart [tabindex]>g>text+text{font-size:17px;font-weight:800}

          """
      case .donut:
        return
          ".chart [tabindex]>g>.ct{font-size:17px;font-weight:700;fill:#1C1C1E}.chart [tabindex]>g>.cv{font-size:15px;font-weight:600}\n"
      case .axes, .empty, .card:
        return ""
      }
    }

    /// The part's rules for dark mode.
    var dark: String {
      switch self {
      case .datums:
        return
          ".chart [tabindex]:focus-visible>use,.chart [tabindex]:focus-visible>path{stroke:#0A84FF}\n"
      case .dimming: return ""
      case .tips:
        return ".chart [tabindex]>g>text{fill:#AEAEB2}.chart .b,[id$=-t]>.b{fill:#2C2C2E}\n"
      case .donut: return ".chart [tabindex]>g>.ct{fill:#F2F2F7}\n"
      case .axes: return ".chart .al{fill:#AEAEB2}\n"
      case .empty:
        return
          ".chart .empty-message{fill:#AEAEB2}.chart .empty-icon{stroke:#AEAEB2}.chart .empty-title{fill:#F2F2F7}\n"
      case .card: return ".chart-card .cs{fill:#AEAEB2}.chart-card .cb{fill:#1C1C1E}\n"
      }
    }
  }

  /// Every rule: the style sheet pages link.
  public static let css = css(parts: Set(Part.allCases))

  /// The rules of `parts`, light first, then one dark-mode block.
  /// - Parameters:
  ///   - parts: the groups of rules wanted.
  ///   - light: application rules for light mode, appended.
  ///   - dark: application rules for dark mode, appended inside the dark block.
  /// - Returns: the style sheet text.
  public static func css(parts: Set<Part>, light: String = "", dark: String = "") -> String {
    let ordered = parts.sorted()
    var text = ordered.map(\.light).joined() + light
    let darkRules = ordered.map(\.dark).joined() + dark
    if !darkRules.isEmpty {
      text += "@media (prefers-color-scheme:dark){\n" + darkRules + "}\n"
    }
    return text
  }
}
