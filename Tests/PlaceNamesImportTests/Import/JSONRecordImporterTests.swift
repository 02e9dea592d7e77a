import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// Imports small JSON and GeoJSON sources written the way OpenStreetMap exports and web APIs write them.
@Suite struct JSONRecordImporterTests {
    /// Three OSM-style features: names under `name:xx`, one unknown code, a null and an empty name.
    static let osm = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [100.5, 13.75]},
           "properties": {"wikidata": "Q1861", "place": "city", "population": 5104476, "ISO3166-1": "TH",
                          "name": "กรุงเทพมหานคร", "name:th": "กรุงเทพมหานคร", "name:en": "Bangkok",
                          "name:zh-Hant": "曼谷", "name:xx": "Xangkok", "name:de": null, "name:fr": ""}},
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [98.98, 18.79]},
           "properties": {"wikidata": "Q52028", "place": "city", "ISO3166-1": "TH",
                          "name:th": "เชียงใหม่", "name:en": "Chiang Mai", "name:en-GB": "Chiengmai"}},
          {"type": "Feature", "geometry": null,
           "properties": {"place": "village", "name:en": "Nowhere"}}
        ]}
        """

    static func osmOptions() -> JSONRecordOptions {
        var options = JSONRecordOptions(namePattern: .openStreetMap, kind: .field("place", mapping: [:]))
        options.idFields = [IDField("wikidata", prefix: "wikidata:")]
        options.countryField = "ISO3166-1"
        options.populationField = "population"
        options.codeFields = [.wikidata: "wikidata"]
        return options
    }

    static func run(_ options: JSONRecordOptions, _ text: String, file: String = "test.json") throws
        -> (catalog: Catalog, report: ImportReport)
    {
        try JSONRecordImporter(options: options).run(documents: [(file, try JSONDocument(text))])
    }

    @Test func importsOpenStreetMapStyleFeatures() throws {
        let (catalog, report) = try Self.run(Self.osmOptions(), Self.osm)
        #expect(catalog.places.map(\.id) == ["wikidata:Q1861", "wikidata:Q52028"])
        let bangkok = catalog.places[0]
        #expect(bangkok.kind == .city)
        #expect(bangkok.country == "TH")
        #expect(bangkok.population == 5_104_476)
        #expect(bangkok.coordinate == Coordinate(latitude: 13.75, longitude: 100.5))
        #expect(bangkok.codes == [.wikidata: "Q1861"])
        #expect(bangkok.names == [.thai: "กรุงเทพมหานคร", .english: "Bangkok", .chineseTraditional: "曼谷"])
        // en-GB reads as English: a second, different English name is kept as a variant.
        #expect(catalog.places[1].names[.english] == LocalizedName("Chiang Mai", variants: ["Chiengmai"]))
        #expect(report.namesRead == 10)
        #expect(report.namesKept == 6)
        #expect(report.skipCounts.map { "\($0.count) \($0.reason)" } == [
            "1 empty name", "1 no id (wikidata missing or empty)", "1 null name", "1 unknown language code 'xx'",
        ])
        let unknown = try #require(report.skips.first { $0.reason.hasPrefix("unknown") })
        #expect(unknown.location == "test.json:5:52")
        #expect(unknown.value == "Xangkok")
    }

    @Test func nestedChildrenTakeTheirLevelsKindAndTheirParentsCountry() throws {
        let text = """
            [{"id": 1, "name_th": "กรุงเทพมหานคร", "name_en": "Bangkok",
              "districts": [{"id": 1001, "name_th": "เขตพระนคร", "name_en": "Khet Phra Nakhon",
                "sub_districts": [{"id": 100101, "name_th": "พระบรมมหาราชวัง", "name_en": "Phra Borom Maha Ratchawang",
                                   "lat": 13.75, "long": "100.49"}]}]}]
            """
        var options = JSONRecordOptions(namePattern: .snake, kind: .fixed(.region))
        options.idFields = [IDField("id", prefix: "th-admin:{kind}:")]
        options.children = try #require(ChildLevel.list("districts:district,sub_districts:subdistrict"))
        options.country = "TH"
        options.latitudeField = "lat"
        options.longitudeField = "long"
        let (catalog, report) = try Self.run(options, text)
        #expect(catalog.places.map(\.id) == ["th-admin:district:1001", "th-admin:region:1", "th-admin:subdistrict:100101"])
        #expect(catalog.places.map(\.kind) == [.district, .region, .subdistrict])
        #expect(catalog.places.allSatisfy { $0.country == "TH" })
        #expect(catalog.places[2].names == [.thai: "พระบรมมหาราชวัง", .english: "Phra Borom Maha Ratchawang"])
        #expect(catalog.places[2].coordinate == Coordinate(latitude: 13.75, longitude: 100.49))
        #expect(report.skips.isEmpty)
        #expect(report.namesKept == 6)
    }

    @Test func keyStrategyLetsFieldsBeNamedInCamelCase() throws {
        let text = """
            [{"GEONAME_ID": 1609350.0, "POP_MAX": 6704000, "ISO_A2": "TH", "FEATURE_CLASS": "Admin-0 capital",
              "NAME_EN": "Bangkok", "NAME_ZH": "曼谷", "NAMEASCII": "Bangkok"}]
            """
        var options = JSONRecordOptions(namePattern: .naturalEarth, kind: PlaceKindRule.field("featureClass", mapping: ["Admin-0 capital": .city]))
        options.keyStrategy = .upperSnake
        options.idFields = [IDField("geonameId", prefix: "geonames:")]
        options.populationField = "popMax"
        options.countryField = "isoA2"
        let (catalog, _) = try Self.run(options, text)
        #expect(catalog.places == [Place(id: "geonames:1609350", kind: .city, country: "TH", population: 6_704_000,
                                         names: [.english: "Bangkok", .chineseSimplified: "曼谷"])])
    }

    @Test func aTakenIDFallsBackToTheNextIDFieldAndSaysSo() throws {
        let text = """
            [{"wikidataid": "Q18808", "GEONAMEID": 1871856, "NAME_EN": "Pyongsan"},
             {"wikidataid": "Q18808", "GEONAMEID": 1871859, "NAME_EN": "Pyongyang"},
             {"wikidataid": "Q18808", "GEONAMEID": -1, "NAME_EN": "Copy"}]
            """
        var options = JSONRecordOptions(namePattern: .naturalEarth, kind: .fixed(.city))
        options.idFields = [IDField("wikidataid", prefix: "wikidata:"), IDField("GEONAMEID", prefix: "geonames:")]
        let (catalog, report) = try Self.run(options, text)
        #expect(catalog.places.map(\.id) == ["geonames:1871859", "wikidata:Q18808"])
        #expect(report.notes.map(\.value) == ["wikidata:Q18808 → geonames:1871859 Pyongyang"])
        #expect(report.skips.map(\.reason) == ["duplicate id"])
    }

    @Test func fallbackNameFillsOnlyAMissingLanguage() throws {
        let text = #"[{"id": "a", "NAME": "Luan Chau", "NAME_EN": null}, {"id": "b", "NAME": "Sdid Bouzid", "NAME_EN": "Sidi Bouzid"}]"#
        var options = JSONRecordOptions(namePattern: .naturalEarth, kind: .fixed(.city))
        options.fallbackNames = [("NAME", .english)]
        let (catalog, report) = try Self.run(options, text)
        #expect(catalog.places.map { $0.names[.english]?.preferred } == ["Luan Chau", "Sidi Bouzid"])
        #expect(report.skipCounts.map(\.reason) == ["null name"])
    }

    @Test func aFieldNoRecordHasIsAnErrorWithASuggestion() throws {
        var options = Self.osmOptions()
        options.populationField = "populaton"
        #expect(throws: ImportError.options("--population-field populaton: no record has this field — did you mean 'population'?")) {
            try Self.run(options, Self.osm)
        }
    }

    @Test func aSourceThatIsNotRecordsIsAnErrorAtItsPosition() throws {
        #expect(throws: ImportError.invalid([Diagnostic(file: "test.json", line: 2, column: 3, severity: .error,
            code: "not-records", message: "expected an array of records or a GeoJSON FeatureCollection, found an object")])) {
            try Self.run(Self.osmOptions(), "\n  {\"type\": \"Feature\"}")
        }
    }

    @Test func brokenJSONIsAnErrorWithLineAndColumn() throws {
        let path = "/tmp/placenames-broken-\(UInt64.random(in: 0...UInt64.max)).json"
        try AtomicFile.write(Array("[{\"id\": 1,}]".utf8), to: path)
        #expect {
            try JSONRecordImporter(options: Self.osmOptions()).run(files: [path])
        } throws: { error in
            guard case .invalid(let diagnostics) = error as? ImportError, let first = diagnostics.first else { return false }
            return first.file == path && first.line == 1 && first.column == 11 && first.code == "json-syntax"
        }
        #expect(throws: ImportError.unreadable(path: "/nonexistent.json", reason: "no such file")) {
            try JSONRecordImporter(options: Self.osmOptions()).run(files: ["/nonexistent.json"])
        }
    }

    @Test func importingTwiceGivesIdenticalBytes() throws {
        let first = try Self.run(Self.osmOptions(), Self.osm).catalog.canonicalJSON()
        let second = try Self.run(Self.osmOptions(), Self.osm).catalog.canonicalJSON()
        #expect(first == second)
    }

    @Test func theWrittenCatalogReadsBackUnchanged() throws {
        let catalog = try Self.run(Self.osmOptions(), Self.osm).catalog
        #expect(try Catalog(jsonBytes: catalog.canonicalJSON()) == catalog)
        #expect(catalog.metadata.generatedBy == "names import json")
    }

    @Test func namePatternsReadPresetsAndPlaceholders() {
        #expect(NameKeyPattern("natural-earth") == .naturalEarth)
        #expect(NameKeyPattern("name:{lang}") == .openStreetMap)
        #expect(NameKeyPattern("label_{lang}_text")?.languageCode(in: "label_th_text") == "th")
        #expect(NameKeyPattern.naturalEarth.languageCode(in: "NAMEASCII") == nil)
        #expect(NameKeyPattern.naturalEarth.languageCode(in: "NAME_") == nil)
        #expect(NameKeyPattern("NAME_") == nil)
    }

    @Test func kindFieldValuesOutsideTheMappingBecomeTheirOwnKind() throws {
        let text = #"[{"id": "x", "FEATURECLA": "Scientific station", "NAME_EN": "Vostok"}]"#
        var options = JSONRecordOptions(namePattern: .naturalEarth, kind: .naturalEarth)
        options.idFields = [IDField("id")]
        #expect(try Self.run(options, text).catalog.places.map(\.kind) == ["scientific-station"])
    }
}

/// OpenStreetMap's other name forms: `short_name:xx`, `alt_name:xx` (`;`-separated lists), `old_name:xx`.
@Suite struct JSONRecordFormTests {
    @Test func formKeysBecomeTheRightKindsOfName() throws {
        let text = """
            [{"id": "Q1861", "name:th": "กรุงเทพมหานคร", "short_name:th": "กรุงเทพฯ", "old_name:th": "บางกอก",
              "name:en": "Bangkok", "alt_name:en": "Krung Thep; Bangkok;City of Angels", "old_name:en": null,
              "alt_name:de": "Krung Thep", "old_name:fr": "Bangkok-ancien", "alt_name:xx": "X"}]
            """
        var options = JSONRecordOptions(namePattern: .openStreetMap, kind: .fixed(.city))
        options.formPatterns = NameFormPattern.openStreetMap
        let (catalog, report) = try JSONRecordImporterTests.run(options, text)
        #expect(catalog.places.first?.names == [
            .thai: LocalizedName("กรุงเทพมหานคร", short: ["กรุงเทพฯ"], historic: ["บางกอก"]),
            .english: LocalizedName("Bangkok", variants: ["Krung Thep", "City of Angels"]),
            // No German name:de: the first variant is the preferred name.
            .german: "Krung Thep",
        ])
        #expect(report.skipCounts.map { "\($0.count) \($0.reason)" } == [
            "1 null name", "1 only historic names in this language", "1 same name twice",
            "1 unknown language code 'xx'",
        ])
        #expect(report.namesKept == 7)
    }
}
