import Foundation
import Testing
@testable import PlaceNamesCore

/// The real catalogs shipped in Catalogs/ are canonical: decoding then encoding gives the same bytes.
@Suite struct CanonicalCatalogTests {
    @Test func shippedCatalogsRoundTripByteForByte() throws {
        let folder = PackageRoot.catalogs
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        try #require(!names.isEmpty, "no catalogs in \(folder.path)")
        for name in names.prefix(3) {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let catalog = try LocatingJSONDecoder().decode(Catalog.self, from: bytes)
            #expect(try CanonicalJSONEncoder().encodeBytes(catalog) == bytes, "\(name)")
        }
    }
}
