import Testing
@testable import PlaceNamesCore

/// The fast load path gives exactly what the Codable decoder gives: the same names, scalar for scalar, and the
/// same errors, including for valid catalogs written in ways the walk leaves to the decoder.
@Suite struct CatalogLoadingTests {
    private static func catalog(_ places: String, top: String = "") -> String {
        #"{"format": "placenames-catalog", "version": 1, \#(top)"places": [\#(places)]}"#
    }

    /// A catalog, or the message of the error reading it.
    private enum Outcome: Equatable {
        case catalog(Catalog)
        case failure(String)
    }

    /// What the load path gives, and what the decoder alone gives.
    private static func loadAndDecode(_ json: String) throws -> (loaded: Outcome, decoded: Outcome) {
        let document = try JSONDocument(json)
        let loaded: Outcome
        do { loaded = .catalog(try Catalog(jsonBytes: Array(json.utf8), file: "t.json")) } catch {
            loaded = .failure(error.description)
        }
        let decoded: Outcome
        do { decoded = .catalog(try Catalog(decoding: document, file: "t.json")) } catch {
            decoded = .failure(error.description)
        }
        return (loaded, decoded)
    }

    @Test(arguments: [
        // Valid, but written so that only the decoder reads them: escaped keys, keys the model ignores,
        // a field given twice (the decoder takes the first).
        catalog(#"{"id": "a", "kind": "city", "n\u0061mes": {"thai": "ก"}}"#),
        catalog(#"{"id": "a", "kind": "city", "names": {"th\u0061i": "ก"}}"#),
        catalog(#"{"id": "a", "kind": "city", "coordinate": {"latitude": 1, "longitude": 2, "altitude": 3}}"#),
        catalog(#"{"id": "a", "id": "b", "kind": "city"}"#),
        catalog(#"{"id": "a", "kind": "city"}"#, top: #""metadata": {"generatedBy": "x", "note": "y"}, "#),
        catalog(#"{"id": "a", "kind": "city"}"#, top: #""comment": "hand-made", "#),
        catalog(#"{"id": "a", "kind": "city", "names": {"thai": {"preferred": "ก", "preferred": "ข"}}}"#),
        // Broken: each must fail with the decoder's own message and location.
        catalog(#"{"id": "a", "kind": "city", "names": {"english": "A", "english": "B"}}"#),
        catalog(#"{"id": "a", "kind": "city", "codes": {"wikidata": "Q1", "wikidata": "Q2"}}"#),
        catalog(#"{"id": "a", "kind": "city", "coordinate": {"latitude": 1}}"#),
        catalog(#"{"id": "a", "kind": "city", "population": 1.5}"#),
        catalog(#"{"id": "a", "kind": "city"}"#, top: #""metadata": {"sources": [{"licence": "MIT"}]}, "#),
        #"{"format": "placenames-catalog", "places": []}"#,
        #"{"format": "placenames-catalog", "version": 1, "version": 2, "places": []}"#,
    ])
    func loadsExactlyAsTheDecoder(json: String) throws {
        let (loaded, decoded) = try Self.loadAndDecode(json)
        #expect(loaded == decoded)
    }

    @Test func aRepeatedLanguageFailsEvenWhenItsNamesAreNotWanted() throws {
        let json = Self.catalog(#"{"id": "a", "kind": "city", "names": {"thai": "ก", "english": "A", "english": "B"}}"#)
        let document = try JSONDocument(json)
        var decoderError = ""
        do { _ = try Catalog(decoding: document, file: "t.json") } catch { decoderError = error.description }
        var walkError = ""
        do { _ = try CatalogReader.places(in: document, file: "t.json", languages: [.thai]) } catch {
            walkError = error.description
        }
        #expect(decoderError.contains("places[0].names.english: duplicate key 'english'"))
        #expect(walkError == decoderError)
    }

    @Test func namesKeepTheirExactScalars() throws {
        let json = Self.catalog(#"""
            {"id": "a", "kind": "city", "names": {
              "french": "Saint-E\#u{301}tienne", "spanish": "Saint-\u00c9tienne", "thai": "กรุงเทพฯ",
              "english": "Emoji \ud83c\udf0f city", "german": "Mu\u0308nchen \"alt\"", "japanese": "東京"}}
            """#)
        let place = try #require(try Catalog(jsonBytes: Array(json.utf8)).places.first)
        let scalars = place.names.mapValues { $0.preferred.unicodeScalars.map(\.value) }
        #expect(scalars[.french] == Array("Saint-E".unicodeScalars.map(\.value)) + [0x301] + "tienne".unicodeScalars.map(\.value))
        #expect(scalars[.spanish] == Array("Saint-".unicodeScalars.map(\.value)) + [0xC9] + "tienne".unicodeScalars.map(\.value))
        #expect(place.names[.thai]?.preferred.utf8.elementsEqual("กรุงเทพฯ".utf8) == true)
        #expect(scalars[.english] == Array("Emoji ".unicodeScalars.map(\.value)) + [0x1F30F] + " city".unicodeScalars.map(\.value))
        #expect(scalars[.german] == Array("Mu".unicodeScalars.map(\.value)) + [0x308] + "nchen \"alt\"".unicodeScalars.map(\.value))
        #expect(place.names[.japanese]?.preferred.count == 2)
        // The decomposed French name is canonically equal to a composed one, but its bytes stay decomposed.
        #expect(place.names[.french]?.preferred == "Saint-Étienne")
        #expect(place.names[.french]?.preferred.utf8.count == "Saint-Étienne".utf8.count + 1)
    }

    @Test func deepIndentationTabsAndCRLFParseAndLocateErrors() throws {
        let indent = String(repeating: " ", count: 37)
        let good = "{\r\n" + indent + "\"a\": 1,\n\t \t\"b\":\n" + indent + indent + "[true]\n}"
        let document = try JSONDocument(good)
        #expect(document.root["b"]?.location == SourceLocation(line: 4, column: 75))
        let bad = "{\n" + indent + "\"a\": 1,\n" + indent + "  x}"
        #expect(throws: JSONSyntaxError(
            offset: 2 + 37 + 8 + 39, location: SourceLocation(line: 3, column: 40),
            message: "expected a string key after ',', found 'x'")) { try JSONDocument(bad) }
    }
}
