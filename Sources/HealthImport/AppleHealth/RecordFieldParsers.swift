import HealthCore

/// The record scanner's byte-level parsers of `startDate`/`endDate` and `value`, opened to the
/// fuzz harness (`@_spi(Fuzzing) import HealthCore`); not part of the supported API.
@_spi(Fuzzing)
public enum RecordFieldParsers {
  /// A parsed record timestamp.
  public struct Timestamp: Sendable, Equatable {
    /// The local calendar day as written, days since 1970-01-01.
    public var dayNumber: Int
    /// The instant, seconds since 1970-01-01 00:00 UTC.
    public var seconds: Int
  }

  /// A cache of the last date part read, as the importer keeps one across records.
  public struct DayCache: Sendable {
    var cache = RecordTime.DayCache()

    /// Creates an empty cache.
    public init() {}
  }

  /// Parses `yyyy-MM-dd HH:mm:ss ±HHMM` (or without the offset) as the importer does.
  /// - Parameters:
  ///   - bytes: the buffer.
  ///   - offset: where the timestamp starts.
  ///   - length: its length (25 or 19; anything else is `nil`).
  ///   - cache: the date cache carried from the previous call.
  /// - Returns: the timestamp, or `nil` when malformed.
  public static func timestamp(
    _ bytes: UnsafeRawBufferPointer, offset: Int, length: Int, cache: inout DayCache
  ) -> Timestamp? {
    RecordTime(bytes, offset: offset, length: length, cache: &cache.cache).map {
      Timestamp(dayNumber: $0.dayNumber, seconds: $0.seconds)
    }
  }

  /// Parses a record's `value` as the importer does.
  /// - Parameters:
  ///   - bytes: the buffer.
  ///   - offset: where the number starts.
  ///   - length: its length.
  /// - Returns: the finite number, or `nil` when it is not one.
  public static func number(_ bytes: UnsafeRawBufferPointer, offset: Int, length: Int) -> Double? {
    ByteNumber.parse(bytes, offset: offset, length: length)
  }
}
