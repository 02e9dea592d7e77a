import Foundation
import Testing
import PlaceNames

/// `names export` on the shipped catalogs (the countries, regions and cities: the towns and villages would add minutes
/// to a debug build's runs): every Thai name present once, in ICU's Thai order, ties by id.
@Suite(.needsNamesBinary) struct ExportRealDataTests {
    static let catalogs = ["territories.json", "subdivisions", "cities"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Catalogs/\($0)").path
    }

    /// Every shipped place, read once for the three languages (a debug build reads them in seconds, not instantly).
    static let places: Result<[Place], any Error> = Result {
        try CatalogFiles.find(catalogs).flatMap { try Catalog.read(from: $0).places }
    }

    @Test(arguments: [Language.thai, .japanese, .arabic])
    func shippedCatalogsInCollationOrder(language: Language) throws {
        let catalogs = Self.catalogs
        let places = try Self.places.get()
        let expected = places.compactMap { place in place.names[language].map { (place.id, $0.preferred) } }
        try ManageNamesTool.withScratch { tool in
            let run = try tool.run(["export", "--lang", language.bcp47] + catalogs)
            #expect(run.status == 0)
            #expect(run.stderr == "\(language.rawValue): \(expected.count) names (ICU \(icuVersion) collation); "
                + "\(places.count - expected.count) places without a \(language.rawValue) name left out\n")
            let document = try JSONDocument(bytes: run.stdoutBytes)
            let exported = document.root.members.map { ($0.key, $0.value.string ?? "") }
            #expect(exported.count == expected.count)
            let sortedExpected = expected.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            let sortedExported = exported.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            #expect(sortedExported.map { "\($0.0)=\($0.1)" } == sortedExpected.map { "\($0.0)=\($0.1)" })
            let collator = try Collator(language: language)
            for (a, b) in zip(exported, exported.dropFirst()) {
                let keyA = collator.sortKey(a.1), keyB = collator.sortKey(b.1)
                #expect(keyA < keyB || (keyA == keyB && a.0.utf8.lexicographicallyPrecedes(b.0.utf8)),
                        "\(a) before \(b)")
            }
        }
    }
}
