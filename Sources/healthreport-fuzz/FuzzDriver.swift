#if FUZZING
  import Foundation
  import HealthFuzz

  /// libFuzzer's entry for programs with their own `main` (from `libclang_rt.fuzzer`).
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  /// Runs libFuzzer on one target with the process's arguments.
  enum FuzzDriver {
    /// The target the callback runs (set once, before libFuzzer starts).
    nonisolated(unsafe) static var target = FuzzTarget.xml

    static func run(_ target: FuzzTarget) -> Never {
      FuzzDriver.target = target
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      let status = runDriver(&argc, &argv) { data, size in
        let bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)
        do {
          try FuzzDriver.target.run(bytes)
        } catch {
          FileHandle.standardError.write(Data("FUZZ FAILURE: \(error)\n".utf8))
          abort()
        }
        return 0
      }
      exit(status)
    }
  }
#endif
