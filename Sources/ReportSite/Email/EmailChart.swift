import Foundation

/// One chart of the email: the SVG document, its optional PNG rendering, and what the HTML body
/// needs to show it (the Content-ID, the size and a text alternative).
struct EmailChart: Sendable {
  /// The chart's file name without extension (`steps`, `steps-weekday`, …).
  var name: String
  /// A heading for the HTML body ("Steps, last 28 days").
  var heading: String
  /// The standalone SVG document.
  var svg: String
  /// The PNG rendering, when one was made.
  var png: Data?

  /// The SVG's `width` attribute in CSS pixels (372 when absent).
  var width: Int { EmailChart.attribute("width", in: svg).flatMap { Int($0) } ?? 372 }
  /// The SVG's `height` attribute in CSS pixels (300 when absent).
  var height: Int { EmailChart.attribute("height", in: svg).flatMap { Int($0) } ?? 300 }

  /// The SVG's `<title>` (already escaped markup), used as the image's alternative text.
  var altText: String {
    guard let open = svg.range(of: "<title"), let close = svg.range(of: "</title>"),
      let start = svg[open.upperBound...].firstIndex(of: ">"), start < close.lowerBound
    else { return heading }
    return String(svg[svg.index(after: start)..<close.lowerBound])
  }

  /// The Content-ID of the SVG part.
  var svgContentID: String { name + ".svg@healthreport.invalid" }
  /// The Content-ID of the PNG part.
  var pngContentID: String { name + ".png@healthreport.invalid" }
  /// The Content-ID the HTML body shows: the PNG's when there is one.
  var displayedContentID: String { png == nil ? svgContentID : pngContentID }

  /// The value of the root element's attribute `name` (the first occurrence after `<svg`).
  static func attribute(_ name: String, in svg: String) -> String? {
    guard let root = svg.range(of: "<svg"),
      let tagEnd = svg[root.upperBound...].firstIndex(of: ">"),
      let found = svg[root.upperBound..<tagEnd].range(of: " " + name + "=\"")
    else { return nil }
    let rest = svg[found.upperBound..<tagEnd]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }
}
