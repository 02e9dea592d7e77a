import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct PlaceEndpointTests {
    @Test func langParameterInPreferenceOrder() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/tz:Asia%2FBangkok?lang=th-TH,en", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text == #"{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"กรุงเทพมหานคร","language":"thai","fallback":false,"label":"กรุงเทพมหานคร","chain":["thai","english"],"population":10539000}"#)
                #expect(response.headers[.contentLanguage] == "th")
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(response.headers[.vary] == "Accept-Language, Accept")
                #expect(response.headers[.cacheControl] == "public, max-age=300")
            }
        }
    }

    @Test func idsWithSlashesWorkUnencodedToo() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/tz:Asia/Bangkok?lang=japanese", method: .get) { response in
                #expect(response.text == #"{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"バンコク","language":"japanese","fallback":false,"label":"バンコク","chain":["japanese","english"],"population":10539000}"#)
            }
        }
    }

    @Test func acceptLanguageWithQValuesDecidesWithoutLang() async throws {
        try await withServer { client in
            let headers: HTTPFields = [.acceptLanguage: "de;q=0.3, zh-Hant-HK, ja;q=0.8"]
            try await client.execute(uri: "/v1/places/tz:Asia/Bangkok", method: .get, headers: headers) { response in
                #expect(response.text == #"{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"曼谷","language":"chinese-traditional","fallback":true,"label":"曼谷","chain":["chinese-traditional-hong-kong","chinese-traditional","japanese","german","english"],"population":10539000}"#)
                #expect(response.headers[.contentLanguage] == "zh-Hant")
            }
        }
    }

    @Test func langParameterWinsOverAcceptLanguage() async throws {
        try await withServer { client in
            let headers: HTTPFields = [.acceptLanguage: "ja"]
            try await client.execute(uri: "/v1/places/iso3166-1:HK?lang=zh-Hant-HK", method: .get, headers: headers) { response in
                #expect(response.text == #"{"id":"iso3166-1:HK","kind":"country","country":"HK","name":"中國香港特別行政區","language":"chinese-traditional-hong-kong","fallback":false,"label":"中國香港特別行政區","chain":["chinese-traditional-hong-kong","chinese-traditional","english"]}"#)
            }
        }
    }

    @Test func latinSerbianNeverFallsBackToCyrillic() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/test:novi-sad?lang=sr-Latn", method: .get) { response in
                #expect(response.text == #"{"id":"test:novi-sad","kind":"city","country":"RS","name":"Novi Sad","language":"english","fallback":true,"label":"Novi Sad, Srbija","chain":["serbian-latin","english"],"context":{"country":{"id":"iso3166-1:RS","code":"RS","name":"Srbija","language":"serbian-latin","fallback":false}}}"#)
                #expect(response.headers[.contentLanguage] == "en")
            }
            try await client.execute(uri: "/v1/places/iso3166-1:RS?lang=sr-Latn", method: .get) { response in
                #expect(response.text == #"{"id":"iso3166-1:RS","kind":"country","country":"RS","name":"Srbija","language":"serbian-latin","fallback":false,"label":"Srbija","chain":["serbian-latin","english"]}"#)
            }
        }
    }

    @Test func thePlacesFirstNameWhenNoLanguageOfTheChainHasOne() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/test:ban-na?lang=ja", method: .get) { response in
                #expect(response.text == #"{"id":"test:ban-na","kind":"village","country":"TH","name":"บ้านนา","language":"thai","fallback":true,"label":"บ้านนา","chain":["japanese","english"]}"#)
                #expect(response.headers[.contentLanguage] == "th")
            }
        }
    }

    @Test func noLanguageAtAllMeansEnglish() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/iso3166-2:CN-BJ", method: .get) { response in
                #expect(response.text == #"{"id":"iso3166-2:CN-BJ","kind":"region","country":"CN","name":"Beijing","language":"english","fallback":false,"label":"Beijing","chain":["english"],"population":21893095}"#)
            }
        }
    }

    @Test func everyNameKeyedByLanguage() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/tz:Asia%2FBangkok/names", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text == #"{"id":"tz:Asia/Bangkok","names":{"chinese-simplified":"曼谷","chinese-traditional":"曼谷","english":"Bangkok","japanese":"バンコク","thai":{"preferred":"กรุงเทพมหานคร","short":["กรุงเทพฯ"]}}}"#)
                #expect(response.headers[.contentLanguage] == nil)
            }
        }
    }

    @Test func unknownPlaceIs404() async throws {
        try await withServer { client in
            try await client.execute(uri: "/v1/places/tz:Asia/Atlantis", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.text == #"{"error":{"code":"not_found","message":"no place with id 'tz:Asia/Atlantis'"}}"#)
            }
        }
    }
}
