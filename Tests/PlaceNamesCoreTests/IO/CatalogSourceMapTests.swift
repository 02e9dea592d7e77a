import Testing
@testable import PlaceNamesCore

/// The map points at each value's first byte, takes the first of a repeated key as the document does, and maps
/// what it can of a document that is not a catalog (none of which may trap).
@Suite struct CatalogSourceMapTests {
    /// The offset of the first occurrence of `needle` in `text`.
    static func offset(of needle: String, in text: String) -> Int {
        let bytes = Array(text.utf8), pattern = Array(needle.utf8)
        return (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<($0 + pattern.count)]) == pattern }!
    }

    @Test func pointsAtEachValue() throws {
        let text = #"""
            {"format": "placenames-catalog", "version": 1, "places": [
              {"id": "a", "kind": "city", "coordinate": {"latitude": 1, "longitude": 2}, "population": 5,
               "codes": {"wikidata": "Q1", "iata": "BKK"},
               "names": {"thai": {"short": ["ก"], "preferred": "กรุงเทพ"}, "english": "Bangkok",
                         "lao": {"short": ["ລ"]}}},
              {"id": "b", "kind": "town", "n\u0061mes": {"english": "B"}}
            ]}
            """#
        let map = CatalogSourceMap(document: try JSONDocument(text))
        func at(_ needle: String) -> Int { Self.offset(of: needle, in: text) }
        #expect(map.placeCount == 2)
        #expect(map.offset(ofPlace: 0) == at(#"{"id": "a""#))
        #expect(map.offset(ofPlace: 1) == at(#"{"id": "b""#))
        #expect(map.offset(ofPlace: 2) == nil)
        #expect(map.offset(of: .field(.kind), inPlace: 0) == at(#""city""#))
        #expect(map.offset(of: .field(.coordinate), inPlace: 0) == at(#"{"latitude""#))
        #expect(map.offset(of: .field(.population), inPlace: 0) == at("5,"))
        #expect(map.offset(of: .field(.country), inPlace: 0) == nil)
        #expect(map.offsets(of: [.code(CodeSystem(rawValue: "iata")), .code(CodeSystem(rawValue: "wikidata")),
                                 .code(CodeSystem(rawValue: "geonames"))], inPlace: 0)
                == [at(#""BKK""#), at(#""Q1""#), nil])
        #expect(map.offset(of: .name(.thai), inPlace: 0) == at(#""กรุงเทพ""#))
        #expect(map.offset(of: .name(.english), inPlace: 0) == at(#""Bangkok""#))
        // A name object without "preferred": the object itself.
        #expect(map.offset(of: .name(.lao), inPlace: 0) == at(#"{"short": ["ລ"]}"#))
        #expect(map.offset(of: .name(.english), inPlace: 1) == at(#""B""#))
        #expect(map.offset(of: .name(.thai), inPlace: 1) == nil)
    }

    /// An export of some languages maps only their names (the only ones its merge can find in conflict), keys
    /// written with escapes included; fields and codes are mapped as always.
    @Test func mapsOnlyTheLanguagesAsked() throws {
        let text = #"""
            {"places": [{"id": "a", "codes": {"iata": "BKK"},
                         "names": {"th\u0061i": "กรุงเทพ", "english": "Bangkok", "l\u0061o": "ບາງກອກ", "german": "B"}}]}
            """#
        let map = CatalogSourceMap(document: try JSONDocument(text), languages: [.thai, .english])
        func at(_ needle: String) -> Int { Self.offset(of: needle, in: text) }
        #expect(map.offsets(of: [.name(.thai), .name(.english), .name(.lao), .name(.german)], inPlace: 0)
                == [at(#""กรุงเทพ""#), at(#""Bangkok""#), nil, nil])
        #expect(map.offset(of: .field(.names), inPlace: 0) == at(#"{"th"#))
        #expect(map.offset(of: .code(CodeSystem(rawValue: "iata")), inPlace: 0) == at(#""BKK""#))
    }

    @Test func takesTheFirstOfARepeatedKey() throws {
        let text = #"{"places": [{"kind": "city", "kind": "town", "names": {"thai": "ก", "thai": "ข"}}]}"#
        let map = CatalogSourceMap(document: try JSONDocument(text))
        #expect(map.offset(of: .field(.kind), inPlace: 0) == Self.offset(of: #""city""#, in: text))
        #expect(map.offset(of: .name(.thai), inPlace: 0) == Self.offset(of: #""ก""#, in: text))
    }

    @Test(arguments: [
        ("[1, 2]", 0), (#"{"format": "placenames-catalog"}"#, 0), (#"{"places": {"id": "a"}}"#, 0),
        (#"{"places": [1, "a", null, {"names": [1], "codes": "x"}]}"#, 4), ("\"places\"", 0),
    ])
    func mapsWhatItCanOfOtherDocuments(text: String, places: Int) throws {
        let map = CatalogSourceMap(document: try JSONDocument(text))
        #expect(map.placeCount == places)
        #expect(map.offset(of: .name(.thai), inPlace: 0) == nil)
        #expect(map.offset(of: .field(.kind), inPlace: places) == nil)
    }
}
