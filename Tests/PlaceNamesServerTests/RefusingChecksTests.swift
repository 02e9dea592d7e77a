import Foundation
import PlaceNames
import PlaceNamesCore
import PlaceNamesServer
import Testing

/// A catalog is served or refused on the error-level findings of `names validate`; the service runs only the checks
/// that report errors. These are the same findings, in the same order, as a full validation's errors, on catalogs
/// with errors and warnings of every kind the shipped data and hand-written mistakes give.
@Suite struct RefusingChecksTests {
    /// One file with an error of each kind a place can carry, beside warnings (whitespace, a probable duplicate, a
    /// repeated alias, a city named after its country).
    static let broken = """
        {
          "format": "placenames-catalog",
          "version": 1,
          "places": [
            {"id": "city:a", "kind": "city", "country": "TH", "names": {"thai": "Cafe\\u0301", "english": " Bangkok "}},
            {"id": "city:a", "kind": "city", "country": "TH", "names": {"english": "Bangkok"}},
            {"id": "city:b", "kind": "city", "country": "TH", "names": {"english": ""}, "aliases": ["x", "x", ""]},
            {"id": "city:c", "kind": "city", "country": "TH", "names": {"english": "Tak\\u0007", "klingon": "Tak"}},
            {"id": "city:d", "kind": "city", "country": "TH", "names": {"english": "Tak\\u202E"}, "population": "many"},
            {"id": "city:e", "kind": "city", "country": "TH", "names": {"english": "Mae Sot", "english": "Mae Sot"}},
            {"kind": "city", "country": "TH", "names": {"english": "Nowhere"}},
            {"id": "country:TH", "kind": "country", "country": "TH", "names": {"english": "Thailand"}},
            {"id": "city:f", "kind": "city", "country": "TH", "names": {"english": "Thailand"}, "colour": "red"}
          ]
        }

        """

    @Test func theRefusingChecksFindEveryErrorOfAFullValidation() {
        let bytes = Array(Self.broken.utf8)
        let full = CatalogValidator().validate(bytes: bytes, file: "broken.json").diagnostics
        let refusing = CatalogStore.refusingChecks.validate(bytes: bytes, file: "broken.json").diagnostics
        #expect(full.contains { $0.severity == .warning })
        #expect(full.filter { $0.severity == .error }.count >= 5)
        #expect(refusing.map(\.description) == full.filter { $0.severity == .error }.map(\.description))
    }

    @Test func theShippedCatalogsHaveWarningsButNothingThatRefusesThem() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        // The countries, regions and cities: the towns and villages triple a debug build's time here, and the service
        // serving all of Catalogs/ in CI (Scripts/check-web.sh) proves it refuses none of them.
        let files = try CatalogSet.files(under: ["territories.json", "subdivisions", "cities"].map { root + "/Catalogs/" + $0 })
        let full = CatalogValidator().validate(files: files).diagnostics
        let refusing = CatalogStore.refusingChecks.validate(files: files).diagnostics
        #expect(full.contains { $0.severity == .warning })
        #expect(!full.contains { $0.severity == .error })
        #expect(refusing.isEmpty)
    }
}
