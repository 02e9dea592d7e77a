import Foundation
import Testing
import PlaceNamesCore

@Suite struct LocalizedNameTests {
    private func decode(_ json: String) throws -> LocalizedName {
        try JSONDecoder().decode(LocalizedName.self, from: Data(json.utf8))
    }

    private func encode(_ name: LocalizedName) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(name), as: UTF8.self)
    }

    @Test func plainStringIsThePreferredName() throws {
        let name = try decode(#""กรุงเทพมหานคร""#)
        #expect(name == LocalizedName("กรุงเทพมหานคร"))
        #expect(name.isPlain)
        #expect(try encode(name) == #""กรุงเทพมหานคร""#)
    }

    @Test func objectKeepsEveryKind() throws {
        let name = try decode("""
            {"preferred": "กรุงเทพมหานคร", "short": ["กรุงเทพฯ"], "variants": ["กรุงเทพ"],
             "colloquial": ["บางกอก"], "historic": ["ธนบุรี"]}
            """)
        #expect(name.preferred == "กรุงเทพมหานคร")
        #expect(name.short == ["กรุงเทพฯ"])
        #expect(name.variants == ["กรุงเทพ"])
        #expect(name.colloquial == ["บางกอก"])
        #expect(name.historic == ["ธนบุรี"])
        #expect(name.forms.map(\.kind) == [.preferred, .short, .variant, .colloquial, .historic])
        #expect(name.formCount == 5 && LocalizedName("Tak").formCount == 1)
        #expect(try encode(name) == #"{"colloquial":["บางกอก"],"historic":["ธนบุรี"],"preferred":"กรุงเทพมหานคร","short":["กรุงเทพฯ"],"variants":["กรุงเทพ"]}"#)
    }

    @Test func objectWithOnlyPreferredIsWrittenBackAsAString() throws {
        #expect(try encode(try decode(#"{"preferred": "Bangkok"}"#)) == #""Bangkok""#)
    }

    @Test func unknownFieldIsRefusedNotDropped() {
        #expect {
            _ = try decode(#"{"preferred": "Bangkok", "histroic": ["Krung Thep"]}"#)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["histroic"]
                && context.debugDescription == "unknown name field 'histroic' — did you mean 'historic'?"
        }
    }

    @Test func objectWithoutPreferredIsAnError() {
        #expect(throws: DecodingError.self) { _ = try decode(#"{"short": ["BKK"]}"#) }
    }

    @Test func numberIsNotAName() {
        #expect {
            _ = try decode("42")
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.debugDescription == #"expected a name: a string or an object with "preferred""#
        }
    }
}
