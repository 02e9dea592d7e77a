import Testing
@testable import PlaceNamesCore

/// Every finding's line:column comes from one pass over the file; these pin it on the shapes users bring.
@Suite struct SourceLocationBatchTests {
    /// The offset of the `n`-th (0-based) occurrence of `needle` in `text`'s UTF-8.
    private func offset(of needle: String, in text: String, occurrence n: Int = 0) -> Int {
        let bytes = Array(text.utf8)
        let pattern = Array(needle.utf8)
        var seen = 0
        for start in 0...(bytes.count - pattern.count) where bytes[start..<start + pattern.count].elementsEqual(pattern) {
            if seen == n { return start }
            seen += 1
        }
        fatalError("\(needle) not found")
    }

    private func locations(_ text: String, _ needles: [(String, Int)]) throws -> [String] {
        let document = try JSONDocument(text)
        return document.locations(ofOffsets: needles.map { offset(of: $0.0, in: text, occurrence: $0.1) })
            .map(\.description)
    }

    @Test func oneMinifiedLineCountsScalarsNotBytes() throws {
        // Thai (3 bytes a letter), a combining acute (its own scalar), an astral emoji (4 bytes, one scalar).
        let text = #"{"a":"กรุงเทพ","b":"Que\#u{301}bec","c":"😀","d":"x"}"#
        #expect(try locations(text, [("\"d\"", 0), ("\"a\"", 0), ("\"c\"", 0), ("\"b\"", 0)])
                == ["1:38", "1:2", "1:30", "1:16"])
    }

    @Test func crlfAndLoneCRAndLFAllEndLines() throws {
        let text = "{\r\n  \"a\": 1,\r  \"b\": 2,\n  \"c\": \"é\", \"d\": 3\r\n}"
        #expect(try locations(text, [("\"a\"", 0), ("\"b\"", 0), ("\"c\"", 0), ("\"d\"", 0), ("}", 0)])
                == ["2:3", "3:3", "4:3", "4:13", "5:1"])
    }

    @Test func aByteOrderMarkTakesNoColumn() throws {
        let text = "\u{FEFF}{\"a\": \"x\"}"
        #expect(try locations(text, [("{", 0), ("\"a\"", 0), ("\"x\"", 0)]) == ["1:1", "1:2", "1:7"])
    }

    @Test func batchAgreesWithOneOffLookUpsAtEveryOffset() throws {
        let text = "\u{FEFF}{\"ไทย\": [\"a\u{301}\",\r\n \"𝒳\", \r\"😀😀\"],\n\"k\": null}\r\n"
        let document = try JSONDocument(text)
        let offsets = Array((0...text.utf8.count).reversed()) + [-5, 10_000]
        let batch = document.locations(ofOffsets: offsets)
        for (offset, location) in zip(offsets, batch) where offset >= 3 {
            #expect(location == document.location(ofOffset: offset), "offset \(offset)")
        }
    }

    @Test func repeatedOffsetsAndNoOffsets() throws {
        let document = try JSONDocument("[1,\n2]")
        #expect(document.locations(ofOffsets: []) == [])
        #expect(document.locations(ofOffsets: [4, 1, 4]).map(\.description) == ["2:1", "1:2", "2:1"])
    }

    /// A big file's second half walked on another thread gives the one-thread locations: on one line, and with
    /// LF, CRLF and lone CR, one of them right across the middle.
    @Test(arguments: ["", "\n", "\r\n", "\r"])
    func twoThreadsGiveTheOneThreadLocations(newline: String) {
        let unit = "ก😀é" + newline + "Que\u{301}bec" + (newline.isEmpty ? "" : "x")
        var text = String(repeating: unit, count: (9 << 20) / unit.utf8.count)
        let bytes = Array(text.utf8)
        let middle = bytes.count / 2
        var offsets = [0, 1, middle - 2, middle - 1, middle, middle + 1, middle + 2, bytes.count - 1, bytes.count]
        var random = SplitMix64(seed: 7)
        for _ in 0..<3000 { offsets.append(Int(random.next() % UInt64(bytes.count + 1))) }
        text = ""
        bytes.withUnsafeBufferPointer { buffer in
            let one = SourceLocation.locations(ofOffsets: offsets, in: buffer)
            let two = SourceLocation.locations(ofOffsets: offsets, in: buffer, threads: 2)
            #expect(one == two)
            for (offset, location) in zip(offsets, one).prefix(9) {
                #expect(location == SourceLocation.of(offset: offset, in: buffer), "offset \(offset)")
            }
        }
    }
}
