import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
@testable import PlaceNamesServer
import Testing

/// `GET /coverage`: the served catalog's coverage page (`CoverageReport`), made once per catalog when first asked
/// for, with nothing it may fetch or run. (Chromium renders it in `Scripts/browser-test.py`.)
@Suite struct CoveragePageTests {
    static func expected(_ catalog: Catalog, fingerprint: String) -> String {
        CoverageReport(places: catalog.places)
            .html(source: "the catalog this server serves (fingerprint \(fingerprint))", explorer: "/")
    }

    @Test func thePageOfTheServedCatalog() async throws {
        let store = CatalogStore(catalog: TestCatalog.catalog)
        #expect(store.served.coveragePageCache.made == nil, "not made before it is asked for")
        try await withServer(store) { client in
            let page = try await client.execute(uri: "/coverage", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.contentSecurityPolicy] == "default-src 'none'; style-src 'unsafe-inline'; "
                    + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
            #expect(page.headers[.cacheControl] == "no-cache")
            #expect(page.text == Self.expected(TestCatalog.catalog, fingerprint: store.served.fingerprint))
            #expect(page.text.contains(#"<tr id="language-thai"><th scope="row"><span class="english">Thai</span> "#
                                       + #"<span class="native" lang="th" dir="auto">ไทย</span></th>"#))
            #expect(page.text.contains(#"<a href="/">Explorer</a>"#))

            let etag = try #require(page.headers[.eTag])
            let again = try await client.execute(uri: "/coverage", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            let head = try await client.execute(uri: "/coverage", method: .head)
            #expect(head.status == .ok && head.headers[.eTag] == etag)
        }
        #expect(store.served.coveragePageCache.made != nil, "kept for the next request")
    }

    /// A reload serves a new catalog, whose page is made from its own places.
    @Test func aReloadedCatalogHasItsOwnPage() async throws {
        try await withTemporaryFolder { folder in
            let file = folder + "/places.json"
            try Catalog(places: [TestCatalog.tak]).write(to: file)
            let store = try CatalogStore(loader: CatalogLoader(paths: [folder]))
            try await withServer(store, configuration: ServerConfiguration(adminToken: "token")) { client in
                let before = try await client.execute(uri: "/coverage", method: .get)
                #expect(before.text.contains("1 place and 2 names in 2 languages"))

                let bigger = Catalog(places: [TestCatalog.tak, TestCatalog.bangkok, TestCatalog.banNa])
                try bigger.write(to: file)
                let reload = try await client.execute(uri: "/v1/admin/reload", method: .post,
                                                      headers: [.authorization: "Bearer token"])
                #expect(reload.status == .ok)
                let after = try await client.execute(uri: "/coverage", method: .get)
                #expect(after.text == Self.expected(bigger, fingerprint: store.served.fingerprint))
                #expect(after.text.contains("3 places and 8 names in 5 languages"))
                #expect(after.headers[.eTag] != before.headers[.eTag])
            }
        }
    }

    @Test func theExplorerLinksToIt() async throws {
        try await withServer { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.text.contains(#"<a href="/coverage">"#))
        }
    }
}
