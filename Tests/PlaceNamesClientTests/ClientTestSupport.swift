import Foundation
import HummingbirdTesting
import PlaceNames
import PlaceNamesClient
import PlaceNamesServer

/// A small catalog with real names for the client tests.
enum ClientTestCatalog {
    static let bangkok = Place(
        id: "tz:Asia/Bangkok", kind: .city, country: "TH",
        coordinate: Coordinate(latitude: 13.75398, longitude: 100.50144), population: 10_539_000,
        names: [.english: "Bangkok", .thai: "กรุงเทพมหานคร", .japanese: "バンコク", .chineseTraditional: "曼谷"])
    static let chiangMai = Place(
        id: "geonames:1153671", kind: .city, country: "TH",
        coordinate: Coordinate(latitude: 18.79038, longitude: 98.98468), population: 127_240,
        timeZone: "Asia/Bangkok", names: [.english: "Chiang Mai", .thai: "เชียงใหม่"])
    /// Named in no language: every reader gets its default name, marked `und`.
    static let phraNakhon = Place(
        id: "geonames:10128831", kind: .city, defaultName: "Phra Nakhon", country: "TH",
        coordinate: Coordinate(latitude: 13.76, longitude: 100.49), population: 51231)

    static let catalog = Catalog(places: [bangkok, chiangMai, phraNakhon])
}

/// Runs `body` with a ``PlaceNamesService`` calling `names serve` on a real socket on 127.0.0.1.
func withService<Value: Sendable>(
    _ body: @Sendable @escaping (PlaceNamesService) async throws -> Value
) async throws -> Value {
    try await withServerURL { url in try await body(PlaceNamesService(serverURL: url)) }
}

/// Runs `body` with the root URL of `names serve` serving the test catalog on a real socket on 127.0.0.1, both on
/// ``ServerThreads``.
func withServerURL<Value: Sendable>(_ body: @Sendable @escaping (URL) async throws -> Value) async throws -> Value {
    let app = PlaceNamesServer.application(
        store: CatalogStore(catalog: ClientTestCatalog.catalog), configuration: ServerConfiguration())
    return try await onServerThreads {
        try await app.test(.live) { client in
            guard let port = client.port else { throw CancellationError() }
            return try await body(URL(string: "http://127.0.0.1:\(port)")!)
        }
    }
}
