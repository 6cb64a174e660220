import ChartKit
import ReportSite

/// The inline styles of the email's HTML body (mail clients ignore style sheets), written from
/// the theme's light colours, font, sizes and spacing.
enum EmailStyle {
  /// The theme the email is drawn in.
  static let theme = Theme.standard

  private static let colors = theme.light
  private static let sizes = theme.sizes
  private static let space = theme.spacing
  private static let font = "font-family:" + theme.fontFamily + ";"

  /// `16px 24px`: lengths in CSS pixels.
  private static func px(_ values: Double...) -> String {
    values.map { $0 == 0 ? "0" : NumberFormat.coordinate($0, decimals: 2) + "px" }
      .joined(separator: " ")
  }

  /// A text style: margin, size, colour and the font.
  private static func text(margin: String, size: Double, color: String, extra: String = "")
    -> String
  {
    "margin:" + margin + ";font-size:" + px(size) + ";" + extra + "color:" + color + ";" + font
  }

  /// The card's width (the body's main table), in CSS pixels.
  static let cardWidth = 600.0
  /// The width of a row's content: the card less the rows' side padding, in CSS pixels.
  static let contentWidth = cardWidth - 2 * space.extraLarge
  /// The colour the chart images are drawn on: the card's, so the images' rounded corners
  /// blend in, and opaque, so dark-mode clients show them as they are.
  static let imageBackground = colors.background

  static let body = "margin:0;padding:0;background-color:" + colors.card + ";"
  static let canvas = "background-color:" + colors.card + ";"
  static let canvasCell = "padding:" + px(space.large, space.small) + ";text-align:center;"
  static let card =
    "max-width:" + px(cardWidth) + ";margin:0 auto;text-align:left;background-color:"
    + colors.background
    + ";border-radius:"
    + px(space.cardRadius) + ";"
  static let row = "padding:" + px(space.large, space.extraLarge) + ";"
  static let title = text(
    margin: "0", size: sizes.title, color: colors.text,
    extra: "line-height:" + px(sizes.title + 6) + ";")
  static let subtitle = text(
    margin: px(space.extraSmall, 0, 0), size: sizes.body, color: colors.secondary)
  static let image =
    "display:block;border:0;width:100%;max-width:" + px(contentWidth) + ";height:auto;"
  static let note = text(margin: "0", size: sizes.caption, color: colors.secondary)
  static let term =
    "padding:" + px(space.extraSmall, space.small, space.extraSmall, 0) + ";font-size:"
    + px(sizes.body) + ";color:" + colors.secondary + ";" + font
  static let value =
    "padding:" + px(space.extraSmall, 0) + ";font-size:" + px(sizes.body)
    + ";font-weight:600;color:" + colors.text + ";" + font

  /// The attributes of a layout table: presentational, as wide as its box (the card's own
  /// style caps it), no spacing between cells. CSS, not the obsolete `width`, `cellpadding`,
  /// `cellspacing` and `border` attributes, so the message is valid HTML.
  static func layoutTable(style: String?) -> [(String, String?)] {
    [
      ("role", "presentation"),
      ("style", "width:100%;border-collapse:collapse;border-spacing:0;" + (style ?? "")),
    ]
  }
}
