import Testing
@testable import PlaceNamesCore

/// A big document parsed in two halves on two threads gives the very tape, and the very errors, of the
/// one-thread parse, whatever sits at the split.
@Suite struct JSONSplitParseTests {
    /// A catalog-like array of `count` place objects, minified or indented with `newline`.
    private func places(_ count: Int, newline: String? = nil) -> String {
        let thai = "กรุงเทพมหานคร"
        let items = (0..<count).map { i in
            let names = #""english":"Place \#(i)","thai":"\#(thai) \#(i)","variants":["P\#(i)","😀 \#(i)"]"#
            let escaped = #""note":"tab\tquote\" \u0e01""#
            return #"{"id":"test:\#(i)","kind":"city","population":\#(i * 7),"names":{\#(names)},\#(escaped)}"#
        }
        guard let newline else { return #"{"format":"placenames-catalog","places":["# + items.joined(separator: ",") + "]}" }
        return "{" + newline + #"  "places": ["# + newline + "    "
            + items.joined(separator: "," + newline + "    ") + newline + "  ]" + newline + "}" + newline
    }

    private func tape(_ document: JSONDocument) -> [[Int]] {
        UnsafeBufferPointer(document.storage.tape).map {
            [Int($0.tag.rawValue), Int($0.flags), Int($0.offset), Int($0.length), Int($0.end)]
        }
    }

    private func parse(_ text: String, threads: Int) -> Result<JSONDocument, JSONSyntaxError> {
        Result { () throws(JSONSyntaxError) in try JSONDocument(bytes: Array(text.utf8), threads: threads) }
    }

    @Test(arguments: [nil, "\n", "\r\n"])
    func twoHalvesGiveTheOneThreadTape(newline: String?) throws {
        let text = places(12_000, newline: newline)
        #expect(text.utf8.count > JSONSplitParse.minimumBytes)
        let one = try JSONDocument(bytes: Array(text.utf8))
        let two = try JSONDocument(bytes: Array(text.utf8), threads: 2)
        #expect(!one.parsedInTwo)
        #expect(two.parsedInTwo)
        #expect(tape(one) == tape(two))
        let places = try #require(two.root["places"])
        #expect(places.count == 12_000)
        #expect(places[11_999]?["names"]?["variants"]?[1]?.string == "😀 11999")
        #expect(places[6_000]?["note"]?.string == "tab\tquote\" \u{0E01}")
    }

    @Test func aSplitCommaInsideAStringIsNotJoined() throws {
        // The middle of the document falls inside one long string holding `},{`: the other thread parses from
        // there, but the first half never meets that comma as punctuation.
        let text = #"[{"a":""# + String(repeating: "x", count: 1_000_000) + #"},{"#
            + String(repeating: "y", count: 600_000) + #""},{"b":1},{"c":2}]"#
        let one = try JSONDocument(bytes: Array(text.utf8))
        let two = try JSONDocument(bytes: Array(text.utf8), threads: 2)
        #expect(!two.parsedInTwo)
        #expect(tape(one) == tape(two))
        #expect(two.root.count == 3)
    }

    @Test func anErrorInTheSecondHalfIsTheOneThreadError() throws {
        var text = places(12_000)
        let cut = text.utf8.count * 3 / 4
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: cut)
        text.insert(contentsOf: "]", at: text.index(after: text.firstIndex(of: ",", after: index)))
        guard case .failure(let one) = parse(text, threads: 1), case .failure(let two) = parse(text, threads: 2)
        else {
            Issue.record("the broken document parsed")
            return
        }
        #expect(one == two)
        #expect(one.location.line == 1)
        #expect(one.location.column > cut / 2)
    }

    @Test func nestingTooDeepAcrossTheHalvesIsTheOneThreadError() throws {
        // Flat objects up to past the middle, then ones 21 deep, all inside 500 arrays: the second half alone is
        // shallow enough, with the arrays around it not.
        let shallow = Array(repeating: #"{"a":1}"#, count: 200_000).joined(separator: ",")
        let deep = Array(repeating: "{\"b\":" + String(repeating: "[", count: 20) + String(repeating: "]", count: 20) + "}",
                         count: 10_000).joined(separator: ",")
        let text = String(repeating: "[", count: 500) + shallow + "," + deep + String(repeating: "]", count: 500)
        guard case .failure(let one) = parse(text, threads: 1), case .failure(let two) = parse(text, threads: 2)
        else {
            Issue.record("a document 521 deep parsed")
            return
        }
        #expect(one == two)
        #expect(one.message == "nesting deeper than \(JSONParser.maximumDepth) levels")
    }

    @Test func smallDocumentsStayOnOneThread() throws {
        let document = try JSONDocument(bytes: Array(places(10).utf8), threads: 2)
        #expect(!document.parsedInTwo)
        #expect(document.root["places"]?.count == 10)
    }
}

private extension String {
    func firstIndex(of character: Character, after index: String.Index) -> String.Index {
        self[index...].firstIndex(of: character)!
    }
}
