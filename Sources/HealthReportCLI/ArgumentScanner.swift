/// Splits a command's arguments into options with values and flags, rejecting unknown,
/// repeated and value-less options. Accepts `--option value` and `--option=value`.
struct ArgumentScanner: Sendable {
  /// The result of a scan.
  struct Scan: Equatable {
    /// Option values by name (`--out` → `site`).
    var values: [String: String] = [:]
    /// The flags given (`--demo`).
    var flags: Set<String> = []
    /// Whether `--help` or `-h` was given anywhere (it wins over any other mistake).
    var wantsHelp = false
  }

  /// The command being scanned, for usage errors.
  var command: String
  /// Options that take a value.
  var valueOptions: Set<String>
  /// Options that take none.
  var flagOptions: Set<String>
  /// Options whose value may be empty.
  var optionsAllowingEmpty: Set<String> = []

  /// Scans `arguments`. Help is looked for in every argument not consumed as a value, so
  /// `build --bogus --help` shows help rather than an error.
  func scan(_ arguments: [String]) throws(CLIError) -> Scan {
    var scan = Scan()
    var firstError: CLIError?
    func fail(_ message: String) {
      if firstError == nil { firstError = .usage(message, command: command) }
    }
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" {
        scan.wantsHelp = true
        continue
      }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        fail("unexpected argument \"\(argument)\"")
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if valueOptions.contains(name) {
        var value = inlineValue
        if value == nil, index < arguments.count, !arguments[index].hasPrefix("--") {
          value = arguments[index]
          index += 1
        }
        guard let value, !value.isEmpty || optionsAllowingEmpty.contains(name) else {
          fail("\(name) needs a value")
          continue
        }
        guard scan.values[name] == nil else {
          fail("\(name) was given more than once")
          continue
        }
        scan.values[name] = value
      } else if flagOptions.contains(name) {
        guard inlineValue == nil else {
          fail("\(name) takes no value")
          continue
        }
        guard scan.flags.insert(name).inserted else {
          fail("\(name) was given more than once")
          continue
        }
      } else {
        fail("unknown option \"\(name)\"")
      }
    }
    if !scan.wantsHelp, let firstError { throw firstError }
    return scan
  }
}
