import HealthCore

/// What a CSV header says about the rows below it: wide (`date` plus one column per measure)
/// or long (`date,metric,value`), with the column positions.
struct CSVLayout: Sendable {
  /// The two supported shapes.
  enum Shape: Sendable, Equatable {
    /// One column per measure: `(column index, measure)` pairs.
    case wide([Column])
    /// A metric-name column and a value column.
    case long(metric: Int, value: Int)
  }

  /// A wide-form measure column.
  struct Column: Sendable, Equatable {
    /// The 0-based column index.
    var index: Int
    /// What the column holds.
    var measure: CSVMeasure
  }

  /// The 0-based index of the `date` column.
  var dateIndex: Int
  /// The number of cells every row must have.
  var cellCount: Int
  /// The shape and columns.
  var shape: Shape
  /// Header columns that were not recognised and are ignored (0-based index, name).
  var ignoredColumns: [(index: Int, name: String)]

  /// Reads the header; throws `invalidContent` at the header's line when it is not a known
  /// layout (no `date` column, no known measure, or a repeated column).
  /// - Parameters:
  ///   - header: the first non-blank record.
  ///   - path: the file, for the error.
  /// - Throws: `ParseError` with `.invalidContent` at the header's line.
  init(header: CSVRow, path: String) throws(ParseError) {
    let names = header.fields.map(CSVMeasure.normalized)
    func fail(_ why: String) -> ParseError {
      ParseError(path: path, line: header.line, reason: .invalidContent(why))
    }
    var seen: Set<String> = []
    for name in names where !name.isEmpty {
      guard seen.insert(name).inserted else {
        throw fail("duplicate column \(DiagnosticText.quoted(name)) in header")
      }
    }
    let shown = names.joined(separator: ",")
    let unrecognised = fail(
      "unrecognised header \(DiagnosticText.quoted(shown)); expected date,steps,weight or date,metric,value"
    )
    guard let dateIndex = names.firstIndex(of: "date") else { throw unrecognised }
    self.dateIndex = dateIndex
    self.cellCount = names.count
    if let metric = names.firstIndex(of: "metric"), let value = names.firstIndex(of: "value") {
      self.shape = .long(metric: metric, value: value)
      self.ignoredColumns = names.enumerated()
        .filter { !["date", "metric", "value"].contains($0.element) }
        .map { (index: $0.offset, name: $0.element) }
      return
    }
    var columns: [Column] = []
    var ignored: [(index: Int, name: String)] = []
    for (index, name) in names.enumerated() where index != dateIndex {
      if let measure = CSVMeasure(rawValue: name) {
        columns.append(Column(index: index, measure: measure))
      } else {
        ignored.append((index: index, name: name))
      }
    }
    guard !columns.isEmpty else { throw unrecognised }
    self.shape = .wide(columns)
    self.ignoredColumns = ignored
  }

  /// The samples of one data row (canonical units) and the cells skipped on the way, or why the
  /// whole row is skipped. Blank cells are missing values and give no sample. A bad date, a
  /// wrong cell count or a bad long-form row skips the row; a bad value in a wide row skips only
  /// that cell, so the row's good cells are kept.
  /// - Parameters:
  ///   - row: the record.
  ///   - order: the row's recency key (its position among data rows).
  ///   - unit: the unit of `weight` values.
  /// - Returns: the row's samples (possibly none) with its skipped cells, or the problem that
  ///   skips the row.
  func samples(from row: CSVRow, order: Double, unit: WeightUnit) -> Result<
    CSVRowSamples, CSVRowProblem
  > {
    if row.hasUnterminatedQuote {
      return .failure(CSVRowProblem("unterminated quoted field"))
    }
    guard row.fields.count == cellCount else {
      return .failure(
        CSVRowProblem("expected \(cellCount) cells, found \(row.fields.count)"))
    }
    let dateText = CSVMeasure.trimmed(row.fields[dateIndex])
    guard !dateText.isEmpty else { return .failure(CSVRowProblem("missing date")) }
    guard let date = LocalDate(iso: dateText) else {
      return .failure(CSVRowProblem(LocalDate.problem(with: dateText)))
    }
    guard date.isSupported else {
      return .failure(
        CSVRowProblem(
          "date outside \(LocalDate.supportedRangeText): \(DiagnosticText.quoted(dateText))"))
    }
    switch shape {
    case .long(let metricIndex, let valueIndex):
      let name = CSVMeasure.trimmed(row.fields[metricIndex])
      guard let measure = CSVMeasure(name: name) else {
        return .failure(CSVRowProblem("unknown metric \(DiagnosticText.quoted(name))"))
      }
      switch measure.parse(row.fields[valueIndex], unit: unit) {
      case nil: return .success(CSVRowSamples())
      case .failure(let problem): return .failure(problem)
      case .success(let value):
        return .success(
          CSVRowSamples(
            samples: [Sample(metric: measure.metric, date: date, value: value, order: order)]))
      }
    case .wide(let columns):
      var chosen: [MetricKind: (priority: Int, value: Double)] = [:]
      var skipped: [CSVRowProblem] = []
      for column in columns {
        switch column.measure.parse(row.fields[column.index], unit: unit) {
        case nil: continue
        case .failure(let problem): skipped.append(problem)
        case .success(let value):
          let measure = column.measure
          if let current = chosen[measure.metric], current.priority <= measure.priority { continue }
          chosen[measure.metric] = (measure.priority, value)
        }
      }
      let samples = MetricKind.allCases.compactMap { metric in
        chosen[metric].map { Sample(metric: metric, date: date, value: $0.value, order: order) }
      }
      return .success(CSVRowSamples(samples: samples, skippedCells: skipped))
    }
  }
}
