/// Splits a command's arguments by its ``CommandSpec`` into option values, flags and positional
/// arguments, rejecting unknown, repeated and value-less options. Accepts `--option value` and
/// `--option=value`; an unknown option that is a near miss of a known one gets a hint.
struct ArgumentScanner: Sendable {
  /// The result of a scan.
  struct Scan: Equatable, Sendable {
    /// Option values by name (`--out` → `site`).
    var values: [String: String] = [:]
    /// The flags given (`--demo`).
    var flags: Set<String> = []
    /// The positional arguments, in order.
    var arguments: [String] = []
    /// Whether `--help` or `-h` was given anywhere (it wins over any other mistake).
    var wantsHelp = false
    /// The option names of the table, which ``value(_:)`` and ``has(_:)`` may ask about.
    var known: Set<String> = []

    /// The value of the option `name`, or `nil` when it was not given.
    /// - Parameter name: an option of the table, `--out`.
    /// - Returns: the value as given.
    func value(_ name: String) -> String? {
      assert(known.contains(name), "\(name) is not in the command's table")
      return values[name]
    }

    /// Whether the flag `name` was given.
    /// - Parameter name: a flag of the table, `--demo`.
    /// - Returns: whether it was given.
    func has(_ name: String) -> Bool {
      assert(known.contains(name), "\(name) is not in the command's table")
      return flags.contains(name)
    }
  }

  /// The command whose table this is.
  var spec: CommandSpec

  /// Every option name the scanner accepts, long and short (`--help` and `-h` included when the
  /// table has ``OptionSpec/help``).
  var acceptedNames: Set<String> { spec.acceptedOptionNames }

  /// Scans `arguments`. Help is looked for in every argument not consumed as a value, so
  /// `build --bogus --help` shows help rather than an error.
  /// - Parameter arguments: the arguments after the command's name.
  /// - Returns: what was given.
  /// - Throws: a usage error for the first mistake, unless help was asked for.
  func scan(_ arguments: [String]) throws(CLIError) -> Scan {
    var scan = Scan(known: acceptedNames)
    var firstError: CLIError?
    func fail(_ message: String) {
      if firstError == nil { firstError = .usage(message, command: spec.name) }
    }
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      // A negative number (`add steps -1`) is an argument, for the command to judge.
      let isNumber = argument.dropFirst().first.map(\.isNumber) ?? false
      guard argument.hasPrefix("-"), argument.count > 1, !isNumber || spec.arguments.isEmpty
      else {
        if spec.arguments.isEmpty {
          fail("unexpected argument \(OptionValue.quoted(argument))")
        } else {
          scan.arguments.append(argument)
        }
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = spec.option(named: name) else {
        let hint = Suggestion.hint(for: name, among: spec.options.map(\.name))
        fail("unknown option \(OptionValue.quoted(name))\(hint)")
        continue
      }
      if option == .help, inlineValue == nil {
        scan.wantsHelp = true
      } else if option.takesValue {
        var value = inlineValue
        if value == nil, index < arguments.count, !arguments[index].hasPrefix("--") {
          value = arguments[index]
          index += 1
        }
        guard let value, !value.isEmpty || option.allowsEmpty else {
          fail("\(name) needs a value")
          continue
        }
        guard scan.values[name] == nil else {
          fail("\(name) was given more than once")
          continue
        }
        scan.values[name] = value
      } else {
        guard inlineValue == nil else {
          fail("\(name) takes no value")
          continue
        }
        guard scan.flags.insert(name).inserted else {
          fail("\(name) was given more than once")
          continue
        }
      }
    }
    if !scan.wantsHelp, let firstError { throw firstError }
    return scan
  }
}
