import Foundation

/// The state machine behind d3-shape's curves (`curveLinear`, `curveCardinal`,
/// `curveCatmullRom`, `curveMonotoneX`), writing into a ``PathBuilder``.
///
/// Like d3's curves drawing a line (not an area's two halves), it is driven by
/// `lineStart`/`lineEnd`/`point` calls.
struct CurveRenderer {
  var pointIndex = 0
  var x0 = Double.nan, y0 = Double.nan
  var x1 = Double.nan, y1 = Double.nan
  var x2 = Double.nan, y2 = Double.nan
  /// Catmull–Rom chord lengths `|p_i p_j|^α` and `|p_i p_j|^2α`.
  var l01a = 0.0, l12a = 0.0, l23a = 0.0
  var l01a2 = 0.0, l12a2 = 0.0, l23a2 = 0.0
  /// Monotone X: the tangent slope at the previous point.
  var t0 = Double.nan
  private let kind: Kind
  var path: PathBuilder

  /// The resolved curve: Catmull–Rom with α = 0 becomes cardinal with tension 0.
  enum Kind {
    case linear
    case cardinal(k: Double)
    case catmullRom(alpha: Double)
    case monotoneX
  }

  init(curve: Curve, capacity: Int, decimals: Int, compact: Bool = false) {
    switch curve {
    case .linear: kind = .linear
    case .monotoneX: kind = .monotoneX
    case .catmullRom(let alpha):
      // d3: `alpha ? new CatmullRom(context, alpha) : cardinal(context, 0)`.
      kind = alpha == 0 || alpha.isNaN ? .cardinal(k: 1.0 / 6) : .catmullRom(alpha: alpha)
    }
    path = PathBuilder(capacity: capacity, decimals: decimals)
    path.compact = compact
  }

  mutating func lineStart() {
    (x0, x1, x2, y0, y1, y2) = (.nan, .nan, .nan, .nan, .nan, .nan)
    (l01a, l12a, l23a, l01a2, l12a2, l23a2) = (0, 0, 0, 0, 0, 0)
    t0 = .nan
    pointIndex = 0
  }

  mutating func lineEnd() {
    switch kind {
    case .linear: break
    case .cardinal(let k):
      if pointIndex == 2 { path.lineTo(x2, y2) }
      if pointIndex == 3 { cardinalSegment(k: k, x1, y1) }
    case .catmullRom(let alpha):
      if pointIndex == 2 { path.lineTo(x2, y2) }
      if pointIndex == 3 { point(x2, y2, alpha: alpha) }
    case .monotoneX:
      if pointIndex == 2 { path.lineTo(x1, y1) }
      if pointIndex == 3 { monotoneSegment(t0, slope2(t0)) }
    }
    // d3 closes a line of a single point (`this._line !== 0 && this._point === 1`).
    if pointIndex == 1 { path.closePath() }
  }

  /// Starts a line with a move.
  mutating func begin(_ x: Double, _ y: Double) {
    pointIndex = 1
    path.moveTo(x, y)
  }

  mutating func point(_ x: Double, _ y: Double) {
    switch kind {
    case .linear:
      if pointIndex == 0 {
        begin(x, y)
      } else {
        pointIndex = 2
        path.lineTo(x, y)
      }
    case .cardinal(let k):
      switch pointIndex {
      case 0: begin(x, y)
      case 1:
        pointIndex = 2
        (x1, y1) = (x, y)
      default:
        pointIndex = 3
        cardinalSegment(k: k, x, y)
      }
      (x0, x1, x2) = (x1, x2, x)
      (y0, y1, y2) = (y1, y2, y)
    case .catmullRom(let alpha):
      point(x, y, alpha: alpha)
    case .monotoneX:
      monotonePoint(x, y)
    }
  }

  /// d3's cardinal `point(that, x, y)`: the segment from (x1, y1) to (x2, y2).
  private mutating func cardinalSegment(k: Double, _ x: Double, _ y: Double) {
    path.bezierCurveTo(
      x1 + k * (x2 - x0), y1 + k * (y2 - y0), x2 + k * (x1 - x), y2 + k * (y1 - y), x2, y2)
  }

  /// d3's `CatmullRom.prototype.point`.
  private mutating func point(_ x: Double, _ y: Double, alpha: Double) {
    if pointIndex > 0 {
      let x23 = x2 - x
      let y23 = y2 - y
      let squared = x23 * x23 + y23 * y23
      // The usual centripetal alpha of 0.5 is a square root: far cheaper than `pow`, same value.
      l23a2 = alpha == 0.5 ? squared.squareRoot() : pow(squared, alpha)
      l23a = l23a2.squareRoot()
    }
    switch pointIndex {
    case 0: begin(x, y)
    case 1: pointIndex = 2
    default:
      pointIndex = 3
      catmullRomSegment(x, y)
    }
    (l01a, l12a) = (l12a, l23a)
    (l01a2, l12a2) = (l12a2, l23a2)
    (x0, x1, x2) = (x1, x2, x)
    (y0, y1, y2) = (y1, y2, y)
  }

  /// d3's catmullRom `point(that, x, y)` with its 1e-6 epsilon checks on chord lengths.
  private mutating func catmullRomSegment(_ x: Double, _ y: Double) {
    let epsilon = 1e-6
    var (c1x, c1y, c2x, c2y) = (x1, y1, x2, y2)
    if l01a > epsilon {
      let a = 2 * l01a2 + 3 * l01a * l12a + l12a2
      let n = 3 * l01a * (l01a + l12a)
      c1x = (c1x * a - x0 * l12a2 + x2 * l01a2) / n
      c1y = (c1y * a - y0 * l12a2 + y2 * l01a2) / n
    }
    if l23a > epsilon {
      let b = 2 * l23a2 + 3 * l23a * l12a + l12a2
      let m = 3 * l23a * (l23a + l12a)
      c2x = (c2x * b + x1 * l23a2 - x * l12a2) / m
      c2y = (c2y * b + y1 * l23a2 - y * l12a2) / m
    }
    path.bezierCurveTo(c1x, c1y, c2x, c2y, x2, y2)
  }
}
