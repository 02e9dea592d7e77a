import Hummingbird
import HummingbirdTesting
import Testing

/// Every kind of bad input gets a 4xx with `{"error": {"code", "message"}}`: never a 500, never a crash.
@Suite struct BadInputTests {
    func expectError(_ uri: String, method: HTTPRequest.Method = .get, headers: HTTPFields = [:],
                     body: String? = nil, status: HTTPResponse.Status, json: String) async throws {
        try await withServer { client in
            try await client.execute(uri: uri, method: method, headers: headers,
                                     body: body.map { ByteBuffer(string: $0) }) { response in
                #expect(response.status == status, "\(uri)")
                #expect(response.text == json, "\(uri)")
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            }
        }
    }

    @Test func unknownLanguageSuggestsTheClosest() async throws {
        try await expectError("/v1/places/tz:Asia/Bangkok?lang=thia", status: .badRequest,
                              json: #"{"error":{"code":"unknown_language","message":"unknown language 'thia' — did you mean 'thai'?"}}"#)
        try await expectError("/v1/search?q=x&lang=en,", status: .badRequest,
                              json: #"{"error":{"code":"unknown_language","message":"unknown language '' — use a name like 'thai' or a BCP 47 tag like 'th'"}}"#)
    }

    @Test func aHundredKilobyteQuery() async throws {
        let query = String(repeating: "a", count: 100_000)
        try await expectError("/v1/search?q=" + query, status: .uriTooLong,
                              json: #"{"error":{"code":"uri_too_long","message":"the request target is 100013 bytes; at most 8192 are accepted"}}"#)
    }

    @Test func aQueryLongerThanSearchesGo() async throws {
        let query = String(repeating: "ก", count: 201)
        try await expectError("/v1/search?q=" + query, status: .badRequest,
                              json: #"{"error":{"code":"query_too_long","message":"the query has 201 characters; at most 200 are searched"}}"#)
    }

    @Test(arguments: ["/v1/search?q=%zz", "/v1/search?q=bang%", "/v1/search?q=%E0%B8", "/v1/places?lang=%FF"])
    func invalidPercentEncoding(uri: String) async throws {
        try await expectError(uri, status: .badRequest,
                              json: #"{"error":{"code":"bad_percent_encoding","message":"the query string is not valid percent-encoded UTF-8: escape '%' as %25"}}"#)
    }

    @Test func aBodyThatIsNotJSON() async throws {
        try await expectError("/v1/lookup", method: .post, body: "ids=tz:Asia/Bangkok", status: .badRequest,
                              json: #"{"error":{"code":"bad_json","message":"the body must be a JSON object {\"ids\": [...], \"lang\": \"...\"}: The given data was not valid JSON."}}"#)
        try await expectError("/v1/lookup", method: .post, body: #"{"ids": "tz:Asia/Bangkok"}"#, status: .badRequest,
                              json: #"{"error":{"code":"bad_json","message":"the body must be a JSON object {\"ids\": [...], \"lang\": \"...\"}: ids: Expected to decode Array<Any> but found a string instead."}}"#)
    }

    @Test func moreThanAThousandIds() async throws {
        let ids = (0...1000).map { "\"x:\($0)\"" }.joined(separator: ",")
        try await expectError("/v1/lookup", method: .post, body: #"{"ids":[\#(ids)]}"#, status: .badRequest,
                              json: #"{"error":{"code":"too_many_ids","message":"1001 ids were sent; at most 1000 are looked up in one call"}}"#)
    }

    @Test func aBodyOverTheSizeLimit() async throws {
        let big = #"{"ids":[""# + String(repeating: "x", count: 300_000) + #""]}"#
        try await expectError("/v1/lookup", method: .post, body: big, status: .contentTooLarge,
                              json: #"{"error":{"code":"body_too_large","message":"the request body is over 262144 bytes"}}"#)
    }

    @Test func unknownLanguageInTheLookupBody() async throws {
        try await expectError("/v1/lookup", method: .post, body: #"{"ids":[], "lang": ["klingon"]}"#, status: .badRequest,
                              json: #"{"error":{"code":"unknown_language","message":"unknown language 'klingon' — use a name like 'thai' or a BCP 47 tag like 'th'"}}"#)
    }

    @Test func badLimitsCursorsAndMissingQueries() async throws {
        try await expectError("/v1/search?q=bangkok&limit=0", status: .badRequest,
                              json: #"{"error":{"code":"bad_limit","message":"limit must be a whole number from 1 to 100, not '0'"}}"#)
        try await expectError("/v1/places?limit=many", status: .badRequest,
                              json: #"{"error":{"code":"bad_limit","message":"limit must be a whole number from 1 to 100, not 'many'"}}"#)
        try await expectError("/v1/places?cursor=%21%21", status: .badRequest,
                              json: #"{"error":{"code":"bad_cursor","message":"the cursor is not base64url text of 2 to 4,096 characters, as a listing's next is; start without it"}}"#)
        try await expectError("/v1/search", status: .badRequest,
                              json: #"{"error":{"code":"missing_query","message":"give the text to search for as q=, for example q=bangk"}}"#)
        try await expectError("/v1/search?q=%20%20", status: .badRequest,
                              json: #"{"error":{"code":"missing_query","message":"give the text to search for as q=, for example q=bangk"}}"#)
    }

    @Test func unknownEndpointsAndMethods() async throws {
        try await expectError("/v2/places", status: .notFound,
                              json: #"{"error":{"code":"not_found","message":"no such endpoint: GET /v2/places"}}"#)
        try await expectError("/v1/search/x", method: .delete, status: .notFound,
                              json: #"{"error":{"code":"not_found","message":"no such endpoint: DELETE /v1/search/x"}}"#)
        try await expectError("/v1/search?q=x", method: .delete, status: .methodNotAllowed,
                              json: #"{"error":{"code":"method_not_allowed","message":"DELETE is not allowed on /v1/search; use GET"}}"#)
    }
}
