import ChartKit
import Foundation
import HealthCore
import Testing

@testable import ReportSite

/// The rings' names, accessible labels and annotations (``RingWords``), and their drawing and
/// colours (``RingDrawing``, ``RingGrid``, ``RingPalette``).
@Suite struct RingWordsTests {
  static let date = LocalDate(dayNumber: 19_787)  // 2024-03-05, a Tuesday

  static func locale(_ tag: String) throws -> ReportLocale {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    return try ReportLocale.load(identifier: tag, resources: resources)
  }

  static let energy = ActivityRings(
    date: date, moveEnergy: 512, moveEnergyGoal: 450, exerciseMinutes: 31, exerciseGoal: 30,
    standHours: 11, standGoal: 12)

  /// (day, energy unit, label, tip value).
  static let table: [(ActivityRings, EnergyUnit, String, String)] = [
    (
      energy, .kilocalories,
      "Move 512 of 450 kcal (114%), Exercise 31 of 30 min, Stand 11 of 12 h",
      "512/450 kcal \u{B7} 31/30 min \u{B7} 11/12 h"
    ),
    (
      energy, .kilojoules,
      "Move 2,142 of 1,883 kJ (114%), Exercise 31 of 30 min, Stand 11 of 12 h",
      "2,142/1,883 kJ \u{B7} 31/30 min \u{B7} 11/12 h"
    ),
    // Move-time mode: minutes, whatever the energy unit; the energy is not shown.
    (
      ActivityRings(
        date: date, moveEnergy: 300, moveMinutes: 45, moveMinutesGoal: 30, exerciseMinutes: 12,
        exerciseGoal: 30, standHours: 6, standGoal: 8),
      .kilojoules,
      "Move 45 of 30 min (150%), Exercise 12 of 30 min, Stand 6 of 8 h",
      "45/30 min \u{B7} 12/30 min \u{B7} 6/8 h"
    ),
    // Paused rings (goal 0) and a missing one.
    (
      ActivityRings(
        date: date, moveEnergy: 120, moveEnergyGoal: 0, exerciseMinutes: 5, exerciseGoal: 0),
      .kilocalories, "Move paused, Exercise paused, Stand: no data",
      "paused \u{B7} paused \u{B7} \u{2013}"
    ),
    // Two laps and a half; a value without its goal.
    (
      ActivityRings(
        date: date, moveEnergy: 1_125, moveEnergyGoal: 450, exerciseMinutes: 95, standHours: 13,
        standGoal: 12),
      .kilocalories, "Move 1,125 of 450 kcal (250%), Exercise 95 min, Stand 13 of 12 h",
      "1,125/450 kcal \u{B7} 95 min \u{B7} 13/12 h"
    ),
  ]

  @Test(arguments: table.indices)
  func labelsAndTips(row: Int) throws {
    let (day, unit, label, value) = Self.table[row]
    let words = RingWords(locale: .englishUS, energy: unit)
    #expect(words.label(of: day) == label)
    let tip = words.tip(of: day)
    #expect(tip.title == "Tue, Mar 5")
    #expect(tip.value == value)
    #expect(tip.accessibilityLabel == "Tue, Mar 5: " + label)
  }

  /// The Fitness app's names of the rings in the five languages.
  @Test(arguments: [
    ("en-US", "Move 512 of 450 kcal (114%), Exercise 31 of 30 min, Stand 11 of 12 h"),
    (
      "de-DE",
      "Bewegen 512 von 450 kcal (114\u{A0}%), Trainieren 31 von 30 Min., Stehen 11 von 12 Std."
    ),
    (
      "fr-FR",
      "Bouger 512 sur 450 kcal (114\u{A0}%), M’entraîner 31 sur 30 min, Me lever 11 sur 12 h"
    ),
    ("es-ES", "Moverse 512 de 450 kcal (114\u{A0}%), Ejercicio 31 de 30 min, De pie 11 de 12 h"),
    ("ko-KR", "움직이기 512/450 kcal (114%), 운동하기 31/30 분, 일어서기 11/12 시간"),
  ])
  func fiveLanguages(tag: String, label: String) throws {
    let words = RingWords(locale: try Self.locale(tag), energy: .kilocalories)
    #expect(words.label(of: Self.energy) == label)
  }

  /// A drawing takes its progress from the day, its name from the words, and stays 24…160.
  @Test func drawing() {
    let words = RingWords(locale: .englishUS, energy: .kilocalories)
    let paused = ActivityRings(date: Self.date, moveEnergy: 10, moveEnergyGoal: 0)
    let drawing = RingDrawing.day(paused, size: 500, words: words)
    #expect(drawing.size == 160)
    #expect(drawing.rings.map(\.progress) == [nil, nil, nil])
    #expect(drawing.label == "Move paused, Exercise: no data, Stand: no data")
    #expect(RingDrawing.day(Self.energy, size: 8, words: words).size == 24)
  }

  /// A grid is one graphics-document with one tab stop, shared definitions, and escaped text.
  @Test func gridHasOneTabStopAndEscapes() {
    let words = RingWords(locale: .englishUS, energy: .kilocalories)
    let days = (0..<3).map { offset in
      var day = Self.energy
      day.date = Self.date.adding(days: offset)
      return RingGrid.Cell(day: day, x: Double(offset) * 40, y: RingGrid.tipHeadroom)
    }
    let grid = RingGrid(
      size: 32, width: 120, height: 32 + RingGrid.tipHeadroom, cells: days,
      captions: [RingGrid.Caption(text: "<M&>", x: 16, y: 12)],
      accessibility: ChartAccessibility(label: "Rings & <days>", description: "\"three\""))
    let text = grid.render(ids: IDGenerator(prefix: "g"), words: words).text
    #expect(text.components(separatedBy: "tabindex=\"0\"").count == 2)
    #expect(text.components(separatedBy: "tabindex=\"-1\"").count == 3)
    #expect(text.contains("class=\"chart chart-rings\""))
    #expect(text.contains("<defs>"))
    #expect(text.contains("&lt;M&amp;&gt;"))
    #expect(text.contains("Rings &amp; &lt;days&gt;"))
    #expect(!text.contains("<M&>"))
  }

  /// Each ring's colour reaches 3:1 against the card (graphics contrast), in both modes; the
  /// site's charts.css colours them.
  @Test func ringColoursReachThreeToOne() throws {
    for style in RingPalette.styles {
      let light = try #require(ContrastTests.ratio(style.light.color, Theme.standard.light.card))
      let dark = try #require(ContrastTests.ratio(style.dark.color, Theme.standard.dark.card))
      #expect(light >= 3, "\(style.className) light \(light)")
      #expect(dark >= 3, "\(style.className) dark \(dark)")
      #expect(HealthPalette.chartStyleSheet.contains("." + style.className + "{stroke:"))
    }
  }
}
