import Testing

@testable import HealthReportCLI

/// The tables agree with what the tool does: the scanner accepts exactly the options the help
/// page lists, the usage line shows every option once, and every command dispatches.
@Suite struct OptionTableTests {
  static let commands = CommandSpec.tool.subcommands.filter { !$0.options.isEmpty }

  /// The option labels of a help page's OPTIONS section: `--out DIR` → `--out`, `DIR`.
  static func listedOptions(in page: String) -> [(names: [String], value: String?)] {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
    return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
      guard line.hasPrefix("  -") else { return nil }
      let label = line.dropFirst(2).components(separatedBy: "  ")[0]
      let words = label.replacingOccurrences(of: ",", with: "").split(separator: " ")
      let names = words.filter { $0.hasPrefix("-") }.map(String.init)
      let value = words.first { !$0.hasPrefix("-") }.map(String.init)
      return (names, value)
    }
  }

  @Test(arguments: commands.map(\.name))
  func scannerAcceptsExactlyTheOptionsTheHelpLists(command: String) throws {
    let spec = try #require(CommandSpec.tool.subcommand(named: command))
    let listed = Self.listedOptions(in: HelpText.page(of: spec))
    let listedNames = Set(listed.flatMap(\.names))
    #expect(listedNames == spec.scanner.acceptedNames)
    #expect(listedNames.isSuperset(of: ["--help", "-h"]))
    let positional = spec.arguments.map { _ in "x" }
    for (names, value) in listed {
      for name in names {
        let arguments = positional + [name] + (value.map { _ in ["1"] } ?? [])
        // Accepted: no "unknown option" (a bad value may still be refused later).
        let scan = try spec.scanner.scan(arguments)
        #expect(name == "--help" || name == "-h" ? scan.wantsHelp : !scan.wantsHelp)
        if value != nil { #expect(scan.values[name] == "1") }
      }
    }
    // Every option some other command has, and the tool's own, is refused here unless listed.
    let everyName = Set(
      ([CommandSpec.tool] + CommandSpec.tool.subcommands).flatMap(\.acceptedOptionNames))
    for name in everyName.subtracting(listedNames) {
      #expect(throws: CLIError.self, "\(command) accepts \(name)") {
        try spec.scanner.scan(positional + [name])
      }
    }
  }

  @Test(arguments: commands.map(\.name))
  func usageShowsEveryOptionButHelpOnce(command: String) throws {
    let spec = try #require(CommandSpec.tool.subcommand(named: command))
    let usage = HelpText.usage(of: spec)
    let words = usage.split { " \n[]|".contains($0) }
    for option in spec.options {
      let count = words.filter { $0 == option.name }.count
      #expect(count == (option.isHiddenFromUsage ? 0 : 1), "\(option.name) in \(usage)")
      if let value = option.value, !option.isHiddenFromUsage {
        #expect(usage.contains(option.name + " " + value))
      }
    }
    for argument in spec.arguments {
      #expect(words.filter { $0 == argument.name }.count == 1)
    }
  }

  @Test func buildUsageKeepsTheDemoOrInputForm() {
    #expect(
      HelpText.usage(of: .build).hasPrefix(
        "usage: healthreport build [--demo [--demo-days N] | --input FILE] [--store DIR]\n"))
    #expect(
      HelpText.usage(of: .email).hasPrefix(
        "usage: healthreport email [--demo [--demo-days N] | --input FILE] [--week WEEK]\n"))
  }

  @Test func namesAreUniqueAndWellFormed() {
    for spec in [CommandSpec.tool] + CommandSpec.tool.subcommands {
      let names = spec.options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
      #expect(Set(names).count == names.count, "\(spec.name) repeats an option")
      for option in spec.options {
        #expect(option.name.hasPrefix("--") && !option.name.contains("="))
        #expect(option.help.hasSuffix("."), "\(option.name)")
      }
    }
    let commands = CommandSpec.tool.subcommands.map(\.name)
    #expect(Set(commands).count == commands.count)
  }

  /// Every listed command is dispatched: its help page is shown (help's is the tool's).
  @Test(arguments: CommandSpec.tool.subcommands.map(\.name))
  func everyListedCommandRuns(command: String) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run([command, "--help"])
    let spec = try #require(CommandSpec.tool.subcommand(named: command))
    if command == "help" {
      // `help` takes a command's name, and `--help` is none (as before the tables).
      #expect(run.code == 64)
      #expect(run.standardError.hasPrefix("error: unknown command \"--help\"\n"))
    } else {
      #expect(run.code == 0)
      #expect(run.standardOutput == HelpText.page(of: spec))
    }
  }
}
