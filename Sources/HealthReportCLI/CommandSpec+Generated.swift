extension CommandSpec {
  /// The table of `healthreport completions SHELL`.
  static let completions = CommandSpec(
    name: "completions",
    abstract: "Print the shell completion script for bash, zsh or fish.",
    overview:
      "Print a script that completes healthreport's commands, options, their values (lb|kg,"
      + " sunday|monday, …) and file arguments in SHELL. It is made from the same tables as"
      + " the help pages, so it knows every option of this version.",
    arguments: [
      ArgumentSpec(
        name: "SHELL", help: "bash, zsh or fish.",
        choices: CompletionShell.allCases.map(\.rawValue))
    ],
    options: [.help],
    notes: [
      "make install puts each script where its shell looks: PREFIX/"
        + CompletionShell.bash.installPath + ", PREFIX/" + CompletionShell.zsh.installPath
        + " and PREFIX/" + CompletionShell.fish.installPath + ".",
      "To try it in the current shell: 'source <(healthreport completions bash)' (or zsh, after"
        + " compinit), or 'healthreport completions fish | source'.",
    ],
    exitStatus: [
      .success,
      .usage,
      ExitStatusLine(.inputOutputError, "standard output cannot be written"),
    ])

  /// The table of `healthreport man`.
  static let manual = CommandSpec(
    name: "man",
    abstract: "Print the manual page (roff) that make install puts in man1.",
    overview:
      "Print healthreport's manual page in roff, with every command, option and exit status,"
      + " made from the same tables as the help pages. To read it without installing:"
      + " 'healthreport man | man -l -'.",
    options: [.help],
    notes: ["make install puts it in PREFIX/\(ManPage.installPath)."],
    exitStatus: [
      .success,
      .usage,
      ExitStatusLine(.inputOutputError, "standard output cannot be written"),
    ])
}
