import Foundation

/// Inputs made in Swift for the input-handling tests (no shared generator needed).
enum SyntheticInputs {
  /// An Apple Health `export.xml` with `days` days from 2024-01-01, each with `perDay` step
  /// records from two sources and one weigh-in: about 230 bytes a record.
  static func exportXML(days: Int, perDay: Int = 10) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE HealthData [
      <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation)*)>
      ]>
      <HealthData locale="en_US">
       <ExportDate value="2024-12-31 09:00:00 -0800"/>

      """
    for day in 0..<days {
      let date = dayString(day)
      for index in 0..<perDay {
        let source = index % 2 == 0 ? "Jane’s iPhone" : "Jane’s Apple Watch"
        let minute = String(format: "%02d", index % 60)
        text +=
          " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"\(source)\""
          + " unit=\"count\" creationDate=\"\(date) 10:\(minute):00 -0800\""
          + " startDate=\"\(date) 10:\(minute):00 -0800\" endDate=\"\(date) 10:\(minute):30 -0800\""
          + " value=\"\(100 + (day * 7 + index * 13) % 400)\"/>\n"
      }
      text +=
        " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Health\" unit=\"kg\""
        + " startDate=\"\(date) 07:00:00 -0800\" endDate=\"\(date) 07:00:00 -0800\""
        + " value=\"\(70 + day % 10).5\"/>\n"
    }
    return text + "</HealthData>\n"
  }

  /// A wide CSV log with `days` rows from 2024-01-01.
  static func csv(days: Int) -> String {
    var text = "date,steps,weight\n"
    for day in 0..<days {
      text += "\(dayString(day)),\(1000 + day * 37 % 9000),\(150 + day % 20).5\n"
    }
    return text
  }

  /// Writes `folder/name`, a deflated zip holding `text` as `apple_health_export/export.xml`
  /// (with Python's `zipfile`, reading the text from a file).
  static func writeExportZip(_ text: String, named name: String, in folder: URL) throws {
    let source = folder.appendingPathComponent(".zip-source-\(UUID().uuidString).xml")
    try Data(text.utf8).write(to: source)
    defer { try? FileManager.default.removeItem(at: source) }
    let script =
      "import sys, zipfile\n"
      + "with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:\n"
      + "    z.write(sys.argv[2], 'apple_health_export/export.xml')\n"
    try GeneratedExports.python([
      "-c", script, folder.appendingPathComponent(name).path, source.path,
    ])
  }

  /// `YYYY-MM-DD` of day `index` after 2024-01-01 (cycling through the year's first 336
  /// days).
  static func dayString(_ index: Int) -> String {
    let day = index % 336
    return String(format: "2024-%02d-%02d", 1 + day / 28, 1 + day % 28)
  }
}
