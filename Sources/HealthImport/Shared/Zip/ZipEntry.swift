import HealthCore

/// One member of a zip archive, as listed in its central directory.
public struct ZipEntry: Equatable, Sendable {
  /// The member's path inside the archive (`apple_health_export/export.xml`), `/`-separated.
  ///
  /// Decoded as UTF-8 when general-purpose bit 11 is set or the bytes are valid UTF-8 (macOS
  /// writes UTF-8 without setting the bit); otherwise as code page 437.
  public let name: String
  /// The stored (compressed) size in bytes.
  public let compressedSize: UInt64
  /// The size in bytes after inflating.
  public let uncompressedSize: UInt64
  /// The compression method: 0 stored, 8 deflate; others cannot be read.
  public let method: UInt16
  /// The byte offset of the member's local header in the archive.
  public let localHeaderOffset: UInt64
  /// The CRC-32 of the uncompressed bytes, as recorded in the central directory.
  public let crc32: UInt32
  /// The general-purpose flags (bit 0: encrypted; bit 11: UTF-8 name).
  let flags: UInt16

  /// Whether the member is a folder (its name ends with `/`).
  public var isDirectory: Bool { name.hasSuffix("/") }

  /// Whether the member is encrypted (general-purpose bit 0), which this reader cannot read.
  public var isEncrypted: Bool { flags & 1 != 0 }
}
