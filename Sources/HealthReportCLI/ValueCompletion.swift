/// What a shell offers when completing an option's value or a positional argument, derived from
/// the command tables (``OptionSpec/value``, ``ArgumentSpec``) so that the completion scripts
/// follow every option the tables gain.
enum ValueCompletion: Sendable, Equatable {
  /// Free text (a number, a date, a title): nothing to offer.
  case none
  /// One of a fixed set of words, `lb` or `kg`.
  case choices([String])
  /// A path to a file or folder (an input, an output file).
  case files
  /// A path to a folder.
  case directories
  /// The name of one of the tool's commands (`help <command>`).
  case commands

  /// The completion a placeholder stands for: `lb|kg` lists its choices (`N|all` the word `all`
  /// alone), `FILE`, `FILE.eml`, `INPUT` and `PATH` are paths, `DIR` a folder, `<command>` a
  /// command; anything else (`N`, `YYYY-MM-DD`, `TEXT`) is free text.
  /// - Parameter placeholder: the value's placeholder as help shows it.
  init(placeholder: String) {
    let base = placeholder.prefix { $0 != "." }
    if placeholder.contains("|") {
      // An upper-case word is a placeholder among the literal words (`N|all`), not a choice.
      self = .choices(
        placeholder.split(separator: "|").map(String.init).filter { $0.uppercased() != $0 })
    } else if placeholder == "<command>" {
      self = .commands
    } else if base == "DIR" || base.hasSuffix("_DIR") {
      self = .directories
    } else if ["FILE", "INPUT", "PATH"].contains(base) || base.hasSuffix("_FILE") {
      self = .files
    } else {
      self = .none
    }
  }

  /// The words to offer for ``choices``; empty for the others.
  var words: [String] {
    if case .choices(let words) = self { return words }
    return []
  }
}

extension OptionSpec {
  /// What a shell offers for the option's value (``ValueCompletion/none`` for a flag).
  var completion: ValueCompletion {
    value.map(ValueCompletion.init(placeholder:)) ?? .none
  }

  /// The first clause of ``help``, for the one-line descriptions of completion menus: `The
  /// site's folder` of `The site's folder (default: site). …`.
  var summary: String { HelpText.summary(of: help) }
}

extension ArgumentSpec {
  /// What a shell offers for the argument: its ``choices`` when it has any, else what its
  /// placeholder stands for (see ``ValueCompletion/init(placeholder:)``).
  var completion: ValueCompletion {
    choices.isEmpty ? ValueCompletion(placeholder: name) : .choices(choices)
  }
}
