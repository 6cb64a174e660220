import Foundation

extension ArcGenerator {
  /// The circular or annular sector branch of d3-shape's `arc()` (span below 2π).
  /// Angles here are d3's internal ones: radians from 3 o'clock (`angle − π/2`).
  struct Sector {
    let r0: Double, r1: Double, a0: Double, a1: Double, da: Double, cw: Bool
    /// Outer ring start/end (a01, a11) and inner ring start/end (a00, a10) after padding.
    var a01: Double, a11: Double, a00: Double, a10: Double
    /// Inner and outer angular spans after padding.
    var da0: Double, da1: Double

    init(r0: Double, r1: Double, a0: Double, a1: Double, da: Double, cw: Bool) {
      (self.r0, self.r1, self.a0, self.a1, self.da, self.cw) = (r0, r1, a0, a1, da, cw)
      (a01, a11, a00, a10) = (a0, a1, a0, a1)
      (da0, da1) = (da, da)
    }

    /// Removes `halfPad` (radians) at each end, as a fixed distance at the pad radius.
    mutating func applyPadding(_ halfPad: Double, padRadius: Double?) {
      guard halfPad > 0 else { return }
      let rp = padRadius ?? (r0 * r0 + r1 * r1).squareRoot()
      guard rp > 0 else { return }
      let middle = (a0 + a1) / 2
      let direction: Double = cw ? 1 : -1
      // d3: each ring's span shrinks by twice its pad angle, or collapses to the middle.
      func pad(_ span: inout Double, _ start: inout Double, _ end: inout Double, by p: Double) {
        span -= p * 2
        if span > 0 {
          start += p * direction
          end -= p * direction
        } else {
          (span, start, end) = (0, middle, middle)
        }
      }
      pad(&da0, &a00, &a10, by: ScalarMath.clampedAsin(rp / r0 * sin(halfPad)))
      pad(&da1, &a01, &a11, by: ScalarMath.clampedAsin(rp / r1 * sin(halfPad)))
    }

    /// Writes the outer ring, then the inner ring (or centre), with rounded corners if any.
    func draw(cornerRadius: Double, into context: inout PathBuilder) {
      let x01 = r1 * cos(a01)
      let y01 = r1 * sin(a01)
      let x10 = r0 * cos(a10)
      let y10 = r0 * sin(a10)
      let x11 = r1 * cos(a11)
      let y11 = r1 * sin(a11)
      let x00 = r0 * cos(a00)
      let y00 = r0 * sin(a00)
      let rc = ScalarMath.min(abs(r1 - r0) / 2, cornerRadius)
      var rc0 = rc
      var rc1 = rc

      // Restrict the corner radius according to the sector angle.
      if rc > 0, da < .pi {
        let oc =
          da0 > 0
          ? ArcGenerator.intersect(x01, y01, x00, y00, x11, y11, x10, y10) : (x: x10, y: y10)
        let ax = x01 - oc.x
        let ay = y01 - oc.y
        let bx = x11 - oc.x
        let by = y11 - oc.y
        let cosine =
          (ax * bx + ay * by)
          / ((ax * ax + ay * ay).squareRoot() * (bx * bx + by * by).squareRoot())
        let kc = 1 / sin(acos(cosine) / 2)
        let lc = (oc.x * oc.x + oc.y * oc.y).squareRoot()
        rc0 = ScalarMath.min(rc, (r0 - lc) / (kc - 1))
        rc1 = ScalarMath.min(rc, (r1 - lc) / (kc + 1))
      }

      if !(da1 > 0) {
        context.moveTo(x01, y01)  // The sector collapsed to a line.
      } else if rc1 > 0 {
        let t0 = ArcGenerator.cornerTangents(x00, y00, x01, y01, r1, rc1, cw)
        let t1 = ArcGenerator.cornerTangents(x11, y11, x10, y10, r1, rc1, cw)
        context.moveTo(t0.cx + t0.x01, t0.cy + t0.y01)
        if rc1 < rc {
          // The corners merged.
          context.arc(t0.cx, t0.cy, rc1, t0.startAngle, t1.startAngle, counterclockwise: !cw)
        } else {
          context.arc(t0.cx, t0.cy, rc1, t0.startAngle, t0.endAngle, counterclockwise: !cw)
          context.arc(0, 0, r1, t0.ringAngle, t1.ringAngle, counterclockwise: !cw)
          context.arc(t1.cx, t1.cy, rc1, t1.endAngle, t1.startAngle, counterclockwise: !cw)
        }
      } else {
        context.moveTo(x01, y01)
        context.arc(0, 0, r1, a01, a11, counterclockwise: !cw)
      }

      if !(r0 > 0) || !(da0 > 0) {
        context.lineTo(x10, y10)  // No inner ring, or it collapsed from padding.
      } else if rc0 > 0 {
        let t0 = ArcGenerator.cornerTangents(x10, y10, x11, y11, r0, -rc0, cw)
        let t1 = ArcGenerator.cornerTangents(x01, y01, x00, y00, r0, -rc0, cw)
        context.lineTo(t0.cx + t0.x01, t0.cy + t0.y01)
        if rc0 < rc {
          context.arc(t0.cx, t0.cy, rc0, t0.startAngle, t1.startAngle, counterclockwise: !cw)
        } else {
          context.arc(t0.cx, t0.cy, rc0, t0.startAngle, t0.endAngle, counterclockwise: !cw)
          context.arc(0, 0, r0, t0.ringAngle, t1.ringAngle, counterclockwise: cw)
          context.arc(t1.cx, t1.cy, rc0, t1.endAngle, t1.startAngle, counterclockwise: !cw)
        }
      } else {
        context.arc(0, 0, r0, a10, a00, counterclockwise: cw)
      }
    }
  }
}
