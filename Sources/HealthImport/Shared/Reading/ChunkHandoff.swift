import Foundation
import HealthCore

/// Hands an input's chunks from a producer thread (reading a file, inflating a zip member) to
/// the thread that parses them, so that producing the next chunk overlaps parsing this one.
///
/// Two buffers take turns: the producer fills one while the consumer reads the other, and a
/// buffer is refilled only after the consumer has handed it back (``release()``). Memory stays
/// at two chunks. Chunks arrive in order, followed by the end of the input or the producer's
/// error, exactly where a single thread would have met it. ``stop()`` tells the producer to
/// end, and waits for its thread: nothing touches the buffers after it returns.
///
/// The consumer calls ``run(producer:body:)``; the producer, on its own thread, calls
/// ``deliver(_:)`` per chunk. With `countsNewlines`, the producer also counts each chunk's
/// `\n` bytes (work taken off the parsing thread, which needs line numbers).
final class ChunkHandoff: @unchecked Sendable {
  /// What the producer gave for one buffer.
  enum Outcome {
    /// `count` bytes at the buffer's start, holding `newlines` `\n` bytes (0 unless counted);
    /// `atEnd` when the input ended with them.
    case bytes(count: Int, atEnd: Bool, newlines: Int)
    /// Producing failed.
    case failed(ParseError)
  }

  // Unchecked sendability: a buffer is written only by the producer between its wait on `free`
  // and its signal of `filled`, and read only by the consumer between its wait on `filled` and
  // its `release()` (which signals `free`); every other shared field is read and written under
  // `lock`, and `nextToUse` only by the consumer.
  private let buffers: [UnsafeMutableRawBufferPointer]
  private let path: String
  private let countsNewlines: Bool
  private let lock = NSLock()
  private var outcomes: [Outcome?] = [nil, nil]
  private var stopping = false
  private var nextToFill = 0
  /// Free buffers (the producer waits on it), filled ones (the consumer waits on it) and the
  /// producer's end. All start at zero (libdispatch traps when a semaphore is freed below its
  /// starting value, as `free` can be after a stop); `init` signals the two free buffers.
  private let free = DispatchSemaphore(value: 0)
  private let filled = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private var nextToUse = 0
  private var isRunning = false

  /// Allocates the two buffers.
  /// - Parameters:
  ///   - capacity: each buffer's size, in bytes (the largest chunk).
  ///   - path: the input as the user named it, for errors.
  ///   - countsNewlines: whether the producer counts each chunk's `\n` bytes.
  init(capacity: Int, path: String, countsNewlines: Bool = false) {
    buffers = (0..<2).map { _ in
      UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, capacity), alignment: 64)
    }
    self.path = path
    self.countsNewlines = countsNewlines
    free.signal()
    free.signal()
  }

  deinit {
    for buffer in buffers { buffer.deallocate() }
  }

  /// Runs `producer` on a new thread and hands each chunk it delivers, in order, to `body` on
  /// the calling thread with whether the input ended with it (the last chunk may be empty) and
  /// its number of `\n` bytes (0 unless `countsNewlines`).
  /// Returns after the end, or throws the first error: the producer's, or `body`'s (which stops
  /// the producer). Either way the producer's thread has ended when it returns, and no longer
  /// touches the buffers.
  func run(
    producer: @escaping @Sendable (ChunkHandoff) -> Void,
    body: (UnsafeRawBufferPointer, _ atEnd: Bool, _ newlines: Int) throws(ParseError) -> Void
  ) throws(ParseError) {
    start(producer)
    defer { stop() }
    while true {
      let (chunk, ended, newlines) = try next()
      try body(chunk, ended, newlines)
      if ended { return }
      release()
    }
  }

  /// Runs `producer` on a new thread; when it returns without having delivered the end of the
  /// input or an error, the consumer gets an error saying the input ended unexpectedly.
  /// - Parameter producer: calls ``deliver(_:)`` for each chunk, the last one with `atEnd`.
  private func start(_ producer: @escaping @Sendable (ChunkHandoff) -> Void) {
    isRunning = true
    let thread = Thread { [self] in
      producer(self)
      _ = deliver { _ throws(ParseError) in
        throw ParseError(path: path, reason: .unreadable("the reading thread ended early"))
      }
      finished.signal()
    }
    thread.name = "healthreport input"
    thread.start()
  }

  /// Producer side: waits for a free buffer and fills it with `fill`, which returns the bytes
  /// it wrote and whether the input ended (or throws).
  /// - Returns: whether to go on: `false` once the end or an error was delivered, or when the
  ///   consumer stopped.
  func deliver(
    _ fill: (UnsafeMutableRawBufferPointer) throws(ParseError) -> (count: Int, atEnd: Bool)
  ) -> Bool {
    free.wait()
    lock.lock()
    let stop = stopping
    let slot = nextToFill
    let ended = slot < 0
    lock.unlock()
    if stop || ended {
      free.signal()  // the buffer stays free (for a later call that also returns at once)
      return false
    }
    let outcome: Outcome
    do throws(ParseError) {
      let result = try fill(buffers[slot])
      let count = min(max(0, result.count), buffers[slot].count)
      let newlines =
        countsNewlines
        ? ByteText.countNewlines(in: UnsafeRawBufferPointer(buffers[slot]), from: 0, to: count) : 0
      outcome = .bytes(count: count, atEnd: result.atEnd, newlines: newlines)
    } catch {
      outcome = .failed(error)
    }
    var goesOn = true
    lock.lock()
    outcomes[slot] = outcome
    if case .bytes(_, atEnd: false, _) = outcome {
      nextToFill = slot ^ 1
    } else {
      nextToFill = -1
      goesOn = false
    }
    lock.unlock()
    filled.signal()
    return goesOn
  }

  /// Consumer side: waits for the next chunk, in order.
  /// - Returns: the chunk (valid until ``release()``), whether the input ended with it and its
  ///   `\n` bytes (0 unless counted).
  /// - Throws: the producer's `ParseError`.
  private func next() throws(ParseError) -> (
    chunk: UnsafeRawBufferPointer, atEnd: Bool, newlines: Int
  ) {
    filled.wait()
    let slot = nextToUse
    nextToUse ^= 1
    lock.lock()
    let outcome = outcomes[slot]
    outcomes[slot] = nil
    lock.unlock()
    switch outcome {
    case .bytes(let count, let atEnd, let newlines)?:
      return (UnsafeRawBufferPointer(rebasing: buffers[slot][0..<count]), atEnd, newlines)
    case .failed(let error)?:
      throw error
    case nil:
      throw ParseError(path: path, reason: .unreadable("a chunk of the input went missing"))
    }
  }

  /// Consumer side: hands the chunk ``next()`` returned back, to be refilled.
  private func release() {
    free.signal()
  }

  /// Consumer side: ends the producer and waits until its thread no longer touches the buffers.
  private func stop() {
    guard isRunning else { return }
    isRunning = false
    lock.lock()
    stopping = true
    lock.unlock()
    free.signal()
    finished.wait()
  }
}
