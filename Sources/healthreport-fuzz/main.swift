// healthreport-fuzz --target=NAME [FILE|FOLDER…]
//
// Built normally, replays each file (each file of each folder) through the entry point and
// exits non-zero when one fails a property (a crash is a crash). Built for libFuzzer
// (`-sanitize=fuzzer -DFUZZING`, see bench/fuzz.sh), runs libFuzzer with the remaining
// arguments; libFuzzer passes flags starting with `--` through to the processes it starts.
import Foundation
import HealthFuzz

let arguments = Array(CommandLine.arguments.dropFirst())
let targetName =
  arguments.first { $0.hasPrefix("--target=") }.map { String($0.dropFirst("--target=".count)) }
  ?? ProcessInfo.processInfo.environment["HEALTHREPORT_FUZZ_TARGET"]
guard let targetName, let target = FuzzTarget(rawValue: targetName) else {
  let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
  FileHandle.standardError.write(
    Data("usage: healthreport-fuzz --target=\(names) [FILE|FOLDER…]\n".utf8))
  exit(2)
}

#if FUZZING
  FuzzDriver.run(target)
#else
  exit(Replay.run(target, paths: arguments.filter { !$0.hasPrefix("-") }))
#endif
