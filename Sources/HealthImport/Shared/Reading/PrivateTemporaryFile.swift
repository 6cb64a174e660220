import Dispatch
import Foundation
import HealthCore

#if canImport(Glibc)
  import Glibc
  /// What `signal(2)` returns: a signal's former action.
  private typealias SignalAction = __sighandler_t
#elseif canImport(Darwin)
  import Darwin
  /// What `signal(2)` returns: a signal's former action.
  private typealias SignalAction = sig_t
#endif

/// A file only this user can read (mode 0600), in a new folder of its own (mode 0700) in the
/// temporary folder (`$TMPDIR`, else `/tmp`): where a member of a zip is put for a reader that
/// needs a file (SQLite). ``remove()`` deletes both; so does an interrupt (Ctrl-C, `SIGTERM`,
/// `SIGHUP`) while the file exists, after which the process ends by that signal as it would
/// have.
final class PrivateTemporaryFile {
  /// The file's path.
  let path: String
  /// The folder made for it.
  let folder: String
  /// The open file, for writing.
  let descriptor: Int32
  private var cleanup: InterruptCleanup?

  /// The signals after which the file is removed before the process ends.
  static let interrupts: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Makes the folder and the empty file `name` in it.
  /// - Parameters:
  ///   - name: the file's name (no folder).
  ///   - displayPath: the input it is made for, named in errors.
  /// - Throws: ``ParseError`` `.unreadable` when the folder or the file cannot be made.
  init(name: String, displayPath: String) throws(ParseError) {
    let base =
      ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast())
    template += Array("healthreport-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    guard let made else {
      throw ParseError(
        path: displayPath,
        reason: .unreadable(
          "cannot make a private folder in \(base) to extract it: \(SystemErrorText.explain(errno))"
        ))
    }
    folder = made
    path = folder + "/" + name
    let opened = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard opened >= 0 else {
      let reason = SystemErrorText.explain(errno)
      rmdir(folder)
      throw ParseError(
        path: displayPath,
        reason: .unreadable("cannot make a temporary file to extract it: \(reason)"))
    }
    descriptor = opened
    cleanup = InterruptCleanup(paths: [path, folder])
  }

  deinit { remove() }

  /// The free bytes for an unprivileged user in the file's folder, `nil` when unknown.
  var freeBytes: UInt64? {
    var info = statvfs()
    guard statvfs(folder, &info) == 0 else { return nil }
    return UInt64(info.f_bavail) * UInt64(info.f_frsize)
  }

  /// Closes and deletes the file and its folder (again: nothing).
  func remove() {
    guard let active = cleanup else { return }
    close(descriptor)
    unlink(path)
    rmdir(folder)
    active.cancel()
    cleanup = nil
  }
}

/// Removes files when an interrupt arrives, then ends the process by that signal: the signals
/// are received on a dispatch queue (never in a signal handler), and their default action is
/// restored when the files are gone.
private final class InterruptCleanup {
  private let sources: [any DispatchSourceSignal]
  private var previous: [(Int32, SignalAction?)] = []

  init(paths: [String]) {
    var sources: [any DispatchSourceSignal] = []
    for number in PrivateTemporaryFile.interrupts {
      let old = signal(number, SIG_IGN)
      previous.append((number, old))
      // A signal the process was told to ignore (nohup) stays ignored.
      if InterruptCleanup.isIgnore(old) { continue }
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        for path in paths { _ = unlink(path) }
        for path in paths.reversed() { _ = rmdir(path) }
        // Ends the process by the signal: its default action, unblocked on this thread (the
        // dispatch runtime blocks the signals it watches), raised here; should it return, the
        // status a shell gives a process the signal ended.
        signal(number, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, number)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(number)
        _exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
    self.sources = sources
  }

  /// Whether `action` is `SIG_IGN` (function pointers are compared by address).
  private static func isIgnore(_ action: SignalAction?) -> Bool {
    unsafeBitCast(action, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Stops watching and gives each signal back its former action.
  func cancel() {
    for source in sources { source.cancel() }
    for (number, old) in previous { signal(number, old) }
  }
}
