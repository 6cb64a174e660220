import ChartKit
import SiteSeal

/// The page a private site shows at a sealed page's path before it is opened: the site's name,
/// a passphrase form (labelled, keyboard first, in both colour schemes and at phone width), a
/// "remember on this device" choice, a place for the wrong-passphrase message, what to do
/// without JavaScript or where the browser lacks what is needed, and the page's envelope in
/// `<script type="application/json" id="healthreport-sealed">`. It holds no figure and no date
/// of the data. ``UnlockScript`` opens it.
public enum UnlockPage {
  /// The id of the element that holds the envelope.
  static let envelopeID = "healthreport-sealed"

  /// The envelope's JSON held by an unlock page, or `nil` when the page holds none.
  /// - Parameter page: the page's bytes.
  /// - Returns: the JSON text's bytes.
  public static func envelope(inPage page: [UInt8]) -> [UInt8]? {
    let start = Array(("<script type=\"application/json\" id=\"" + envelopeID + "\">").utf8)
    let end = Array("</script>".utf8)
    guard let open = page.firstRange(of: start),
      let close = page[open.upperBound...].firstRange(of: end)
    else { return nil }
    return Array(page[open.upperBound..<close.lowerBound])
  }

  /// The unlock page's Content-Security-Policy element: the pages' own policy, but for
  /// `connect-src 'self'`, which the sealed downloads need (they fetch `….sealed` files of the
  /// same site). It allows the unlock script and the chart script, which the opened page runs
  /// under this policy.
  static var policy: MarkupNode {
    ContentSecurityPolicy.meta(
      scripts: [UnlockScript.source, ChartScript.source], connect: "'self'")
  }

  /// The unlock page for the page at site path `path`.
  /// - Parameters:
  ///   - path: the page's site path.
  ///   - title: the site's name.
  ///   - envelope: the page's envelope.
  ///   - locale: the reader's locale (the page's words and `lang`).
  /// - Returns: the page's HTML.
  static func render(
    path: String, title: String, envelope: Envelope, locale: ReportLocale
  ) -> String {
    let words = locale.strings
    let root = String(repeating: "../", count: path.split(separator: "/").count - 1)
    let head = MarkupNode.el(
      "head", [],
      [
        .newline, .el("meta", [("charset", "utf-8")]), .newline,
        policy, .newline,
        .el("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
        .newline, .el("meta", [("name", "color-scheme"), ("content", "light dark")]), .newline,
        .el("meta", [("name", "robots"), ("content", "noindex")]), .newline,
        .el("meta", [("name", "generator"), ("content", "healthreport")]), .newline,
        .el("title", [], [.text(title + " \u{2013} " + words.text("Private"))]), .newline,
        .el("link", [("rel", "stylesheet"), ("href", root + "style.css")]), .newline,
        .el(
          "link", [("rel", "icon"), ("href", root + "favicon.svg"), ("type", "image/svg+xml")]),
        .newline,
      ])
    let form = MarkupNode.el(
      "form", [("id", "unlock-form"), ("class", "unlock-form"), ("hidden", "")],
      [
        .newline, .el("label", [("for", "passphrase")], [.text(words.text("Passphrase"))]),
        .newline,
        .el(
          "input",
          [
            ("id", "passphrase"), ("name", "passphrase"), ("type", "password"),
            ("autocomplete", "current-password"), ("required", ""),
            ("aria-describedby", "unlock-message"),
          ]), .newline,
        .el(
          "label", [("class", "unlock-remember")],
          [
            .el("input", [("id", "remember"), ("type", "checkbox")]),
            .text(" " + words.text("Remember on this device")),
          ]),
        .newline, .el("button", [("type", "submit")], [.text(words.text("Open"))]), .newline,
        .el(
          "p",
          [
            ("id", "unlock-message"), ("class", "unlock-message"), ("role", "status"),
            // The unlock script's messages, in the reader's words.
            ("data-opening", words.text("Opening...")),
            (
              "data-wrong", words.text("Wrong passphrase: it does not open this report. Try again.")
            ),
            ("data-moved", words.text("This page was moved: it belongs at {path} in the report.")),
            (
              "data-unknown",
              words.text(
                "This page cannot open the way this report was sealed. Open the report with healthreport unseal."
              )
            ),
            ("data-lock", words.text("Lock")),
            (
              "data-download",
              words.text(
                "This file could not be opened here. Sealed downloads need the report served over http or https; or open the report with healthreport unseal."
              )
            ),
          ],
          [
            .text(
              words.text("The passphrase is not sent anywhere: this page opens the report itself."))
          ]),
        .newline,
      ])
    let main = MarkupNode.el(
      "main", [("id", "main"), ("class", "unlock")],
      [
        .newline, .el("h1", [("class", "page-title")], [.text(title)]), .newline,
        .el(
          "p", [("class", "period")],
          [.text(words.text("This health report is private. Enter its passphrase to open it."))]),
        .newline,
        form, .newline,
        .el(
          "noscript", [],
          [
            .el(
              "p", [("class", "unlock-note")],
              [
                .text(
                  words.text(
                    "Opening this report needs JavaScript, which is turned off. Turn it on for this site, or open the report on your computer with healthreport unseal."
                  ))
              ])
          ]), .newline,
        .el(
          "p", [("id", "unlock-unsupported"), ("class", "unlock-note"), ("hidden", "")],
          [
            .text(
              words.text(
                "This browser cannot open the report here: it lacks WebCrypto or DecompressionStream (some browsers allow them only over https, not from a file on disk). Open it over https in a current browser, or with healthreport unseal."
              ))
          ]), .newline,
      ])
    let body = MarkupNode.el(
      "body", [("class", "page-unlock")],
      [
        .newline, main, .newline,
        .el(
          "script", [("type", "application/json"), ("id", envelopeID)],
          [.markup(.jsonScriptContent(envelope.json))]), .newline,
        .el("script", [], [.text(UnlockScript.source)]), .newline,
      ])
    let document = MarkupNode.el(
      "html", [("lang", locale.identifier)], [.newline, head, .newline, body, .newline])
    return MarkupNode.group([.markup(.htmlDoctype), document, .newline]).render()
  }
}
