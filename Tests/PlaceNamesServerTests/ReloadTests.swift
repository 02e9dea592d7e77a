import Foundation
import Hummingbird
import HummingbirdTesting
import PlaceNames
import PlaceNamesServer
import Testing

@Suite struct ReloadTests {
    static let token = "s3cret-token"

    func write(_ catalog: Catalog, to path: String) throws {
        try catalog.write(to: path)
    }

    func name(_ client: any TestClientProtocol, _ id: String) async throws -> String {
        try await client.execute(uri: "/v1/places/\(id)?lang=en", method: .get) { response in
            let json = try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any]
            return json?["name"] as? String ?? "(\(response.status.code))"
        }
    }

    func reload(_ client: any TestClientProtocol, token: String? = ReloadTests.token) async throws -> TestResponse {
        var headers = HTTPFields()
        if let token { headers[.authorization] = "Bearer " + token }
        return try await client.execute(uri: "/v1/admin/reload", method: .post, headers: headers)
    }

    @Test func reloadServesTheNewCatalogAndRefusesABrokenOne() async throws {
        try await withTemporaryFolder { folder in
            let file = folder + "/places.json"
            try write(Catalog(places: [TestCatalog.tak]), to: file)
            let store = try CatalogStore(loader: CatalogLoader(paths: [folder]))
            let configuration = ServerConfiguration(adminToken: Self.token)
            // Over a real socket, so the look-ups are answered on the event loop from remembered answers.
            try await withServer(store, configuration: configuration, .live) { client in
                #expect(try await name(client, "iso3166-2:TH-63") == "Tak")

                let unchanged = try await reload(client)
                #expect(unchanged.status == .ok)
                #expect(unchanged.text == #"{"status":"unchanged","fingerprint":"\#(store.served.fingerprint)"}"#)

                var renamed = TestCatalog.tak
                renamed.names[.english] = "Tak Province"
                try write(Catalog(places: [renamed, TestCatalog.chiangMai]), to: file)
                let reloaded = try await reload(client)
                #expect(reloaded.text == #"{"status":"reloaded","fingerprint":"\#(store.served.fingerprint)","places":2}"#)
                #expect(try await name(client, "iso3166-2:TH-63") == "Tak Province")

                // Not JSON: refused, and the previous catalog keeps serving.
                try Data("{\"format\": \"placenames-catalog\", \"version\": 1, \"places\": [".utf8)
                    .write(to: URL(fileURLWithPath: file))
                let broken = try await reload(client)
                #expect(broken.status == .unprocessableContent)
                #expect(broken.text.hasPrefix(#"{"error":{"code":"catalog_rejected","message":"the catalog was not reloaded; the previous one is still served: "#))
                #expect(try await name(client, "iso3166-2:TH-63") == "Tak Province")

                // A catalog that decodes but fails `names validate` (a name not in NFC): refused.
                var decomposed = TestCatalog.tak
                decomposed.names[.french] = "Tak\u{0301}"
                try write(Catalog(places: [decomposed]), to: file)
                let notNFC = try await reload(client)
                #expect(notNFC.text.contains("error[not-nfc]"))
                #expect(try await name(client, "iso3166-2:TH-63") == "Tak Province")

                // Valid JSON that fails validation (a duplicate id): refused too.
                try write(Catalog(places: [TestCatalog.tak, TestCatalog.tak]), to: file)
                let duplicate = try await reload(client)
                #expect(duplicate.text.contains("error[duplicate-id]"))
                #expect(try await name(client, "iso3166-2:TH-50") == "Chiang Mai")

                try await client.execute(uri: "/metrics", method: .get) { response in
                    let lines = response.text.split(separator: "\n")
                    #expect(lines.contains(#"placenames_catalog_reloads_total{outcome="rejected"} 3"#))
                    #expect(lines.contains(#"placenames_catalog_reloads_total{outcome="reloaded"} 1"#))
                    #expect(lines.contains(#"placenames_catalog_reloads_total{outcome="unchanged"} 1"#))
                }
            }
        }
    }

    @Test func reloadNeedsTheBearerToken() async throws {
        try await withTemporaryFolder { folder in
            try write(Catalog(places: [TestCatalog.tak]), to: folder + "/places.json")
            let store = try CatalogStore(loader: CatalogLoader(paths: [folder]))
            try await withServer(store, configuration: ServerConfiguration(adminToken: Self.token)) { client in
                for token in [nil, "wrong", Self.token + "x"] {
                    let response = try await reload(client, token: token)
                    #expect(response.status == .unauthorized)
                    #expect(response.headers[.wwwAuthenticate] == "Bearer")
                    #expect(response.text == #"{"error":{"code":"unauthorized","message":"send Authorization: Bearer <token>"}}"#)
                }
            }
        }
    }

    @Test func reloadIsOffWithoutAToken() async throws {
        try await withServer(configuration: ServerConfiguration(adminToken: nil)) { client in
            let response = try await reload(client)
            #expect(response.status == .unauthorized)
            #expect(response.text == #"{"error":{"code":"admin_off","message":"the admin endpoints are off: set PLACENAMES_ADMIN_TOKEN"}}"#)
        }
    }

    @Test func aCatalogThatFailsValidationIsNeverServedAtStart() throws {
        let problems = BasicCatalogGate().problems(in: Catalog(places: [
            TestCatalog.tak, Place(id: "x:nameless", kind: .village), TestCatalog.tak,
        ]))
        #expect(problems == ["place 'x:nameless' has no names", "duplicate place id 'iso3166-2:TH-63'"])
        #expect(BasicCatalogGate().problems(in: Catalog()) == ["the catalog has no places"])
    }
}
