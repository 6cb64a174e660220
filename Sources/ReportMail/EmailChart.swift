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
  var png: Data? = nil

  /// The chart's width in CSS pixels.
  var width: Int
  /// The chart's height in CSS pixels.
  var height: Int
  /// The image's alternative text (plain text; escaped where it is written).
  var altText: String

  /// The Content-ID of the SVG part.
  var svgContentID: String { name + ".svg@healthreport.invalid" }
  /// The Content-ID of the PNG part.
  var pngContentID: String { name + ".png@healthreport.invalid" }
  /// The Content-ID the HTML body shows: the PNG's when there is one.
  var displayedContentID: String { png == nil ? svgContentID : pngContentID }
}
