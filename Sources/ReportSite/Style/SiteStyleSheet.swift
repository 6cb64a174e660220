/// The site's `style.css`: the theme's custom properties (``Theme/customProperties``), then the
/// page rules of `Public/style.css`, which use them as `var(--…)` and name no colour, font or
/// shared size of their own.
enum SiteStyleSheet {
  /// The style sheet's site-relative path (also its name in `Public/`).
  static let path = "style.css"

  /// The style sheet of `theme` with the page rules `rules` (the bytes of `Public/style.css`).
  static func file(theme: Theme, rules: [UInt8]) -> SiteFile {
    SiteFile(path: path, contents: Array(theme.customProperties.utf8) + rules)
  }
}
