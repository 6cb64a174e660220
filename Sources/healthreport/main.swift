import Foundation
import HealthReportCLI

let environment = CLIEnvironment(
  standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
  standardError: { FileHandle.standardError.write(Data($0.utf8)) },
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  executablePath: Bundle.main.executablePath ?? CommandLine.arguments.first,
  isStandardOutputTerminal: isatty(STDOUT_FILENO) == 1,
  isStandardErrorTerminal: isatty(STDERR_FILENO) == 1,
  now: { ProcessInfo.processInfo.systemUptime })
let arguments = Array(CommandLine.arguments.dropFirst())
exit(HealthReportCommand.run(arguments: arguments, environment: environment))
