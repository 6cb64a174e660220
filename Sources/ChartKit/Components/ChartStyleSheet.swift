/// The CSS behind charts: hover and keyboard-focus annotations, dimming, focus rings and dark
/// mode for ChartKit's own classes. Pages link it; standalone SVG files embed it with the
/// application's colour rules appended.
///
/// Class legend (short because every datum repeats them): `d` datum, `s` selected datum, `h`
/// hover target, `m` mark, `t` tip, `r` selection rule, `b` annotation box, `tt`/`tv`
/// annotation title/value, `ct`/`cv` donut centre title/value, `al` axis labels.
public enum ChartStyleSheet {
  /// The rules, minified (one selector group per line).
  public static let css = """
    .chart .h{pointer-events:all}
    .chart .d{outline:none}
    .chart .d:hover .t,.chart .d:focus-visible .t{display:inline}
    .chart:has(.d:hover) .s:not(:hover) .t,.chart:has(.d:focus-visible) .s:not(:focus-visible) .t{display:none}
    .chart:has(.d:hover) .m,.chart:has(.d:focus-visible) .m{opacity:.3}
    .chart:has(.d:hover) .d:hover .m,.chart:has(.d:focus-visible) .d:focus-visible .m{opacity:1}
    .chart .d:focus-visible .h{fill:#007AFF;fill-opacity:.08;stroke:#007AFF;stroke-width:2}
    .chart .d:focus-visible path.m{stroke:#007AFF;stroke-width:2}
    .chart .r{stroke:#8E8E93;stroke-opacity:.3}
    .chart .b{fill:#fff;filter:drop-shadow(0 1px 2px rgba(0,0,0,.18))}
    .chart .tt{font-size:11px;font-weight:600;fill:#6C6C70}
    .chart .tv{font-size:17px;font-weight:800}
    .chart .ct{font-size:17px;font-weight:700;fill:#1C1C1E}
    .chart .cv{font-size:15px;font-weight:600}
    @media (prefers-color-scheme:dark){
    .chart .al,.chart .tt,.chart .empty-message,.chart-card .card-subtitle{fill:#AEAEB2}
    .chart .empty-icon{stroke:#AEAEB2}
    .chart .b{fill:#2C2C2E}
    .chart .ct,.chart .empty-title{fill:#F2F2F7}
    .chart-card .card-background{fill:#1C1C1E}
    .chart .d:focus-visible .h{fill:#0A84FF;stroke:#0A84FF}
    }

    """
}
