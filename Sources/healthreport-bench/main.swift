import Foundation
import HealthCore

// Release-mode benchmarks: `swift run -c release healthreport-bench charts [--data FILE]` and
// `healthreport-bench import FILE [--no-dedupe] [--kg]` and `healthreport-bench site [--days N]`.
let code = BenchmarkCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(code)
