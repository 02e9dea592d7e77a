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
                #expect(response.text == #"{"id":"tz:Asia/Bangkok","kind":"city","country":"TH","name":"曼谷","language":"chinese-traditional","fallback":false,"label":"曼谷","chain":["chinese-traditional","english"],"population":10539000}"#)
                #expect(response.headers[.contentLanguage] == "zh-Hant")
                #expect(response.headers[.server] == "placenames")
            }
            try await client.execute(uri: "/v1/search?q=%zz", method: .get) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    /// SwiftNIO's parser rejects a request head over 80 KB before any route runs; the client still gets the JSON
    /// error shape, the connection is closed, and the server goes on answering others.
    @Test func aHundredKilobyteTargetOverARealSocket() async throws {
        try await withServer(configuration: ServerConfiguration(), .live) { client in
            let query = String(repeating: "a", count: 100_000)
            try await client.execute(uri: "/v1/search?q=" + query, method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(response.headers[.connection] == "close")
                #expect(response.text == #"{"error":{"code":"request_head_too_large","message":"the request line and headers are larger than the server reads (81920 bytes, 1000 fields); a request target is accepted up to 8192 bytes"}}"#)
            }
            let port = try #require(client.port)
            let next = TestClient(host: "localhost", port: port, configuration: .init(timeout: .seconds(20)))
            next.connect()
            let response = try await next.get("/v1/places/tz:Asia%2FBangkok?lang=th")
            try await next.shutdown()
            #expect(response.status == .ok)
            #expect(String(buffer: try #require(response.body)).hasPrefix(#"{"id":"tz:Asia/Bangkok""#))
        }
    }
}
