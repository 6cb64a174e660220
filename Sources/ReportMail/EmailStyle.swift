/// The inline styles of the email's HTML body (mail clients ignore style sheets).
enum EmailStyle {
  static let font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;"
  static let body = "margin:0;padding:0;background-color:#f2f2f7;"
  static let canvas = "background-color:#f2f2f7;"
  static let canvasCell = "padding:16px 8px;"
  static let card = "width:100%;max-width:600px;background-color:#ffffff;border-radius:12px;"
  static let row = "padding:16px 24px;"
  static let title = "margin:0;font-size:22px;line-height:28px;color:#1c1c1e;" + font
  static let subtitle = "margin:4px 0 0;font-size:14px;color:#3c3c43;" + font
  static let heading = "margin:0 0 8px;font-size:16px;color:#1c1c1e;" + font
  static let image = "display:block;border:0;max-width:100%;height:auto;"
  static let note = "margin:0;font-size:12px;color:#3c3c43;" + font
  static let term = "padding:4px 8px 4px 0;font-size:14px;color:#3c3c43;" + font
  static let value = "padding:4px 0;font-size:14px;font-weight:600;color:#1c1c1e;" + font

  /// The attributes of a layout table: presentational, no spacing, no border.
  static func layoutTable(width: String, style: String?) -> [(String, String?)] {
    [
      ("role", "presentation"), ("width", width), ("cellpadding", "0"), ("cellspacing", "0"),
      ("border", "0"), ("style", style),
    ]
  }
}
