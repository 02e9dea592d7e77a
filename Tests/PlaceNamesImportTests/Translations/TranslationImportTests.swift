import Foundation
import Testing
import PlaceNames
import PlaceNamesImport

/// Taking translations back into catalogs (`TranslationImport`): what is taken, what is refused and why, at the
/// translation file's line and column, and the catalog bytes written.
@Suite struct TranslationImportTests {
    /// Two catalog files: Thai cities (Chiang Mai without a Thai name, Bangkok with one) and a country.
    static func catalogs() throws -> (folder: String, cities: String, countries: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("translations-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cities = Catalog(metadata: CatalogMetadata(sources: [CatalogSource(name: "GeoNames")]), places: [
            Place(id: "geonames:1153671", kind: .city, defaultName: "Chiang Mai", country: "TH",
                  population: 200_952, names: [.english: "Chiang Mai"]),
            Place(id: "geonames:1609350", kind: .city, defaultName: "Bangkok", country: "TH",
                  names: [.english: "Bangkok", .thai: "กรุงเทพมหานคร"]),
            Place(id: "geonames:1150515", kind: .city, defaultName: "Sukhothai", country: "TH"),
        ])
        let countries = Catalog(places: [Place(id: "iso3166-1:TH", kind: .country, country: "TH",
                                               names: [.english: "Thailand", .thai: "ประเทศไทย"])])
        try cities.write(to: folder + "/TH.json")
        try countries.write(to: folder + "/countries.json")
        return (folder, folder + "/TH.json", folder + "/countries.json")
    }

    static func file(_ entries: [TranslationEntry], language: Language? = .thai, path: String = "th.po",
                     translator: String? = nil) -> TranslationFile {
        TranslationFile(path: path, format: .po, language: language, sourceLanguage: .english, entries: entries,
                        skipped: [.fuzzy: 1], revisionDate: "2026-12-03 12:00+0700", translator: translator)
    }

    static func entry(_ id: String, _ source: String?, _ target: String, line: Int = 10) -> TranslationEntry {
        TranslationEntry(id: id, source: source, target: target, location: SourceLocation(line: line, column: 9))
    }

    static func plan(_ files: [TranslationFile], into catalogs: (folder: String, cities: String, countries: String),
                     _ options: TranslationImportOptions = TranslationImportOptions()) throws -> TranslationImport {
        try TranslationImport(translations: files, catalogFiles: [catalogs.cities, catalogs.countries], options: options)
    }

    @Test func addsAMissingNameToItsOwnFileInCanonicalForm() throws {
        let catalogs = try Self.catalogs()
        let plan = try Self.plan([Self.file([Self.entry("geonames:1153671", "Chiang Mai", "เชียงใหม่")],
                                            translator: "Somchai <s@example.org>")], into: catalogs)
        #expect(plan.diagnostics == [])
        #expect(!plan.failed())
        #expect(plan.summary.added == 1 && plan.summary.skipped == [.fuzzy: 1])
        #expect(plan.changedFiles.map(\.path) == [catalogs.cities], "the countries' file is not touched")
        let written = try Catalog(jsonBytes: plan.changedFiles[0].bytes)
        #expect(written.places[0].names[.thai] == "เชียงใหม่")
        #expect(written.metadata.sources.last == CatalogSource(
            name: "Translations th.po by Somchai <s@example.org>", version: "2026-12-03 12:00+0700"))
        #expect(try written.canonicalJSON() == plan.changedFiles[0].bytes, "written in canonical form")
    }

    @Test func equalNamesAreUnchangedAndDifferentOnesConflict() throws {
        let catalogs = try Self.catalogs()
        let same = try Self.plan([Self.file([Self.entry("geonames:1609350", "Bangkok", "กรุงเทพมหานคร")])], into: catalogs)
        #expect(same.summary.unchanged == 1 && same.changedFiles.isEmpty && same.diagnostics.isEmpty)

        let other = [Self.file([Self.entry("geonames:1609350", "Bangkok", "บางกอก", line: 14)])]
        let refused = try Self.plan(other, into: catalogs)
        #expect(refused.failed())
        #expect(refused.diagnostics.map(\.description) == [
            "th.po:14:9: error[conflict]: geonames:1609350 already has the thai name \"กรุงเทพมหานคร\", and the "
                + "translation says \"บางกอก\": pass --prefer translations (the old name kept as a variant) or "
                + "--prefer catalogs",
        ])
        #expect(refused.changedFiles.isEmpty)

        let kept = try Self.plan(other, into: catalogs, TranslationImportOptions(preference: .catalogs))
        #expect(kept.summary.keptCatalogs == 1 && kept.changedFiles.isEmpty && !kept.failed())

        let taken = try Self.plan(other, into: catalogs, TranslationImportOptions(preference: .translations))
        #expect(taken.summary.replaced == 1)
        let written = try Catalog(jsonBytes: taken.changedFiles[0].bytes)
        #expect(written.places[1].names[.thai] == LocalizedName("บางกอก", variants: ["กรุงเทพมหานคร"]))
    }

    @Test func staleSourcesAreReportedAndLeftOutUnlessAccepted() throws {
        let catalogs = try Self.catalogs()
        let stale = [Self.file([Self.entry("geonames:1153671", "Chiang Mai City", "เชียงใหม่")])]
        let plan = try Self.plan(stale, into: catalogs)
        #expect(plan.diagnostics.map(\.description) == [
            "th.po:10:9: info[stale-source]: geonames:1153671: the source \"Chiang Mai City\" is no longer the "
                + "place's english name \"Chiang Mai\" (the catalog changed since the export): translate it again, "
                + "or pass --accept-stale",
        ])
        #expect(!plan.failed() && plan.changedFiles.isEmpty && plan.summary.stale == 1)
        let accepted = try Self.plan(stale, into: catalogs, TranslationImportOptions(acceptStale: true))
        #expect(accepted.summary.added == 1 && accepted.summary.staleTaken == 1)
        // A place without an English name was exported with its default name as the source.
        let byDefault = try Self.plan([Self.file([Self.entry("geonames:1150515", "Sukhothai", "สุโขทัย")])],
                                      into: catalogs)
        #expect(byDefault.summary.added == 1 && byDefault.diagnostics.isEmpty)
    }

    @Test func unknownIdsAndLanguagesThatDisagreeAreErrors() throws {
        let catalogs = try Self.catalogs()
        let unknown = try Self.plan([Self.file([Self.entry("geonames:99", "Nowhere", "ไม่มี", line: 3)])], into: catalogs)
        #expect(unknown.diagnostics.map(\.description) == [
            "th.po:3:9: error[unknown-place]: no place has the id 'geonames:99' in the catalogs given (2 files); "
                + "was it renamed since the export?",
        ])
        let mismatch = try Self.plan([Self.file([Self.entry("geonames:1153671", "Chiang Mai", "清迈")],
                                                language: .chineseSimplified)], into: catalogs,
                                     TranslationImportOptions(language: .thai))
        #expect(mismatch.diagnostics.map(\.description) == [
            "th.po:1:1: error[language-mismatch]: the file is for chinese-simplified (zh-Hans), but --lang says thai (th)",
        ])
        #expect(mismatch.changedFiles.isEmpty)
        let unsaid = try Self.plan([Self.file([Self.entry("geonames:1153671", nil, "เชียงใหม่")], language: nil,
                                              path: "th.csv")], into: catalogs)
        #expect(unsaid.diagnostics.map(\.description) == [
            "th.csv:1:1: error[unknown-language]: the po file does not say its language: give it with --lang (thai, th)",
        ])
    }

    @Test func everyCheckOfValidateRunsAtTheTranslationsLocation() throws {
        let catalogs = try Self.catalogs()
        let bidi = try Self.plan([Self.file([Self.entry("geonames:1153671", "Chiang Mai", "เชียง\u{202E}ใหม่", line: 7)])],
                                 into: catalogs)
        #expect(bidi.failed())
        #expect(bidi.diagnostics.map(\.description) == [
            "th.po:7:9: error[bidi-control]: geonames:1153671: the thai name \"เชียง<U+202E>ใหม่\" contains U+202E "
                + "RIGHT-TO-LEFT OVERRIDE, which reorders text and is not used in thai names; remove it (in \(catalogs.cities))",
        ])
        let script = try Self.plan([Self.file([Self.entry("geonames:1153671", "Chiang Mai", "Chiang Mai", line: 8)])],
                                   into: catalogs)
        #expect(script.failed(), "a warning refuses the import by default")
        #expect(script.diagnostics.map(\.code) == ["script-mismatch"])
        #expect(script.diagnostics.map(\.description) == [
            "th.po:8:9: warning[script-mismatch]: geonames:1153671: the thai name \"Chiang Mai\" has Latn characters "
                + "('C', 'h', 'i', ...), but thai is written in Thai (in \(catalogs.cities))",
        ])
        // U+0E48 (combining class 107) before U+0E38 (103): canonical order puts U+0E38 first.
        let nfd = "ก\u{E48}\u{E38}ง"
        let unfixed = try Self.plan([Self.file([Self.entry("geonames:1153671", "Chiang Mai", nfd)])], into: catalogs)
        #expect(unfixed.diagnostics.map(\.code).contains("not-nfc"))
        let fixed = try Self.plan([Self.file([Self.entry("geonames:1153671", "Chiang Mai", nfd)])],
                                  into: catalogs, TranslationImportOptions(fixNFC: true))
        #expect(fixed.summary.normalised == 1 && fixed.diagnostics.isEmpty)
        // Compared by scalars: String == would call the two orders equal.
        #expect(fixed.changes.map { Array($0.name.unicodeScalars) } == [Array("ก\u{E38}\u{E48}ง".unicodeScalars)])
    }

    @Test func theSamePlaceTranslatedTwiceIsAnError() throws {
        let catalogs = try Self.catalogs()
        let plan = try Self.plan([
            Self.file([Self.entry("geonames:1153671", "Chiang Mai", "เชียงใหม่", line: 4)]),
            Self.file([Self.entry("geonames:1153671", "Chiang Mai", "เชียงใหม่", line: 5)], path: "th2.po"),
        ], into: catalogs)
        #expect(plan.diagnostics.map(\.description) == [
            "th2.po:5:9: error[duplicate-translation]: geonames:1153671 is translated again into thai; the first is "
                + "at th.po:4:9",
        ])
    }
}
