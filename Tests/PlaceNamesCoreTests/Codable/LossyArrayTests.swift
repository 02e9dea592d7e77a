import Foundation
import PlaceNamesCore
import Testing

@Suite struct LossyArrayTests {
    struct Province: Codable, Equatable {
        var id: Int
        var nameTh: String
        var nameEn: String
        enum CodingKeys: String, CodingKey {
            case id
            case nameTh = "name_th"
            case nameEn = "name_en"
        }
    }

    struct ProvinceFile: Codable, Equatable {
        @LossyArray var provinces: [Province]
    }

    static let json = #"""
        {"provinces":[
          {"id":1,"name_th":"กรุงเทพมหานคร","name_en":"Bangkok"},
          {"id":"2","name_th":"สมุทรปราการ","name_en":"Samut Prakan"},
          {"id":3,"name_th":"นนทบุรี"},
          {"id":4,"name_th":"ปทุมธานี","name_en":null},
          17,
          {"id":38,"name_th":"เชียงใหม่","name_en":"Chiang Mai"}
        ]}
        """#

    static let expectedSkipped = [
        "provinces[1]: Expected to decode Int but found a string instead. (at provinces[1].id)",
        "provinces[2]: missing key 'name_en'",
        "provinces[3]: Cannot get value of type String -- found null value instead (at provinces[3].name_en)",
        "provinces[4]: Expected to decode Dictionary<String, Any> but found number instead.",
    ]

    @Test func skipsInvalidElementsAndKeepsEachIndexAndReason() throws {
        let file = try CodableFixture.decode(ProvinceFile.self, Self.json)
        #expect(file.provinces.map(\.id) == [1, 38])
        #expect(file.$provinces.skippedIndices == [1, 2, 3, 4])
        #expect(file.$provinces.skipped.map(\.description) == Self.expectedSkipped)
    }

    @Test func recordsTheSameItemsInTheDecodingReport() throws {
        let report = DecodingReport()
        let file = try CodableFixture.decode(ProvinceFile.self, Self.json, CodableFixture.decoder(report: report))
        #expect(file.provinces.count == 2)
        #expect(report.skipped == file.$provinces.skipped)
        #expect(report.skipped.map(\.index) == [1, 2, 3, 4])
        #expect(report.skipped.allSatisfy { $0.key == nil })
    }

    @Test func nestedLossyContainersReportInDecodingOrder() throws {
        struct Place: Codable, Equatable {
            var id: Int
            @DictionaryWrapper var names: [CodableFixture.Lang: String]
        }
        struct Catalog: Codable { @LossyArray var places: [Place] }
        let json = #"""
            {"places":[{"id":1,"names":{"thia":"ก","english":"Bangkok"}},{"names":{}},{"id":3,"names":{"thai":"ภูเก็ต"}},
                       {"id":4,"names":{"japanse":"プーケット"}}]}
            """#
        let report = DecodingReport()
        let catalog = try CodableFixture.decode(Catalog.self, json, CodableFixture.decoder(report: report))
        #expect(catalog.places.map(\.id) == [1, 3, 4])
        #expect(report.skipped.map(\.description) == [
            "places[0].names.thia: unknown key 'thia' — did you mean 'thai' or 'tai'?",
            "places[1]: missing key 'id'",
            "places[3].names.japanse: unknown key 'japanse' — did you mean 'japanese'?",
        ])
    }

    @Test func roundTripsAsAPlainArrayAndMissingIsEmpty() throws {
        let file = ProvinceFile(provinces: [Province(id: 1, nameTh: "กรุงเทพมหานคร", nameEn: "Bangkok")])
        let json = try CodableFixture.json(file)
        #expect(json == #"{"provinces":[{"id":1,"name_en":"Bangkok","name_th":"กรุงเทพมหานคร"}]}"#)
        #expect(try CodableFixture.decode(ProvinceFile.self, json) == file)
        #expect(try CodableFixture.decode(ProvinceFile.self, "{}").provinces.isEmpty)
        #expect(try CodableFixture.decode(ProvinceFile.self, #"{"provinces":null}"#).provinces.isEmpty)
    }

    @Test func notAnArrayStillFails() throws {
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(ProvinceFile.self, #"{"provinces":{"id":1}}"#)
        })
        #expect(error.codingPath.rendered == "provinces")
    }
}
