extension FontStack {
  /// The advance width in ems of UTF-8 `bytes` whose characters all lie in the Basic
  /// Multilingual Plane, decoded in place (ASCII, or a tip's "·" and "–", which no longer send
  /// the whole text through `unicodeScalars`). The advances are added in the text's order, as
  /// ``advance(of:)`` adds them, so the sum is the same to the last bit.
  /// - Parameter bytes: a string's UTF-8 (valid, as every `String`'s is).
  /// - Returns: the width in ems, or `nil` when a character lies beyond the plane (or the bytes
  ///   end inside one).
  func basicPlaneAdvance(of bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    // The tables once, not through `self` at every character.
    let advances = pageAdvances
    let starts = pageStarts
    var ems = 0.0
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = Int(bytes[index])
      let value: Int
      if lead < 0x80 {
        value = lead
        index += 1
      } else if lead < 0xE0, index + 1 < count {
        value = (lead & 0x1F) << 6 | Int(bytes[index + 1] & 0x3F)
        index += 2
      } else if lead < 0xF0, index + 2 < count {
        value =
          (lead & 0x0F) << 12 | Int(bytes[index + 1] & 0x3F) << 6 | Int(bytes[index + 2] & 0x3F)
        index += 3
      } else {
        return nil
      }
      if value < TrueTypeFont.tableLimit {
        ems += advances[value]
      } else {
        // Hangul and the rest of the plane: the page's advances, or the missing glyph's.
        let start = Int(starts[value >> 8])
        ems += start < 0 ? missingAdvance : advances[start + (value & 0xFF)]
      }
    }
    return ems
  }
}
