import Foundation
import Hummingbird
import HummingbirdTesting
@testable import PlaceNamesServer
import Testing

/// `GET /openapi.json` describes the routes the router has, no more and no fewer. (That the answers match the
/// document's schemas is checked against the shipped catalogs by `Scripts/check-openapi.py` in CI.)
@Suite struct OpenAPIDocumentTests {
    /// The document as the repository has it.
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PlaceNamesServer/Explorer/Resources/openapi.json")

    static let documentedMethods = ["get", "put", "post", "delete", "patch"]

    /// Every (path template, method) of the served document.
    static func operations(_ client: some TestClientProtocol) async throws -> [(path: String, method: String)] {
        let response = try await client.execute(uri: "/openapi.json", method: .get)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
        #expect(document["openapi"] as? String == "3.1.0")
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        return paths.flatMap { path, item in
            documentedMethods.filter { item[$0] != nil }.map { (path, $0) }
        }.sorted { ($0.path, $0.method) < ($1.path, $1.method) }
    }

    /// A request path for a template: `{id}` becomes a place of the test catalog.
    static func sample(_ template: String) -> String {
        template.replacingOccurrences(of: "{id}", with: "tz:Asia%2FBangkok")
    }

    @Test func theServedDocumentIsTheRepositorysFile() async throws {
        let file = try Data(contentsOf: Self.file)
        try await withServer { client in
            let response = try await client.execute(uri: "/openapi.json", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            #expect(Data(buffer: response.body) == file)
            let etag = try #require(response.headers[.eTag])
            let again = try await client.execute(uri: "/openapi.json", method: .get, headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
        }
    }

    /// Each documented operation reaches a route: answered neither `405` nor the router's `no such endpoint`.
    @Test func everyDocumentedOperationIsARoute() async throws {
        try await withServer(configuration: ServerConfiguration(adminToken: "secret")) { client in
            let operations = try await Self.operations(client)
            #expect(operations.count == API.routes.count + 1)  // `/v1/places/**` is documented as two paths
            for (template, method) in operations {
                let path = Self.sample(template)
                let route = API.allowedMethods.endpoint(for: path)
                #expect(route?.methods.contains(HTTPRequest.Method(method.uppercased())!) == true,
                        "\(method) \(template) is documented but no route takes it")
                try await client.execute(uri: path, method: HTTPRequest.Method(method.uppercased())!) { response in
                    #expect(response.status != .methodNotAllowed, "\(method) \(template)")
                    #expect(!response.text.contains("no such endpoint"), "\(method) \(template)")
                }
            }
        }
    }

    /// Each route the router registers is documented, with its method.
    @Test func everyRouteIsDocumented() async throws {
        try await withServer { client in
            let operations = try await Self.operations(client)
            for route in API.routes {
                let documented = operations.contains { template, method in
                    method == route.method.rawValue.lowercased()
                        && API.allowedMethods.endpoint(for: Self.sample(template))?.path == route.path
                }
                #expect(documented, "\(route.method) \(route.path) is a route the document does not describe")
            }
        }
    }
}
