/// The help pages and usage lines, rendered from the commands' tables (``CommandSpec``) so that
/// `--help`, `help COMMAND`, usage errors and the scanner always agree. Every line fits in
/// ``width`` columns: paragraphs and option descriptions are wrapped, and usage lines continue
/// under the first option.
enum HelpText {
  /// The widest line, in columns.
  static let width = 80
  /// The column option and command descriptions start in.
  static let descriptionColumn = 26

  /// The usage line(s) of `spec`, `usage: healthreport build [--demo …] …`.
  /// - Parameter spec: the command, or ``CommandSpec/tool``.
  /// - Returns: the lines, joined by newlines, without a final newline.
  static func usage(of spec: CommandSpec) -> String {
    wrap(usageParts(of: spec), first: "usage: \(spec.invocation) ").joined(separator: "\n")
  }

  /// The usage line(s) of the command called `command`, or of the tool for `nil` or an unknown
  /// name, as printed after a usage error.
  /// - Parameter command: the command's name.
  /// - Returns: the lines, joined by newlines, without a final newline.
  static func usage(for command: String?) -> String {
    usage(of: command.flatMap(CommandSpec.tool.subcommand(named:)) ?? .tool)
  }

  /// The hint printed after a usage error.
  /// - Parameter command: the command whose usage applies, or `nil` for the tool.
  /// - Returns: `see 'healthreport build --help'`.
  static func seeHelp(for command: String?) -> String {
    command.map { "see '\(CommandSpec.toolName) \($0) --help'" }
      ?? "see '\(CommandSpec.toolName) --help'"
  }

  /// The whole help page of `spec`, ending with a newline.
  /// - Parameter spec: the command, or ``CommandSpec/tool``.
  /// - Returns: the page.
  static func page(of spec: CommandSpec) -> String {
    var sections = [wrap(words(spec.overview), first: "OVERVIEW: ", rest: "")]
    sections.append([usage(of: spec)])
    let arguments = spec.arguments.filter { !$0.help.isEmpty }
    if !arguments.isEmpty {
      sections.append(["ARGUMENTS:"] + arguments.flatMap { columns($0.name, $0.help) })
    }
    if !spec.subcommands.isEmpty {
      sections.append(
        ["COMMANDS:"] + spec.subcommands.flatMap { columns($0.listLabel, $0.abstract) })
    }
    if !spec.options.isEmpty {
      sections.append(["OPTIONS:"] + spec.options.flatMap { columns($0.helpLabel, $0.help) })
    }
    sections += spec.notes.map { wrap(words($0), first: "", rest: "") }
    if !spec.exitStatus.isEmpty {
      sections.append(
        ["EXIT STATUS:"]
          + spec.exitStatus.flatMap { line in
            let code = String(line.code.rawValue)
            let lead = "  " + code + String(repeating: " ", count: max(1, 4 - code.count))
            return wrap(words(line.meaning), first: lead, rest: String(repeating: " ", count: 6))
          })
    }
    return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
  }

  /// The parts of a usage line after the invocation; a line only breaks between them.
  /// - Parameter spec: the command.
  /// - Returns: `[--demo [--demo-days N] | --input FILE]`, `[--out DIR]`, ….
  static func usageParts(of spec: CommandSpec) -> [String] {
    parts(of: spec.usage, in: spec, named: Set(spec.usage.flatMap(\.namedOptions)))
  }

  /// The usage text of `terms`, one part per term (``UsageTerm/arguments`` and
  /// ``UsageTerm/otherOptions`` give one part per argument or option).
  /// - Parameters:
  ///   - terms: the terms.
  ///   - spec: the command whose table the terms refer to.
  ///   - named: the options the command's usage names, which `otherOptions` leaves out.
  /// - Returns: the parts.
  static func parts(of terms: [UsageTerm], in spec: CommandSpec, named: Set<String>) -> [String] {
    terms.flatMap { term -> [String] in
      switch term {
      case .option(let name):
        guard let option = spec.option(named: name) else {
          preconditionFailure("\(spec.name)'s usage names \(name), which its table lacks")
        }
        return [option.usageText]
      case .literal(let text):
        return [text]
      case .optional(let terms):
        return ["[" + parts(of: terms, in: spec, named: named).joined(separator: " ") + "]"]
      case .choice(let alternatives):
        return [
          alternatives.map { parts(of: $0, in: spec, named: named).joined(separator: " ") }
            .joined(separator: " | ")
        ]
      case .arguments:
        return spec.arguments.map(\.usageText)
      case .otherOptions:
        return spec.options.filter { !named.contains($0.name) && !$0.isHiddenFromUsage }.map {
          $0.isRequired ? $0.usageText : "[\($0.usageText)]"
        }
      }
    }
  }

  /// A label and its description in two columns: the description starts in
  /// ``descriptionColumn``, or on the next line when the label reaches it.
  /// - Parameters:
  ///   - label: `--out DIR`.
  ///   - description: one paragraph.
  /// - Returns: the lines.
  static func columns(_ label: String, _ description: String) -> [String] {
    let lead = "  " + label
    let indent = String(repeating: " ", count: descriptionColumn)
    guard lead.count + 2 <= descriptionColumn else {
      return [lead] + wrap(words(description), first: indent, rest: indent)
    }
    let first = lead + String(repeating: " ", count: descriptionColumn - lead.count)
    return wrap(words(description), first: first, rest: indent)
  }

  /// The words of a paragraph; a quotation in `'…'` or `"…"` is kept as one word, so a line
  /// never breaks inside `'sendmail -t < FILE.eml'`.
  /// - Parameter text: one paragraph.
  /// - Returns: the words.
  static func words(_ text: String) -> [String] {
    let tokens = text.split(separator: " ").map(String.init)
    var words: [String] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if let quote = token.first, quote == "'" || quote == "\"", !closes(token.dropFirst(), quote),
        let end = tokens[(index + 1)...].firstIndex(where: { closes(Substring($0), quote) })
      {
        words.append(tokens[index...end].joined(separator: " "))
        index = end + 1
      } else {
        words.append(token)
        index += 1
      }
    }
    return words
  }

  /// Whether `token` ends a quotation opened by `quote`: it ends with the quote, perhaps
  /// followed by punctuation (`'daily'.`).
  static func closes(_ token: Substring, _ quote: Character) -> Bool {
    token.reversed().drop { ".,;:)".contains($0) }.first == quote
  }

  /// Fills lines of at most ``width`` columns with `parts` separated by spaces: the first line
  /// starts with `first`, the others with `rest` (by default as many spaces as `first` is
  /// long). A part wider than a line gets a line of its own.
  /// - Parameters:
  ///   - parts: the words, each kept whole.
  ///   - first: the first line's start.
  ///   - rest: the other lines' start, `nil` for the hanging indent under the first part.
  /// - Returns: the lines, without trailing spaces.
  static func wrap(_ parts: [String], first: String, rest: String? = nil) -> [String] {
    let indent = rest ?? String(repeating: " ", count: first.count)
    var lines: [String] = []
    var line = first
    var isEmpty = true
    for part in parts {
      if !isEmpty, line.count + 1 + part.count > width {
        lines.append(line)
        line = indent
        isEmpty = true
      }
      line += (isEmpty ? "" : " ") + part
      isEmpty = false
    }
    lines.append(isEmpty ? String(line.reversed().drop { $0 == " " }.reversed()) : line)
    return lines
  }
}
