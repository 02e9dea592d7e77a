import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
@testable import PlaceNamesServer
import Testing

/// What schemathesis (`Scripts/check-schemathesis.sh`) found when it first ran against `names serve` (issue 29),
/// kept so it cannot come back: requests the OpenAPI document allowed that the server refused, a body the document
/// forbids that the server took, and the admin endpoint tested while off (404, now 401 as its security scheme says). Each test pins both sides: what the
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

    // MARK: GET /v1/places with `cursor=`, `cursor=000`, and on another seed base64url text in no cursor's layout,
    // were schema-valid and refused with 400 bad_cursor

    /// Whether the document's cursor schema admits `text`: its pattern and its lengths.
    static func documentAdmitsCursor(_ text: String) throws -> Bool {
        let schema = try #require(parameter("/v1/places", "get", "cursor")?["schema"] as? [String: Any])
        let length = text.unicodeScalars.count
        return try admits(try #require(schema["pattern"] as? String), text)
            && length >= (schema["minLength"] as? Int ?? 0) && length <= (schema["maxLength"] as? Int ?? .max)
    }

    /// Base64url text of a cursor's bytes, as `ListingCursor.text` writes it.
    static func base64url(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static let base64urlAlphabet = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// Texts of every length from 0 to 13 and a few near the limit, drawn from the base64url alphabet and, in some,
    /// a character outside it: what schemathesis' coverage and fuzzing phases send.
    static let cursorTexts: [String] = {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let outside = Array("+/=.~ é")
        var texts: [String] = []
        for length in Array(0...13) + [4095, 4096, 4097] {
            for round in 0..<6 {
                var characters = (0..<length).map { alphabet[($0 * 7 + length * 13 + round * 29) % 64] }
                if round == 5, length > 0 { characters[length / 2] = outside[length % outside.count] }
                texts.append(String(characters))
            }
        }
        return texts
    }()

    @Test func theDocumentAdmitsACursorExactlyWhenTheServerTakesIt() async throws {
        let schema = try #require(Self.parameter("/v1/places", "get", "cursor")?["schema"] as? [String: Any])
        #expect(schema["format"] == nil, "a format schemathesis cannot generate would hide the grammar")
        try await withServer { client in
            var taken = 0
            for text in Self.cursorTexts {
                let query = text.addingPercentEncoding(withAllowedCharacters: Self.base64urlAlphabet) ?? text
                let response = try await client.execute(uri: "/v1/places?limit=2&cursor=" + query, method: .get)
                let admitted = try Self.documentAdmitsCursor(text)
                #expect(response.status == (admitted ? .ok : .badRequest), "'\(text)'")
                if !admitted { #expect(response.text.contains("bad_cursor"), "'\(text)'") }
                if admitted { taken += 1 }
            }
            // Lengths 0, 1, 5, 9, 13 and 4097 are outside, and one text in six has a character outside the alphabet.
            #expect(taken == 11 * 5)
        }
    }

    @Test func aCursorNoListingGaveOutIsAPosition() async throws {
        try await withServer { client in
            let all = try await client.execute(uri: "/v1/places?lang=en&limit=100", method: .get)
            let ids = try #require(try JSONSerialization.jsonObject(with: Data(all.text.utf8)) as? [String: Any])["places"]
                as? [[String: Any]]
            // The smallest key with no id is before every place; the largest key after them all.
            let first = Self.base64url([0, 0])
            let start = try await client.execute(uri: "/v1/places?lang=en&limit=100&cursor=" + first, method: .get)
            #expect(start.text == all.text)
            let end = Self.base64url([0, 64] + Array(repeating: 0xFF, count: 64))
            let after = try await client.execute(uri: "/v1/places?lang=en&cursor=" + end, method: .get)
            #expect(after.text == #"{"chain":["english"],"places":[],"next":null}"#)
            // A key shorter than its length field says, and an id that is not UTF-8, still read.
            for bytes: [UInt8] in [[0xFF, 0xFF, 0x01], [0, 1, 0x30, 0xC3, 0x28], [0x7A]] {
                let response = try await client.execute(uri: "/v1/places?lang=en&cursor=" + Self.base64url(bytes),
                                                        method: .get)
                #expect(response.status == .ok, "\(bytes)")
            }
            #expect(ids?.isEmpty == false)
        }
    }

    // MARK: POST /v1/admin/reload without Authorization was 404 (the endpoint was off), where 401 was expected

    /// On, without credentials it is 401 with `WWW-Authenticate`; off, it is 401 too, with or without them (no
    /// credentials can be right), so the document's security scheme holds either way and 404 is not documented.
    @Test func reloadIsUnauthorizedWithoutTheTokenWhetherOnOrOff() async throws {
        let operation = ((Self.document["paths"] as! [String: Any])["/v1/admin/reload"] as! [String: Any])["post"] as! [String: Any]
        let responses = try #require(operation["responses"] as? [String: [String: Any]])
        #expect((responses["401"]?["headers"] as? [String: Any])?["WWW-Authenticate"] != nil)
        #expect(responses["404"] == nil)
        #expect(operation["security"] as? [[String: [String]]] == [["adminToken": []]])
        try await withServer(configuration: ServerConfiguration(adminToken: "secret")) { client in
            let response = try await client.execute(uri: "/v1/admin/reload", method: .post)
            #expect(response.status == .unauthorized)
            #expect(response.headers[.wwwAuthenticate] == "Bearer")
            #expect(response.text == #"{"error":{"code":"unauthorized","message":"send Authorization: Bearer <token>"}}"#)
        }
        try await withServer(configuration: ServerConfiguration(adminToken: nil)) { client in
            for headers: HTTPFields in [[:], [.authorization: "Bearer secret"]] {
                let response = try await client.execute(uri: "/v1/admin/reload", method: .post, headers: headers)
                #expect(response.status == .unauthorized)
                #expect(response.headers[.wwwAuthenticate] == "Bearer")
                #expect(response.text == #"{"error":{"code":"admin_off","message":"the admin endpoints are off: set PLACENAMES_ADMIN_TOKEN"}}"#)
            }
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
