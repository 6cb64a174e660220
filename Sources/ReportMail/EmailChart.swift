import Foundation
import ReportSite

/// One chart of the email: the SVG document (attached), its PNG rendering (shown inline: the
/// same drawing, so the attachment is the picture the reader saw), and what the HTML body needs
/// to show it (the Content-ID, the size and a text alternative).
struct EmailChart: Sendable {
  /// The chart's file name without extension (`steps`, `steps-weekday`, …).
  var name: String
  /// The standalone SVG document, the one ``png`` was drawn from.
  var svg: String
  /// The PNG rendering at twice the shown size; `nil` when the drawing had no size.
  var png: Data?
  /// The shown width in CSS pixels (the email's content width).
  var width: Int
  /// The shown height in CSS pixels.
  var height: Int
  /// The image's alternative text, carrying the chart's figures (plain text; escaped where it
  /// is written).
  var altText: String

  /// Image pixels per CSS pixel of the shown size (sharp on high-density screens).
  static let density = 2.0

  /// The Content-ID of the SVG attachment.
  var svgContentID: String { name + ".svg@healthreport.invalid" }

  /// What the chart shows, in the reader's words ("steps by weekday", "resting heart rate").
  /// - Parameter words: the reader's words.
  /// - Returns: the chart's subject.
  func subject(_ words: StringCatalog) -> String {
    switch name {
    case "steps": return words.text("steps")
    case "weight": return words.text("weight")
    case "steps-weekday": return words.text("steps by weekday")
    case "weight-change": return words.text("weight change by weekday")
    case "sleep": return words.text("sleep")
    case "sleep-weekday": return words.text("sleep by weekday")
    case "resting-heart-rate": return words.text("resting heart rate")
    case "hrv": return words.text("heart rate variability")
    case "hrv-rmssd": return words.text("heart rate variability (RMSSD)")
    // Not "workouts", a unit's label elsewhere (Korean "회", a counter).
    case "workouts": return words.text("workout minutes")
    case "workouts-weekday": return words.text("workout minutes by weekday")
    case "blood-pressure": return words.text("blood pressure")
    case "glucose": return words.text("blood glucose")
    case "rings": return words.text("this week's rings")
    default: return name
    }
  }

  /// The Content-ID of the PNG the HTML body shows.
  var pngContentID: String { name + ".png@healthreport.invalid" }
}
