import SiteSeal
import Testing

@Suite("AES-256")
struct AES256Tests {
  /// FIPS 197 Appendix C.3, AES-256 (Nk=8, Nr=14) example vector.
  @Test("FIPS 197 Appendix C.3")
  func fips197C3() throws {
    let cipher = try AES256(
      key: hex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"))
    let output = try cipher.encrypt(block: hex("00112233445566778899aabbccddeeff"))
    #expect(hexString(output) == "8ea2b7ca516745bfeafc49904b496089")
  }

  /// NIST SP 800-38A Appendix F.1.5, ECB-AES256.Encrypt, blocks 1 and 2.
  @Test("SP 800-38A F.1.5 ECB-AES256")
  func sp80038a() throws {
    let cipher = try AES256(
      key: hex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"))
    #expect(
      hexString(try cipher.encrypt(block: hex("6bc1bee22e409f96e93d7e117393172a")))
        == "f3eed1bdb5d2a03c064b5a7e3db181f8")
    #expect(
      hexString(try cipher.encrypt(block: hex("ae2d8a571e03ac9c9eb76fac45af8e51")))
        == "591ccb10d410ed26dc5ba74a31362870")
  }

  @Test("Wrong key and block lengths throw", arguments: [0, 1, 16, 24, 31, 33, 64])
  func badLengths(_ length: Int) throws {
    #expect(throws: SealError.badKeyLength) {
      try AES256(key: [UInt8](repeating: 0, count: length))
    }
    let cipher = try AES256(key: [UInt8](repeating: 0, count: 32))
    if length != 16 {
      #expect(throws: SealError.badBlockLength) {
        try cipher.encrypt(block: [UInt8](repeating: 0, count: length))
      }
    }
  }

  @Test("Description is redacted")
  func redactedDescription() throws {
    let cipher = try AES256(key: [UInt8](repeating: 7, count: 32))
    #expect(String(describing: cipher) == "AES256(<redacted>)")
  }
}
