import HealthCore

/// Reads the common CSV rows straight from their bytes in one pass, with no strings and no
/// allocation: splitting, parsing and adding to the day table at once.
///
/// A row qualifies when it ends in LF or CRLF within the buffer, has the header's cell count,
/// a date of exactly `YYYY-MM-DD`, a known ASCII metric name (long form), values that are
/// empty or plain decimals (`12345`, `72.5`; at most 18 digits, mantissa ≤ 2^53), and no
/// quote, CR or byte ≥ 0x80 in ignored cells. Values go through `CSVMeasure.check` and
/// `CSVMeasure.canonical`, as in `CSVLayout.samples(from:order:unit:)`. Any other row (a blank
/// one, one with a problem, one cut by the buffer's end) is left untouched for that general
/// path, so both give the same result for every row (`CSVFastPathTests` compares them).
struct CSVFastPath: Sendable {
  /// What a cell holds.
  enum Role: Sendable {
    /// The `date` cell.
    case date
    /// A wide-form measure column: the measure, its metric's index and plausible range.
    case measure(CSVMeasure, metric: Int, range: ClosedRange<Double>)
    /// The long form's `metric` cell.
    case metricName
    /// The long form's `value` cell.
    case value
    /// A column the layout ignores.
    case ignored
  }

  private let roles: [Role]
  private let unit: WeightUnit
  /// The number of metrics (``CSVDayTable/metricCount``), looked up once.
  private let metricCount = CSVDayTable.metricCount
  /// Every metric's plausible range by index, looked up once (not per cell across modules).
  private let ranges = MetricKind.allCases.map(\.plausibleRange)
  /// The metrics of the wide form's measure columns (indices, ascending, each once): the
  /// only ones a row's scratch table needs.
  private let measured: [Int]
  /// The last date's ten bytes and its day number.
  private var lastDate: (head: UInt64, tail: UInt16, day: Int)?

  /// The largest decimal mantissa read exactly (2^53).
  private static let exactLimit: UInt64 = 1 << 53
  private static let comma = UInt8(ascii: ",")
  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  /// Prepares the fast path for `layout`.
  /// - Parameters:
  ///   - layout: the header's layout.
  ///   - unit: the unit of `weight` values.
  init(layout: CSVLayout, unit: WeightUnit) {
    var roles = [Role](repeating: .ignored, count: layout.cellCount)
    switch layout.shape {
    case .long(let metric, let value):
      roles[metric] = .metricName
      roles[value] = .value
    case .wide(let columns):
      for column in columns {
        let metric = column.measure.metric
        roles[column.index] = .measure(
          column.measure, metric: metric.index, range: metric.plausibleRange)
      }
    }
    roles[layout.dateIndex] = .date
    self.roles = roles
    measured = Set(
      roles.compactMap { role -> Int? in
        if case .measure(_, let metric, _) = role { return metric }
        return nil
      }
    ).sorted()
    self.unit = unit
  }

  /// Reads the row starting at `from` and adds its values to `table`.
  /// - Parameters:
  ///   - buffer: the bytes.
  ///   - from: the offset of the row's first byte.
  ///   - order: the row's position among data rows.
  ///   - table: where the values go.
  /// - Returns: the offset after the row's line break, or `nil` (and `table` untouched) when
  ///   the general path must read the row.
  mutating func readRow(
    _ buffer: UnsafeRawBufferPointer, from: Int, order: Double, to table: inout CSVDayTable
  ) -> Int? {
    guard let base = buffer.baseAddress else { return nil }
    let count = buffer.count
    let unit = self.unit
    var lastDate = self.lastDate
    defer { self.lastDate = lastDate }
    let metricCount = self.metricCount
    return roles.withUnsafeBufferPointer { roles in
      measured.withUnsafeBufferPointer { measured in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * metricCount) {
          scratch -> Int? in
          // scratch[metric]: the chosen value; scratch[metricCount + metric]: its priority;
          // only the measured metrics' are used (and set here).
          for metric in measured { scratch.initializeElement(at: metric, to: .nan) }
          var position = from
          var day = 0
          var named: CSVMeasure?
          var longValue = Double.nan
          for (cell, role) in roles.enumerated() {
            switch role {
            case .date:
              guard position + 10 <= count,
                let found = Self.day(at: position, base, cache: &lastDate)
              else { return nil }
              day = found
              position += 10
            case .measure(let measure, let metric, let range):
              guard let value = Self.number(base, &position, count) else { return nil }
              guard !value.isNaN else { break }
              guard
                case .success = measure.check(
                  value, unit: unit, range: range, text: "")
              else { return nil }
              let priority = Double(measure.priority)
              let slot = metricCount + metric
              if scratch[metric].isNaN || scratch[slot] > priority {
                scratch[metric] = measure.canonical(value, unit: unit)
                scratch[slot] = priority
              }
            case .metricName:
              let start = position
              while position < count {
                let byte = base.load(fromByteOffset: position, as: UInt8.self)
                if byte == Self.comma || byte == Self.newline || byte == Self.carriageReturn {
                  break
                }
                position += 1
              }
              guard let measure = Self.measure(named: start..<position, base) else { return nil }
              named = measure
            case .value:
              guard let value = Self.number(base, &position, count) else { return nil }
              longValue = value
            case .ignored:
              while position < count {
                let byte = base.load(fromByteOffset: position, as: UInt8.self)
                if byte == Self.comma || byte == Self.newline { break }
                guard byte != Self.carriageReturn, byte != UInt8(ascii: "\""), byte < 0x80 else {
                  return nil
                }
                position += 1
              }
            }
            // The cell's end: a comma, or the line break after the last cell.
            guard position < count else { return nil }
            let byte = base.load(fromByteOffset: position, as: UInt8.self)
            if cell + 1 < roles.count {
              guard byte == Self.comma else { return nil }
              position += 1
            } else if byte == Self.newline {
              position += 1
            } else {
              guard byte == Self.carriageReturn, position + 1 < count,
                base.load(fromByteOffset: position + 1, as: UInt8.self) == Self.newline
              else { return nil }
              position += 2
            }
          }
          if let named {
            guard !longValue.isNaN else { return position }
            guard
              case .success(let checked) = named.check(
                longValue, unit: unit, range: ranges[named.metric.index], text: "")
            else { return nil }
            table.add(
              named.canonical(checked, unit: unit), metric: named.metric.index,
              day: day, order: order)
            return position
          }
          for metric in measured where !scratch[metric].isNaN {
            table.add(scratch[metric], metric: metric, day: day, order: order)
          }
          return position
        }
      }
    }
  }

  /// The day of the `YYYY-MM-DD` at `offset` (ten readable bytes), or `nil`.
  private static func day(
    at offset: Int, _ base: UnsafeRawPointer, cache: inout (head: UInt64, tail: UInt16, day: Int)?
  ) -> Int? {
    let head = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    let tail = base.loadUnaligned(fromByteOffset: offset + 8, as: UInt16.self)
    if let cache, cache.head == head, cache.tail == tail { return cache.day }
    func digits(_ from: Int, _ count: Int) -> Int? {
      var value = 0
      for index in (offset + from)..<(offset + from + count) {
        let digit = base.load(fromByteOffset: index, as: UInt8.self) &- UInt8(ascii: "0")
        guard digit <= 9 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value
    }
    guard base.load(fromByteOffset: offset + 4, as: UInt8.self) == UInt8(ascii: "-"),
      base.load(fromByteOffset: offset + 7, as: UInt8.self) == UInt8(ascii: "-"),
      let year = digits(0, 4), let month = digits(5, 2), let dayOfMonth = digits(8, 2),
      let date = LocalDate(year: year, month: month, day: dayOfMonth), date.isSupported
    else { return nil }
    cache = (head, tail, date.dayNumber)
    return date.dayNumber
  }

  /// The measure named by an ASCII cell (any letter case), or `nil`: the names of
  /// `CSVMeasure.allCases`, compared by length first, then byte by byte.
  static func measure(named range: Range<Int>, _ base: UnsafeRawPointer) -> CSVMeasure? {
    for (name, measure) in measureNames where name.count == range.count {
      var matches = true
      for offset in 0..<range.count {
        var byte = base.load(fromByteOffset: range.lowerBound + offset, as: UInt8.self)
        if byte &- UInt8(ascii: "A") < 26 { byte += 32 }
        if byte != name[offset] {
          matches = false
          break
        }
      }
      if matches { return measure }
    }
    return nil
  }

  /// Every measure's name as bytes.
  private static let measureNames: [([UInt8], CSVMeasure)] = CSVMeasure.allCases.map {
    (Array($0.rawValue.utf8), $0)
  }

  /// Reads a plain decimal at `position` (advanced past it): NaN when the cell is empty (the
  /// next byte is not a digit), `nil` for a number the fast path does not read (a point
  /// without digits on both sides, more than 18 digits, a mantissa above 2^53). The caller
  /// checks that the cell ends where the digits do.
  ///
  /// The mantissa and the power of ten are exact doubles, so one division gives the correctly
  /// rounded value, the same as `Double(String)`.
  static func number(_ base: UnsafeRawPointer, _ position: inout Int, _ end: Int) -> Double? {
    let start = position
    var mantissa: UInt64 = 0
    while position < end {
      let digit = base.load(fromByteOffset: position, as: UInt8.self) &- UInt8(ascii: "0")
      guard digit <= 9 else { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      position += 1
    }
    let integerDigits = position - start
    var fractionDigits = 0
    if position < end, base.load(fromByteOffset: position, as: UInt8.self) == UInt8(ascii: ".") {
      guard integerDigits > 0 else { return nil }
      position += 1
      let fractionStart = position
      while position < end {
        let digit = base.load(fromByteOffset: position, as: UInt8.self) &- UInt8(ascii: "0")
        guard digit <= 9 else { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        position += 1
      }
      fractionDigits = position - fractionStart
      guard fractionDigits > 0 else { return nil }
    } else if integerDigits == 0 {
      return .nan
    }
    guard integerDigits + fractionDigits <= 18, mantissa <= exactLimit else { return nil }
    guard fractionDigits > 0 else { return Double(mantissa) }
    var scale: UInt64 = 1
    for _ in 0..<fractionDigits { scale &*= 10 }
    return Double(mantissa) / Double(scale)
  }
}
