import Foundation
import PlaceNamesCore
import Testing

// The code of PlaceNamesCore.docc/LossyDecoding.md, run.
enum LossyDecodingArticle {
    struct Town: Codable {
        var id: String
        @DictionaryWrapper var names: [Language: String]
    }

    struct Gazetteer: Codable {
        @LossyArray var towns: [Town]
    }
}

extension LossyDecodingArticle {
    @Suite struct Run {
        @Test func reportsWhatItSkipped() throws {
            let json = #"""
                {"towns": [
                    {"id": "bangkok", "names": {"thai": "กรุงเทพมหานคร", "thia": "กรุงเทพฯ", "english": 7}},
                    {"names": {"english": "Nowhere"}},
                    {"id": "chiang-mai", "names": {"english": "Chiang Mai"}}
                ]}
                """#
            let report = DecodingReport()
            let decoder = JSONDecoder()
            decoder.userInfo[.decodingReport] = report
            let gazetteer = try decoder.decode(Gazetteer.self, from: Data(json.utf8))
            // gazetteer.towns.map(\.id) == ["bangkok", "chiang-mai"]
            // gazetteer.towns[0].names == [.thai: "กรุงเทพมหานคร"]
            // gazetteer.$towns.skippedIndices == [1]
            for item in report.skipped {
                print(item)
            }
            // towns[0].names.english: Expected to decode String but found number instead.
            // towns[0].names.thia: unknown key 'thia' — did you mean 'thai'?
            // towns[1]: missing key 'id'

            #expect(gazetteer.towns.map(\.id) == ["bangkok", "chiang-mai"])
            #expect(gazetteer.towns[0].names == [.thai: "กรุงเทพมหานคร"])
            #expect(gazetteer.$towns.skippedIndices == [1])
            #expect(report.skipped.map(\.description) == [
                "towns[0].names.english: Expected to decode String but found number instead.",
                "towns[0].names.thia: unknown key 'thia' — did you mean 'thai'?",
                "towns[1]: missing key 'id'",
            ])
        }

        @Test func strictWithoutAReport() throws {
            let json = #"{"towns": [{"id": "bangkok", "names": {"thia": "กรุงเทพฯ"}}]}"#
            let strict = Result { try JSONDecoder().decode(Gazetteer.self, from: Data(json.utf8)) }
            // LossyArray still skips the town, but without a report the unknown key fails that town:
            // strict.get().towns.isEmpty, strict.get().$towns.skipped[0].description ==
            //   "towns[0]: unknown key 'thia' — did you mean 'thai'? (at towns[0].names.thia)"

            let gazetteer = try strict.get()
            #expect(gazetteer.towns.isEmpty)
            #expect(gazetteer.$towns.skipped.map(\.description)
                    == ["towns[0]: unknown key 'thia' — did you mean 'thai'? (at towns[0].names.thia)"])
        }
    }
}
