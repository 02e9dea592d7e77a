import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
import PlaceNamesServer
import Testing

@Suite struct ServiceEndpointTests {
    @Test func languagesWithCoverage() async throws {
        let catalog = Catalog(places: [TestCatalog.bangkok, TestCatalog.serbia])
        try await withServer(CatalogStore(catalog: catalog)) { client in
            try await client.execute(uri: "/v1/languages", method: .get) { response in
                #expect(response.text == #"{"places":2,"languages":[{"language":"english","bcp47":"en","englishName":"English","nativeName":"English","places":2},{"language":"chinese-simplified","bcp47":"zh-Hans","englishName":"Simplified Chinese","nativeName":"简体中文","places":1},{"language":"chinese-traditional","bcp47":"zh-Hant","englishName":"Traditional Chinese","nativeName":"繁體中文","places":1},{"language":"japanese","bcp47":"ja","englishName":"Japanese","nativeName":"日本語","places":1},{"language":"serbian-cyrillic","bcp47":"sr-Cyrl","englishName":"Serbian (Cyrillic)","nativeName":"српски (ћирилица)","places":1},{"language":"serbian-latin","bcp47":"sr-Latn","englishName":"Serbian (Latin)","nativeName":"srpski (latinica)","places":1},{"language":"thai","bcp47":"th","englishName":"Thai","nativeName":"ไทย","places":1}]}"#)
            }
        }
    }

    @Test func healthAndReadiness() async throws {
        let store = CatalogStore(catalog: TestCatalog.catalog)
        try await withServer(store) { client in
            try await client.execute(uri: "/healthz", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text == #"{"status":"ok"}"#)
                #expect(response.headers[.cacheControl] == "no-store")
            }
            try await client.execute(uri: "/readyz", method: .get) { response in
                #expect(response.text == #"{"status":"ready","fingerprint":"\#(store.served.fingerprint)","places":9}"#)
            }
        }
    }

    @Test func metricsInPrometheusFormatCountRequestsByRoute() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/tz:Asia/Bangkok", method: .get) { _ in }
            try await client.execute(uri: "/v1/places/nowhere:1", method: .get) { _ in }
            try await client.execute(uri: "/metrics", method: .get) { response in
                #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
                let lines = response.text.split(separator: "\n")
                #expect(lines.contains(#"placenames_http_requests_total{route="/v1/places/**",status="200"} 1"#))
                #expect(lines.contains(#"placenames_http_requests_total{route="/v1/places/**",status="404"} 1"#))
                #expect(lines.contains("placenames_catalog_places 9.0"))
                #expect(lines.contains { $0.hasPrefix(#"placenames_http_request_duration_seconds_count{route="/v1/places/**"} 2"#) })
            }
        }
    }

    @Test func etagAndIfNoneMatchGive304() async throws {
        try await withServer { client in
            let etag = try await client.execute(uri: "/v1/places/tz:Asia/Bangkok?lang=th", method: .get) { response in
                try #require(response.headers[.eTag])
            }
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
            try await client.execute(uri: "/v1/places/tz:Asia/Bangkok?lang=th", method: .get,
                                     headers: [.ifNoneMatch: "\"other\", " + etag]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.eTag] == etag)
                #expect(response.headers[.vary] == "Accept-Language, Accept")
                #expect(response.headers[.contentLanguage] == "th")
            }
            try await client.execute(uri: "/v1/places/tz:Asia/Bangkok?lang=th", method: .get,
                                     headers: [.ifNoneMatch: "W/" + etag]) { response in
                #expect(response.status == .notModified)
            }
            // Another language is another representation: another ETag, so the old one does not match.
            try await client.execute(uri: "/v1/places/tz:Asia/Bangkok?lang=ja", method: .get,
                                     headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.eTag] != etag)
            }
        }
    }

    @Test func etagsChangeWithTheCatalog() async throws {
        let one = CatalogStore(catalog: TestCatalog.catalog)
        let two = CatalogStore(catalog: Catalog(places: TestCatalog.catalog.places.dropLast()))
        #expect(one.served.fingerprint != two.served.fingerprint)
        #expect(one.served.fingerprint == CatalogStore(catalog: TestCatalog.catalog).served.fingerprint)
    }
}
