import HealthCore

/// Apple's spellings of the record attributes, `name="`, as the little-endian words of their
/// first 16 bytes (zero-padded), for ``RecordAttribute/known(_:at:)``.
extension RecordAttribute {
  /// One spelling: its first 8 bytes and the rest (at most 8, the unused high bytes zero).
  struct Spelling: Sendable, Equatable {
    /// Bytes 0–7, the first byte lowest.
    var head: UInt64
    /// Bytes 8–15, the eighth byte lowest; 0 for a spelling of 8 bytes or fewer.
    var tail: UInt64

    /// `startDate="` (11 bytes).
    static let startDate = Spelling(head: 0x7461_4474_7261_7473, tail: 0x22_3D65)
    /// `sourceName="` (12 bytes).
    static let sourceName = Spelling(head: 0x614E_6563_7275_6F73, tail: 0x223D_656D)
    /// `sourceVersion="` (15 bytes).
    static let sourceVersion = Spelling(head: 0x6556_6563_7275_6F73, tail: 0x22_3D6E_6F69_7372)
    /// `endDate="` (9 bytes).
    static let endDate = Spelling(head: 0x3D65_7461_4464_6E65, tail: 0x22)
    /// `creationDate="` (14 bytes).
    static let creationDate = Spelling(head: 0x6E6F_6974_6165_7263, tail: 0x223D_6574_6144)
    /// `device="` (8 bytes).
    static let device = Spelling(head: 0x223D_6563_6976_6564, tail: 0)
    /// `value="` (7 bytes).
    static let value = Spelling(head: 0x22_3D65_756C_6176, tail: 0)
    /// `unit="` (6 bytes).
    static let unit = Spelling(head: 0x223D_7469_6E75, tail: 0)
    /// `type="` (6 bytes).
    static let type = Spelling(head: 0x223D_6570_7974, tail: 0)

    /// Every spelling with its text, for tests.
    static let all: [(text: String, spelling: Spelling)] = [
      ("startDate=\"", startDate), ("sourceName=\"", sourceName),
      ("sourceVersion=\"", sourceVersion), ("endDate=\"", endDate),
      ("creationDate=\"", creationDate), ("device=\"", device), ("value=\"", value),
      ("unit=\"", unit), ("type=\"", type),
    ]
  }
}
