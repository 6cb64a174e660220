/// Element and attribute names: written as names, whatever text they are made from.
extension MarkupWriter {
  /// Appends a name: ASCII letters, digits, `-`, `_`, `.` and `:` as they are, any other byte
  /// as `_`.
  mutating func writeName(_ name: String) {
    name.withLentUTF8 { bytes in
      if bytes.allSatisfy(Self.isNameByte) {
        append(bytes)
      } else {
        for byte in bytes { write(byte: Self.isNameByte(byte) ? byte : 0x5F) }
      }
    }
  }

  /// Whether `byte` is an ASCII letter, digit, `-`, `_`, `.` or `:`.
  @inline(__always)
  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x3A, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F: return true
    default: return false
    }
  }

  /// Whether a literal is a name as ``writeName(_:)`` writes it unchanged (checked in debug
  /// builds: a literal name is part of the program, never of its input).
  static func isName(_ name: StaticString) -> Bool {
    UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount).allSatisfy(isNameByte)
  }
}
