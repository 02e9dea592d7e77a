import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
@testable import PlaceNamesServer
import Testing

/// What schemathesis (`Scripts/check-schemathesis.sh`) found when it first ran against `names serve` (issue 29),
/// kept so it cannot come back: requests the OpenAPI document allowed that the server refused, a body the document
/// forbids that the server took, and the admin endpoint tested while off. Each test pins both sides: what the
/// document admits and what the server answers.
@Suite struct SchemathesisFindingTests {
    static var document: [String: Any] {
        let data = try! Data(contentsOf: OpenAPIDocumentTests.file)
        return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    static func schema(_ name: String) -> [String: Any] {
        ((document["components"] as! [String: Any])["schemas"] as! [String: Any])[name] as! [String: Any]
    }

    static func parameter(_ path: String, _ method: String, _ name: String) -> [String: Any]? {
        let operation = ((document["paths"] as! [String: Any])[path] as! [String: Any])[method] as! [String: Any]
        return (operation["parameters"] as! [[String: Any]]).first { $0["name"] as? String == name }
    }

    /// Whether `pattern` (an ECMA-262 regular expression, as JSON Schema has them) finds a match in `text`.
    static func admits(_ pattern: String, _ text: String) throws -> Bool {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The regions the patterns allow after a tag that has none.
    static let regions: [String] = {
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        return letters.flatMap { first in letters.map { first + $0 } } + (0...999).map { String(format: "%03d", $0) }
    }()

    /// The cases' BCP 47 tags that have no region or variant, so a region may follow them.
    static let extendableTags = Language.allCases.map(\.bcp47).filter { tag in
        guard let parsed = LanguageTag(tag) else { return false }
        return parsed.region == nil && parsed.variants.isEmpty
    }

    /// One language as `Scripts/openapi-language-patterns.py` writes it.
    static var tokenPattern: String {
        let extendable = Set(extendableTags)
        let whole = Set(Language.allCases.map(\.rawValue) + Language.allCases.map(\.bcp47).filter { !extendable.contains($0) })
        return "(?:" + whole.sorted().joined(separator: "|") + "|(?:" + extendable.sorted().joined(separator: "|")
            + ")(?:-(?:[A-Z]{2}|[0-9]{3}))?)"
    }

    // MARK: `lang`: `lang=` and `lang=¯` were schema-valid strings, refused with 400 unknown_language

    @Test func theLanguagePatternsAreTheLanguageCases() {
        #expect(Self.schema("LanguageTag")["pattern"] as? String == "^" + Self.tokenPattern + "$",
                "run python3 Scripts/openapi-language-patterns.py")
        #expect(Self.schema("LanguageList")["pattern"] as? String
                == "^" + Self.tokenPattern + "(?:," + Self.tokenPattern + ")*$",
                "run python3 Scripts/openapi-language-patterns.py")
        let list = ["$ref": "#/components/schemas/LanguageList"]
        let parameters = (Self.document["components"] as! [String: Any])["parameters"] as! [String: [String: Any]]
        #expect(parameters["Lang"]?["schema"] as? [String: String] == list)
        #expect(parameters["CollationLang"]?["schema"] as? [String: String] == list)
    }

    /// Every string the one-language pattern admits names a language: raw values, tags, and each region after a
    /// tag without one (199 tags × 1,676 regions).
    @Test func everyLanguageThePatternAdmitsIsOne() throws {
        var unread: [String] = []
        for language in Language.allCases {
            for text in [language.rawValue, language.bcp47] where (try? Language.parse(text)) == nil { unread.append(text) }
        }
        for tag in Self.extendableTags {
            for region in Self.regions where Language(bcp47: tag + "-" + region) == nil { unread.append(tag + "-" + region) }
        }
        #expect(unread.isEmpty, "the document admits \(unread.prefix(10)) (\(unread.count) in all), which name no language")
        let pattern = try #require(Self.schema("LanguageTag")["pattern"] as? String)
        for sample in ["thai", "th", "th-TH", "zh-Hant-TW", "es-419", "chinese-traditional-hong-kong", "be-tarask"] {
            #expect(try Self.admits(pattern, sample), "\(sample)")
        }
        for refused in ["", "th-", "th,en", "thia", "TH", "th-TH-TH", "be-tarask-BY", "¯"] {
            #expect(try !Self.admits(pattern, refused), "\(refused)")
        }
    }

    /// The requests schemathesis sent, on every operation that takes `lang`: the document now refuses what the
    /// server refuses, and the server takes a list of every language the document admits.
    @Test func emptyOrUnknownLangIsOutsideTheDocumentAndEveryAdmittedListIsTaken() async throws {
        let listPattern = try #require(Self.schema("LanguageList")["pattern"] as? String)
        for refused in ["", "¯", "th,", ",th", "th, en"] {
            #expect(try !Self.admits(listPattern, refused), "'\(refused)'")
        }
        let everyLanguage = Language.allCases.map(\.rawValue).joined(separator: ",")
        let tags = Language.allCases.map(\.bcp47).joined(separator: ",") + ",th-TH,zh-Hant-TW,sr-Latn-ME"
        #expect(try Self.admits(listPattern, everyLanguage))
        #expect(try Self.admits(listPattern, tags))
        try await withServer { client in
            for path in ["/v1/places/tz:Asia%2FBangkok", "/v1/places/tz:Asia%2FBangkok/names", "/v1/places",
                         "/v1/search?q=bangk&"] {
                let separator = path.hasSuffix("&") ? "" : "?"
                for (lang, status) in [("", HTTPResponse.Status.badRequest), ("%C2%AF", .badRequest),
                                       (everyLanguage, .ok), (tags, .ok)] {
                    let response = try await client.execute(uri: path + separator + "lang=" + lang, method: .get)
                    #expect(response.status == status, "\(path) lang=\(lang.prefix(20))")
                }
            }
            let body = #"{"ids": ["iso3166-1:TH", "nowhere:1"], "lang": "\#(tags)"}"#
            let lookup = try await client.execute(uri: "/v1/lookup", method: .post, body: ByteBuffer(string: body))
            #expect(lookup.status == .ok)
        }
    }

    // MARK: POST /v1/lookup with `"lang": null` was answered 200 (Accept-Language decided), though the schema forbids it

    @Test func lookupRefusesNullAndEmptyLang() async throws {
        let lookup = Self.schema("LookupRequest")["properties"] as! [String: [String: Any]]
        let choices = try #require(lookup["lang"]?["oneOf"] as? [[String: Any]])
        #expect(!choices.contains { $0["type"] as? String == "null" })
        #expect(choices.last?["minItems"] as? Int == 1)
        try await withServer { client in
            for (body, json) in [
                (#"{"ids": ["iso3166-1:TH", "nowhere:1"], "lang": null}"#,
                 #"{"error":{"code":"bad_json","message":"the body must be a JSON object {\"ids\": [...], \"lang\": \"...\"}: lang: null is not a language list; give languages (\"th-TH,en\" or [\"thai\", \"english\"]) or leave lang out to use Accept-Language"}}"#),
                (#"{"ids": [], "lang": []}"#,
                 #"{"error":{"code":"unknown_language","message":"lang is an empty array; name at least one language ([\"thai\"]) or leave lang out to use Accept-Language"}}"#),
                (#"{"ids": [], "lang": ["th,en"]}"#,
                 #"{"error":{"code":"unknown_language","message":"unknown language 'th,en' — use a name like 'thai' or a BCP 47 tag like 'th'"}}"#),
            ] {
                let response = try await client.execute(uri: "/v1/lookup", method: .post,
                                                        headers: [.acceptLanguage: "sr-Latn, de;q=0.5"],
                                                        body: ByteBuffer(string: body))
                #expect(response.status == .badRequest, "\(body)")
                #expect(response.text == json, "\(body)")
            }
            let absent = try await client.execute(uri: "/v1/lookup", method: .post, headers: [.acceptLanguage: "sr-Latn"],
                                                  body: ByteBuffer(string: #"{"ids": ["iso3166-1:RS"]}"#))
            #expect(absent.text.hasPrefix(#"{"chain":["serbian-latin","english"]"#))
        }
    }

    // MARK: GET /v1/places with `cursor=` (and later `cursor=000`) was schema-valid, refused with 400 bad_cursor

    /// A cursor in the layout `ListingCursor` reads (and `Scripts/schemathesis_hooks.py` generates).
    static func cursor(key: [UInt8], id: String) -> String {
        Data([UInt8(key.count >> 8), UInt8(key.count & 0xFF)] + key + Array(id.utf8)).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    @Test func everyCursorInTheLayoutIsTakenAndOtherTextIsOutsideTheDocument() async throws {
        let schema = try #require(Self.parameter("/v1/places", "get", "cursor")?["schema"] as? [String: Any])
        #expect(schema["format"] as? String == "listing-cursor")
        let pattern = try #require(schema["pattern"] as? String)
        let keys: [[UInt8]] = [[], [0], [0xFF, 0xFE, 0xFD], Array(repeating: 0xFF, count: 64), Array(0...200)]
        let ids = ["", "x", "tz:Asia/Bangkok", "東京", "\u{0}\u{10FFFF}", String(repeating: "é", count: 40)]
        try await withServer { client in
            for key in keys {
                for id in ids {
                    let cursor = Self.cursor(key: key, id: id)
                    #expect(try Self.admits(pattern, cursor), "\(cursor)")
                    let response = try await client.execute(uri: "/v1/places?limit=2&cursor=" + cursor, method: .get)
                    #expect(response.status == .ok, "\(cursor)")
                }
            }
            // Refused: empty, standard base64's `+`, `/` and padding (outside the pattern, and read by the decoder
            // before), and base64url text in no cursor's layout (inside the pattern: `format` says what it cannot).
            for text in ["", "AAE+Pw", "AAL//w", "AAA=", "000"] {
                let response = try await client.execute(uri: "/v1/places?cursor=" + text, method: .get)
                #expect(response.status == .badRequest, "'\(text)'")
                #expect(response.text.contains("bad_cursor"), "'\(text)'")
            }
            #expect(try !Self.admits(pattern, ""))
            #expect(try !Self.admits(pattern, "AAE+Pw"))
            #expect(try !Self.admits(pattern, "AAA="))
        }
    }

    // MARK: POST /v1/admin/reload without Authorization was 404 (the endpoint was off), where 401 was expected

    /// The check now runs with the endpoint on: without credentials it is 401 with `WWW-Authenticate`; off, it is
    /// 404 whatever is sent. Both are the operation's documented answers.
    @Test func reloadWithoutCredentialsIsUnauthorizedWhenOnAndNotFoundWhenOff() async throws {
        let operation = ((Self.document["paths"] as! [String: Any])["/v1/admin/reload"] as! [String: Any])["post"] as! [String: Any]
        let responses = try #require(operation["responses"] as? [String: [String: Any]])
        #expect((responses["401"]?["headers"] as? [String: Any])?["WWW-Authenticate"] != nil)
        #expect(responses["404"] != nil)
        #expect(operation["security"] as? [[String: [String]]] == [["adminToken": []]])
        try await withServer(configuration: ServerConfiguration(adminToken: "secret")) { client in
            let response = try await client.execute(uri: "/v1/admin/reload", method: .post)
            #expect(response.status == .unauthorized)
            #expect(response.headers[.wwwAuthenticate] == "Bearer")
        }
        try await withServer(configuration: ServerConfiguration(adminToken: nil)) { client in
            let response = try await client.execute(uri: "/v1/admin/reload", method: .post,
                                                    headers: [.authorization: "Bearer secret"])
            #expect(response.status == .notFound)
        }
    }

    // MARK: `q`: the document said 1 to 200 characters, the server counted grapheme clusters and whitespace Characters

    /// Length and "not only white space" are counted in Unicode scalars on both sides, as JSON Schema counts.
    @Test func searchQueryLimitsAreTheDocuments() async throws {
        let schema = try #require(Self.parameter("/v1/search", "get", "q")?["schema"] as? [String: Any])
        let pattern = try #require(schema["pattern"] as? String)
        #expect(schema["maxLength"] as? Int == 200)
        let combining = " \u{301}"  // one Character, whose first scalar is a space
        let decomposed = String(repeating: "e\u{301}", count: 101)  // 101 Characters, 202 scalars
        #expect(try Self.admits(pattern, combining))
        #expect(try !Self.admits(pattern, " \u{3000}\u{85}\t"))
        try await withServer { client in
            let taken = try await client.execute(uri: "/v1/search?q=%20%CC%81", method: .get)
            #expect(taken.status == .ok)
            let blank = try await client.execute(uri: "/v1/search?q=%20%E3%80%80%C2%85%09", method: .get)
            #expect(blank.text == #"{"error":{"code":"missing_query","message":"give the text to search for as q=, for example q=bangk"}}"#)
            let encoded = decomposed.utf8.map { String(format: "%%%02X", $0) }.joined()
            let long = try await client.execute(uri: "/v1/search?q=" + encoded, method: .get)
            #expect(long.text == #"{"error":{"code":"query_too_long","message":"the query has 202 characters; at most 200 are searched"}}"#)
        }
    }
}
