import Foundation
import SiteSeal

/// `healthreport-bench kdf`: the key derivation of a private site (PBKDF2-HMAC-SHA256, 600,000
/// iterations, 32 bytes), run `reps` times; prints `kdf-600000 <median ms> <min ms>`. The peer,
/// Python's `hashlib.pbkdf2_hmac` (OpenSSL), is timed beside it by `bench/site.sh`.
struct KDFBenchmark {
  var reps: Int

  func run() {
    var times: [Double] = []
    var sink: UInt8 = 0
    for rep in 0..<max(1, reps) {
      let start = DispatchTime.now().uptimeNanoseconds
      let key = PBKDF2.sha256(
        password: Array("correct horse battery staple \(rep)".utf8), salt: Array(0..<16),
        iterations: SiteKey.defaultIterations, keyLength: 32)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      sink ^= key[0]
    }
    times.sort()
    print(
      "kdf-600000 \(String(format: "%.1f", times[times.count / 2]))"
        + " \(String(format: "%.1f", times[0]))" + (sink == 0 ? " " : ""))
  }
}
