/// One part of a usage line, declared in a command's table so that forms like
/// `[--demo [--demo-days N] | --input FILE]` are written once and rendered from the options.
enum UsageTerm: Sendable, Equatable {
  /// An option of the table by name, shown with its value: `--input FILE`.
  case option(String)
  /// Text shown as it is: `[<options>]`.
  case literal(String)
  /// Terms shown in brackets: `[--demo-days N]`.
  case optional([UsageTerm])
  /// Alternatives separated by `|`: `--demo | --input FILE`.
  case choice([[UsageTerm]])
  /// The command's positional arguments, in table order.
  case arguments
  /// Every option of the table not named by an `option` term, in table order, each in
  /// brackets unless it is required (options hidden from usage are left out).
  case otherOptions

  /// The usage most commands have: the positional arguments, then every option.
  static let standard: [UsageTerm] = [.arguments, .otherOptions]

  /// The names of the options this term shows by name.
  var namedOptions: [String] {
    switch self {
    case .option(let name): return [name]
    case .literal, .arguments, .otherOptions: return []
    case .optional(let terms): return terms.flatMap(\.namedOptions)
    case .choice(let alternatives): return alternatives.flatMap { $0.flatMap(\.namedOptions) }
    }
  }
}

extension UsageTerm {
  /// `[--demo [--demo-days N] | --input FILE]`, of the commands that read a ``DataSourceOptions``.
  static let dataSource = UsageTerm.optional([
    .choice([[.option("--demo"), .optional([.option("--demo-days")])], [.option("--input")]])
  ])
}
