/// Where the compact path writer stands: positions are in rounded units (value × 10^decimals)
/// so relative offsets add up exactly, with no drift.
struct CompactPathState: Sendable, Hashable {
  /// The current point.
  var pen: (x: Int64, y: Int64) = (0, 0)
  /// The point the current command's offsets are relative to.
  var base: (x: Int64, y: Int64) = (0, 0)
  /// The start of the current subpath (where `z` returns).
  var subpath: (x: Int64, y: Int64) = (0, 0)
  /// Whether anything was written yet (the first move is absolute).
  var started = false
  /// Whether the next number needs a separator before it.
  var needsSeparator = false
  /// Whether the last number written has a decimal point.
  var lastHadDot = false

  static func == (lhs: CompactPathState, rhs: CompactPathState) -> Bool {
    lhs.pen == rhs.pen && lhs.base == rhs.base && lhs.subpath == rhs.subpath
      && lhs.started == rhs.started && lhs.needsSeparator == rhs.needsSeparator
      && lhs.lastHadDot == rhs.lastHadDot
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(pen.x)
    hasher.combine(pen.y)
  }
}

extension PathBuilder {
  /// The scale between values and rounded units.
  private var unitScale: Double { NumberFormat.powerOfTen(decimals) }

  /// `value` in rounded units (half away from zero, without a call into the math library).
  private func units(_ value: Double) -> Int64 {
    let scaled = value * unitScale
    guard scaled.isFinite, abs(scaled) < 9.0e15 else { return 0 }
    return scaled < 0 ? -Int64(-scaled + 0.5) : Int64(scaled + 0.5)
  }

  /// Writes a command (`M`, `L`, `Q`, `C`, or `,` for the next pair of the same command) with a
  /// point, as a relative command.
  mutating func writeCompact(_ command: StaticString, _ x: Double, _ y: Double) {
    let point = (x: units(x), y: units(y))
    let isContinuation = command.utf8CodeUnitCount == 1 && command.utf8Start[0] == 44
    if !isContinuation {
      let letter = command.utf8Start[0]
      if !compactState.started {
        bytes.append(letter)  // the first move: absolute (relative to the origin anyway)
        compactState.base = (0, 0)
      } else {
        bytes.append(letter | 0x20)  // lowercase: relative
        compactState.base = compactState.pen
      }
      compactState.started = true
      compactState.needsSeparator = false
      if letter == 77 { compactState.subpath = point }  // M
    }
    if decimals <= 0 {
      writeCompactIntegers(point.x - compactState.base.x, point.y - compactState.base.y)
    } else {
      writeCompactNumber(point.x - compactState.base.x)
      writeCompactNumber(point.y - compactState.base.y)
    }
    compactState.pen = point
    if !isContinuation, command.utf8Start[0] == 77 { compactState.base = point }
  }

  /// Writes an arc command with an absolute end point (`A`), in compact number syntax.
  mutating func writeCompactArc(
    _ radius: Double, large: Bool, _ sweepFlag: StaticString, _ x: Double, _ y: Double
  ) {
    bytes.append(65)  // A
    compactState.started = true
    compactState.needsSeparator = false
    writeCompactNumber(units(radius))
    writeCompactNumber(units(radius))
    append(large ? ",0,1," : ",0,0,")
    append(sweepFlag)
    compactState.needsSeparator = true
    compactState.lastHadDot = false
    let point = (x: units(x), y: units(y))
    writeCompactNumber(point.x)
    writeCompactNumber(point.y)
    compactState.pen = point
  }

  /// Closes the subpath: `z`, and the pen returns to the subpath's start.
  mutating func compactClose() {
    bytes.append(122)  // z
    compactState.pen = compactState.subpath
    compactState.needsSeparator = false
  }

  /// Writes a number given in rounded units, without a leading zero and without a separator
  /// where its sign or a second decimal point already separates it from the previous one.
  private mutating func writeCompactNumber(_ value: Int64) {
    if decimals <= 0 {
      writeCompactInteger(value)
      return
    }
    // The digits come straight from the rounded units, as `NumberFormat.coordinate` writes the
    // value they stand for but without going back to a Double: the fraction's trailing zeros
    // trimmed, then "0.5" written ".5".
    var scaled = value.magnitude
    var fractionDigits = scaled == 0 ? 0 : decimals
    while fractionDigits > 0, scaled % 10 == 0 {
      scaled /= 10
      fractionDigits -= 1
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberFormat.maximumLength) { buffer in
      guard let base = buffer.baseAddress else { return }
      let sign = value < 0 ? 1 : 0
      if sign == 1 { base[0] = 45 }  // -
      var count =
        sign + NumberFormat.writeDecimal(scaled, fractionDigits: fractionDigits, into: base + sign)
      // "0.5" → ".5", "-0.5" → "-.5": drop the zero by moving the rest left.
      if fractionDigits > 0, base[sign] == 48 {
        for index in sign..<(count - 1) { base[index] = base[index + 1] }
        count -= 1
      }
      let startsWithSign = sign == 1
      let startsWithDot = base[0] == 46
      if compactState.needsSeparator, !startsWithSign, !(startsWithDot && compactState.lastHadDot) {
        bytes.append(44)
      }
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
      compactState.lastHadDot = fractionDigits > 0
    }
    compactState.needsSeparator = true
  }

  /// Writes two whole numbers as ``writeCompactInteger(_:)`` does, gathered on the stack and
  /// appended in one piece (one uniqueness and capacity check instead of one per byte).
  private mutating func writeCompactIntegers(_ first: Int64, _ second: Int64) {
    let separated = compactState.needsSeparator
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      guard let start = buffer.baseAddress else { return }
      var count = Self.writeInteger(first, separated: separated, into: start)
      count += Self.writeInteger(second, separated: true, into: start + count)
      bytes.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
    }
    compactState.needsSeparator = true
    compactState.lastHadDot = false
  }

  /// Writes a whole number at `destination` (room for 21 bytes): a `-`, or a `,` when
  /// `separated`, then its digits; returns the bytes written.
  @inline(__always)
  private static func writeInteger(
    _ value: Int64, separated: Bool, into destination: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var count = 0
    if value < 0 {
      destination[0] = 45
      count = 1
    } else if separated {
      destination[0] = 44
      count = 1
    }
    return count
      + NumberFormat.writeDecimal(value.magnitude, fractionDigits: 0, into: destination + count)
  }

  /// Writes a whole number: digits only, a separator unless its sign separates it.
  private mutating func writeCompactInteger(_ value: Int64) {
    if value < 0 {
      bytes.append(45)
    } else if compactState.needsSeparator {
      bytes.append(44)
    }
    let magnitude = value.magnitude
    // A chart's whole-point coordinates have up to four digits: each is taken with divisions by
    // constants (multiplications), appended in order.
    guard magnitude >= 10_000 else {
      if magnitude >= 1000 { bytes.append(48 + UInt8(magnitude / 1000)) }
      if magnitude >= 100 { bytes.append(48 + UInt8(magnitude / 100 % 10)) }
      if magnitude >= 10 { bytes.append(48 + UInt8(magnitude / 10 % 10)) }
      bytes.append(48 + UInt8(magnitude % 10))
      compactState.needsSeparator = true
      compactState.lastHadDot = false
      return
    }
    var rest = magnitude
    var divisor: UInt64 = 1
    while rest / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(48 + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
    compactState.needsSeparator = true
    compactState.lastHadDot = false
  }
}
