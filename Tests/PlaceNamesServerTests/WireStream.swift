import Foundation
import HTTPTypes
import PlaceNames
import PlaceNamesServer
import Testing

/// The bytes a client sends on one connection, ending with a request that asks the server to close it (unless the
/// server closes for another reason).
struct WireStream: Sendable, CustomTestStringConvertible {
    let name: String
    /// What the router answers, in order: the spec that keeps the comparison from passing on two empty answers.
    let statuses: [Int]
    /// Whether every byte goes in a write of its own.
    var bytewise = false
    /// Whether the client closes its sending side after the stream.
    var halfCloses = false
    /// How long the client waits before it reads, letting the server's answers back up.
    var readDelay = Duration.zero
    /// What both servers serve, when not a store of their own with the test catalog (made on first use).
    var sharedStore: (@Sendable () -> CatalogStore)?
    /// The servers' `idleTimeout`.
    var idleTimeout = Duration.seconds(30)
    /// The stream, given what it may depend on.
    let bytes: @Sendable (Context) -> [UInt8]

    /// What a stream may depend on.
    struct Context {
        /// The `ETag` of `etagRequest`'s answer.
        let etag: String
        /// The places the servers serve.
        let places: [Place]
    }

    var testDescription: String { name }

    /// The same stream with `change` made.
    func with(_ change: (inout WireStream) -> Void) -> WireStream {
        var changed = self
        change(&changed)
        return changed
    }

    init(_ name: String, _ statuses: [Int], _ bytes: @escaping @Sendable (Context) -> String) {
        self.name = name
        self.statuses = statuses
        self.bytes = { Array(bytes($0).utf8) }
    }

    init(_ name: String, _ statuses: [Int], bytes: @escaping @Sendable (Context) -> [UInt8]) {
        self.name = name
        self.statuses = statuses
        self.bytes = bytes
    }

    /// A `GET` of `target` with `fields` (`Name: value` lines).
    static func get(_ target: String, _ fields: String...) -> String {
        "GET \(target) HTTP/1.1\r\n" + fields.map { $0 + "\r\n" }.joined() + "\r\n"
    }

    /// The request every stream ends with: the server answers it, then closes.
    static let close = get("/healthz", "Connection: close")
    /// Sent on a connection of its own first, to learn the `ETag` a stream may send back.
    static let etagRequest = get(bangkokThai, "Connection: close")

    static let bangkokThai = "/v1/places/tz:Asia%2FBangkok?lang=th"
    static let bangkok = "/v1/places/tz:Asia%2FBangkok"
    static let lookup = get(bangkokThai)
    static let search = get("/v1/search?q=Bangkok&lang=th")
    static let listing = get("/v1/places?lang=th&limit=3")
    static let lookupBody = #"{"ids": ["tz:Asia/Bangkok", "iso3166-1:RS"], "lang": "sr-Latn"}"#
    static let postLookup = "POST /v1/lookup HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: "
        + "\(lookupBody.utf8.count)\r\n\r\n" + lookupBody

    /// `EventLoopAnswerTests.requests` as raw requests.
    static let eventLoopRequests: [String] = EventLoopAnswerTests.requests.map { target, fields in
        "GET \(target) HTTP/1.1\r\n" + fields.map { "\($0.name.rawName): \($0.value)\r\n" }.joined() + "\r\n"
    }

    /// The shipped catalog of countries and territories, with up to 200 names a place; built once, as its search
    /// index takes seconds in a debug build.
    static let territories: CatalogStore = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        do {
            return CatalogStore(catalog: try Catalog.read(from: root + "/Catalogs/territories.json"))
        } catch {
            // Stream lists are built before any test runs: the stream serving it fails for want of places.
            return CatalogStore(catalog: Catalog(places: []))
        }
    }()
}
