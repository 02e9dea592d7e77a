import Foundation
import Testing
import PlaceNames
import PlaceNamesImport

/// `names import libgeonames` on a small locale tree written by the test: one file per skip reason, Chinese
/// decided per name, and broken `.mo` files that are skipped while the other locales are imported.
@Suite struct LibGeoNamesImporterTests {
    static let cities = [
        Place(id: "geonames:1153669", kind: .city, defaultName: "Chiang Rai", country: "TH", codes: [.geonames: "1153669"]),
        Place(id: "geonames:1185191", kind: .city, defaultName: "Kushtia", country: "BD", codes: [.geonames: "1185191"]),
        Place(id: "geonames:1609350", kind: .city, defaultName: "Bangkok", country: "TH", codes: [.geonames: "1609350"]),
        Place(id: "geonames:4431410", kind: .city, defaultName: "Jackson", country: "US", codes: [.geonames: "4431410"]),
    ]
    static let regions = [
        Place(id: "iso3166-2:TH-57", kind: .region, country: "TH", names: [.thai: "เชียงราย", .english: "Chiang Rai"]),
        Place(id: "iso3166-2:TH-10", kind: .region, country: "TH", names: [.english: "Krung Thep Maha Nakhon"]),
        Place(id: "iso3166-2:LA-BK", kind: .region, country: "LA", names: [.thai: "บ่อแก้ว", .english: "Bokeo"]),
    ]
    static let header = ("", "Content-Type: text/plain; charset=UTF-8\n")
    static let locales: [(folder: String, messages: [(String, String)])] = [
        ("th", [header, ("1153669", "เชียงราย"), ("1609350", "กรุงเทพมหานคร"), ("TH", "ไทย"), ("TH.03", "เชียงราย"),
                ("LA.22", "บ่อแก้ว"), ("x12", "ไม่ใช่"), ("999999", "ที่อื่น")]),
        ("en", [header, ("1153669", "Chiang Rai"), ("1609350", "Bangkok City"), ("TH.03", "Chiang Rai")]),
        ("bn", [("1185191", "Kushtia"), ("1609350", "ব্যাংকক")]),
        ("fa", [("4431410", "جکسون، میسیسیپی"), ("1609350", "بانکوک")]),
        ("de", [("1153669", " "), ("1185191", "Kush\u{7}tia"), ("1609350", " Bangkok "), ("4431410", "123")]),
        ("ja", [("1153669", "チエンラーイ")]),
        ("zh", [("1153669", "清莱"), ("1185191", "库什蒂亚"), ("1609350", "曼谷"), ("4431410", "傑克遜")]),
        ("zh_CN", [("1185191", "库斯蒂亚")]),
        ("zh_TW", [("1609350", "曼谷")]),
        ("de_AT", [("1609350", "Bangkok")]),
        ("zz", [("1609350", "Bangkok")]),
    ]

    /// A fresh locale root with the fixture's files and the broken ones (ko: bad magic, ru: offsets past the end,
    /// it: not UTF-8, es: a folder where the file should be).
    static func makeRoot() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("libgeonames-\(UUID().uuidString)").path
        func write(_ folder: String, _ bytes: [UInt8]) throws {
            let path = "\(root)/\(folder)/LC_MESSAGES"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: "\(path)/geonames.mo"))
        }
        for (folder, messages) in locales { try write(folder, MOFixture.bytes(messages)) }
        let good = MOFixture.bytes([("1609350", "Bangkok")])
        try write("ko", MOFixture.patching(good, at: 0, with: 0x1234_5678))
        try write("ru", MOFixture.patching(good, at: 12, with: 4096))
        var notUTF8 = good
        notUTF8[notUTF8.count - 2] = 0xFF
        try write("it", notUTF8)
        try FileManager.default.createDirectory(atPath: "\(root)/es/LC_MESSAGES/geonames.mo", withIntermediateDirectories: true)
        return root
    }

    @Test func citiesGetTheirNamesAndEverythingElseIsCountedByReason() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try LibGeoNamesImporter(localeRoot: root).run(cities: Self.cities, citiesName: "cities.json")
        #expect(result.catalog.places == [
            Place(id: "geonames:1153669", kind: .city, defaultName: "Chiang Rai", country: "TH", codes: [.geonames: "1153669"],
                  names: [.thai: "เชียงราย", .japanese: "チエンラーイ", .chineseSimplified: "清莱"]),
            Place(id: "geonames:1185191", kind: .city, defaultName: "Kushtia", country: "BD", codes: [.geonames: "1185191"],
                  names: [.chineseSimplified: "库斯蒂亚"]),
            Place(id: "geonames:1609350", kind: .city, defaultName: "Bangkok", country: "TH", codes: [.geonames: "1609350"],
                  names: [.thai: "กรุงเทพมหานคร", .english: "Bangkok City", .bangla: "ব্যাংকক", .persian: "بانکوک",
                          .german: "Bangkok", .chineseTraditional: "曼谷"]),
            Place(id: "geonames:4431410", kind: .city, defaultName: "Jackson", country: "US", codes: [.geonames: "4431410"],
                  names: [.chineseTraditional: "傑克遜"]),
        ])
        let file = { (folder: String) in "\(root)/\(folder)/LC_MESSAGES/geonames.mo" }
        let skips = result.report.skips.map { "\($0.location) | \($0.reason) | \($0.value)" }
        #expect(skips == [
            "\(file("de_AT")) | regional locale (AT) would overwrite german, which has no case for that region | de_AT",
            "\(file("zz")) | locale with no Language case | zz",
            "\(file("bn")) | name in a script its language does not use | 1185191: Kushtia (Latn; bangla is written in Beng)",
            "\(file("de")) | empty name | 1153669: \" \"",
            "\(file("de")) | contains a control character | U+0007: Kush\u{7}tia",
            "\(file("de")) | name has no letters (only digits, punctuation or symbols) | 4431410: 123",
            "\(file("en")) | English equals GeoNames' main name (the en file falls back to it) | 1153669: Chiang Rai",
            "\(file("en")) | a first-level division's name (msgid is a GeoNames admin1 code), not a city's | TH.03: Chiang Rai",
            "\(file("es")): offset 0 | not a readable .mo file: cannot be read | es",
            "\(file("fa")) | label with a qualifier after a comma (a name with its region or country) | 4431410: جکسون، میسیسیپی",
            "\(file("it")): offset 52 | not a readable .mo file: translation 0 is not UTF-8 | it",
            "\(file("ko")): offset 0 | not a readable .mo file: not a GNU .mo file (magic number is not 0x950412de in either byte order) | ko",
            "\(file("ru")): offset 12 | not a readable .mo file: original strings table at offset 4096 with 1 entries runs past the end of the file (60 bytes) | ru",
            "\(file("th")) | a country's name (msgid is an ISO 3166-1 code), not a city's | TH: ไทย",
            "\(file("th")) | a first-level division's name (msgid is a GeoNames admin1 code), not a city's | TH.03: เชียงราย",
            "\(file("th")) | a first-level division's name (msgid is a GeoNames admin1 code), not a city's | LA.22: บ่อแก้ว",
            "\(file("th")) | not a GeoNames id | x12: ไม่ใช่",
            "\(file("th")) | not a city of cities.json (a smaller city, or one it lacks) | 999999: ที่อื่น",
            // zh_CN says the script, so its Simplified name wins over the one bare zh's characters tell.
            "\(file("zh")) | the place already has a name in this language (from another locale) | 1185191: 库什蒂亚 (chinese-simplified from zh_CN: 库斯蒂亚)",
            // 曼谷 is the same in both scripts: bare zh cannot say which, so it is not guessed.
            "\(file("zh")) | Chinese name whose script cannot be told | 1609350: 曼谷",
        ])
        #expect(result.report.notes.map { "\($0.location) | \($0.reason) | \($0.value)" }
                == ["\(file("de")) | spaces around a name removed | 1609350: \" Bangkok \""])
        #expect(result.report.namesKept == 11)
        #expect(result.divisions == nil)
    }

    /// What `names validate` would report of a name is not imported: a bracketed label, a stray invisible character,
    /// a name all in lower case; repeated spaces are made one.
    @Test func namesValidateWouldReportAreLeftOut() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("libgeonames-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (folder, messages) in [("de", [("1153669", "Orange  (State of New South Wales)"), ("1609350", "Point  Fortin")]),
                                   ("it", [("1153669", "poona")]), ("hy", [("1609350", "Բեյ\u{AD}րութ")])] {
            let path = "\(root)/\(folder)/LC_MESSAGES"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try Data(MOFixture.bytes(messages)).write(to: URL(fileURLWithPath: "\(path)/geonames.mo"))
        }
        let result = try LibGeoNamesImporter(localeRoot: root).run(cities: Self.cities, citiesName: "cities.json")
        #expect(result.catalog.places.map(\.names) == [[.german: "Point Fortin"]])
        let file = { (folder: String) in "\(root)/\(folder)/LC_MESSAGES/geonames.mo" }
        #expect(result.report.skips.map { "\($0.location) | \($0.reason) | \($0.value)" } == [
            "\(file("de")) | label with a qualifier in brackets (a name with its region or state) | 1153669: Orange (State of New South Wales)",
            "\(file("hy")) | contains an invisible character its language does not write | 1609350: armenian: \"Բեյ\u{AD}րութ\"",
            "\(file("it")) | all lower case or all upper case in a language that writes capitals (centurion, BABOR - VILLE) | 1153669: italian: poona",
        ])
        #expect(result.report.notes.map { "\($0.location) | \($0.reason)" } == [
            "\(file("de")) | repeated spaces inside a name made one",
            "\(file("de")) | repeated spaces inside a name made one",
        ])
    }

    @Test func divisionsMatchTheRegionOfTheirCountryTheyShareMostNamesWith() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try LibGeoNamesImporter(localeRoot: root)
            .run(cities: Self.cities, citiesName: "cities.json", regions: Self.regions)
        // TH.03 shares thai and english names with TH-57; LA.22's thai name is LA-BK's. No region becomes a place.
        #expect(result.report.notes.filter { $0.reason.hasPrefix("division") }.map { "\($0.location) \($0.reason) \($0.value)" } == [
            "geonames-admin1:LA.22 division matched iso3166-2:LA-BK",
            "geonames-admin1:TH.03 division matched iso3166-2:TH-57",
        ])
        #expect(result.divisions == LibGeoNamesImporter.Divisions(considered: 2, matched: 2, regions: ["TH.03": "iso3166-2:TH-57", "LA.22": "iso3166-2:LA-BK"]))
        #expect(result.catalog.places.allSatisfy { $0.kind == .city })
    }

    @Test func sameBytesTwice() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let importer = LibGeoNamesImporter(localeRoot: root)
        let first = try importer.run(cities: Self.cities, citiesName: "c").catalog.canonicalJSON()
        #expect(try importer.run(cities: Self.cities, citiesName: "c").catalog.canonicalJSON() == first)
    }

    @Test func missingLocaleRootIsUnreadable() throws {
        #expect(throws: ImportError.unreadable(path: "/nonexistent/locale",
                                               reason: "not a readable folder of gettext locales (apt-get install -y libgeonames-common)")) {
            try LibGeoNamesImporter(localeRoot: "/nonexistent/locale").run(cities: Self.cities, citiesName: "c")
        }
    }
}

@Suite(.needsNamesBinary) struct ImportLibGeoNamesCommandTests {
    @Test func writesTheCatalogAndAnUnreadableCitiesCatalogExitsTwoWritingNothing() throws {
        let root = try LibGeoNamesImporterTests.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cities = "\(root)/cities.json"
        try Catalog(metadata: CatalogMetadata(generatedBy: "test", sources: []), places: LibGeoNamesImporterTests.cities)
            .write(to: cities)
        let output = "\(root)/out.json"
        let bad = try NamesBinary.run(["import", "libgeonames", "--cities", "\(root)/none.json", "--locale-root", root,
                                       "-o", output])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("names: \(root)/none.json: not a readable catalog"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let noRoot = try NamesBinary.run(["import", "libgeonames", "--cities", cities, "--locale-root", "\(root)/none",
                                          "-o", output])
        #expect(noRoot.status == 2)
        #expect(!FileManager.default.fileExists(atPath: output))

        let run = try NamesBinary.run(["import", "libgeonames", "--cities", cities, "--locale-root", root, "-o", output,
                                       "--source-version", "0.3.0-1", "--verbose"])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("read 25 names from 9 files, kept 11\n"))
        #expect(run.stderr.contains("names kept in chinese-simplified: 2\n"))
        let catalog = try Catalog.read(from: output)
        #expect(catalog.places.map(\.id) == LibGeoNamesImporterTests.cities.map(\.id))
        #expect(catalog.metadata.sources == [CatalogSource(name: "GeoNames alternate names (Debian libgeonames-common)",
                                                           version: "0.3.0-1", licence: "CC-BY-4.0",
                                                           url: "https://www.geonames.org")])
    }
}
