import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct ListingEndpointTests {
    @Test func sortedByTheLanguagesCollation() async throws {
        try await withServer { client in
            // Thai collation orders by consonant, not by the leading vowel's code point: เชียงใหม่ (ช) before ตาก (ต).
            try await client.execute(uri: "/v1/places?lang=th&country=TH", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text == #"{"chain":["thai","english"],"places":[{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"กรุงเทพมหานคร","language":"thai","fallback":false,"label":"กรุงเทพมหานคร","population":10539000},{"id":"iso3166-2:TH-50","kind":"region","country":"TH","name":"เชียงใหม่","language":"thai","fallback":false,"label":"เชียงใหม่"},{"id":"iso3166-2:TH-63","kind":"region","country":"TH","name":"ตาก","language":"thai","fallback":false,"label":"ตาก"},{"id":"test:ban-na","kind":"village","country":"TH","name":"บ้านนา","language":"thai","fallback":false,"label":"บ้านนา"}],"next":null}"#)
                #expect(response.headers[.contentLanguage] == "th")
            }
        }
    }

    @Test func kindFilter() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places?kind=village&lang=en", method: .get) { response in
                #expect(response.text == #"{"chain":["english"],"places":[{"id":"test:ban-na","kind":"village","country":"TH","name":"บ้านนา","language":"thai","fallback":true,"label":"บ้านนา"},{"id":"test:beijing-village","kind":"village","country":"CN","name":"北京","language":"chinese-simplified","fallback":true,"label":"北京"}],"next":null}"#)
            }
        }
    }

    @Test func cursorPagesCoverEveryPlaceOnceInOrder() async throws {
        try await withServer { client in
            var pages: [[String]] = []
            var cursor: String?
            repeat {
                let uri = "/v1/places?lang=en&limit=2" + (cursor.map { "&cursor=" + $0 } ?? "")
                let json = try await client.execute(uri: uri, method: .get) { response in
                    try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any] ?? [:]
                }
                pages.append((json["places"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
                cursor = json["next"] as? String
            } while cursor != nil && pages.count < 10
            #expect(pages == [
                // Bangkok, Beijing, Chiang Mai, Hong Kong SAR China, Novi Sad, Serbia, Tak, then the places with no
                // English name under their first names: บ้านนา, 北京.
                ["tz:Asia/Bangkok", "iso3166-2:CN-BJ"], ["iso3166-2:TH-50", "iso3166-1:HK"],
                ["test:novi-sad", "iso3166-1:RS"], ["iso3166-2:TH-63", "test:ban-na"], ["test:beijing-village"],
            ])
        }
    }
}
