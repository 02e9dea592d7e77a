import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct LookupEndpointTests {
    @Test func manyIdsWithUnknownOnesListed() async throws {
        try await withServer { client in
            let body = #"{"ids": ["tz:Asia/Bangkok", "nowhere:1", "iso3166-1:RS"], "lang": "sr-Latn,th"}"#
            try await client.execute(uri: "/v1/lookup", method: .post, body: ByteBuffer(string: body)) { response in
                #expect(response.status == .ok)
                #expect(response.text == #"{"chain":["serbian-latin","thai","english"],"places":[{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"กรุงเทพมหานคร","language":"thai","fallback":true,"label":"กรุงเทพมหานคร","population":10539000},{"id":"iso3166-1:RS","kind":"country","country":"RS","name":"Srbija","language":"serbian-latin","fallback":false,"label":"Srbija"}],"unknown":["nowhere:1"]}"#)
                #expect(response.headers[.contentLanguage] == "sr-Latn")
            }
        }
    }

    @Test func langAsAnArrayOrFromAcceptLanguage() async throws {
        try await withServer { client in
            let array = #"{"ids": ["iso3166-2:CN-BJ"], "lang": ["japanese"]}"#
            try await client.execute(uri: "/v1/lookup", method: .post, body: ByteBuffer(string: array)) { response in
                #expect(response.text == #"{"chain":["japanese","english"],"places":[{"id":"iso3166-2:CN-BJ","kind":"region","country":"CN","name":"北京","language":"japanese","fallback":false,"label":"北京","population":21893095}],"unknown":[]}"#)
            }
            let plain = #"{"ids": ["iso3166-2:CN-BJ"]}"#
            try await client.execute(uri: "/v1/lookup", method: .post, headers: [.acceptLanguage: "zh-TW"],
                                     body: ByteBuffer(string: plain)) { response in
                #expect(response.text == #"{"chain":["chinese-traditional","english"],"places":[{"id":"iso3166-2:CN-BJ","kind":"region","country":"CN","name":"北京","language":"chinese-traditional","fallback":false,"label":"北京","population":21893095}],"unknown":[]}"#)
            }
        }
    }

    @Test func exactlyAThousandIdsAreAccepted() async throws {
        try await withServer { client in
            let ids = (0..<1000).map { "\"missing:\($0)\"" }.joined(separator: ",")
            try await client.execute(uri: "/v1/lookup", method: .post, body: ByteBuffer(string: #"{"ids":[\#(ids)]}"#)) { response in
                #expect(response.status == .ok)
                #expect(response.text.hasPrefix(#"{"chain":["english"],"places":[],"unknown":["missing:0","missing:1","#))
            }
        }
    }
}
