/// The zsh completion script: a `#compdef healthreport` file for `compinit` (or `source`d, when
/// it registers itself with `compdef`), generated from the tool's table. Each command gets a
/// function whose `_arguments` specs list its options with their descriptions and values
/// (choices, files, folders) and its positional arguments.
enum ZshCompletionScript {
  /// The script.
  /// - Parameter tool: the tool's table.
  /// - Returns: the script, ending with a newline.
  static func render(for tool: CommandSpec) -> String {
    let name = "_" + tool.name
    var lines = ["#compdef \(tool.name)"] + CompletionShell.zsh.header() + [""]
    lines += [
      "\(name)() {",
      "  local curcontext=$curcontext state line",
      "  typeset -A opt_args",
      "  _arguments -C \\",
    ]
    lines += tool.options.flatMap(specs(of:)).map { "    \($0) \\" }
    lines += [
      "    '1: :\(name)_commands' \\",
      "    '*:: :->argument'",
      "  case $state in",
      "    argument)",
      "      curcontext=${curcontext%:*:*}:\(tool.name)-$words[1]:",
      "      case $words[1] in",
    ]
    for command in tool.subcommands {
      lines.append("        \(command.name)) \(function(for: command, tool: tool)) ;;")
    }
    lines += ["      esac", "      ;;", "  esac", "}", ""]
    lines += [
      "\(name)_commands() {",
      "  local -a commands",
      "  commands=(",
    ]
    for command in tool.subcommands {
      lines.append(
        "    " + ShellQuote.single(escapedColons(command.name) + ":" + command.abstract))
    }
    lines += [
      "  )",
      "  _describe -t commands \(ShellQuote.single(tool.name + " command")) commands",
      "}",
    ]
    for command in tool.subcommands {
      lines += ["", "\(function(for: command, tool: tool))() {"]
      let specs =
        command.options.flatMap(specs(of:))
        + command.arguments.enumerated().map { spec(of: $1, at: $0 + 1, tool: tool) }
      if specs.isEmpty {
        lines.append("  _message 'no more arguments'")
      } else {
        lines.append("  _arguments \\")
        lines += specs.enumerated().map { index, spec in
          "    " + spec + (index == specs.count - 1 ? "" : " \\")
        }
      }
      lines.append("}")
    }
    lines += [
      "",
      "if [[ $funcstack[1] == \(name) ]]; then",
      "  \(name) \"$@\"",
      "else",
      "  compdef \(name) \(tool.name)",
      "fi",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The completion function of `command`: `_healthreport_build`.
  static func function(for command: CommandSpec, tool: CommandSpec) -> String {
    "_" + tool.name + "_" + command.name.replacingOccurrences(of: "-", with: "_")
  }

  /// The `_arguments` specs of one option: one per name, each excluding the others (`-h` and
  /// `--help`), with the description and, for a value, its message and action.
  static func specs(of option: OptionSpec) -> [String] {
    let names = [option.name] + (option.shortName.map { [$0] } ?? [])
    let exclusion = names.count > 1 ? "(" + names.joined(separator: " ") + ")" : ""
    let description = "[" + escapedBrackets(option.summary) + "]"
    return names.map { name in
      let valueSpec = option.value.map { value in
        (name.hasPrefix("--") ? "=" : "") + description + ":" + escapedColons(value) + ":"
          + action(for: option.completion)
      }
      return ShellQuote.single(exclusion + name + (valueSpec ?? description))
    }
  }

  /// The `_arguments` spec of the positional argument at `position` (from 1).
  static func spec(of argument: ArgumentSpec, at position: Int, tool: CommandSpec) -> String {
    let message = escapedColons(argument.name)
    let action =
      argument.completion == .commands
      ? "_\(tool.name)_commands" : action(for: argument.completion)
    return ShellQuote.single(
      "\(position):" + (argument.isOptional ? ":" : "") + message + ":" + action)
  }

  /// The action that completes a kind of value.
  static func action(for completion: ValueCompletion) -> String {
    switch completion {
    case .none: return " "
    case .files: return "_files"
    case .directories: return "_files -/"
    case .commands: return "_" + CommandSpec.toolName + "_commands"
    case .choices(let words): return "(" + words.joined(separator: " ") + ")"
    }
  }

  /// `text` for an `_arguments` description in brackets: `\`, `[` and `]` escaped.
  static func escapedBrackets(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
      .replacingOccurrences(of: "]", with: "\\]")
  }

  /// `text` for a field that a colon ends: `\` and `:` escaped.
  static func escapedColons(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
  }
}
