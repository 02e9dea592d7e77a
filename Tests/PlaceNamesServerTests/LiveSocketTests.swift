import Hummingbird
import HummingbirdTesting
import PlaceNamesServer
import Testing

/// The same server over a real TCP socket on 127.0.0.1.
@Suite struct LiveSocketTests {
    @Test func lookupOverARealSocket() async throws {
        try await withServer(configuration: ServerConfiguration(), .live) { client in
            try await client.execute(uri: "/v1/places/tz:Asia%2FBangkok?lang=zh-TW", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text == #"{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"曼谷","language":"chinese-traditional","fallback":false,"chain":["chinese-traditional","english"]}"#)
                #expect(response.headers[.contentLanguage] == "zh-Hant")
                #expect(response.headers[.server] == "placenames")
            }
            try await client.execute(uri: "/v1/search?q=%zz", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }
}
