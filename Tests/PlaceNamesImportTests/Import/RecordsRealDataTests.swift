import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// Imports the real Natural Earth and Thai administrative data sets in ../shared/data, read in place.
@Suite struct RecordsRealDataTests {
    /// The options `Scripts/bench-import.sh` and the README give for Natural Earth's populated places.
    static func naturalEarthOptions() -> JSONRecordOptions {
        var options = JSONRecordOptions(namePattern: .naturalEarth, kind: .naturalEarth)
        options.fallbackNames = [("NAME", .english)]
        options.idFields = [IDField("wikidataid", prefix: "wikidata:"), IDField("GEONAMEID", prefix: "geonames:"),
                            IDField("wof_id", prefix: "wof:")]
        options.countryField = "ISO_A2"
        options.populationField = "POP_MAX"
        options.codeFields = [.wikidata: "wikidataid", .geonames: "GEONAMEID"]
        return options
    }

    /// Only sub-districts have `lat` and `long` fields (all null in this release).
    static func thaiAdminOptions(kind: PlaceKind = .region, positions: Bool = true) -> JSONRecordOptions {
        var options = JSONRecordOptions(namePattern: .snake, kind: .fixed(kind))
        options.idFields = [IDField("id", prefix: "th-admin:{kind}:")]
        options.country = "TH"
        if positions {
            options.latitudeField = "lat"
            options.longitudeField = "long"
        }
        return options
    }

    @Test(.needsSharedData("natural-earth/ne_10m_populated_places.json")) func naturalEarthPopulatedPlaces() throws {
        let url = try SharedData.url("natural-earth/ne_10m_populated_places.json")
        let (catalog, report) = try JSONRecordImporter(options: Self.naturalEarthOptions()).run(files: [url.path])
        #expect(catalog.places.count == 7_343)
        #expect(Set(catalog.places.map(\.id)).count == 7_343)
        var kinds: [PlaceKind: Int] = [:]
        for place in catalog.places { kinds[place.kind, default: 0] += 1 }
        #expect(kinds == [.city: 7_296, "scientific-station": 40, "historic-place": 6, "meteorological-station": 1])
        let bangkok = try #require(catalog.places.first { $0.id == "wikidata:Q1861" })
        #expect(bangkok.names == [
            .english: "Bangkok", .german: "Bangkok", .spanish: "Bangkok", .french: "Bangkok",
            .portuguese: "Banguecoque", .russian: "Бангкок", .chineseSimplified: "曼谷",
        ])
        #expect(bangkok.kind == .city)
        #expect(bangkok.country == "TH")
        #expect(bangkok.population == 6_704_000)
        #expect(bangkok.codes == [.wikidata: "Q1861", .geonames: "1609350"])
        // Records without a Wikidata id fall back to GeoNames, then Who's On First.
        #expect(catalog.places.first { $0.id == "wof:1141906001" }?.names == [.english: "Luan Chau"])
        // Null name columns are skipped and counted (NAME_EN 268 + DE 890 + ES 1301 + FR 537 + PT 1134
        // + RU 1132 + ZH 1270); the 268 records without NAME_EN take NAME as their English name.
        #expect(report.skipCounts.first { $0.reason == "null name" }?.count == 6_532)
        #expect(!report.skipCounts.contains { $0.reason.hasPrefix("unknown language") })
        #expect(report.notes.count == 10)
        #expect(report.namesKept == 45_137)
        #expect(try Catalog(jsonBytes: catalog.canonicalJSON()) == catalog)
    }

    @Test(.needsSharedData("thai-admin/provinces_nested.json")) func thaiAdministrativeDivisionsNested() throws {
        let url = try SharedData.url("thai-admin/provinces_nested.json")
        var options = Self.thaiAdminOptions()
        options.children = [ChildLevel(field: "districts", kind: .district),
                            ChildLevel(field: "sub_districts", kind: .subdistrict)]
        let (catalog, report) = try JSONRecordImporter(options: options).run(files: [url.path])
        var kinds: [PlaceKind: Int] = [:]
        for place in catalog.places { kinds[place.kind, default: 0] += 1 }
        #expect(kinds == [.region: 77, .district: 929, .subdistrict: 7_451])
        let places = Dictionary(uniqueKeysWithValues: catalog.places.map { ($0.id, $0) })
        #expect(places["th-admin:region:1"]?.names == [.thai: "กรุงเทพมหานคร", .english: "Bangkok"])
        #expect(places["th-admin:district:1001"]?.names == [.thai: "เขตพระนคร", .english: "Khet Phra Nakhon"])
        #expect(places["th-admin:subdistrict:100101"]?.names ==
                [.thai: "พระบรมมหาราชวัง", .english: "Phra Borom Maha Ratchawang"])
        #expect(catalog.places.allSatisfy { $0.country == "TH" })
        #expect(report.namesKept == 2 * 8_457)
        #expect(report.skips.isEmpty)
    }

    @Test(.needsSharedData("thai-admin/provinces_nested.json", "thai-admin/provinces.json", "thai-admin/districts.json",
                           "thai-admin/sub_districts.json"))
    func thaiAdministrativeFlatFilesGiveTheSamePlacesAsTheNestedFile() throws {
        let nested = try SharedData.url("thai-admin/provinces_nested.json")
        let provinces = try SharedData.url("thai-admin/provinces.json")
        let districts = try SharedData.url("thai-admin/districts.json")
        let subDistricts = try SharedData.url("thai-admin/sub_districts.json")
        var options = Self.thaiAdminOptions()
        options.children = [ChildLevel(field: "districts", kind: .district),
                            ChildLevel(field: "sub_districts", kind: .subdistrict)]
        let whole = try JSONRecordImporter(options: options).run(files: [nested.path]).catalog.places
        var flat: [Place] = []
        for (url, kind) in [(provinces, PlaceKind.region), (districts, .district), (subDistricts, .subdistrict)] {
            let options = Self.thaiAdminOptions(kind: kind, positions: kind == .subdistrict)
            flat += try JSONRecordImporter(options: options).run(files: [url.path]).catalog.places
        }
        #expect(flat.count == 8_457)
        #expect(flat.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) } == whole)
    }
}

/// Natural Earth's `NAME_ZH` mixes Traditional and Simplified Chinese; `detectChineseScript` sorts them.
@Suite struct NaturalEarthChineseTests {
    @Test(.needsSharedData("natural-earth/ne_10m_populated_places.json")) func chineseNamesGoToTheScriptTheirCharactersShow() throws {
        let url = try SharedData.url("natural-earth/ne_10m_populated_places.json")
        var options = RecordsRealDataTests.naturalEarthOptions()
        options.detectChineseScript = true
        let (catalog, _) = try JSONRecordImporter(options: options).run(files: [url.path])
        let places = Dictionary(uniqueKeysWithValues: catalog.places.map { ($0.id, $0) })
        // The same characters in both scripts: the column's language stays.
        #expect(places["wikidata:Q1861"]?.names[.chineseSimplified] == "曼谷")
        #expect(places["wikidata:Q1861"]?.names[.chineseTraditional] == nil)
        let colonia = try #require(catalog.places.first { $0.names[.english]?.preferred == "Colonia del Sacramento" })
        #expect(colonia.names[.chineseTraditional] == "科洛尼亞德爾薩克拉門托")
        #expect(colonia.names[.chineseSimplified] == nil)
        var counts: [Language: Int] = [:]
        for place in catalog.places {
            for language in [Language.chineseSimplified, .chineseTraditional] where place.names[language] != nil {
                counts[language, default: 0] += 1
            }
        }
        // uconv -x Hant-Hans / Hans-Hant on the 6,073 NAME_ZH values: 2,222 change to Simplified, 1,985 to
        // Traditional, 29 change both ways (mixed), 1,895 neither.
        #expect(counts == [.chineseTraditional: 2_222 - 29, .chineseSimplified: 6_073 - 2_222 + 29])
    }

    @Test func onlyCodesWithoutAScriptAreSorted() {
        #expect(ChineseScript.isUnscripted(code: "ZH", language: .chineseSimplified))
        #expect(!ChineseScript.isUnscripted(code: "zh-Hans", language: .chineseSimplified))
        #expect(!ChineseScript.isUnscripted(code: "th", language: .thai))
        #expect(ChineseScript.language(of: "東京", stated: .chineseSimplified) == .chineseTraditional)
        #expect(ChineseScript.language(of: "东京", stated: .chineseTraditional) == .chineseSimplified)
        #expect(ChineseScript.language(of: "曼谷", stated: .chineseTraditional) == .chineseTraditional)
    }
}
