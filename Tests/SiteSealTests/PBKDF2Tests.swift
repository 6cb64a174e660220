import SiteSeal
import Testing

/// A PBKDF2-HMAC-SHA-256 test case.
struct KDFVector: Sendable, CustomTestStringConvertible {
  let source: String
  let password: [UInt8]
  let salt: [UInt8]
  let iterations: Int
  let key: String

  var testDescription: String { source }
}

/// RFC 7914 §11 and values computed with Python's `hashlib.pbkdf2_hmac("sha256", ...)`.
private let vectors: [KDFVector] = [
  // RFC 7914 §11, first PBKDF2-HMAC-SHA256 vector: P="passwd", S="salt", c=1, dkLen=64.
  KDFVector(
    source: "RFC 7914 passwd/salt c=1", password: Array("passwd".utf8),
    salt: Array("salt".utf8), iterations: 1,
    key: "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
      + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"),
  // hashlib: P="password", S="salt", c=1, dkLen=32.
  KDFVector(
    source: "hashlib password/salt c=1", password: Array("password".utf8),
    salt: Array("salt".utf8), iterations: 1,
    key: "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
  // hashlib: P="password", S="salt", c=2, dkLen=32.
  KDFVector(
    source: "hashlib password/salt c=2", password: Array("password".utf8),
    salt: Array("salt".utf8), iterations: 2,
    key: "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
  // hashlib: P="password", S="salt", c=4096, dkLen=32.
  KDFVector(
    source: "hashlib password/salt c=4096", password: Array("password".utf8),
    salt: Array("salt".utf8), iterations: 4096,
    key: "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
  // hashlib: long password and salt, dkLen=40 (a partial second block).
  KDFVector(
    source: "hashlib long password/salt c=4096 dkLen=40",
    password: Array("passwordPASSWORDpassword".utf8),
    salt: Array("saltSALTsaltSALTsaltSALTsaltSALTsalt".utf8), iterations: 4096,
    key: "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9"),
  // hashlib: embedded NUL bytes, dkLen=16 (truncated first block).
  KDFVector(
    source: "hashlib NUL bytes c=4096 dkLen=16", password: Array("pass\0word".utf8),
    salt: Array("sa\0lt".utf8), iterations: 4096, key: "89b69d0516f829893c696226650a8687"),
  // hashlib: dkLen=100 (four blocks, the last one partial).
  KDFVector(
    source: "hashlib pw/saltsaltsaltsalt c=1000 dkLen=100", password: Array("pw".utf8),
    salt: Array("saltsaltsaltsalt".utf8), iterations: 1000,
    key: "4fb7a959fc411e229040694d277fbd08cd7b750b8a55e5aefbe6a7b8801feaf8"
      + "edc92c6e6b6c1df7a5022d8000bb13b76d6eecccfbfaa94beed5cbe9f4540956"
      + "a44afe97443d21f08603c3146b4a790f1b909680537c637caf6498014b451821"
      + "34cfa5e5"),
]

@Suite("PBKDF2-HMAC-SHA-256")
struct PBKDF2Tests {
  @Test("Published and hashlib vectors", arguments: vectors)
  func vector(_ vector: KDFVector) {
    let key = PBKDF2.sha256(
      password: vector.password, salt: vector.salt, iterations: vector.iterations,
      keyLength: vector.key.count / 2)
    #expect(hexString(key) == vector.key)
  }

  /// RFC 7914 §11, second vector: P="Password", S="NaCl", c=80000, dkLen=64 (two blocks, so
  /// 320,000 compressions). About 0.06 s in release and 0.5 s in a debug build.
  @Test("RFC 7914 Password/NaCl c=80000")
  func rfc7914Slow() {
    let key = PBKDF2.sha256(
      password: Array("Password".utf8), salt: Array("NaCl".utf8), iterations: 80_000,
      keyLength: 64)
    #expect(
      hexString(key)
        == "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
        + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d")
  }

  /// A shorter output is a prefix of a longer one (RFC 8018 §5.2 step 4).
  @Test("Output lengths are prefixes of each other")
  func prefixes() {
    let long = PBKDF2.sha256(
      password: Array("pw".utf8), salt: Array("salt".utf8), iterations: 3, keyLength: 97)
    for length in 0...97 {
      let short = PBKDF2.sha256(
        password: Array("pw".utf8), salt: Array("salt".utf8), iterations: 3, keyLength: length)
      #expect(short == Array(long.prefix(length)))
    }
    #expect(
      PBKDF2.sha256(password: [], salt: [], iterations: 1, keyLength: -5).isEmpty)
  }
}
