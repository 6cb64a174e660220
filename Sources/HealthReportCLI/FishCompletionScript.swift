/// The fish completion script: one `complete` line per command, option and positional
/// argument, generated from the tool's table. Files are offered only where the table says an
/// option or argument is a path; choices (`lb kg`) are offered as they are.
enum FishCompletionScript {
  /// The script.
  /// - Parameter tool: the tool's table.
  /// - Returns: the script, ending with a newline.
  static func render(for tool: CommandSpec) -> String {
    let helper = "__" + tool.name + "_command"
    let base = "complete -c \(tool.name)"
    var lines = CompletionShell.fish.header() + [""]
    lines += [
      "# \(helper): prints the command on the line (the first word that is not an option).",
      "function \(helper)",
      "    for word in (commandline -opc)[2..-1]",
      "        switch $word",
      "            case '-*'",
      "                continue",
      "            case '*'",
      "                echo $word",
      "                return 0",
      "        end",
      "    end",
      "    return 1",
      "end",
      "",
      "# \(helper)_is NAME: whether the command on the line is NAME.",
      "function \(helper)_is --argument-names name",
      "    set -l command (\(helper))",
      "    and test \"$command\" = \"$name\"",
      "end",
      "",
      "\(base) -f",
    ]
    let none = "-n " + quoted("not \(helper)")
    for command in tool.subcommands {
      lines.append(
        "\(base) \(none) -a \(quoted(command.name)) -d \(quoted(HelpText.summary(of: command.abstract)))"
      )
    }
    for option in tool.options {
      lines.append("\(base) \(none) \(flags(of: option, tool: tool))")
    }
    for command in tool.subcommands {
      let condition = "-n " + quoted("\(helper)_is \(command.name)")
      lines += ["", "# \(command.invocation)"]
      for option in command.options {
        lines.append("\(base) \(condition) \(flags(of: option, tool: tool))")
      }
      for argument in command.arguments {
        guard let values = values(for: argument.completion, tool: tool) else { continue }
        lines.append("\(base) \(condition) \(values)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `complete` flags of an option: its names, what its value takes and its description.
  /// - Parameters:
  ///   - option: the option.
  ///   - tool: the tool's table (for a value that is a command's name).
  /// - Returns: `-l units -x -a 'lb kg' -d '…'`.
  static func flags(of option: OptionSpec, tool: CommandSpec) -> String {
    var parts: [String] = []
    if let short = option.shortName { parts.append("-s " + short.dropFirst()) }
    parts.append("-l " + option.name.dropFirst(2))
    if option.completion == .files {
      parts.append("-r -F")
    } else if option.takesValue {
      parts.append("-x")
      if let values = values(for: option.completion, tool: tool) { parts.append(values) }
    }
    parts.append("-d " + quoted(option.summary))
    return parts.joined(separator: " ")
  }

  /// The flags that offer a kind of value (`-a 'lb kg'`, `-F`), or `nil` for free text.
  static func values(for completion: ValueCompletion, tool: CommandSpec) -> String? {
    switch completion {
    case .none: return nil
    case .files: return "-F"
    case .directories: return "-a " + quoted("(__fish_complete_directories (commandline -ct))")
    case .commands: return "-a " + quoted(tool.subcommands.map(\.name).joined(separator: " "))
    case .choices(let words): return "-a " + quoted(words.joined(separator: " "))
    }
  }

  /// `text` in fish's single quotes, where only `\` and `'` are escaped.
  static func quoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
      + "'"
  }
}
