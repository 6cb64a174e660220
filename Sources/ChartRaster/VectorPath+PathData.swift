import ChartKit

extension VectorPath {
  /// Reads SVG path data (`M`, `L`, `H`, `V`, `C`, `S`, `Q`, `T`, `A`, `Z`, absolute and
  /// relative, in the compact syntax too: `1.5.5`, `-1-2`, arc flags without separators).
  /// Reading stops at the first error, keeping the segments before it, as SVG renderers do.
  /// - Parameter data: the `d` attribute's value.
  public init(pathData data: String) {
    self.init(VectorPath.segments(pathData: data))
  }

  /// The segments of path data, up to the first error.
  static func segments(pathData data: String) -> [Segment] {
    var scanner = PathDataScanner(Array(data.utf8))
    var segments: [Segment] = []
    var current = Point(x: 0, y: 0)
    var start = current
    var lastControl: Point?
    var lastCommand: UInt8 = 0
    var command: UInt8 = 0
    while true {
      scanner.skipSeparators()
      guard let byte = scanner.peek() else { break }
      if PathDataScanner.isCommand(byte) {
        command = byte
        scanner.advance()
      } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
        break
      } else if command == UInt8(ascii: "M") {
        command = UInt8(ascii: "L")  // coordinates after M are implicit line-tos
      } else if command == UInt8(ascii: "m") {
        command = UInt8(ascii: "l")
      }
      let relative = command >= UInt8(ascii: "a")
      let base = relative ? current : Point(x: 0, y: 0)
      func point() -> Point? {
        guard let x = scanner.number(), let y = scanner.number() else { return nil }
        return Point(x: base.x + x, y: base.y + y)
      }
      // The previous segment's last control point reflected about the current point when that
      // segment was one of `commands` (SVG's smooth curves S and T), else the current point.
      func reflected(after commands: String) -> Point {
        guard commands.utf8.contains(lastCommand), let lastControl else { return current }
        return Point(x: 2 * current.x - lastControl.x, y: 2 * current.y - lastControl.y)
      }
      var control: Point?
      switch command | 0x20 {
      case UInt8(ascii: "m"):
        guard let p = point() else { return segments }
        segments.append(.move(p))
        current = p
        start = p
      case UInt8(ascii: "l"):
        guard let p = point() else { return segments }
        segments.append(.line(p))
        current = p
      case UInt8(ascii: "h"):
        guard let x = scanner.number() else { return segments }
        current = Point(x: (relative ? current.x : 0) + x, y: current.y)
        segments.append(.line(current))
      case UInt8(ascii: "v"):
        guard let y = scanner.number() else { return segments }
        current = Point(x: current.x, y: (relative ? current.y : 0) + y)
        segments.append(.line(current))
      case UInt8(ascii: "c"):
        guard let c1 = point(), let c2 = point(), let p = point() else {
          return segments
        }
        segments.append(.cubic(c1, c2, p))
        control = c2
        current = p
      case UInt8(ascii: "s"):
        guard let c2 = point(), let p = point() else { return segments }
        let c1 = reflected(after: "cCsS")
        segments.append(.cubic(c1, c2, p))
        control = c2
        current = p
      case UInt8(ascii: "q"):
        guard let c = point(), let p = point() else { return segments }
        segments.append(.quad(c, p))
        control = c
        current = p
      case UInt8(ascii: "t"):
        guard let p = point() else { return segments }
        let c = reflected(after: "qQtT")
        segments.append(.quad(c, p))
        control = c
        current = p
      case UInt8(ascii: "a"):
        guard let rx = scanner.number(), let ry = scanner.number(),
          let rotation = scanner.number(), let large = scanner.flag(),
          let sweep = scanner.flag(), let p = point()
        else { return segments }
        segments.append(.arc(rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep, to: p))
        current = p
      case UInt8(ascii: "z"):
        segments.append(.close)
        current = start
      default:
        return segments
      }
      lastControl = control
      lastCommand = command
    }
    return segments
  }
}

/// Reads the numbers and flags of path data.
struct PathDataScanner {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func advance() { index += 1 }

  static func isCommand(_ byte: UInt8) -> Bool {
    "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
  }

  mutating func skipSeparators() {
    while let byte = peek(), byte == 32 || byte == 44 || byte == 9 || byte == 10 || byte == 13 {
      index += 1
    }
  }

  /// An arc flag: `0` or `1`, possibly not separated from what follows.
  mutating func flag() -> Bool? {
    skipSeparators()
    guard let byte = peek(), byte == 48 || byte == 49 else { return nil }
    index += 1
    return byte == 49
  }

  /// A number: sign, digits, one decimal point, optional exponent.
  mutating func number() -> Double? {
    skipSeparators()
    let begin = index
    if let byte = peek(), byte == 43 || byte == 45 { index += 1 }
    var digits = 0
    var sawPoint = false
    while let byte = peek() {
      if byte >= 48, byte <= 57 {
        digits += 1
      } else if byte == 46, !sawPoint {
        sawPoint = true
      } else {
        break
      }
      index += 1
    }
    guard digits > 0 else {
      index = begin
      return nil
    }
    if let byte = peek(), byte == 101 || byte == 69 {
      let mark = index
      index += 1
      if let sign = peek(), sign == 43 || sign == 45 { index += 1 }
      var exponentDigits = 0
      while let byte = peek(), byte >= 48, byte <= 57 {
        index += 1
        exponentDigits += 1
      }
      if exponentDigits == 0 { index = mark }
    }
    return Double(String(decoding: bytes[begin..<index], as: UTF8.self))
  }
}
