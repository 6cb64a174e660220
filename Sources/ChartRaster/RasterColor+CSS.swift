extension RasterColor {
  /// Reads a CSS colour: `#rgb`, `#rrggbb`, `rgb(…)`, `rgba(…)` and the few keywords
  /// ChartKit writes (`white`, `black`, `transparent`); `nil` for anything else (`none`,
  /// `currentColor`, a URL).
  /// - Parameter text: the colour text.
  public init?(css text: String) {
    let value = text.strippingSpaces()
    switch value.lowercased() {
    case "white":
      self.init(red: 1, green: 1, blue: 1)
      return
    case "black":
      self.init(red: 0, green: 0, blue: 0)
      return
    case "transparent":
      self.init(red: 0, green: 0, blue: 0, alpha: 0)
      return
    default: break
    }
    if value.hasPrefix("#") {
      let digits = Array(value.utf8.dropFirst())
      func hex(_ byte: UInt8) -> Int? {
        switch byte {
        case 48...57: return Int(byte) - 48
        case 65...70: return Int(byte) - 55
        case 97...102: return Int(byte) - 87
        default: return nil
        }
      }
      let nibbles = digits.compactMap(hex)
      guard nibbles.count == digits.count else { return nil }
      switch nibbles.count {
      case 3:
        self.init(
          red: Double(nibbles[0] * 17) / 255, green: Double(nibbles[1] * 17) / 255,
          blue: Double(nibbles[2] * 17) / 255)
      case 6:
        self.init(
          red: Double(nibbles[0] * 16 + nibbles[1]) / 255,
          green: Double(nibbles[2] * 16 + nibbles[3]) / 255,
          blue: Double(nibbles[4] * 16 + nibbles[5]) / 255)
      default: return nil
      }
      return
    }
    if value.hasPrefix("rgb"), let open = value.firstIndex(of: "("),
      let close = value.lastIndex(of: ")"), open < close
    {
      let parts = value[value.index(after: open)..<close].split(separator: ",").map {
        Double(String($0).strippingSpaces()) ?? .nan
      }
      guard parts.count >= 3, parts.allSatisfy(\.isFinite) else { return nil }
      self.init(
        red: parts[0] / 255, green: parts[1] / 255, blue: parts[2] / 255,
        alpha: parts.count > 3 ? min(1, max(0, parts[3])) : 1)
      return
    }
    return nil
  }
}

extension String {
  /// The string without leading and trailing spaces.
  func strippingSpaces() -> String {
    var slice = Substring(self)
    while slice.first == " " { slice = slice.dropFirst() }
    while slice.last == " " { slice = slice.dropLast() }
    return String(slice)
  }
}
