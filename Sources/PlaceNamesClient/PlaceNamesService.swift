import Foundation
import OpenAPIRuntime
import OpenAPIURLSession

/// A `names serve` service, called through the client generated from its OpenAPI document.
///
/// Each method sends one request and returns the decoded answer; an answer the service refuses (`400`, `404`,
/// `413`, `414`) throws ``PlaceNamesServiceError`` with the service's own code and message. For what the
/// conveniences do not cover (listings, a place's every name, `If-None-Match`), call ``client`` directly:
///
/// ```swift
/// let service = PlaceNamesService(serverURL: URL(string: "http://127.0.0.1:8080")!)
/// let bangkok = try await service.place(id: "tz:Asia/Bangkok", languages: ["th", "en"])
/// print(bangkok?.name ?? "")   // กรุงเทพมหานคร
/// ```
public struct PlaceNamesService: Sendable {
    /// The generated client the conveniences call.
    public let client: Client

    /// Calls the service at `serverURL` (its root, without `/v1`) through `transport`.
    ///
    /// - Parameters:
    ///   - serverURL: Where `names serve` listens, `http://127.0.0.1:8080` for instance.
    ///   - transport: How requests are sent: URLSession (Foundation's, or FoundationNetworking's on Linux) by default.
    ///   - middlewares: Run on every request after ``HeaderDecodingMiddleware``, which is always first.
    public init(
        serverURL: URL, transport: any ClientTransport = URLSessionTransport(), middlewares: [any ClientMiddleware] = []
    ) {
        self.client = Client(
            serverURL: serverURL, transport: transport, middlewares: [HeaderDecodingMiddleware()] + middlewares)
    }

    /// Wraps a generated client made elsewhere; give it ``HeaderDecodingMiddleware`` for `Accept-Language` and
    /// `If-None-Match` to reach the service as written.
    public init(client: Client) {
        self.client = client
    }

    /// The name to show for a place, or `nil` when the service knows no place by that id or code.
    ///
    /// - Parameters:
    ///   - id: A place id or any code it carries (`tz:Asia/Bangkok`, `geonames:1609350`, `iso3166-1:TH`).
    ///   - languages: The reader's languages, most wanted first: raw values (`thai`) or BCP 47 tags (`th-TH`).
    ///     Empty leaves the choice to the `Accept-Language` header the transport sends (English without one).
    public func place(id: String, languages: [String] = []) async throws -> Components.Schemas.PlaceName? {
        let output = try await client.getPlace(path: .init(id: id), query: .init(lang: Self.lang(languages)))
        switch output {
        case .ok(let ok): return try ok.body.json
        case .notFound: return nil
        case .badRequest(let refused): throw PlaceNamesServiceError(status: 400, problem: try refused.body.json)
        case .uriTooLong(let refused): throw PlaceNamesServiceError(status: 414, problem: try refused.body.json)
        default: throw PlaceNamesServiceError.unexpected(output)
        }
    }

    /// Places whose names match what a reader typed, best first, each named for the reader.
    ///
    /// - Parameters:
    ///   - text: What was typed: 1 to 200 characters, not all white space.
    ///   - languages: The reader's languages, most wanted first (see ``place(id:languages:)``).
    ///   - limit: How many places at most, 1 to 100 (the service answers 10 without it).
    ///   - kinds: Only places of these kinds (`city`, `region`); empty for every kind.
    ///   - countries: Only places in these countries, ISO 3166-1 alpha-2 codes (`TH`); empty for every country.
    ///   - regions: Only places in these first-level regions, by id (`iso3166-2:TH-50`); empty for every region.
    ///   - box: Only places whose coordinate lies in this box; a `west` greater than `east` crosses the antimeridian.
    ///   - near: Rank places near this position higher among equal matches (never leaving a place out).
    ///   - nearScale: How strongly `near` ranks, 0 (not at all) to 1; the service takes 0.5 without it.
    public func search(
        _ text: String, languages: [String] = [], limit: Int? = nil, kinds: [String] = [], countries: [String] = [],
        regions: [String] = [], box: (west: Double, south: Double, east: Double, north: Double)? = nil,
        near: (latitude: Double, longitude: Double)? = nil, nearScale: Double? = nil
    ) async throws -> Components.Schemas.SearchAnswer {
        let output = try await client.searchPlaces(query: .init(
            q: text, lang: Self.lang(languages), limit: limit, kind: Self.list(kinds), country: Self.list(countries),
            region: Self.list(regions), bbox: box.map { "\($0.west),\($0.south),\($0.east),\($0.north)" },
            near: near.map { "\($0.latitude),\($0.longitude)" }, nearScale: nearScale))
        switch output {
        case .ok(let ok): return try ok.body.json
        case .badRequest(let refused): throw PlaceNamesServiceError(status: 400, problem: try refused.body.json)
        case .uriTooLong(let refused): throw PlaceNamesServiceError(status: 414, problem: try refused.body.json)
        default: throw PlaceNamesServiceError.unexpected(output)
        }
    }

    /// Many places in one request, in the order asked; ids the service does not know come back in `unknown`.
    ///
    /// - Parameters:
    ///   - ids: Place ids or codes, at most 1,000.
    ///   - languages: The reader's languages, most wanted first (see ``place(id:languages:)``).
    public func lookup(ids: [String], languages: [String] = []) async throws -> Components.Schemas.LookupAnswer {
        let request = Components.Schemas.LookupRequest(
            ids: ids, lang: languages.isEmpty ? nil : .case2(languages))
        let output = try await client.lookUpPlaces(body: .json(request))
        switch output {
        case .ok(let ok): return try ok.body.json
        case .badRequest(let refused): throw PlaceNamesServiceError(status: 400, problem: try refused.body.json)
        case .contentTooLarge(let refused): throw PlaceNamesServiceError(status: 413, problem: try refused.body.json)
        case .uriTooLong(let refused): throw PlaceNamesServiceError(status: 414, problem: try refused.body.json)
        default: throw PlaceNamesServiceError.unexpected(output)
        }
    }

    /// The places nearest a position, nearest first, each with its distance in metres.
    ///
    /// - Parameters:
    ///   - latitude: Decimal degrees, WGS 84, -90 to 90.
    ///   - longitude: Decimal degrees, WGS 84, -180 to 180.
    ///   - languages: The reader's languages, most wanted first (see ``place(id:languages:)``).
    ///   - limit: How many places at most, 1 to 100 (the service answers the one nearest without it).
    public func nearest(latitude: Double, longitude: Double, languages: [String] = [], limit: Int? = nil)
        async throws -> Components.Schemas.ReverseAnswer
    {
        let output = try await client.reversePlaces(
            query: .init(lat: latitude, lon: longitude, lang: Self.lang(languages), limit: limit))
        switch output {
        case .ok(let ok): return try ok.body.json
        case .badRequest(let refused): throw PlaceNamesServiceError(status: 400, problem: try refused.body.json)
        case .uriTooLong(let refused): throw PlaceNamesServiceError(status: 414, problem: try refused.body.json)
        default: throw PlaceNamesServiceError.unexpected(output)
        }
    }

    /// The `lang` query value for `languages`: comma-separated, or absent when there are none.
    static func lang(_ languages: [String]) -> String? { list(languages) }

    /// A query value listing `values` separated by commas, or absent when there are none.
    static func list(_ values: [String]) -> String? {
        values.isEmpty ? nil : values.joined(separator: ",")
    }
}
