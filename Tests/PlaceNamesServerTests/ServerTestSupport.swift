import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
@testable import PlaceNamesServer

/// Runs `body` against the server serving `store`, in-process (no socket) unless `.live` is asked for; both on
/// ``ServerThreads``.
func withServer<Value: Sendable>(
    _ store: CatalogStore = CatalogStore(catalog: TestCatalog.catalog),
    configuration: ServerConfiguration = ServerConfiguration(),
    _ framework: TestingSetup = .router,
    _ body: @Sendable @escaping (any TestClientProtocol) async throws -> Value
) async throws -> Value {
    let app = PlaceNamesServer.application(store: store, configuration: configuration)
    return try await onServerThreads { try await app.test(framework) { client in try await body(client) } }
}

extension TestResponse {
    /// The body as UTF-8 text.
    var text: String { String(buffer: body) }
}

/// A folder of its own for a test's catalog files, removed afterwards.
func withTemporaryFolder<Value>(_ body: (String) async throws -> Value) async throws -> Value {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placenames-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder.path)
}
