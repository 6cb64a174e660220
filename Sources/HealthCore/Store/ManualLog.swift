/// The store's `manual.csv`: the entries typed in with `healthreport add`, one per line, in
/// the order they were added.
///
/// ```
/// date,metric,value,unit,added
/// 2024-06-01,steps,5000,count,2024-06-01T18:02:11Z
/// 2024-06-01,weight,180.4,lb,2024-06-01T07:15:40Z
/// ```
/// `metric` is `steps` or `weight`; `unit` is `count` for steps and `lb` or `kg` for weight;
/// values have at most two decimals. LF line ends.
public enum ManualLog {
  /// The header line.
  public static let header = "date,metric,value,unit,added"

  /// The file's text for `entries`, in their order.
  /// - Parameter entries: the entries.
  /// - Returns: the header and one line per entry, each ending in `\n`.
  public static func render(_ entries: [ManualEntry]) -> String {
    var text = header + "\n"
    for entry in entries { text += line(entry) }
    return text
  }

  /// One entry's line.
  /// - Parameter entry: the entry.
  /// - Returns: `date,metric,value,unit,added` and `\n`.
  public static func line(_ entry: ManualEntry) -> String {
    let unit = entry.unit?.rawValue ?? "count"
    return "\(entry.date.isoString),\(entry.metric.slug),"
      + "\(DecimalText.format(entry.value, decimals: 2)),\(unit),\(entry.added)\n"
  }

  /// Parses the file's text.
  /// - Parameters:
  ///   - text: the content; empty text means no entries.
  ///   - path: the file's path, for errors.
  /// - Returns: the entries, in file order.
  /// - Throws: ``ParseError`` `.invalidContent` at the 1-based line of the first bad line.
  public static func parse(_ text: String, path: String) throws(ParseError) -> [ManualEntry] {
    var entries: [ManualEntry] = []
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.isEmpty { continue }
      if lineNumber == 1 {
        guard line == header else {
          throw ParseError(
            path: path, line: 1,
            reason: .invalidContent("the header must be \(header), not \(line)"))
        }
        continue
      }
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      guard cells.count == 5, let date = LocalDate(iso: cells[0]),
        let metric = ManualEntry.metrics.first(where: { $0.slug == cells[1] }),
        let value = Double(cells[2]), value.isFinite, value > 0
      else {
        throw ParseError(
          path: path, line: lineNumber,
          reason: .invalidContent("not an entry (date,metric,value,unit,added): \(line)"))
      }
      let unit: WeightUnit?
      if metric == .bodyMass {
        guard let weightUnit = WeightUnit(rawValue: String(cells[3])) else {
          throw ParseError(
            path: path, line: lineNumber,
            reason: .invalidContent("a weight's unit must be lb or kg, not \(cells[3])"))
        }
        unit = weightUnit
      } else {
        unit = nil
      }
      entries.append(
        ManualEntry(date: date, metric: metric, value: value, unit: unit, added: String(cells[4])))
    }
    return entries
  }
}
