import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// The alias checks: empty and repeated aliases, aliases not in NFC; a place with aliases but no names is not
/// "no names" (a GeoNames city no source names in a language is still spelled and searchable).
@Suite struct AliasChecksTests {
    @Test func emptyRepeatedAndNonNFCAliasesAreReported() {
        let json = """
            {
              "format": "placenames-catalog",
              "version": 1,
              "places": [
                {"id": "geonames:1", "kind": "city", "country": "DE", "names": {}, "aliases": ["München", " ", "MUC", "München", "Mu\u{308}nchen"]},
                {"id": "geonames:2", "kind": "city", "country": "DE", "names": {}},
                {"id": "geonames:3", "kind": "city", "country": "DE", "names": {}, "aliases": [""]}
              ]
            }

            """
        let result = ValidationFixtures.result(json, file: "aliases.json")
        #expect(result.diagnostics.map(\.description) == [
            "aliases.json:5:95: error[empty-alias]: an alias is empty or only white space",
            "aliases.json:5:107: warning[repeated-alias]: the alias \"München\" appears twice",
            "aliases.json:5:118: error[not-nfc]: the alias \"München\" is not in NFC",
            "aliases.json:6:68: warning[no-names]: the place has no names",
            "aliases.json:7:68: warning[no-names]: the place has no names",
            "aliases.json:7:84: error[empty-alias]: an alias is empty or only white space",
        ])
    }
}
