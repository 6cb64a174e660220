extension CommandSpec {
  /// The table of `healthreport` itself: its commands and its own options.
  static let tool = CommandSpec(
    name: toolName,
    abstract: "Turn health data into a static dashboard website.",
    overview: "Turn health data into a static dashboard website.",
    options: [.help, .version],
    usage: [.literal("[<command>]"), .literal("[<options>]")],
    subcommands: [
      .build, .add, .importCommand, .initCommand, .daily, .email, .chart, .unseal, .completions,
      .manual,
      .helpCommand,
    ],
    notes: [
      "Without arguments, healthreport runs 'healthreport build --out site': it builds the site"
        + " from the store (healthreport-data, or $HEALTHREPORT_STORE) when there is one, else"
        + " from the demo data.",
      "See 'healthreport help <command>' for a command's options.",
    ])

  /// The table of `healthreport help [<command>]`, listed among the commands.
  static let helpCommand = CommandSpec(
    name: "help",
    abstract: "Show help for a command.",
    overview: "Show help for a command.",
    arguments: [ArgumentSpec(name: "<command>", help: "", isOptional: true)])
}
