@testable import PlaceNamesServer
import Testing

/// How `Accept` and `format` choose between JSON and GeoJSON.
@Suite struct AnswerFormatTests {
    @Test(arguments: [
        ([], false),
        (["application/geo+json"], true),
        (["application/json"], false),
        (["application/json, application/geo+json"], false),  // equal weights: JSON, as before GeoJSON existed
        (["application/geo+json, */*;q=0.8"], true),
        (["application/json;q=0.9", "application/geo+json"], true),  // two fields
        (["Application/GEO+JSON ; Q=0.5, text/html"], true),
        (["application/geo+json;q=0"], false),
        (["application/geo+json;q=0.5, application/*"], false),
        (["application/geo+json;q=bad"], false),
    ] as [([String], Bool)])
    func acceptPrefersGeoJSON(accept: [String], expected: Bool) {
        #expect(AnswerFormat.prefersGeoJSON(accept) == expected)
    }

    @Test func formatWinsOverAccept() throws {
        #expect(try AnswerFormat(format: ["json"], accept: ["application/geo+json"]) == .json)
        #expect(try AnswerFormat(format: ["GeoJSON"], accept: []) == .geoJSON)
        #expect(throws: APIError.self) { try AnswerFormat(format: ["csv"], accept: []) }
        #expect(throws: APIError.self) { try AnswerFormat(format: ["json", "json"], accept: []) }
    }
}
