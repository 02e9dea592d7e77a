import Hummingbird
import HummingbirdTesting
import PlaceNames
import PlaceNamesServer
import Testing

/// The explorer page at `/` and what it asks of the API: every name of a place in a language's collation order.
/// (The page itself is driven in Chromium by `Scripts/browser-test.py` in CI.)
@Suite struct ExplorerPageTests {
    @Test func thePageLoadsOnlyItsOwnScriptAndStyle() async throws {
        try await withServer { client in
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'; script-src 'self'; ") == true)
            #expect(page.text.contains(#"<script src="/explorer.js" defer></script>"#))
            #expect(page.text.contains(#"<link rel="stylesheet" href="/explorer.css">"#))
            #expect(page.text.contains(#"role="combobox""#) && page.text.contains(#"role="listbox""#))
            #expect(!page.text.contains("http://") && !page.text.contains("https://"))
            for (path, type) in [("/explorer.js", "text/javascript; charset=utf-8"), ("/explorer.css", "text/css; charset=utf-8")] {
                let asset = try await client.execute(uri: path, method: .get)
                #expect(asset.status == .ok, "\(path)")
                #expect(asset.headers[.contentType] == type)
                #expect(asset.headers[.cacheControl] == "no-cache")
                #expect(!asset.text.contains("http://") && !asset.text.contains("https://"), "\(path)")
                let etag = try #require(asset.headers[.eTag])
                let again = try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: etag])
                #expect(again.status == .notModified, "\(path)")
                #expect(again.body.readableBytes == 0)
            }
        }
    }

    /// With `lang`, the names come in that language's collation order too: Thai's CLDR collation puts Thai
    /// script first, then Latin, then kana before Han; equal names by language.
    @Test func namesInThaiCollationOrder() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/tz:Asia%2FBangkok/names?lang=th", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text == #"{"id":"tz:Asia/Bangkok","names":{"chinese-simplified":"曼谷","chinese-traditional":"曼谷","english":"Bangkok","japanese":"バンコク","thai":{"preferred":"กรุงเทพมหานคร","short":["กรุงเทพฯ"]}},"chain":["thai","english"],"collation":"thai","collated":[{"language":"thai","bcp47":"th","name":"กรุงเทพมหานคร","direction":"ltr"},{"language":"english","bcp47":"en","name":"Bangkok","direction":"ltr"},{"language":"japanese","bcp47":"ja","name":"バンコク","direction":"ltr"},{"language":"chinese-simplified","bcp47":"zh-Hans","name":"曼谷","direction":"ltr"},{"language":"chinese-traditional","bcp47":"zh-Hant","name":"曼谷","direction":"ltr"}]}"#)
            }
        }
    }

    /// Arabic collation puts Arabic script first; Arabic and Hebrew names are marked right to left.
    @Test func namesInArabicCollationOrderWithTheirDirection() async throws {
        let cairo = Place(id: "test:cairo", kind: .city, country: "EG",
                          names: [.english: "Cairo", .arabic: "القاهرة", .hebrew: "קהיר", .thai: "ไคโร"])
        try await withServer(CatalogStore(catalog: Catalog(places: [cairo]))) { client in
            try await client.execute(uri: "/v1/places/test:cairo/names?lang=ar-EG,en", method: .get) { response in
                #expect(response.text == #"{"id":"test:cairo","names":{"arabic":"القاهرة","english":"Cairo","hebrew":"קהיר","thai":"ไคโร"},"chain":["arabic","english"],"collation":"arabic","collated":[{"language":"arabic","bcp47":"ar","name":"القاهرة","direction":"rtl"},{"language":"english","bcp47":"en","name":"Cairo","direction":"ltr"},{"language":"hebrew","bcp47":"he","name":"קהיר","direction":"rtl"},{"language":"thai","bcp47":"th","name":"ไคโร","direction":"ltr"}]}"#)
            }
        }
    }

    /// Without `lang` the answer is the catalog's names alone, whatever `Accept-Language` says; a bad `lang` is
    /// the usual 400.
    @Test func onlyLangAsksForTheOrder() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/iso3166-1:RS/names", method: .get,
                                     headers: [.acceptLanguage: "th"]) { response in
                #expect(response.text == #"{"id":"iso3166-1:RS","names":{"english":"Serbia","serbian-cyrillic":"Србија","serbian-latin":"Srbija"}}"#)
            }
            try await client.execute(uri: "/v1/places/iso3166-1:RS/names?lang=thia", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.text == #"{"error":{"code":"unknown_language","message":"unknown language 'thia' — did you mean 'thai'?"}}"#)
            }
        }
    }
}
