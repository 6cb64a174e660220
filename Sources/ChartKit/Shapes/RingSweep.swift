/// Where a ring's progress takes it: the laps it begins and where the last one ends.
///
/// A progress of 1 is one whole lap (the ring is closed); above 1 a second lap starts again at
/// 12 o'clock over the first, as the Fitness app draws it: 1.5 is a whole lap and half of
/// another, 2.5 two whole laps and half a third. Angles are in radians, clockwise from
/// 12 o'clock.
public struct RingSweep: Sendable, Hashable {
  /// The most laps counted: a larger progress counts as this many (a drawing shows the last
  /// lap over the ones below, however many they are).
  public static let maximumLaps = 1000

  /// The laps begun: 0 without progress (0, negative, `nil`, NaN or infinite), 1 for a
  /// progress up to and including 1, 2 up to and including 2, and so on.
  public let laps: Int
  /// Where the last lap ends, in radians: in (0, 2π] with laps, 0 without.
  public let endAngle: Double

  /// The sweep of `progress`.
  /// - Parameter progress: the fraction of the goal reached (1 = the goal), or `nil` for none.
  public init(progress: Double?) {
    guard let progress, progress.isFinite, progress > 0 else {
      laps = 0
      endAngle = 0
      return
    }
    let capped = min(progress, Double(Self.maximumLaps))
    let laps = Int(capped.rounded(.up))
    self.laps = laps
    endAngle = 2 * .pi * (capped - Double(laps - 1))
  }

  /// Whether a lap is drawn over an earlier one (a progress above 1): the last lap's end then
  /// carries a shadow.
  public var overlaps: Bool { laps > 1 }

  /// Whether the last lap is a whole circle (a progress of exactly 1, 2, …).
  public var endsWithWholeLap: Bool { laps > 0 && endAngle >= 2 * .pi }

  /// The end angle of lap `index` (0 first): 2π for every lap before the last, ``endAngle``
  /// for the last; `nil` for a lap that is not begun.
  /// - Parameter index: the lap's index, from 0.
  /// - Returns: the angle, in radians clockwise from 12 o'clock.
  public func endAngle(ofLap index: Int) -> Double? {
    guard index >= 0, index < laps else { return nil }
    return index == laps - 1 ? endAngle : 2 * .pi
  }

  /// Every lap's end angle, first lap first, in radians (see ``endAngle(ofLap:)``).
  public var lapEndAngles: [Double] {
    (0..<laps).map { $0 == laps - 1 ? endAngle : 2 * .pi }
  }
}
