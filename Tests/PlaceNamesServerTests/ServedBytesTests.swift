import Foundation
import PlaceNames
@testable import PlaceNamesIndex
@testable import PlaceNamesServer
import Synchronization
import Testing

/// The server validates the very bytes it serves: a deploy that replaces a catalog while a reload runs can never
/// get an unchecked file served. `CatalogLoader.didRead` replaces the file on disk right after the read, where an
/// earlier version read the files a second time to validate them.
@Suite struct ServedBytesTests {
    @Test func aFileReplacedAfterTheReadIsNeverWhatGetsValidatedOrServed() async throws {
        try await withTemporaryFolder { folder in
            let file = folder + "/places.json"
            try Catalog(places: [TestCatalog.tak]).write(to: file)
            // What the deploy writes while the reload runs: a clean catalog with another English name.
            var renamed = TestCatalog.tak
            renamed.names[.english] = "Tak Province"
            let cleanReplacement = try Catalog(places: [renamed]).canonicalJSON()
            let replaceAfterRead = Mutex(false)
            var loader = CatalogLoader(paths: [folder])
            loader.didRead = { _ in
                guard replaceAfterRead.withLock({ $0 }) else { return }
                _ = FileManager.default.createFile(atPath: file, contents: Data(cleanReplacement))
            }
            let store = try CatalogStore(loader: loader)
            let served = store.served.fingerprint

            // The reload reads a catalog with a name not in NFC (an error of `names validate`), and the clean file
            // lands on disk right after. The bytes read are the ones checked: refused, the old catalog stays.
            var decomposed = TestCatalog.tak
            decomposed.names[.french] = "Tak\u{0301}"
            try Catalog(places: [decomposed]).write(to: file)
            replaceAfterRead.withLock { $0 = true }
            let outcome = await store.reload()
            guard case .rejected(let problems) = outcome else {
                Issue.record("the unchecked catalog was accepted: \(outcome)")
                return
            }
            #expect(problems.count == 1)
            #expect(problems.first?.contains("error[not-nfc]: the french name \"Tak\u{0301}\" is not in Unicode NFC") == true)
            #expect(store.served.fingerprint == served)
            #expect(store.served.places.first?.names[.french] == nil)

            // The next reload reads the clean file the deploy left, checks it and serves it.
            replaceAfterRead.withLock { $0 = false }
            guard case .reloaded = await store.reload() else {
                Issue.record("the clean catalog was refused")
                return
            }
            #expect(store.served.places.first?.names[.english]?.preferred == "Tak Province")
        }
    }
}
