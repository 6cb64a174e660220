import HealthCore

/// The blood pressure records of an export, and the readings they make (see the rules in
/// ``readings()``): the Health app writes each reading as a `Correlation` holding a systolic and
/// a diastolic `Record`, and usually repeats both records at the top level.
struct BloodPressureReadings: Sendable {
  /// One systolic or diastolic record as read.
  struct Record: Sendable, Hashable {
    /// Whether it is the systolic figure (else the diastolic).
    var systolic: Bool
    /// Its source, by index in the importer's source table.
    var source: Int
    /// `startDate` and `endDate`, seconds since 1970 UTC.
    var start: Int
    var end: Int
    /// The value, mmHg.
    var value: Double
    /// The local day of `startDate`, days since 1970.
    var day: Int
  }

  /// One reading: a day and the figures it has (at least one).
  struct Reading: Sendable, Equatable {
    /// The local day, days since 1970.
    var day: Int
    /// Systolic and diastolic, mmHg.
    var systolic: Double?
    var diastolic: Double?
  }

  /// Records inside a `Correlation`, with the correlation's number.
  private var nested: [(correlation: Int, record: Record)] = []
  /// Records at the top level.
  private var topLevel: [Record] = []

  /// Adds a record; `correlation` is the number of the `Correlation` it is inside, if any.
  mutating func add(_ record: Record, correlation: Int?) {
    if let correlation {
      nested.append((correlation, record))
    } else {
      topLevel.append(record)
    }
  }

  /// The readings, in day order:
  /// - each `Correlation` is one reading, of its systolic and diastolic records;
  /// - a top-level record with the type, source, dates and value of a record inside a
  ///   correlation is that record again, and is not counted a second time;
  /// - the other top-level records pair up, a systolic and a diastolic from the same source at
  ///   the same `startDate` making one reading; a record left without a partner is a reading of
  ///   its figure alone.
  func readings() -> [Reading] {
    var result: [Reading] = []
    var correlations = FirstSeenNumbering<Int>()
    var repeated: [Record: Int] = [:]
    for (correlation, record) in nested {
      repeated[record, default: 0] += 1
      let (index, isNew) = correlations.number(of: correlation)
      if isNew { result.append(Reading(day: record.day)) }
      if record.systolic {
        result[index].systolic = result[index].systolic ?? record.value
      } else {
        result[index].diastolic = result[index].diastolic ?? record.value
      }
    }
    struct Instant: Hashable {
      var source: Int
      var start: Int
    }
    var open: [Instant: [Int]] = [:]
    for record in topLevel {
      if let count = repeated[record], count > 0 {
        repeated[record] = count - 1
        continue
      }
      let instant = Instant(source: record.source, start: record.start)
      let partner = open[instant]?.firstIndex { index in
        record.systolic ? result[index].systolic == nil : result[index].diastolic == nil
      }
      if let partner, let index = open[instant]?[partner] {
        if record.systolic {
          result[index].systolic = record.value
        } else {
          result[index].diastolic = record.value
        }
        open[instant]?.remove(at: partner)
        continue
      }
      open[instant, default: []].append(result.count)
      result.append(
        Reading(
          day: record.day, systolic: record.systolic ? record.value : nil,
          diastolic: record.systolic ? nil : record.value))
    }
    return result.enumerated().sorted {
      $0.element.day != $1.element.day ? $0.element.day < $1.element.day : $0.offset < $1.offset
    }.map(\.element)
  }

  /// The series of the readings: each day's mean systolic and diastolic figures and its count
  /// of readings (empty series left out).
  static func series(of readings: [Reading]) -> [DailySeries] {
    var systolic: [Int: (sum: Double, count: Int)] = [:]
    var diastolic: [Int: (sum: Double, count: Int)] = [:]
    var counts: [Int: Int] = [:]
    for reading in readings {
      counts[reading.day, default: 0] += 1
      if let value = reading.systolic {
        systolic[reading.day, default: (0, 0)].sum += value
        systolic[reading.day, default: (0, 0)].count += 1
      }
      if let value = reading.diastolic {
        diastolic[reading.day, default: (0, 0)].sum += value
        diastolic[reading.day, default: (0, 0)].count += 1
      }
    }
    func means(_ table: [Int: (sum: Double, count: Int)]) -> [HealthMetric] {
      table.map {
        HealthMetric(
          date: LocalDate(dayNumber: $0.key), value: $0.value.sum / Double($0.value.count))
      }
    }
    let result = [
      DailySeries(metric: .bloodPressureSystolic, days: means(systolic)),
      DailySeries(metric: .bloodPressureDiastolic, days: means(diastolic)),
      DailySeries(
        metric: .bloodPressureReadings,
        days: counts.map {
          HealthMetric(date: LocalDate(dayNumber: $0.key), value: Double($0.value))
        }),
    ]
    return result.filter { !$0.isEmpty }
  }
}
