import Foundation

/// Reads a regular file's next chunk on a second thread while the current one is parsed, so that
/// the kernel's copy into memory overlaps the importer's work instead of following it.
///
/// Two buffers take turns: the reader thread fills one while the caller reads the other, and a
/// buffer is refilled only after the caller has handed it back (``release()``). Memory stays at
/// two chunks. Each chunk arrives in file order with what ``InputSource/readChunk(from:into:path:hookPath:)``
/// said about it (its bytes, whether the file ended, or the read error), so the caller checks
/// the file exactly as a single-threaded read would. ``stop()`` ends the thread and waits for it:
/// no read is left running into a buffer after it returns.
final class ReadAhead: @unchecked Sendable {
  /// What one read gave.
  enum Outcome {
    /// `count` bytes at the buffer's start; `atEnd` when the file ended during the read.
    case bytes(count: Int, atEnd: Bool)
    /// The read failed.
    case failed(ParseError)
  }

  // Unchecked sendability: `buffers` are written only by the reader thread between its wait on
  // `free` and its signal of `filled`, and read only by the caller between its wait on `filled`
  // and its `release()` (which signals `free`); every other shared field is read and written
  // under `lock`.
  private let descriptor: Int32
  private let path: String
  private let buffers: [UnsafeMutableRawBufferPointer]
  /// The second buffer, which this reader allocated (the first is the caller's).
  private let ownBuffer: UnsafeMutableRawBufferPointer
  private let lock = NSLock()
  private var outcomes: [Outcome?] = [nil, nil]
  private var stopping = false
  /// Free buffers (the reader waits on it), filled buffers (the caller waits on it), and the
  /// reader's end. All start at zero (libdispatch traps when a semaphore is freed below its
  /// starting value, as `free` can be after a stop); `init` signals the two free buffers.
  private let free = DispatchSemaphore(value: 0)
  private let filled = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  /// The buffer the caller reads next.
  private var nextToUse = 0
  private var isRunning = false

  /// Prepares the reader; nothing is read before ``start(hookPath:)``.
  /// - Parameters:
  ///   - descriptor: an open regular file, read from its current offset.
  ///   - buffer: the caller's chunk buffer, used as the first of the two.
  ///   - path: the input as the user named it, for errors.
  init(descriptor: Int32, buffer: UnsafeMutableRawBufferPointer, path: String) {
    self.descriptor = descriptor
    self.path = path
    ownBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count, alignment: 64)
    buffers = [buffer, ownBuffer]
    free.signal()
    free.signal()
  }

  deinit {
    ownBuffer.deallocate()
  }

  /// Starts the reader thread.
  /// - Parameter hookPath: the file the debug-build test hook may truncate after the first
  ///   read, when nothing was read before.
  func start(hookPath: String?) {
    isRunning = true
    let thread = Thread { [self] in readLoop(hookPath: hookPath) }
    thread.name = "healthreport read-ahead"
    thread.start()
  }

  /// Waits for the next chunk, in file order.
  /// - Returns: the chunk (valid until ``release()``) and whether the file ended with it.
  /// - Throws: the read's `ParseError`.
  func next() throws(ParseError) -> (chunk: UnsafeRawBufferPointer, atEnd: Bool) {
    filled.wait()
    let slot = nextToUse
    nextToUse ^= 1
    lock.lock()
    let outcome = outcomes[slot]
    outcomes[slot] = nil
    lock.unlock()
    switch outcome {
    case .bytes(let count, let atEnd)?:
      return (UnsafeRawBufferPointer(rebasing: buffers[slot][0..<count]), atEnd)
    case .failed(let error)?:
      throw error
    case nil:
      throw ParseError(path: path, reason: .unreadable("the read-ahead lost a chunk"))
    }
  }

  /// Hands the chunk ``next()`` returned back, to be refilled.
  func release() {
    free.signal()
  }

  /// Ends the reader thread and waits until it no longer touches the buffers.
  func stop() {
    guard isRunning else { return }
    isRunning = false
    lock.lock()
    stopping = true
    lock.unlock()
    free.signal()
    finished.wait()
  }

  /// The reader thread: fills the free buffers in turn until the file ends, a read fails or
  /// the caller stops it.
  private func readLoop(hookPath: String?) {
    var slot = 0
    var hookPath = hookPath
    while true {
      free.wait()
      lock.lock()
      let stop = stopping
      lock.unlock()
      if stop { break }
      let outcome: Outcome
      do throws(ParseError) {
        let read = try InputSource.readChunk(
          from: descriptor, into: buffers[slot], path: path, hookPath: hookPath)
        if read.count > 0 { hookPath = nil }
        outcome = .bytes(count: read.count, atEnd: read.atEnd)
      } catch {
        outcome = .failed(error)
      }
      lock.lock()
      outcomes[slot] = outcome
      lock.unlock()
      filled.signal()
      slot ^= 1
      if case .bytes(_, atEnd: false) = outcome { continue }
      break
    }
    finished.signal()
  }
}
