import Testing

@testable import ChartKit

/// Compile-time check that the public value types are `Sendable`.
struct SendableTests {
  func requireSendable<T: Sendable>(_: T.Type) {}

  @Test func publicTypesAreSendable() {
    requireSendable(LinearScale.self)
    requireSendable(BandScale.self)
    requireSendable(TimeScale.self)
    requireSendable(Point.self)
    requireSendable(PathBuilder.self)
    requireSendable(Curve.self)
    requireSendable(LineGenerator.self)
    requireSendable(AreaPoint.self)
    requireSendable(AreaGenerator.self)
    requireSendable(PieSlice.self)
    requireSendable(PieLayout.self)
    requireSendable(ArcGenerator.self)
  }
}
