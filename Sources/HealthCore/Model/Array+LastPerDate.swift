extension Array {
  /// The elements sorted by date, ascending and stable, keeping only the last of each date (so
  /// the later of two given for one date counts).
  /// - Parameter date: the date of an element.
  /// - Returns: one element per date, ascending by date.
  func lastPerDate(_ date: (Element) -> LocalDate) -> [Element] {
    let ordered = enumerated().sorted { left, right in
      let leftDate = date(left.element)
      let rightDate = date(right.element)
      return leftDate != rightDate ? leftDate < rightDate : left.offset < right.offset
    }
    var result: [Element] = []
    result.reserveCapacity(ordered.count)
    for (_, element) in ordered {
      if let last = result.last, date(last) == date(element) {
        result[result.count - 1] = element
      } else {
        result.append(element)
      }
    }
    return result
  }
}
