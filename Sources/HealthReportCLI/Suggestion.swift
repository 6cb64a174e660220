/// "Did you mean …?" for a mistyped command or option: the known names within a small
/// Damerau–Levenshtein distance of what was typed (ignoring case), or else the one known name
/// that begins with it.
enum Suggestion {
  /// The names `typed` is a near miss of; empty when none is near.
  ///
  /// First the names one edit away (ignoring case); else the one name `typed` begins
  /// (`--temp` → `--templates`); else, for six letters or more (leading dashes not counted),
  /// the names two edits away. Ties are all kept, in `candidates` order. Options are only
  /// suggested for options and commands for commands, so `-x` finds nothing.
  /// - Parameters:
  ///   - typed: what the user typed, without any `=value`.
  ///   - candidates: the known names, in the order ties are listed.
  /// - Returns: the near names.
  static func names(near typed: String, among candidates: [String]) -> [String] {
    let text = typed.lowercased()
    let letters = text.drop { $0 == "-" }.count
    guard letters > 0 else { return [] }
    let comparable = candidates.filter { $0.hasPrefix("-") == text.hasPrefix("-") && $0 != typed }
    let scored = comparable.map { (name: $0, distance: distance(text, $0.lowercased())) }
    let best = scored.map(\.distance).min() ?? .max
    if best <= 1 {
      return scored.filter { $0.distance == best }.map(\.name)
    }
    let extensions = comparable.filter { $0.lowercased().hasPrefix(text) }
    if extensions.count == 1 {
      return extensions
    }
    if best == 2, letters >= 6 {
      return scored.filter { $0.distance == best }.map(\.name)
    }
    return []
  }

  /// `; did you mean --week-start?` when a name is near `typed`, else the empty string.
  /// - Parameters:
  ///   - typed: what the user typed, without any `=value`.
  ///   - candidates: the known names.
  /// - Returns: the hint to append to an error message.
  static func hint(for typed: String, among candidates: [String]) -> String {
    let near = names(near: typed, among: candidates)
    guard let last = near.last else { return "" }
    let list = near.count == 1 ? last : near.dropLast().joined(separator: ", ") + " or " + last
    return "; did you mean \(list)?"
  }

  /// The optimal-string-alignment distance (Damerau–Levenshtein with adjacent transpositions):
  /// how many insertions, deletions, substitutions and swaps of neighbours turn `a` into `b`.
  /// - Parameters:
  ///   - a: one text.
  ///   - b: the other text.
  /// - Returns: the distance.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
