import Foundation
import TestSupport
import Testing

@testable import HealthReportCLI

/// `healthreport completions bash|zsh|fish`: each script against its golden file, parsed by its
/// shell, and run: bash's function with `COMP_WORDS` set as bash sets them, fish's `complete -C`,
/// zsh's registration with `compinit` (`RECORD_GOLDEN=1` rewrites the golden files).
@Suite struct CompletionScriptTests {
  /// `script` written to a file in `folder`.
  static func file(_ script: String, named name: String, in folder: CLITestFolder) throws -> String
  {
    try folder.write(script, to: name).path
  }

  /// What the bash script offers for the command line `words` (the last is the word being
  /// completed), run in `folder`'s `work` folder (the script is kept outside it).
  static func bashCompletion(
    _ words: [String], script: String = CompletionShell.bash.script(for: .tool),
    in folder: CLITestFolder
  ) throws -> [String] {
    let path = try file(script, named: "scripts/completion.bash", in: folder)
    let work = folder.url.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let program = """
      source "$1" || exit 9
      shift
      COMP_WORDS=("$@")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      COMPREPLY=()
      _healthreport
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try ShellTool.run("bash", ["-c", program, "bash", path] + words, in: work)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError == "")
    return result.standardOutput.split(separator: "\n").map(String.init)
  }

  @Test(arguments: CompletionShell.allCases)
  func scriptMatchesGolden(shell: CompletionShell) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(["completions", shell.rawValue])
    #expect(run.code == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput == shell.script(for: .tool))
    GoldenFile.assertMatches(run.standardOutput, named: "completions.\(shell.rawValue)")
  }

  /// `shell -n` (read the script, run nothing) accepts the script without a message.
  func expectParses(_ shell: CompletionShell) throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let path = try Self.file(shell.script(for: .tool), named: "script", in: folder)
    let result = try ShellTool.run(shell.rawValue, ["-n", path], in: folder.url)
    #expect(result.status == 0)
    #expect(result.standardError == "")
  }

  @Test(.enabled(if: ShellTool.runs("bash"), "bash is not installed"))
  func bashParsesItsScript() throws { try expectParses(.bash) }

  @Test(.enabled(if: ShellTool.runs("zsh"), "zsh is not installed"))
  func zshParsesItsScript() throws { try expectParses(.zsh) }

  @Test(.enabled(if: ShellTool.runs("fish"), "fish is not installed"))
  func fishParsesItsScript() throws { try expectParses(.fish) }

  @Test(.enabled(if: ShellTool.runs("bash"), "bash is not installed"))
  func bashCompletesCommandsOptionsAndTheirValues() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let complete = { (words: [String]) in try Self.bashCompletion(words, in: folder) }
    #expect(try complete(["healthreport", "bu"]) == ["build"])
    #expect(try complete(["healthreport", ""]) == CommandSpec.tool.subcommands.map(\.name))
    #expect(try complete(["healthreport", "--v"]) == ["--version"])
    #expect(
      try complete(["healthreport", "build", "--units", ""])
        == ["metric", "us", "uk", "lb", "kg", "st"])
    #expect(try complete(["healthreport", "email", "--units", "k"]) == ["kg"])
    // --units=<TAB>: bash splits the word at '='.
    #expect(
      try complete(["healthreport", "build", "--units", "=", ""])
        == ["metric", "us", "uk", "lb", "kg", "st"])
    #expect(try complete(["healthreport", "build", "--week-start", "=", "m"]) == ["monday"])
    #expect(try complete(["healthreport", "build", "--d"]) == ["--demo", "--demo-days"])
    #expect(try complete(["healthreport", "add", "--unit", ""]) == ["lb", "kg", "st"])
    #expect(try complete(["healthreport", "add", "--delete", "w"]) == ["weight"])
    #expect(try complete(["healthreport", "add", ""]) == ["steps", "weight"])
    #expect(try complete(["healthreport", "add", "--unit", "kg", "w"]) == ["weight"])
    #expect(try complete(["healthreport", "add", "steps", ""]) == [])  // a number: no guess
    #expect(try complete(["healthreport", "help", "e"]) == ["email"])
    #expect(try complete(["healthreport", "completions", ""]) == ["bash", "zsh", "fish"])
    #expect(try complete(["healthreport", "build", "--end", ""]) == [])
    // Options after the value of one, and after the positional arguments.
    #expect(
      try complete(["healthreport", "build", "--units", "kg", "--q"]) == ["--quiet"])
    #expect(try complete(["healthreport", "daily", "x.csv", "--u"]) == ["--units"])
  }

  @Test(.enabled(if: ShellTool.runs("bash"), "bash is not installed"))
  func bashCompletesFilesAndFolders() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("", to: "work/export.zip")
    try folder.write("", to: "work/my log.csv")
    try folder.write("", to: "work/data/daily.csv")
    let complete = { (words: [String]) in
      try Self.bashCompletion(words, in: folder).sorted()
    }
    #expect(try complete(["healthreport", "daily", ""]) == ["data", "export.zip", "my log.csv"])
    #expect(try complete(["healthreport", "import", "ex"]) == ["export.zip"])
    #expect(try complete(["healthreport", "build", "--input", "m"]) == ["my log.csv"])
    #expect(try complete(["healthreport", "build", "--out", ""]) == ["data"])
    #expect(try complete(["healthreport", "email", "--out", "d"]) == ["data"])
    #expect(try complete(["healthreport", "build", "--templates", "="]) == ["data"])
  }

  @Test(.enabled(if: ShellTool.runs("fish"), "fish is not installed"))
  func fishCompletesCommandsOptionsAndTheirValues() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("", to: "work/export.zip")
    let path = try Self.file(
      CompletionShell.fish.script(for: .tool), named: "scripts/hr.fish", in: folder)
    func complete(_ line: String) throws -> [String] {
      let result = try ShellTool.run(
        "fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", path, line],
        in: folder.url.appendingPathComponent("work"))
      #expect(result.status == 0)
      #expect(result.standardError == "")
      return result.standardOutput.split(separator: "\n").map {
        String($0.prefix { $0 != "\t" })
      }
    }
    #expect(try complete("healthreport bu") == ["build"])
    #expect(
      try complete("healthreport build --units ").sorted()
        == ["kg", "lb", "metric", "st", "uk", "us"])
    #expect(try complete("healthreport email --week-start s") == ["sunday"])
    #expect(try complete("healthreport add ").sorted() == ["steps", "weight"])
    #expect(try complete("healthreport daily ") == ["export.zip"])
    #expect(try complete("healthreport build --qu") == ["--quiet"])
    #expect(try complete("healthreport --ver") == ["--version"])
  }

  @Test(.enabled(if: ShellTool.runs("zsh"), "zsh is not installed"))
  func zshRegistersTheFunctionWithCompinit() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write(CompletionShell.zsh.script(for: .tool), to: "functions/_healthreport")
    let program = """
      fpath=("$1" $fpath)
      autoload -Uz compinit && compinit -u -D
      print -r -- "autoload: $_comps[healthreport]"
      source "$1/_healthreport"
      print -r -- "source: $_comps[healthreport]"
      """
    let result = try ShellTool.run(
      "zsh", ["-f", "-c", program, "zsh", folder.url.appendingPathComponent("functions").path],
      in: folder.url)
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput == "autoload: _healthreport\nsource: _healthreport\n")
  }

  /// Options and commands the table gains are completed without touching the scripts.
  @Test(.enabled(if: ShellTool.runs("bash"), "bash is not installed"))
  func scriptsFollowTheTable() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    var tool = CommandSpec.tool
    var build = CommandSpec.build
    build.options.insert(
      .value("--palette", "warm|cool", help: "The colours (default: warm)."), at: 0)
    build.options.insert(.value("--move-goal", "N", help: "A daily goal."), at: 0)
    var report = CommandSpec.daily
    report.name = "report"
    tool.subcommands = tool.subcommands.map { $0.name == "build" ? build : $0 } + [report]
    for shell in CompletionShell.allCases {
      let script = shell.script(for: tool)
      #expect(script.contains("palette") && script.contains("move-goal"), "\(shell)")
      #expect(script.contains("warm") && script.contains("report"), "\(shell)")
    }
    let bash = CompletionShell.bash.script(for: tool)
    let complete = { (words: [String]) in
      try Self.bashCompletion(words, script: bash, in: folder)
    }
    #expect(try complete(["healthreport", "build", "--palette", ""]) == ["warm", "cool"])
    #expect(try complete(["healthreport", "build", "--mo"]) == ["--move-goal"])
    // In the table's order: the data options (--store) come first.
    #expect(try complete(["healthreport", "build", "--st"]) == ["--store", "--steps-goal"])
    #expect(try complete(["healthreport", "build", "--move-goal", ""]) == [])
    #expect(try complete(["healthreport", "build", "--steps-goal", ""]) == [])
    #expect(try complete(["healthreport", "rep"]) == ["report"])
  }

  @Test func placeholdersSayWhatIsCompleted() {
    #expect(ValueCompletion(placeholder: "lb|kg") == .choices(["lb", "kg"]))
    #expect(ValueCompletion(placeholder: "FILE") == .files)
    #expect(ValueCompletion(placeholder: "FILE.eml") == .files)
    #expect(ValueCompletion(placeholder: "INPUT") == .files)
    #expect(ValueCompletion(placeholder: "DIR") == .directories)
    #expect(ValueCompletion(placeholder: "<command>") == .commands)
    for free in ["N", "YYYY-MM-DD", "TEXT", "URL", "ADDR", "WEEK", "DATE", "VALUE"] {
      #expect(ValueCompletion(placeholder: free) == .none, "\(free)")
    }
    #expect(OptionSpec.quiet.completion == .none)
    #expect(HelpText.summary(of: "The site's folder (default: site). More.") == "The site's folder")
    #expect(HelpText.summary(of: "Show the version.") == "Show the version")
  }

  @Test func aMissingOrUnknownShellIsAUsageError() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let missing = folder.run(["completions"])
    #expect(missing.code == 64)
    #expect(missing.standardOutput == "")
    #expect(missing.standardError.hasPrefix("error: completions needs a shell: bash, zsh, fish\n"))
    #expect(missing.standardError.contains("usage: healthreport completions SHELL\n"))
    let typo = folder.run(["completions", "zhs"])
    #expect(typo.code == 64)
    #expect(typo.standardError.hasPrefix("error: unknown shell \"zhs\"; did you mean zsh?\n"))
    let unknown = folder.run(["completions", "powershell"])
    #expect(unknown.standardError.hasPrefix("error: unknown shell \"powershell\"; the shells"))
    #expect(folder.run(["completions", "bash", "zsh"]).code == 64)
    #expect(folder.run(["completions", "--bash"]).code == 64)
    let help = folder.run(["completions", "--help"])
    #expect(help.code == 0)
    #expect(help.standardOutput == HelpText.page(of: .completions))
  }
}
