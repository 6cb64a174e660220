import ChartKit
import HealthCore

/// A day's Activity rings drawn in the site's colours (``RingPalette``), named and annotated
/// in the reader's words (``RingWords``).
public enum RingDrawing {
  /// The smallest drawing, in points (a calendar's thumbnail).
  public static let minimumSize = 24.0
  /// The largest drawing, in points (a card).
  public static let maximumSize = 160.0

  /// A day's three rings at `size` points (24…160), from the outside in: Move, Exercise,
  /// Stand; a paused or missing ring shows its track alone.
  /// - Parameters:
  ///   - day: the day's figures.
  ///   - size: the side of the square, in points (clamped to 24…160).
  ///   - words: the reader's words and energy unit.
  ///   - tip: whether the drawing shows its annotation on hover and focus.
  /// - Returns: the drawing, named by ``RingWords/label(of:)``.
  public static func day(
    _ day: ActivityRings, size: Double, words: RingWords, tip: Bool = true
  ) -> ConcentricRings {
    let label = words.label(of: day)
    return ConcentricRings(
      rings: ActivityRings.Ring.allCases.map { ring in
        ConcentricRings.Ring(progress: day.progress(of: ring), style: RingPalette.style(of: ring))
      },
      size: min(max(size, minimumSize), maximumSize), label: label,
      tip: tip ? words.tip(of: day, label: label) : nil, appearance: HealthPalette.appearance,
      className: RingPalette.chartClass)
  }

  /// A day's drawing as an inline `<svg>` of its own (a card's), one tab stop.
  /// - Parameters:
  ///   - day: the day's figures.
  ///   - size: the side of the square, in points.
  ///   - words: the reader's words and energy unit.
  /// - Returns: the markup.
  public static func inline(_ day: ActivityRings, size: Double, words: RingWords) -> Markup {
    var writer = MarkupWriter(capacity: 2048)
    self.day(day, size: size, words: words).writeInline(to: &writer)
    return writer.markup
  }
}
