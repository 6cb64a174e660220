/// Computes slice angles for a pie or donut: d3-shape's `pie` with sorting disabled
/// (`pie.sort(null)`), so slices keep the input order.
///
/// Each slice spans `value · k + pad`, where `k = (Δ − n · pad) / sum`, `Δ = end − start`
/// and `pad = min(|Δ| / n, padAngle)` signed like `Δ`. Negative, NaN and infinite values
/// count as 0; if every value is 0 the slices have zero width (only their padding).
public struct PieLayout: Sendable {
  /// The angle of the first slice's start (radians, clockwise from 12 o'clock).
  public var startAngle: Double
  /// The angle of the last slice's end (radians).
  public var endAngle: Double
  /// The padding between slices (radians); negative and NaN count as 0.
  public var padAngle: Double

  /// Creates a pie layout.
  /// - Parameters:
  ///   - startAngle: the start of the pie (radians).
  ///   - endAngle: the end of the pie (radians).
  ///   - padAngle: the padding between adjacent slices (radians).
  public init(startAngle: Double = 0, endAngle: Double = 2 * .pi, padAngle: Double = 0) {
    self.startAngle = startAngle
    self.endAngle = endAngle
    self.padAngle = padAngle
  }

  /// Lays out one slice per value, in input order.
  /// - Parameter values: the slice values (any non-negative unit).
  /// - Returns: the slices; `[]` for no values.
  public func slices(_ values: [Double]) -> [PieSlice] {
    let n = values.count
    guard n > 0 else { return [] }
    var sum = 0.0
    for value in values where value > 0 && value.isFinite { sum += value }
    let span = endAngle - startAngle
    let pad = padAngle > 0 ? ScalarMath.min(abs(span) / Double(n), padAngle) : 0
    let signedPad = pad * (span < 0 ? -1 : 1)
    let scale = sum != 0 ? (span - Double(n) * signedPad) / sum : 0
    var result: [PieSlice] = []
    result.reserveCapacity(n)
    var angle = startAngle
    for (index, raw) in values.enumerated() {
      let value = raw > 0 && raw.isFinite ? raw : 0
      let next = angle + (value > 0 ? value * scale : 0) + signedPad
      result.append(
        PieSlice(index: index, value: value, startAngle: angle, endAngle: next, padAngle: pad))
      angle = next
    }
    return result
  }
}
