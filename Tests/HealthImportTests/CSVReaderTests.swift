import Testing

@testable import HealthCore
@testable import HealthImport

@Suite struct CSVReaderTests {
  static func rows(_ text: String) -> [CSVRow] { Array(CSVReader(text: text)) }

  @Test func splitsPlainRowsWithOrWithoutFinalNewline() {
    let expected = [
      CSVRow(line: 1, fields: ["a", "b"]), CSVRow(line: 2, fields: ["1", "2"]),
    ]
    #expect(Self.rows("a,b\n1,2\n") == expected)
    #expect(Self.rows("a,b\n1,2") == expected)
    #expect(Self.rows("a,b\r\n1,2\r\n") == expected)
    #expect(Self.rows("a,b\r1,2") == expected)
    #expect(Self.rows("") == [])
  }

  @Test func skipsAByteOrderMark() {
    #expect(Self.rows("\u{FEFF}date,steps\n") == [CSVRow(line: 1, fields: ["date", "steps"])])
    #expect(Self.rows("\u{FEFF}") == [])
  }

  @Test func handlesQuotedFields() {
    #expect(
      Self.rows("\"a,b\",\"say \"\"hi\"\"\",\"\",plain\n") == [
        CSVRow(line: 1, fields: ["a,b", "say \"hi\"", "", "plain"])
      ])
    // A quote inside an unquoted field is literal; text after a closing quote is kept.
    #expect(Self.rows("ab\"c,\"x\"y\n") == [CSVRow(line: 1, fields: ["ab\"c", "xy"])])
  }

  @Test func quotedLineBreaksCountPhysicalLines() {
    let rows = Self.rows("h1,h2\r\n\"two\r\nlines\",x\r\nnext,y\r\n\"a\nb\nc\",z\nlast,w")
    #expect(rows.map(\.line) == [1, 2, 4, 5, 8])
    #expect(rows[1].fields == ["two\r\nlines", "x"])
    #expect(rows[3].fields == ["a\nb\nc", "z"])
    #expect(rows[4].fields == ["last", "w"])
  }

  @Test func blankLinesAndEmptyCells() {
    let rows = Self.rows("a,b\n\n1,\n,\n")
    #expect(rows.map(\.line) == [1, 2, 3, 4])
    #expect(rows[1].isBlank)
    #expect(rows[2].fields == ["1", ""])
    #expect(!rows[2].isBlank)
    #expect(rows[3].isBlank)
  }

  @Test func flagsAnUnterminatedQuote() {
    let rows = Self.rows("a,\"open\n1,2\n")
    #expect(rows.count == 1)
    #expect(rows[0].hasUnterminatedQuote)
    #expect(rows[0].fields == ["a", "open\n1,2\n"])
  }

  @Test func keepsUnicode() {
    #expect(Self.rows("é,\"日本\"\n") == [CSVRow(line: 1, fields: ["é", "日本"])])
  }
}
