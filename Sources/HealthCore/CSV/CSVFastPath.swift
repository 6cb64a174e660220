/// Reads the common CSV rows straight from their bytes, with no strings and no allocation.
///
/// A row qualifies when it has no quotes, no byte ≥ 0x80, the header's cell count, a date of
/// exactly `YYYY-MM-DD`, a known ASCII metric name (long form) and values that are empty or
/// plain decimals (`12345`, `72.5`; at most 18 digits). Values go through `CSVMeasure.check`
/// and `CSVMeasure.canonical`, as in `CSVLayout.samples(from:order:unit:)`. Any other row, or
/// one a check rejects, is left untouched for that general path, which then reads it, so both
/// give the same result for every row (`CSVFastPathTests` compares them).
struct CSVFastPath: Sendable {
  /// A wide-form column.
  struct Column: Sendable {
    /// The 0-based cell index.
    var index: Int
    /// What the column holds.
    var measure: CSVMeasure
  }

  /// The columns of one metric, best first (lower priority, then earlier column).
  struct MetricColumns: Sendable {
    /// The metric's index in `MetricKind.allCases`.
    var metric: Int
    /// Positions in `columns`, in the order that picks the winner.
    var candidates: [Int]
  }

  private let dateIndex: Int
  private let cellCount: Int
  private let unit: WeightUnit
  private let columns: [Column]
  private let metrics: [MetricColumns]
  private let long: (metric: Int, value: Int)?
  /// Each column's value in the current row (NaN when the cell is empty).
  private var values: [Double]
  /// The last date's ten bytes and its day number.
  private var lastDate: (head: UInt64, tail: UInt16, day: Int)?

  /// The largest decimal mantissa read exactly (2^53).
  private static let exactLimit: UInt64 = 1 << 53
  /// 10^0 … 10^18, all exact in a `Double`.
  private static let powersOfTen: [Double] = (0...18).map { exponent in
    (0..<exponent).reduce(1.0) { product, _ in product * 10 }
  }
  /// The long-form measure names, as bytes.
  private static let names: [(measure: CSVMeasure, bytes: [UInt8])] = CSVMeasure.allCases.map {
    ($0, Array($0.rawValue.utf8))
  }

  /// Prepares the fast path for `layout`.
  /// - Parameters:
  ///   - layout: the header's layout.
  ///   - unit: the unit of `weight` values.
  init(layout: CSVLayout, unit: WeightUnit) {
    dateIndex = layout.dateIndex
    cellCount = layout.cellCount
    self.unit = unit
    switch layout.shape {
    case .long(let metric, let value):
      long = (metric, value)
      columns = []
      metrics = []
    case .wide(let wide):
      long = nil
      columns = wide.map { Column(index: $0.index, measure: $0.measure) }
      metrics = MetricKind.allCases.enumerated().compactMap { index, metric in
        let candidates = wide.indices.filter { wide[$0].measure.metric == metric }
          .sorted { (wide[$0].measure.priority, $0) < (wide[$1].measure.priority, $1) }
        return candidates.isEmpty ? nil : MetricColumns(metric: index, candidates: candidates)
      }
    }
    values = Array(repeating: .nan, count: columns.count)
  }

  /// Adds a plain row's values to `table`.
  /// - Parameters:
  ///   - record: the row's bounds in `buffer` (not blank).
  ///   - buffer: the bytes.
  ///   - order: the row's position among data rows.
  ///   - table: where the values go.
  /// - Returns: `true` when the row was read; `false` (and `table` untouched) when the general
  ///   path must read it.
  mutating func add(
    _ record: CSVRecord, in buffer: UnsafeRawBufferPointer, order: Double,
    to table: inout CSVDayTable
  ) -> Bool {
    guard !record.hasQuote, !record.hasHighBytes, record.fieldCount == cellCount,
      let day = day(of: record.range(of: dateIndex), in: buffer)
    else { return false }
    if let long {
      guard let measure = Self.measure(named: record.range(of: long.metric), in: buffer),
        let value = Self.number(in: record.range(of: long.value), of: buffer)
      else { return false }
      if value.isNaN { return true }
      guard case .success(let checked) = measure.check(value, text: "") else { return false }
      table.add(
        measure.canonical(checked, unit: unit), metric: CSVDayTable.index(of: measure.metric),
        day: day, order: order)
      return true
    }
    for (position, column) in columns.enumerated() {
      guard let value = Self.number(in: record.range(of: column.index), of: buffer) else {
        return false
      }
      if !value.isNaN {
        guard case .success = column.measure.check(value, text: "") else { return false }
      }
      values[position] = value
    }
    for metric in metrics {
      for candidate in metric.candidates where !values[candidate].isNaN {
        let measure = columns[candidate].measure
        table.add(
          measure.canonical(values[candidate], unit: unit), metric: metric.metric, day: day,
          order: order)
        break
      }
    }
    return true
  }

  /// The day of a `YYYY-MM-DD` cell, or `nil` for anything else.
  private mutating func day(of range: Range<Int>, in buffer: UnsafeRawBufferPointer) -> Int? {
    guard range.count == 10, let base = buffer.baseAddress else { return nil }
    let head = base.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self)
    let tail = base.loadUnaligned(fromByteOffset: range.lowerBound + 8, as: UInt16.self)
    if let lastDate, lastDate.head == head, lastDate.tail == tail { return lastDate.day }
    func digits(_ offset: Int, _ count: Int) -> Int? {
      var value = 0
      for index in (range.lowerBound + offset)..<(range.lowerBound + offset + count) {
        let byte = buffer[index]
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte &- UInt8(ascii: "0"))
      }
      return value
    }
    guard buffer[range.lowerBound + 4] == UInt8(ascii: "-"),
      buffer[range.lowerBound + 7] == UInt8(ascii: "-"),
      let year = digits(0, 4), let month = digits(5, 2), let dayOfMonth = digits(8, 2),
      let date = LocalDate(year: year, month: month, day: dayOfMonth)
    else { return nil }
    lastDate = (head, tail, date.dayNumber)
    return date.dayNumber
  }

  /// The measure named by an ASCII cell (any letter case), or `nil`.
  private static func measure(
    named range: Range<Int>, in buffer: UnsafeRawBufferPointer
  ) -> CSVMeasure? {
    candidates: for (measure, name) in names where name.count == range.count {
      for (offset, expected) in name.enumerated() {
        var byte = buffer[range.lowerBound + offset]
        if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
        guard byte == expected else { continue candidates }
      }
      return measure
    }
    return nil
  }

  /// A plain decimal cell's value, NaN for an empty cell, `nil` for anything else (signs,
  /// exponents, spaces, more than 18 digits or a mantissa above 2^53).
  ///
  /// The mantissa and the power of ten are exact doubles, so one division gives the correctly
  /// rounded value, the same as `Double(String)`.
  static func number(in range: Range<Int>, of buffer: UnsafeRawBufferPointer) -> Double? {
    guard !range.isEmpty else { return .nan }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var sawPoint = false
    for index in range {
      let byte = buffer[index]
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        guard digits < 18 else { return nil }
        mantissa = mantissa * 10 + UInt64(byte &- UInt8(ascii: "0"))
        digits += 1
        if sawPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: "."), !sawPoint, digits > 0 {
        sawPoint = true
      } else {
        return nil
      }
    }
    guard !sawPoint || fractionDigits > 0, mantissa <= exactLimit else { return nil }
    let whole = Double(mantissa)
    return fractionDigits == 0 ? whole : whole / powersOfTen[fractionDigits]
  }
}
