import ChartKit
import HealthCore
import ReportSite

extension WeekReport {
  /// The HTML body for mail clients: nested tables 600 px wide, inline styles only, no scripts,
  /// no style sheets and no external references; charts are `cid:` images.
  /// - Parameters:
  ///   - title: the report's title.
  ///   - charts: the charts, in order.
  /// - Returns: the HTML body, with inline styles and `cid:` images only.
  func html(title: String, charts: [EmailChart]) -> String {
    let font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;"
    var rows = ""
    rows += row(
      "<h1 style=\"margin:0;font-size:22px;line-height:28px;color:#1c1c1e;\(font)\">"
        + Escaping.escape(title) + "</h1>"
        + "<p style=\"margin:4px 0 0;font-size:14px;color:#3c3c43;\(font)\">Week "
        + Escaping.escape(week.identifier) + " &middot; " + Escaping.escape(week.rangeText)
        + "</p>")
    rows += row(statsTable(font: font))
    for chart in charts {
      rows += row(
        "<h2 style=\"margin:0 0 8px;font-size:16px;color:#1c1c1e;\(font)\">"
          + Escaping.escape(chart.heading) + "</h2>"
          + "<img src=\"cid:" + chart.displayedContentID + "\" width=\"" + String(chart.width)
          + "\" height=\"" + String(chart.height) + "\" alt=\"" + Escaping.escape(chart.altText)
          + "\" style=\"display:block;border:0;max-width:100%;height:auto;\">")
    }
    rows += row(
      "<p style=\"margin:0;font-size:12px;color:#3c3c43;\(font)\">The charts show the "
        + String(ReportWindow.chartDayCount) + " days "
        + "ending " + Escaping.escape(week.end.listText)
        + "; they are attached as SVG files.</p>")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Escaping.escape(title))</title>
      </head>
      <body style="margin:0;padding:0;background-color:#f2f2f7;">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" \
      style="background-color:#f2f2f7;">
      <tr><td align="center" style="padding:16px 8px;">
      <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" \
      style="width:100%;max-width:600px;background-color:#ffffff;border-radius:12px;">
      \(rows)</table>
      </td></tr>
      </table>
      </body>
      </html>

      """
  }

  /// One padded row of the main table.
  func row(_ content: String) -> String {
    "<tr><td style=\"padding:16px 24px;\">" + content + "</td></tr>\n"
  }

  /// The figures (``figures``, the week page's) as a two-column table.
  func statsTable(font: String) -> String {
    var table =
      "<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\""
      + " border=\"0\">"
    for figure in figures {
      table +=
        "<tr><td style=\"padding:4px 8px 4px 0;font-size:14px;color:#3c3c43;\(font)\">"
        + Escaping.escape(figure.term) + "</td><td style=\"padding:4px 0;font-size:14px;"
        + "font-weight:600;color:#1c1c1e;\(font)\">" + Escaping.escape(figure.value) + "</td></tr>"
    }
    return table + "</table>"
  }
}
