import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

@Suite struct NFCFixTests {
    @Test func rewritesOnlyTheNamesThatAreNotNFC() throws {
        // Odd spacing and key order must survive; only the two NFD names change.
        let original = """
            {"format": "placenames-catalog", "version": 1,
              "places": [ {"names": {"french": "Que\u{301}bec",   "english": "Quebec",
                "vietnamese": {"preferred": "Ha\u{300} Nô\u{323}i", "variants": ["Ha\\u0300 No\\u0302\\u0323i"]}},
                "kind": "city", "id": "q", "note": "e\u{301}"} ] }
            """
        let (bytes, changes) = try #require(NFCFix.apply(to: Array(original.utf8)))
        let expected = """
            {"format": "placenames-catalog", "version": 1,
              "places": [ {"names": {"french": "Québec",   "english": "Quebec",
                "vietnamese": {"preferred": "Hà Nội", "variants": ["Hà Nội"]}},
                "kind": "city", "id": "q", "note": "e\u{301}"} ] }
            """
        #expect(String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(expected.utf8))
        #expect(changes.map { "\($0.location) \($0.subject) \($0.after)" } == [
            "2:36 the french name Québec", "3:33 the vietnamese name Hà Nội", "3:58 the vietnamese name Hà Nội",
        ])
        #expect(changes.allSatisfy { $0.place == "q" })
        // The fixed file has no not-nfc finding left.
        let result = CatalogValidator().validate(bytes: bytes, file: "q.json")
        #expect(!result.diagnostics.contains { $0.code == "not-nfc" })
    }

    @Test func rewritesADefaultNameThatIsNotNFC() throws {
        let original = """
            {"format": "placenames-catalog", "version": 1, "places": [
              {"id": "q", "kind": "city", "defaultName": "Que\\u0301bec", "names": {"french": "Que\u{301}bec"}},
              {"id": "m", "kind": "city", "defaultName": "Montre\u{301}al"}
            ]}
            """
        let (bytes, changes) = try #require(NFCFix.apply(to: Array(original.utf8)))
        #expect(changes.map { "\($0.location) \($0.subject) \($0.after) \($0.place ?? "-")" } == [
            "2:46 the default name Québec q", "2:82 the french name Québec q", "3:46 the default name Montréal m",
        ])
        let result = CatalogValidator().validate(bytes: bytes, file: "q.json")
        #expect(result.diagnostics.map(\.description) == [])
    }

    @Test func aFileWithNothingToFixIsReturnedAsIs() throws {
        let text = ValidationFixtures.catalog(ValidationFixtures.place("a", "\"thai\": \"กรุงเทพมหานคร\""))
        let (bytes, changes) = try #require(NFCFix.apply(to: Array(text.utf8)))
        #expect(changes.isEmpty)
        #expect(bytes == Array(text.utf8))
        #expect(NFCFix.apply(to: Array("{".utf8)) == nil)
    }
}
