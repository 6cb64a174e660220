import Foundation
import Testing

@testable import SiteSeal

/// Sealed files (FORMAT-private-site.md, version 1): the envelope's exact JSON, round trips,
/// determinism, the key's derivation, and hostile envelopes that must fail cleanly.
struct EnvelopeTests {
  /// A key made without the 600,000 iterations (its count is only recorded).
  static let key = SiteKey(
    rawKey: Array(repeating: 7, count: 32), salt: Array(0..<16), iterations: 600_000)

  @Test func theKeyIsPBKDF2OfTheNFCPassphrase() {
    // Python: hashlib.pbkdf2_hmac("sha256", p, bytes(range(16)), 1000, 32).hex()
    let key = SiteKey(
      passphrase: "correct horse battery staple", salt: Array(0..<16), iterations: 1000)
    #expect(
      key.key.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        == "a69b179e3add3c1e0aaf227a0eb3aa2aa8645ab86fecf6ca00c17512697c719e")
    // NFC: a composed and a decomposed é are the same passphrase.
    let composed = SiteKey(
      passphrase: "caf\u{E9} au lait!!", salt: [UInt8](repeating: 0, count: 16), iterations: 1000)
    let decomposed = SiteKey(
      passphrase: "cafe\u{301} au lait!!", salt: [UInt8](repeating: 0, count: 16), iterations: 1000)
    #expect(composed.check == decomposed.check)
    #expect(composed.key == decomposed.key)
    // Python: pbkdf2_hmac("sha256", normalize("NFC", "cafe\u0301 au lait!!").encode(), …)
    #expect(
      decomposed.key.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        == "7f349423812d585933d567e010ddacb28bb9a9c3c7d7cea2100d468a3545a0d5")
    #expect(String(describing: composed) == "SiteKey(<redacted>)")
  }

  /// A private site's marker keeps keyed fingerprints: HMAC with a key derived from `K`.
  @Test func aFingerprintIsKeyed() {
    // Python: fk = hmac(K, b"healthreport fingerprint v1", sha256);
    // hmac(fk, text, sha256).digest()[:8].hex(), K = 32 bytes of 7.
    #expect(Self.key.fingerprint(of: "sealed 0123456789abcdef") == "43d479013e29bba3")
    #expect(Self.key.fingerprint(of: "x") == "63d3ff13644590ef")
    let other = SiteKey(
      rawKey: Array(repeating: 8, count: 32), salt: Array(0..<16), iterations: 600_000)
    #expect(other.fingerprint(of: "x") != Self.key.fingerprint(of: "x"))
  }

  @Test func theEnvelopeIsTheFormatsJSONWithItsKeysInOrder() throws {
    let envelope = Envelope.seal(Array("date,steps\n".utf8), path: "data/daily.csv", key: Self.key)
    let json = envelope.json
    #expect(
      json.hasPrefix(
        #"{"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"data/daily.csv","iv":""#
      ))
    #expect(json.hasSuffix("\"}"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == ["v", "kdf", "iter", "salt", "cipher", "zip", "path", "iv", "data"])
    let parsed = try Envelope.parse(Array(json.utf8))
    #expect(parsed == envelope)
    #expect(try parsed.open(key: Self.key) == Array("date,steps\n".utf8))
  }

  @Test(arguments: [0, 1, 100, 70_000, 300_000])
  func roundTripsAnySize(size: Int) throws {
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
    let envelope = Envelope.seal(bytes, path: "weeks/2024-12-08/index.html", key: Self.key)
    #expect(try Envelope.parse(Array(envelope.json.utf8)).open(key: Self.key) == bytes)
  }

  @Test func theSameFileSealsToTheSameBytesAndAnotherFileToAnotherIV() {
    let bytes = Array("<p>5,544 steps</p>".utf8)
    let first = Envelope.seal(bytes, path: "index.html", key: Self.key)
    #expect(Envelope.seal(bytes, path: "index.html", key: Self.key).json == first.json)
    #expect(Envelope.seal(bytes, path: "steps/index.html", key: Self.key).iv != first.iv)
    #expect(Envelope.seal(bytes + [10], path: "index.html", key: Self.key).iv != first.iv)
    // Raw DEFLATE shrinks markup: the envelope of a repetitive page is smaller than the page.
    let page = Array(String(repeating: "<rect x=\"1\" y=\"2\"/>", count: 500).utf8)
    #expect(Envelope.seal(page, path: "p.svg", key: Self.key).json.utf8.count < page.count / 4)
  }

  @Test func aMovedAlteredOrWronglyKeyedFileDoesNotOpen() throws {
    var envelope = Envelope.seal(Array("figures".utf8), path: "data/daily.csv", key: Self.key)
    let other = SiteKey(
      rawKey: Array(repeating: 8, count: 32), salt: Array(0..<16), iterations: 600_000)
    #expect(throws: EnvelopeError.wrongKey) { try envelope.open(key: other) }
    var moved = envelope
    moved.path = "data/weeks.csv"
    #expect(throws: EnvelopeError.wrongKey) { try moved.open(key: Self.key) }
    envelope.data[0] ^= 1
    #expect(throws: EnvelopeError.wrongKey) { try envelope.open(key: Self.key) }
  }

  /// Hostile envelopes: each fails with a clean error, never a crash or a long computation.
  @Test(arguments: [
    "", "null", "[]", "{}", "{\"v\":1}", "not json",
    #"{"v":2,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
    #"{"v":true,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
    #"{"v":1,"kdf":"scrypt","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
    #"{"v":1,"kdf":"PBKDF2-SHA256","iter":99999999999,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
    #"{"v":1,"kdf":"PBKDF2-SHA256","iter":1,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
    #"{"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAEC!!!","cipher":"AES-256-GCM","zip":"deflate-raw","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
    #"{"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAA"}"#,
    #"{"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-128-GCM","zip":"deflate-raw","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
    #"{"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"gzip","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
    #"{"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
    #"{"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"a","iv":"AAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#,
  ])
  func hostileEnvelopesFailCleanly(text: String) {
    #expect(throws: EnvelopeError.self) { try Envelope.parse(Array(text.utf8)) }
  }

  @Test func aWellFormedEnvelopeWithGarbageDataDoesNotOpen() throws {
    let text =
      #"{"v":1,"kdf":"PBKDF2-SHA256","iter":600000,"salt":"AAECAwQFBgcICQoLDA0ODw==","cipher":"AES-256-GCM","zip":"deflate-raw","path":"a","iv":"AAAAAAAAAAAAAAAA","data":"AAAAAAAAAAAAAAAAAAAAAA=="}"#
    let envelope = try Envelope.parse(Array(text.utf8))
    #expect(throws: EnvelopeError.wrongKey) { try envelope.open(key: Self.key) }
  }

  @Test func rawDeflateRoundTripsAndRefusesBombsAndGarbage() throws {
    let bytes = Array(String(repeating: "steps,5544\n", count: 10_000).utf8)
    let compressed = RawDeflate.compress(bytes)
    #expect(try RawDeflate.decompress(compressed, limit: bytes.count) == bytes)
    #expect(throws: RawDeflate.Failure.tooLarge) {
      try RawDeflate.decompress(compressed, limit: bytes.count - 1)
    }
    #expect(throws: RawDeflate.Failure.invalidData) {
      try RawDeflate.decompress([0xFF, 0xFF, 0xFF], limit: 100)
    }
    #expect(throws: RawDeflate.Failure.invalidData) {
      try RawDeflate.decompress(compressed + [0], limit: bytes.count)
    }
    #expect(try RawDeflate.decompress(RawDeflate.storedBlocks(bytes), limit: bytes.count) == bytes)
    #expect(try RawDeflate.decompress(RawDeflate.compress([]), limit: 0) == [])
  }
}
