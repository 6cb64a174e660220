import Foundation
import SiteSeal

/// A private site's key, derived on a thread of its own while the site is generated: the
/// derivation (about 0.2 s of one core, on purpose) then costs a build no time where the
/// generator leaves the second core idle.
final class KeyDerivation: @unchecked Sendable {
  /// Signalled once the key is there (starts at 0 and is only signalled up).
  private let done = DispatchSemaphore(value: 0)
  /// The key; written once by the thread before `done` is signalled, read after.
  private var key: SiteKey?
  private let passphrase: String
  private let salt: [UInt8]
  private let iterations: Int

  /// Starts deriving the key of `passphrase` with `salt` and `iterations`.
  init(passphrase: String, salt: [UInt8], iterations: Int) {
    self.passphrase = passphrase
    self.salt = salt
    self.iterations = iterations
    Thread.detachNewThread { [self] in
      key = SiteKey(passphrase: passphrase, salt: salt, iterations: iterations)
      done.signal()
    }
  }

  /// The key, once derived.
  func wait() -> SiteKey {
    done.wait()
    done.signal()  // a second wait returns at once
    return key ?? SiteKey(passphrase: passphrase, salt: salt, iterations: iterations)
  }
}
