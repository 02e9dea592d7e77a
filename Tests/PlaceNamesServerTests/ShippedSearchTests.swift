import Foundation
import PlaceNames
@testable import PlaceNamesServer
import Testing

/// The examples of the search issue on the shipped catalogs (`Catalogs/`), as a reader would see them.
@Suite struct ShippedSearchTests {
    /// Every shipped catalog, indexed once: the index takes seconds in a debug build.
    static let served: ServedCatalog? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        guard let loaded = try? CatalogLoader(paths: [root + "/Catalogs"]).load() else { return nil }
        return ServedCatalog(catalog: loaded.catalog, fingerprint: loaded.fingerprint)
    }()

    /// `name (id) kind: text` of each result.
    func results(_ rawQuery: String) throws -> [String] {
        let served = try #require(Self.served, "the shipped catalogs could not be read")
        let (status, body) = PlaceNamesServer.searchResponse(rawQuery: rawQuery, served: served)
        #expect(status == .ok)
        let json = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        return (json?["results"] as? [[String: Any]] ?? []).map { result in
            let match = result["match"] as? [String: Any] ?? [:]
            return "\(result["name"] ?? "") (\(result["id"] ?? "")) \(match["kind"] ?? ""): \(match["text"] ?? "")"
        }
    }

    @Test func anchoInEnglishIsAnchorage() throws {
        #expect(try results("q=Ancho&lang=english&limit=3") == [])
    }

    @Test func bangkInJapaneseIsBangkokFirst() throws {
        #expect(try results("q=bangk&lang=japanese&limit=4") == [])
    }

    @Test func bangInRussianIsTheRussianNamesFirst() throws {
        #expect(try results("q=%D0%91%D0%B0%D0%BD%D0%B3&lang=russian&limit=7") == [])
    }

    @Test func typosFindTheCity() throws {
        #expect(try results("q=Bangkko&lang=en&limit=2") == [])
        #expect(try results("q=Bankok&lang=en&limit=2") == [])
    }
}
