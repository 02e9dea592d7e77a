import Foundation
import PlaceNamesCore
import Testing

@Suite struct CodingPathTests {
    @Test func rendersKeysWithDotsAndIndicesInBrackets() {
        let path = CodingPath([.key("places"), .index(12), .key("names"), .key("thia")])
        #expect(path.description == "places[12].names.thia")
    }

    @Test func rendersAmbiguousKeysQuotedInBrackets() {
        let path = CodingPath([.key("properties"), .key("NAME.EN"), .key(""), .key("say \"hi\"")])
        #expect(path.description == #"properties["NAME.EN"][""]["say \"hi\""]"#)
    }

    @Test func rendersAPathThatStartsWithAnIndex() {
        #expect(CodingPath([.index(0), .key("name_th")]).description == "[0].name_th")
        #expect(CodingPath([CodingPathComponent]()).description == "")
    }

    @Test func classifiesFoundationArrayPositionsAsIndices() throws {
        struct Province: Decodable { var id: Int }
        let json = #"{"provinces":[{"id":1},{"id":"2"}]}"#
        struct File: Decodable { var provinces: [Province] }
        let error = try #require(CodableFixture.decodingError {
            _ = try CodableFixture.decode(File.self, json)
        })
        #expect(error.codingPath.rendered == "provinces[1].id")
        #expect(error.summary == "provinces[1].id: Expected to decode Int but found a string instead.")
    }

    @Test func keepsIntBackedCodingKeysAsKeys() {
        enum Keys: Int, CodingKey { case name = 7 }
        #expect(CodingPathComponent(Keys.name) == .key("name"))
        #expect(CodingPathComponent(DynamicCodingKey(intValue: 4)) == .index(4))
        #expect(CodingPathComponent(DynamicCodingKey("4")) == .key("4"))
    }
}

@Suite struct DecodingReportTests {
    @Test func keepsItemsFromConcurrentDecodersAndCanBeCleared() async {
        let report = DecodingReport()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    report.record(SkippedItem(index: index, in: CodingPath([.key("places")]), reason: "bad"))
                }
            }
        }
        #expect(report.skipped.count == 50)
        #expect(Set(report.skipped.compactMap(\.index)) == Set(0..<50))
        #expect(report.skipped.first?.description.hasPrefix("places[") == true)
        report.removeAll()
        #expect(report.isEmpty)
    }
}
