import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// The fast path reads exactly what `CSVLayout.samples` reads: random documents (plain rows,
/// rows it must leave to the general path, and values at the edges) give the pre-streaming
/// result for random chunkings.
@Suite struct CSVFastPathTests {
  /// Random cells: mostly plain, sometimes odd.
  struct Cells {
    var random: SplitMix64

    mutating func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

    mutating func date() -> String {
      switch pick(20) {
      case 0: return "2024-02-30"
      case 1: return " 2024-03-01"
      case 2: return ""
      case 3: return "1899-12-31"
      case 4: return "2201-01-01"
      case 5: return "\"2024-03-0\(1 + pick(9))\""
      default: return String(format: "2024-03-%02d", 1 + pick(28))
      }
    }

    mutating func value() -> String {
      switch pick(30) {
      case 0: return ""
      case 1: return "-\(pick(100))"
      case 2: return "1e\(pick(5))"
      case 3: return " \(pick(1000)) "
      case 4: return "\(pick(10))."
      case 5: return ".\(pick(10))"
      case 6: return "\"\(pick(1000))\""
      case 7: return String(repeating: "9", count: 15 + pick(6))
      case 8: return "9007199254740993"
      case 9: return "0.\(String(repeating: "0", count: pick(18)))\(1 + pick(9))"
      case 10: return "inf"
      case 11: return "\(pick(1_000_000)).\(pick(1000))"
      case 12: return "12345678901234.5678"
      case 13: return "0\(pick(100))"
      case 14: return "1.5\u{00E9}"
      default: return pick(2) == 0 ? "\(pick(30_000))" : "\(40 + pick(80)).\(pick(10))"
      }
    }

    mutating func metric() -> String {
      let names = [
        "steps", "weight", "Steps", "WEIGHT", "body_mass_kg", "body_mass_lb", "distance_km",
        "active_energy_kcal", "exercise_minutes", "heart_rate_bpm", "Heart_Rate_BPM", "floors",
        " steps", "step", "body_mass_kG", "stepS", "\"steps\"",
      ]
      return names[pick(names.count)]
    }

    mutating func ending() -> String {
      switch pick(12) {
      case 0: return "\r\n"
      case 1: return "\r"
      default: return "\n"
      }
    }
  }

  /// A random document with `rows` rows under a random wide or long header.
  static func document(seed: UInt64, rows: Int) -> [UInt8] {
    var cells = Cells(random: SplitMix64(seed: seed))
    var text = cells.pick(4) == 0 ? "\u{FEFF}" : ""
    let wide = cells.pick(2) == 0
    let columns: [String]
    if wide {
      let all = [
        "steps", "weight", "body_mass_kg", "body_mass_lb", "distance_km", "active_energy_kcal",
        "exercise_minutes", "heart_rate_bpm", "notes",
      ]
      var chosen = all.filter { _ in cells.pick(2) == 0 }
      if chosen.isEmpty { chosen = ["steps"] }
      columns = chosen
    } else {
      columns = cells.pick(3) == 0 ? ["metric", "value", "source"] : ["metric", "value"]
    }
    var header = columns
    let datePosition = cells.pick(header.count + 1)
    header.insert("date", at: datePosition)
    text += header.joined(separator: ",") + "\n"
    for _ in 0..<rows {
      if cells.pick(25) == 0 {
        text += [",,", "", " ", "\t,"][cells.pick(4)] + cells.ending()
        continue
      }
      var row: [String] = header.map { name in
        switch name {
        case "date": return cells.date()
        case "metric": return cells.metric()
        case "notes", "source": return ["", "a", "b c", "\"x,\ny\"", "é"][cells.pick(5)]
        default: return cells.value()
        }
      }
      if cells.pick(30) == 0 { row.append("extra") }
      if cells.pick(30) == 0, row.count > 1 { row.removeLast() }
      text += row.joined(separator: ",") + cells.ending()
    }
    if cells.pick(3) == 0, text.hasSuffix("\n") { text.removeLast() }
    return Array(text.utf8)
  }

  @Test(arguments: 0..<60)
  func randomDocumentsGiveTheReferenceResult(seed: Int) {
    let bytes = Self.document(seed: UInt64(seed), rows: 300)
    var random = SplitMix64(seed: UInt64(1000 + seed))
    for unit in [WeightUnit.pounds, .kilograms] {
      let expected = CSVStreaming.reference(bytes, unit: unit)
      #expect(CSVStreaming.outcome(bytes, cuts: [], unit: unit) == expected)
      var cuts: [Int] = []
      var position = 0
      while position < bytes.count {
        position += 1 + Int(random.next() % 97)
        cuts.append(min(position, bytes.count))
      }
      let outcome = CSVStreaming.outcome(bytes, cuts: cuts, unit: unit)
      #expect(outcome == expected, "seed \(seed)")
    }
  }

  @Test func plainNumbersReadAsDoubleDoes() {
    var random = SplitMix64(seed: 42)
    var texts = ["0", "00", "1", "0.1", "0.3", "9007199254740992", "9007199254740993", "1.05"]
    for _ in 0..<20_000 {
      let integer = String(random.next() % 1_000_000_000)
      let digits = Int(random.next() % 12)
      let fraction = (0..<digits).map { _ in String(random.next() % 10) }.joined()
      texts.append(digits == 0 ? integer : integer + "." + fraction)
    }
    for text in texts {
      var bytes = Array(text.utf8)
      bytes.append(UInt8(ascii: ","))
      let read: Double?? = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return nil }
        var position = 0
        let value = CSVFastPath.number(base, &position, buffer.count)
        return position == text.utf8.count ? .some(value) : nil
      }
      guard let read else {
        Issue.record("\(text) stopped early")
        continue
      }
      if let read { #expect(read == Double(text), "\(text)") }
    }
  }

  @Test func everyMeasureNameIsKnownInAnyCase() {
    for measure in CSVMeasure.allCases {
      for name in [measure.rawValue, measure.rawValue.uppercased(), measure.rawValue.capitalized] {
        let bytes = Array(name.utf8)
        let found = bytes.withUnsafeBytes { buffer in
          buffer.baseAddress.flatMap { CSVFastPath.measure(named: 0..<bytes.count, $0) }
        }
        #expect(found == measure, "\(name)")
      }
    }
    for name in ["step", "stepss", "body_mass_kh", "weight_", "steps\u{7F}"] {
      let bytes = Array(name.utf8)
      let found = bytes.withUnsafeBytes { buffer in
        buffer.baseAddress.flatMap { CSVFastPath.measure(named: 0..<bytes.count, $0) }
      }
      #expect(found == nil, "\(name)")
    }
  }

  @Test func metricIndicesFollowAllCases() {
    #expect(CSVDayTable.metricCount == MetricKind.allCases.count)
    for (index, metric) in MetricKind.allCases.enumerated() {
      #expect(metric.index == index)
    }
  }
}
