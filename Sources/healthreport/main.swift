import Foundation
import HealthReportCLI

exit(HealthReportCommand.runProcess(arguments: Array(CommandLine.arguments.dropFirst())))
