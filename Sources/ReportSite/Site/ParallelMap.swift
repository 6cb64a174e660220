import Foundation

/// Work that is independent for each index, done on every core: each value goes into its own
/// slot, so the result is the same, in the same order, whatever order the work ran in.
enum ParallelMap {
  /// `body(0)`, …, `body(count - 1)`, made on every core.
  /// - Parameters:
  ///   - count: how many values.
  ///   - body: makes the value of one index; it may run on any thread.
  /// - Returns: the values, in index order.
  /// - Throws: the error of the lowest index that failed (all indices are run).
  static func make<Value, Failure: Error>(
    count: Int, _ body: @Sendable (Int) throws(Failure) -> Value
  ) throws(Failure) -> [Value] {
    nonisolated(unsafe) let made = UnsafeMutableBufferPointer<Result<Value, Failure>>
      .allocate(capacity: count)
    defer { made.deallocate() }
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let result: Result<Value, Failure>
      do throws(Failure) {
        result = .success(try body(index))
      } catch {
        result = .failure(error)
      }
      made.initializeElement(at: index, to: result)
    }
    let results = Array(made)
    _ = made.deinitialize()
    return try results.map { result throws(Failure) in try result.get() }
  }
}
