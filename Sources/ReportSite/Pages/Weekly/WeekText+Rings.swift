import ChartKit
import HealthCore

/// The week's Activity rings in the reader's words: how often each ring closed, the week's best
/// day (``WeekReport/bestRingDay``) and the seven days' drawings, for the week page and the
/// email. Nothing of it is shown for a week without an Activity summary.
extension WeekText {
  /// The rings' words in the reader's language and energy unit.
  public var ringWords: RingWords { RingWords(options: options) }

  /// "Move closed on 5 of 7 days", "Move closed on 5 of 6 days (1 paused)", "Move paused",
  /// "Move: no data": the days a ring closed, of the days it counted (a day without a summary
  /// counts nowhere; a paused day is neither closed nor open).
  /// - Parameter count: the ring's count (``WeekReport/ringCount(_:)``).
  /// - Returns: the sentence.
  public func ringClosedText(_ count: RingWeekCount) -> String {
    let name = ringWords.name(count.ring)
    guard count.counted > 0 else {
      return count.paused > 0
        ? words.format("%@ paused", name) : words.format("%@: no data", name)
    }
    let closed = words.plural(
      count.counted, "%@ closed on %@ of %lld days", one: "%@ closed on %@ of %lld day",
      number: number(Double(count.counted)), name, number(Double(count.closed)))
    guard count.paused > 0 else { return closed }
    return closed + " " + words.format("(%@ paused)", number(Double(count.paused)))
  }

  /// The three rings' ``ringClosedText(_:)``, Move, Exercise, Stand.
  public var ringClosedLines: [String] { report.ringCounts.map(ringClosedText) }

  /// "Thu, Dec 12 (Move 114%, Exercise 210%, Stand 100%)": the week's best day for the rings
  /// and each ring's share of its goal ("Stand paused"; a ring without figures left out), or
  /// `nil` when no day counts.
  public var bestRingDayText: String? {
    guard let day = report.bestRingDay else { return nil }
    let rings = ringWords
    let parts = ActivityRings.Ring.allCases.compactMap { ring -> String? in
      if day.isPaused(ring) { return words.format("%@ paused", rings.name(ring)) }
      return day.progress(of: ring).map {
        words.format("%@ %@", rings.name(ring), rings.percent($0))
      }
    }
    return words.format("%@ (%@)", dates.weekdayMonthDay(day.date), parts.joined(separator: ", "))
  }

  /// The term of ``bestRingDayText``.
  public var bestRingDayTerm: String { words.text("Best rings day") }

  /// "Activity rings, week of December 8": the name of the week's drawings.
  public var ringsTitle: String {
    words.format("Activity rings, week of %@", dates.longMonthDay(week.start))
  }

  /// The week's rings in sentences, for a text alternative and plain text: each ring's days
  /// closed, then the best day.
  public var ringsDescription: String {
    var sentences = ringClosedLines
    if let best = bestRingDayText { sentences.append(bestRingDayTerm + ": " + best) }
    return sentences.joined(separator: ". ") + "."
  }

  /// The week's seven days of rings in one row, the week's first day first, each drawing
  /// `size` points wide, `pitch` points apart, with a caption under each (its weekday); a day
  /// without a summary shows its tracks alone and is named "no data".
  /// - Parameters:
  ///   - size: each drawing's side, in points.
  ///   - pitch: the distance between the drawings' left edges, in points (≥ `size`).
  ///   - headroom: the room above the drawings for their annotations, in points.
  ///   - caption: a day's caption.
  /// - Returns: the grid, `7 × pitch` points wide.
  public func ringGrid(
    size: Double, pitch: Double, headroom: Double, caption: (LocalDate) -> [String]
  ) -> RingGrid {
    let margin = (pitch - size) / 2
    let captionLine = 16.0
    var cells: [RingGrid.Cell] = []
    var captions: [RingGrid.Caption] = []
    var lineCount = 0
    for (offset, day) in report.ringDays.enumerated() {
      let date = week.start.adding(days: offset)
      let left = Double(offset) * pitch
      cells.append(
        RingGrid.Cell(day: day ?? ActivityRings(date: date), x: left + margin, y: headroom))
      let lines = caption(date)
      lineCount = max(lineCount, lines.count)
      for (index, line) in lines.enumerated() {
        captions.append(
          RingGrid.Caption(
            text: line, x: left + pitch / 2,
            y: headroom + size + 14 + Double(index) * captionLine))
      }
    }
    let height = headroom + size + Double(lineCount) * captionLine + 6
    return RingGrid(
      size: size, width: pitch * 7, height: height, cells: cells, captions: captions,
      accessibility: ChartAccessibility(label: ringsTitle, description: ringsDescription))
  }
}
