extension ConcentricRings {
  /// One ring: how far it got and how it is coloured.
  public struct Ring: Sendable, Hashable {
    /// The fraction of the goal reached: 0 nothing, 0.5 half, 1 the goal (the ring closes),
    /// 2.5 two laps and a half (see ``RingSweep``); `nil` for none (no data, or a paused
    /// goal), which draws the track alone.
    public var progress: Double?
    /// The ring's class and colours.
    public var style: RingStyle

    /// Creates a ring.
    /// - Parameters:
    ///   - progress: the fraction of the goal reached (may pass 1), or `nil` for the track
    ///     alone.
    ///   - style: the ring's class and colours.
    public init(progress: Double?, style: RingStyle) {
      self.progress = progress
      self.style = style
    }

    /// Where the ring's progress takes it.
    public var sweep: RingSweep { RingSweep(progress: progress) }
  }
}
