import Foundation
import PlaceNamesCore
import Testing

// The code of PlaceNamesCore.docc/NumberedAndNameKeys.md, run.
enum NumberedAndNameKeysArticle {
    struct Temple: Codable {
        var amenities: [String]
        var names: [Language: String]
        var unusedNameKeys: [String]

        init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: DynamicCodingKey.self)
            amenities = try keys.decodeNumbered("amenity", as: String.self)
            let found = try keys.decodeValues(matching: .word("name"), as: String.self) { suffix in
                try? Language.parse(String(suffix))
            }
            names = found.values
            unusedNameKeys = found.unmapped + found.duplicates
        }

        func encode(to encoder: any Encoder) throws {
            var keys = encoder.container(keyedBy: DynamicCodingKey.self)
            try keys.encodeNumbered(amenities, stem: "amenity")
            for (language, name) in names {
                try keys.encode(name, forKey: DynamicCodingKey("name:" + language.bcp47))
            }
        }
    }

    struct Feature: Decodable {
        var names: PatternKeyedValues<Language, String>

        init(from decoder: any Decoder) throws {
            let keys = try decoder.container(keyedBy: DynamicCodingKey.self)
            names = try keys.decodeValues(matching: .word("name", separators: "_"), as: String.self) { suffix in
                try? Language.parse(String(suffix))
            }
            decoder.decodingReport?.record(contentsOf: names.skippedItems(at: decoder.codingPath))
        }
    }
}

extension NumberedAndNameKeysArticle {
    @Suite struct Run {
        @Test func numberedAndNameKeys() throws {
            let json = #"""
                {"amenity1": "school", "amenity3": "", "amenity2": "temple", "amenity10": "market",
                 "name:th": "วัดโพธิ์", "NAME_EN": "Wat Pho", "name:zh-Hant": "臥佛寺", "name:xx": "?"}
                """#
            let temple = try JSONDecoder().decode(Temple.self, from: Data(json.utf8))
            // temple.amenities == ["school", "temple", "market"]
            // temple.names == [.thai: "วัดโพธิ์", .english: "Wat Pho", .chineseTraditional: "臥佛寺"]
            // temple.unusedNameKeys == ["name:xx"]

            #expect(temple.amenities == ["school", "temple", "market"])
            #expect(temple.names == [.thai: "วัดโพธิ์", .english: "Wat Pho", .chineseTraditional: "臥佛寺"])
            #expect(temple.unusedNameKeys == ["name:xx"])

            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let written = String(decoding: try encoder.encode(temple), as: UTF8.self)
            // {"amenity1":"school","amenity2":"temple","amenity3":"market","name:en":"Wat Pho",...}

            #expect(written == #"{"amenity1":"school","amenity2":"temple","amenity3":"market","name:en":"Wat Pho","name:th":"วัดโพธิ์","name:zh-Hant":"臥佛寺"}"#)
        }

        @Test func upperSnakeCaseColumns() throws {
            let json = #"{"NAME_EN": "Chiang Mai", "NAME_TH": "เชียงใหม่", "NAME_ZZ": "?", "NAMEASCII": "Chiang Mai"}"#
            let report = DecodingReport()
            let decoder = JSONDecoder()
            decoder.userInfo[.decodingReport] = report
            let feature = try decoder.decode(Feature.self, from: Data(json.utf8))
            // feature.names.values == [.english: "Chiang Mai", .thai: "เชียงใหม่"]
            // report.skipped.map(\.description) == ["NAME_ZZ: unknown key 'NAME_ZZ'"]

            #expect(feature.names.values == [.english: "Chiang Mai", .thai: "เชียงใหม่"])
            #expect(report.skipped.map(\.description) == ["NAME_ZZ: unknown key 'NAME_ZZ'"])
        }
    }
}
