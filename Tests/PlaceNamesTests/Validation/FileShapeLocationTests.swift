import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// The same catalog minified, with CRLF line ends and with a byte order mark: every finding, and the spot a
/// message points to, at its exact line:column (columns in scalars: Thai, combining marks and emoji are one each).
@Suite struct FileShapeLocationTests {
    static let places: [String] = [
        #"{"id":"a","kind":"city","country":"TH","names":{"thai":"กรุงเทพ","french":"Que\#u{301}bec","english":"😀 Smile"}}"#,
        #"{"id":"a","kind":"city","country":"TH","names":{"english":" Bangkok"}}"#,
    ]
    static let minified = #"{"format":"placenames-catalog","version":1,"places":["#
        + places.joined(separator: ",") + "]}"

    private func lines(_ text: String) -> [String] {
        ValidationFixtures.lines(text, file: "c.json")
    }

    @Test func minifiedOnOneLine() {
        #expect(lines(Self.minified) == [
            "c.json:1:128: error[not-nfc]: the french name \"Que\u{301}bec\" is not in Unicode NFC",
            "c.json:1:166: error[duplicate-id]: duplicate id 'a': another place has it at c.json:1:60",
            "c.json:1:218: warning[whitespace]: the english name \" Bangkok\" has leading whitespace; write \"Bangkok\"",
        ])
    }

    @Test func aByteOrderMarkShiftsNothing() {
        #expect(lines("\u{FEFF}" + Self.minified) == lines(Self.minified))
    }

    @Test func indentedWithCRLF() {
        let text = """
            {
              "format": "placenames-catalog",
              "version": 1,
              "places": [
                {
                  "id": "a",
                  "kind": "city",
                  "country": "TH",
                  "names": {
                    "thai": "กรุงเทพ",
                    "french": "Que\u{301}bec",
                    "english": "😀 Smile"
                  }
                },
                {
                  "id": "a",
                  "kind": "city",
                  "country": "TH",
                  "names": {
                    "english": " Bangkok"
                  }
                }
              ]
            }

            """.replacing("\n", with: "\r\n")
        #expect(lines(text) == [
            "c.json:11:19: error[not-nfc]: the french name \"Que\u{301}bec\" is not in Unicode NFC",
            "c.json:16:13: error[duplicate-id]: duplicate id 'a': another place has it at c.json:6:13",
            "c.json:20:20: warning[whitespace]: the english name \" Bangkok\" has leading whitespace; write \"Bangkok\"",
        ])
    }

    @Test func aProbableDuplicatePointsAtTheEarlierPlaceAcrossAMinifiedFile() {
        let text = #"{"format":"placenames-catalog","version":1,"places":[{"id":"x","kind":"city","country":"TH","names":{"thai":"กรุงเทพ"}},{"id":"y","kind":"city","country":"TH","names":{"thai":"กรุงเทพ"}}]}"#
        let found = lines(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("c.json:1:176: warning[probable-duplicate]: place 'y' may duplicate 'x' (c.json:1:54)") == true)
    }
}
