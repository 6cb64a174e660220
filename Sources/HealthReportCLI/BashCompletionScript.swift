/// The bash completion script: a `_healthreport` function for `complete -F`, generated from the
/// tool's table so that every command, option and value choice the table has is completed.
///
/// It needs nothing but bash (not the bash-completion package): it reads `COMP_WORDS` and
/// `COMP_CWORD`, finds the command (the first word that is not an option), counts the
/// positional arguments before the cursor (skipping option values, also `--option=value`,
/// which bash splits at `=`), then offers the value of the option before the cursor, the
/// next positional argument, or the command's options.
enum BashCompletionScript {
  /// The script.
  /// - Parameter tool: the tool's table.
  /// - Returns: the script, ending with a newline.
  static func render(for tool: CommandSpec) -> String {
    let name = "_" + tool.name
    let commands = tool.subcommands.map(\.name).joined(separator: " ")
    var lines = CompletionShell.bash.header() + [""]
    lines += [
      "# \(name)_reply ARGS...: COMPREPLY from 'compgen ARGS', one candidate per line.",
      "\(name)_reply() {",
      "  local line",
      "  COMPREPLY=()",
      "  while IFS= read -r line; do",
      "    COMPREPLY+=(\"$line\")",
      "  done < <(compgen \"$@\")",
      "}",
      "",
      "# \(name)_complete KIND WORD: the candidates of one kind of value for WORD.",
      "\(name)_complete() {",
      "  case $1 in",
      "    files) compopt -o filenames 2>/dev/null; \(name)_reply -f -- \"$2\" ;;",
      "    directories) compopt -o filenames 2>/dev/null; \(name)_reply -d -- \"$2\" ;;",
      "    commands) \(name)_reply -W \(ShellQuote.single(commands)) -- \"$2\" ;;",
      "    words\\ *) \(name)_reply -W \"${1#words }\" -- \"$2\" ;;",
      "    *) COMPREPLY=() ;;",
      "  esac",
      "}",
      "",
      "# \(name)_kind COMMAND OPTION: prints the kind of OPTION's value; fails for a flag.",
      "\(name)_kind() {",
      "  case $1 in",
    ]
    for command in tool.subcommands {
      let valued = command.options.filter(\.takesValue)
      guard !valued.isEmpty else { continue }
      lines += ["    \(command.name))", "      case $2 in"]
      for option in valued {
        let names = ([option.name] + (option.shortName.map { [$0] } ?? []))
          .joined(separator: "|")
        lines.append("        \(names)) echo \(ShellQuote.single(kind(option.completion))) ;;")
      }
      lines += ["        *) return 1 ;;", "      esac ;;"]
    }
    lines += [
      "    *) return 1 ;;", "  esac", "}", "",
      "# \(name)_argument COMMAND INDEX: prints the kind of the positional argument at INDEX",
      "# (from 0); fails when the command takes no more.",
      "\(name)_argument() {",
      "  case $1:$2 in",
    ]
    for command in tool.subcommands {
      for (index, argument) in command.arguments.enumerated() {
        lines.append(
          "    \(command.name):\(index)) echo \(ShellQuote.single(kind(argument.completion))) ;;")
      }
    }
    lines += [
      "    *) return 1 ;;", "  esac", "}", "",
      "# \(name)_options COMMAND: prints the command's options.",
      "\(name)_options() {",
      "  case $1 in",
    ]
    for command in tool.subcommands where !command.options.isEmpty {
      let options = command.options.map(\.name).joined(separator: " ")
      lines.append("    \(command.name)) echo \(ShellQuote.single(options)) ;;")
    }
    let toolOptions = tool.options.map(\.name).joined(separator: " ")
    lines += [
      "  esac", "}", "",
      "\(name)() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev= command= index=0 word kind i",
      "  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}",
      "  # --option=value: bash splits the word at '='.",
      "  if [[ $cur == = ]]; then",
      "    cur=",
      "  elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then",
      "    prev=${COMP_WORDS[COMP_CWORD - 2]}",
      "  fi",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    word=${COMP_WORDS[i]}",
      "    if [[ -z $command ]]; then",
      "      [[ $word != -* ]] && command=$word",
      "    elif [[ $word == = ]]; then",
      "      i=$((i + 1))",
      "    elif [[ $word == -?* ]]; then",
      "      if [[ ${COMP_WORDS[i + 1]} != = ]] && \(name)_kind \"$command\" \"$word\" >/dev/null; then",
      "        i=$((i + 1))",
      "      fi",
      "    else",
      "      index=$((index + 1))",
      "    fi",
      "  done",
      "  if [[ -z $command ]]; then",
      "    if [[ $cur == -* ]]; then",
      "      \(name)_reply -W \(ShellQuote.single(toolOptions)) -- \"$cur\"",
      "    else",
      "      \(name)_complete commands \"$cur\"",
      "    fi",
      "  elif [[ $prev == -?* ]] && kind=$(\(name)_kind \"$command\" \"$prev\"); then",
      "    \(name)_complete \"$kind\" \"$cur\"",
      "  elif [[ $cur != -* ]] && kind=$(\(name)_argument \"$command\" \"$index\"); then",
      "    \(name)_complete \"$kind\" \"$cur\"",
      "  else",
      "    \(name)_reply -W \"$(\(name)_options \"$command\")\" -- \"$cur\"",
      "  fi",
      "  return 0",
      "}",
      "",
      "complete -F \(name) \(tool.name)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The word `_healthreport_complete` takes for a kind of value: `files`, `words lb kg`.
  static func kind(_ completion: ValueCompletion) -> String {
    switch completion {
    case .none: return "none"
    case .files: return "files"
    case .directories: return "directories"
    case .commands: return "commands"
    case .choices(let words): return (["words"] + words).joined(separator: " ")
    }
  }
}
