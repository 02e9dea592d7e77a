import Foundation
import PlaceNamesCore
import Testing

/// The toolkit on the real data sets in `../shared/data`, read in place; skipped (with the reason) when absent.
@Suite(.needsSharedData("natural-earth/ne_10m_populated_places.json", "thai-admin/provinces.json",
                        "thai-admin/sub_districts.json"))
struct SharedDataCodableTests {
    typealias Code = KeyPatternTests.Code

    /// One Natural Earth feature: its names (the `NAME_XX` family) and coordinate (sibling columns), both
    /// inside `properties`.
    struct Feature: Decodable {
        var name: String
        var names: PatternKeyedValues<Code, String>
        var coordinate: NestedKeyPathTests.Coordinate

        enum CodingKeys: String, CodingKey { case properties }
        enum PropertyKeys: String, CodingKey { case name = "NAME" }

        init(from decoder: any Decoder) throws {
            let properties = try decoder.container(keyedBy: CodingKeys.self).superDecoder(forKey: .properties)
            name = try properties.container(keyedBy: PropertyKeys.self).decode(String.self, forKey: .name)
            names = try properties.container(keyedBy: DynamicCodingKey.self)
                .decodeValues(matching: .word("NAME", separators: "_"), as: String.self, keyedBy: KeyPatternTests.code)
            coordinate = try properties.decodeFlattened(NestedKeyPathTests.Coordinate.self)
        }
    }

    struct FeatureCollection: Decodable {
        @LossyArray var features: [Feature]
    }

    struct Named: Codable, Equatable {
        @DictionaryWrapper var names: [Code: String]
    }

    static func data(_ relative: String) throws -> Data {
        try Data(contentsOf: SharedData.url(relative))
    }

    @Test func naturalEarthNamesAndCoordinates() throws {
        let data = try Self.data("natural-earth/ne_10m_populated_places.json")
        let report = DecodingReport()
        let decoder = JSONDecoder()
        decoder.userInfo[.decodingReport] = report
        let features = try decoder.decode(FeatureCollection.self, from: data).features
        #expect(features.count == 7343)
        #expect(report.isEmpty)
        #expect(features.filter { $0.names.values[.zh] != nil }.count == 6073)
        #expect(features.filter { $0.names.values[.en] != nil }.count == 7075)
        #expect(features.allSatisfy { $0.names.unmapped.isEmpty && $0.names.duplicates.isEmpty })
        let bangkok = try #require(features.first { $0.name == "Bangkok" })
        #expect(bangkok.names.values[.zh] == "曼谷")
        #expect(bangkok.names.values[.ru] == "Бангкок")
        #expect(bangkok.names.values[.pt] == "Banguecoque")
        #expect(bangkok.coordinate == .init(latitude: 13.7499992055, longitude: 100.516644652))

        // Every record's names survive a DictionaryWrapper round trip, byte-stable.
        let named = features.map { Named(names: $0.names.values) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try encoder.encode(named)
        #expect(try JSONDecoder().decode([Named].self, from: written) == named)
        #expect(try encoder.encode(try JSONDecoder().decode([Named].self, from: written)) == written)
    }

    @Test func thaiAdminProvincesAndSubDistricts() throws {
        struct Division: Decodable {
            var id: Int
            var names: PatternKeyedValues<Code, String>
            enum CodingKeys: String, CodingKey { case id }
            init(from decoder: any Decoder) throws {
                id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
                names = try decoder.container(keyedBy: DynamicCodingKey.self)
                    .decodeValues(matching: .prefix("name_"), as: String.self, keyedBy: Code.self)
            }
        }
        let provinces = try Self.data("thai-admin/provinces.json")
        let subDistricts = try Self.data("thai-admin/sub_districts.json")
        let decodedProvinces = try JSONDecoder().decode(LossyArray<Division>.self, from: provinces)
        #expect(decodedProvinces.wrappedValue.count == 77)
        #expect(decodedProvinces.skipped.isEmpty)
        let bangkok = try #require(decodedProvinces.wrappedValue.first { $0.id == 1 })
        #expect(bangkok.names.values == [.th: "กรุงเทพมหานคร", .en: "Bangkok"])
        let chiangMai = try #require(decodedProvinces.wrappedValue.first { $0.id == 38 })
        #expect(chiangMai.names.values == [.th: "เชียงใหม่", .en: "Chiang Mai"])

        let decodedSubDistricts = try JSONDecoder().decode([Division].self, from: subDistricts)
        #expect(decodedSubDistricts.count == 7451)
        #expect(decodedSubDistricts.allSatisfy { $0.names.values.count == 2 && $0.names.unmapped.isEmpty })
        #expect(decodedSubDistricts.first?.names.values[.th] == "พระบรมมหาราชวัง")
    }
}
