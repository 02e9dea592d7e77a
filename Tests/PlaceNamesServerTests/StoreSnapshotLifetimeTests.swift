import Foundation
import PlaceNames
import PlaceNamesCore
@testable import PlaceNamesIndex
@testable import PlaceNamesServer
import Testing

/// `served.places` kept by a caller while the store reloads reads the places it had, though the store has
/// let the old catalog go. The views' own lifetime is `SnapshotLifetimeTests`', which CI also runs under
/// AddressSanitizer (Tests/IndexStandalone); this suite runs in the plain build only, since an ASan build of the
/// service took 13 minutes of CI for it.
@Suite struct StoreSnapshotLifetimeTests {
    @Test func placesKeptAcrossAReloadReadTheSame() async throws {
        try await withTemporaryFolder { folder in
            let path = folder + "/catalog.snapshot"
            try AtomicFile.write(ServedCatalog.snapshotBytes(of: TestCatalog.catalog.places, fingerprint: "first"),
                                 to: path)
            let store = try CatalogStore(snapshotPath: path)
            weak var first = store.served
            let places = store.served.places
            let before = Array(places)
            #expect(before == TestCatalog.catalog.places)

            try AtomicFile.write(ServedCatalog.snapshotBytes(of: [TestCatalog.tak], fingerprint: "second"), to: path)
            guard case .reloaded(_, places: 1) = await store.reload() else { Issue.record("not reloaded"); return }
            #expect(first == nil)
            #expect(Array(places) == before)
            #expect(places.map(\.id) == before.map(\.id))
        }
    }
}
