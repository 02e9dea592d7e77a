import Foundation
import PlaceNames

/// ISO 3166-2 subdivisions from Debian's `iso-codes` (`iso_3166-2.json`): their type and parent, which
/// tell a first-level region from a district.
struct ISOSubdivisionTable {
    struct Subdivision: Decodable, Equatable {
        var code: String
        var name: String
        var type: String
        var parent: String?
    }

    private struct File: Decodable {
        let subdivisions: [Subdivision]
        enum CodingKeys: String, CodingKey { case subdivisions = "3166-2" }
    }

    var subdivisions: [String: Subdivision] = [:]

    init() {}

    /// Reads the table; a missing or unreadable file gives an empty table (every subdivision is then a region).
    init(path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return }
        for subdivision in file.subdivisions { subdivisions[subdivision.code] = subdivision }
    }

    /// A subdivision with a parent subdivision is a district; one without is a region.
    func kind(of code: String) -> PlaceKind {
        subdivisions[code]?.parent == nil ? .region : .district
    }
}
