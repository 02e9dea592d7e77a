import Foundation
import PlaceNames

/// Real place names by script, and real places to hang them on, read in place from the shared data
/// (Natural Earth, Thai admin) and from CLDR subdivision names installed by `unicode-cldr-core`.
struct NamePools {
    /// A real place: identifiers, position and the names its source gives per language.
    struct Record {
        var id: String
        var kind: String
        var country: String?
        var latitude: Double?
        var longitude: Double?
        var population: Int?
        var codes: [(String, String)]
        var names: [String: String]
    }

    var records: [Record] = []
    var pools: [String: [String]] = [:]

    static let latinLanguages = ["english", "german", "french", "spanish", "portuguese", "italian", "dutch",
                                 "polish", "turkish", "vietnamese", "swedish"]
    static let cyrillicLanguages = ["russian", "ukrainian"]
    static let hanLanguages = ["chinese-simplified", "chinese-traditional", "japanese"]
    static let cldrLanguages = ["arabic": "ar", "greek": "el", "korean": "ko", "hindi": "hi"]
    static var languages: [String] {
        latinLanguages + cyrillicLanguages + hanLanguages + ["thai"] + cldrLanguages.keys.sorted()
    }

    /// The script pool a language draws from.
    func pool(for language: String) -> [String] {
        if Self.latinLanguages.contains(language) { return pools["latin"]! }
        if Self.cyrillicLanguages.contains(language) { return pools["cyrillic"]! }
        if Self.hanLanguages.contains(language) { return pools["han"]! }
        if language == "thai" { return pools["thai"]! }
        return pools[language].flatMap { $0.isEmpty ? nil : $0 } ?? pools["latin"]!
    }

    static func load(from shared: URL, cldr: URL) throws -> NamePools {
        var result = NamePools()
        var latin: [String] = [], cyrillic: [String] = [], han: [String] = [], thai: [String] = []

        let naturalEarth = try JSONDocument(data: Data(contentsOf: shared.appendingPathComponent(
            "natural-earth/ne_10m_populated_places.json")))
        let columns = ["NAME_EN": "english", "NAME_DE": "german", "NAME_FR": "french", "NAME_ES": "spanish",
                       "NAME_PT": "portuguese", "NAME_RU": "russian", "NAME_ZH": "chinese-traditional"]
        for (index, feature) in (naturalEarth.root["features"]?.elements.map { $0 } ?? []).enumerated() {
            guard let properties = feature["properties"] else { continue }
            var names: [String: String] = [:]
            for (column, language) in columns {
                if let name = properties[column]?.string, !name.isEmpty { names[language] = name }
            }
            if let name = properties["NAME"]?.string, !name.isEmpty { latin.append(name) }
            for language in ["english", "german", "french", "spanish", "portuguese"] {
                if let name = names[language] { latin.append(name) }
            }
            if let name = names["russian"] { cyrillic.append(name) }
            if let name = names["chinese-traditional"] { han.append(name) }
            var codes: [(String, String)] = []
            if let geonames = properties["GEONAMEID"]?.double, geonames > 0 { codes.append(("geonames", String(Int(geonames)))) }
            if let wikidata = properties["wikidataid"]?.string, !wikidata.isEmpty { codes.append(("wikidata", wikidata)) }
            let country = properties["ISO_A2"]?.string.flatMap { $0.count == 2 ? $0 : nil }
            result.records.append(Record(
                id: "ne:\(index)", kind: "city", country: country,
                latitude: properties["LATITUDE"]?.double, longitude: properties["LONGITUDE"]?.double,
                population: properties["POP_MAX"]?.int, codes: codes, names: names))
        }

        for (file, kind) in [("provinces", "region"), ("districts", "district"), ("sub_districts", "subdistrict")] {
            let document = try JSONDocument(data: Data(contentsOf: shared.appendingPathComponent("thai-admin/\(file).json")))
            for item in document.root.elements {
                var names: [String: String] = [:]
                if let name = item["name_th"]?.string, !name.isEmpty { names["thai"] = name; thai.append(name) }
                if let name = item["name_en"]?.string, !name.isEmpty { names["english"] = name; latin.append(name) }
                result.records.append(Record(
                    id: "th-\(kind):\(item["id"]?.int ?? 0)", kind: kind, country: "TH",
                    latitude: item["lat"]?.double, longitude: item["long"]?.double, population: nil,
                    codes: [], names: names))
            }
        }

        result.pools = ["latin": latin, "cyrillic": cyrillic, "han": han, "thai": thai]
        for (language, locale) in cldrLanguages {
            result.pools[language] = subdivisionNames(in: cldr.appendingPathComponent("subdivisions/\(locale).xml"))
        }
        return result
    }

    /// The text of every `<subdivision type="…">name</subdivision>` element (empty if the file is absent).
    static func subdivisionNames(in url: URL) -> [String] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var names: [String] = []
        for line in text.split(separator: "\n") where line.contains("<subdivision type=") {
            guard let open = line.firstIndex(of: ">"), let close = line.range(of: "</subdivision>") else { continue }
            let name = line[line.index(after: open)..<close.lowerBound]
            if !name.isEmpty, !name.contains("&") { names.append(String(name)) }
        }
        return names
    }
}
