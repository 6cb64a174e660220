/// The CSS behind charts: hover and keyboard-focus annotations, dimming, focus rings and dark
/// mode for ChartKit's own classes. Pages link it; standalone SVG files embed it with the
/// application's colour rules appended.
public enum ChartStyleSheet {
  /// The rules, minified (one selector group per line).
  public static let css = """
    .chart{overflow:visible}
    .chart .datum{cursor:default;outline:none}
    .chart .datum:hover .tip,.chart .datum:focus-visible .tip{display:inline}
    .chart:has(.datum:hover) .datum.selected:not(:hover) .tip,.chart:has(.datum:focus-visible) .datum.selected:not(:focus-visible) .tip{display:none}
    .chart:has(.datum:hover) .datum .mark,.chart:has(.datum:focus-visible) .datum .mark{opacity:.3}
    .chart:has(.datum:hover) .datum:hover .mark,.chart:has(.datum:focus-visible) .datum:focus-visible .mark{opacity:1}
    .chart .datum:focus-visible .hit{fill:#007AFF;fill-opacity:.08;stroke:#007AFF;stroke-width:2}
    .chart .datum:focus-visible .mark path{stroke:#007AFF;stroke-width:2}
    @media (prefers-color-scheme:dark){
    .chart .axis-label,.chart .annotation-title,.chart .empty-message,.chart-card .card-subtitle,.chart .empty-icon{fill:#AEAEB2;stroke:none}
    .chart .empty-icon{fill:none;stroke:#AEAEB2}
    .chart .annotation-box{fill:#2C2C2E}
    .chart .donut-title,.chart .empty-title{fill:#F2F2F7}
    .chart-card .card-background{fill:#1C1C1E}
    .chart .datum:focus-visible .hit{fill:#0A84FF;stroke:#0A84FF}
    }

    """
}
