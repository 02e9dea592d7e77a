import Testing
@testable import PlaceNamesCore

@Suite struct JSONDocumentTests {
    static let bangkok = """
    {
      "id": "iso3166-2:TH-10",
      "population": 8305218,
      "coordinate": {"latitude": 13.75, "longitude": 100.5167},
      "names": {"english": "Bangkok", "thai": "กรุงเทพมหานคร", "english": "Krung Thep"},
      "escaped": "tab\\there \\u0e01\\ud83d\\ude00 \\"q\\"",
      "flags": [true, false, null]
    }
    """

    @Test func readsMembersInDocumentOrderKeepingDuplicates() throws {
        let document = try JSONDocument(Self.bangkok)
        let names = try #require(document.root["names"])
        #expect(names.kind == .object)
        #expect(names.members.map(\.key) == ["english", "thai", "english"])
        #expect(names.members.map { $0.value.string } == ["Bangkok", "กรุงเทพมหานคร", "Krung Thep"])
        #expect(names["english"]?.string == "Bangkok")
        #expect(document.root.members.map(\.key) == ["id", "population", "coordinate", "names", "escaped", "flags"])
    }

    @Test func readsScalars() throws {
        let root = try JSONDocument(Self.bangkok).root
        #expect(root["population"]?.int == 8305218)
        #expect(root["population"]?.int64 == 8305218)
        #expect(root["population"]?.numberText == "8305218")
        #expect(root["coordinate"]?["longitude"]?.double == 100.5167)
        #expect(root["coordinate"]?["longitude"]?.int == nil)
        #expect(root["escaped"]?.string == "tab\there \u{0E01}😀 \"q\"")
        #expect(root["flags"]?.elements.map(\.kind) == [.bool, .bool, .null])
        #expect(root["flags"]?[0]?.bool == true)
        #expect(root["flags"]?[1]?.bool == false)
        #expect(root["flags"]?[2]?.isNull == true)
        #expect(root["flags"]?[3] == nil)
        #expect(root["id"]?.int == nil)
        #expect(root["missing"] == nil)
    }

    @Test func hugeNumbersStayExactText() throws {
        let root = try JSONDocument("[123456789012345678901234567890, 1e400, -0.0, 1E2]").root
        #expect(root[0]?.numberText == "123456789012345678901234567890")
        #expect(root[0]?.int == nil)
        #expect(root[1]?.double == nil)
        #expect(root[2]?.double?.sign == .minus)
        #expect(root[3]?.int == 100)
    }

    @Test func keysCompareExactScalarsNotCanonicalEquivalence() throws {
        let nfc = "Z\u{00FC}rich"
        let nfd = "Zu\u{0308}rich"
        let root = try JSONDocument("{\"\(nfd)\": 1, \"\(nfc)\": 2}").root
        #expect(root[nfc]?.int == 2)
        #expect(root[nfd]?.int == 1)
        #expect(root.members.map { Array($0.key.unicodeScalars) } == [Array(nfd.unicodeScalars), Array(nfc.unicodeScalars)])
        #expect(root.members.first?.keyNode.isString(nfd) == true)
        #expect(root.members.first?.keyNode.isString(nfc) == false)
    }

    @Test func locationsCountScalarsInThaiAndJapaneseLines() throws {
        let text = "{\n  \"thai\": \"กรุงเทพมหานคร\", \"x\": 1,\n\t\"japanese\": \"東京都\", \"y\": [true]\n}"
        let document = try JSONDocument(text)
        #expect(document.location(of: try #require(document.root["x"])) == SourceLocation(line: 2, column: 33))
        #expect(document.location(of: try #require(document.root["y"])) == SourceLocation(line: 3, column: 26))
        #expect(document.root["japanese"]?.location == SourceLocation(line: 3, column: 14))
        #expect(document.root.location == SourceLocation(line: 1, column: 1))
    }

    @Test func syntaxErrorsAfterThaiAndJapaneseTextCountScalars() {
        let thai = "{\n  \"thai\": \"กรุงเทพมหานคร\" \"english\": \"Bangkok\"\n}"
        #expect(throws: JSONSyntaxError(
            offset: 54, location: SourceLocation(line: 2, column: 27),
            message: "expected ',' or '}' after object member, found '\"'")) { try JSONDocument(thai) }
        let japanese = "[\r\n\"東京\",\r\n\"大阪\" x]"
        #expect(throws: JSONSyntaxError(
            offset: 23, location: SourceLocation(line: 3, column: 6),
            message: "expected ',' or ']' after array element, found 'x'")) { try JSONDocument(japanese) }
        let unterminated = "{\"a\": [1,\n \"名前]}"
        #expect(throws: JSONSyntaxError(
            offset: 11, location: SourceLocation(line: 2, column: 2), message: "unterminated string")) {
            try JSONDocument(unterminated)
        }
    }

    @Test func byteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)
        #expect(throws: JSONSyntaxError(
            offset: 6, location: SourceLocation(line: 1, column: 4),
            message: "expected a value after ',', found ']' (remove the trailing comma)")) {
            try JSONDocument(bytes: bytes)
        }
        #expect(try JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)).root.kind == .object)
    }

    @Test func emptyAndTrailingInput() {
        #expect(throws: JSONSyntaxError(offset: 2, location: SourceLocation(line: 2, column: 1),
                                        message: "expected a JSON value, found end of input")) {
            try JSONDocument(" \n")
        }
        #expect(throws: JSONSyntaxError(offset: 3, location: SourceLocation(line: 1, column: 4),
                                        message: "unexpected 'é' (U+00E9) after the JSON value")) {
            try JSONDocument("{} é")
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError(offset: 512, location: SourceLocation(line: 1, column: 513),
                                        message: "nesting deeper than 512 levels")) { try JSONDocument(deep) }
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONDocument(allowed) }
    }
}
