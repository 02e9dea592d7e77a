import Foundation
import PlaceNamesCore
import Testing

// The code of PlaceNamesCore.docc/KeyStrategies.md, run.
enum KeyStrategiesArticle {
    struct Station: Codable {
        var stationCode: String
        @DictionaryWrapper var names: [Language: String]
    }

    struct PlainStation: Codable {
        var stationCode: String
        var names: [Language: String]
    }

    struct Record: Codable {
        var geonameID: Int
        var isoCode: String
    }
}

extension KeyStrategiesArticle {
    @Suite struct Run {
        @Test func encodingLeavesLanguageKeysAlone() throws {
            let station = Station(stationCode: "TPE", names: [.chineseTraditional: "臺北車站", .english: "Taipei Main Station"])
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.outputFormatting = .sortedKeys
            let json = String(decoding: try encoder.encode(station), as: UTF8.self)
            // {"names":{"chinese-traditional":"臺北車站","english":"Taipei Main Station"},"station_code":"TPE"}

            #expect(json == #"{"names":{"chinese-traditional":"臺北車站","english":"Taipei Main Station"},"station_code":"TPE"}"#)
        }

        @Test func decodingLeavesLanguageKeysAlone() throws {
            let json = Data(#"{"station-code": "TPE", "names": {"chinese-traditional": "臺北車站"}}"#.utf8)
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromKebabCase
            let station = try decoder.decode(Station.self, from: json)
            // station.names[.chineseTraditional] == "臺北車站"

            let plain = Result { try decoder.decode(PlainStation.self, from: json) }
            // fails: the strategy turned "chinese-traditional" into "chineseTraditional", which is no language

            #expect(station.stationCode == "TPE")
            #expect(station.names[.chineseTraditional] == "臺北車站")
            #expect(throws: DecodingError.self) { try plain.get() }
        }

        @Test func caseConversions() throws {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromPascalCase
            let record = try decoder.decode(Record.self, from: Data(#"{"GeonameID": 1609350, "ISOCode": "TH"}"#.utf8))
            // record.geonameID == 1609350, record.isoCode == "TH"

            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToUpperSnakeCase
            encoder.outputFormatting = .sortedKeys
            let json = String(decoding: try encoder.encode(record), as: UTF8.self)
            // {"GEONAME_ID":1609350,"ISO_CODE":"TH"}

            #expect(record.geonameID == 1609350 && record.isoCode == "TH")
            #expect(json == #"{"GEONAME_ID":1609350,"ISO_CODE":"TH"}"#)
        }
    }
}
