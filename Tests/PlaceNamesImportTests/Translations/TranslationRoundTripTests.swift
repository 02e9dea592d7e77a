import Testing
import PlaceNames
import PlaceNamesImport

/// What `names export` writes reads back as the same ids and names, in every format, with names that need every
/// format's escapes (quotes, backslashes, apostrophes, `@` and `?` that Android reads as references, markup
/// characters, a tab).
@Suite struct TranslationRoundTripTests {
    static let places = [
        Place(id: "geonames:1609350", kind: .city, names: [.english: "Bangkok", .thai: "กรุงเทพมหานคร"]),
        Place(id: "iso3166-1:TH", kind: .country, names: [.english: "Thailand", .thai: "ประเทศ \"ไทย\""]),
        Place(id: "tz:Asia/Bangkok", kind: "timezone", names: [.english: "Bangkok Time", .thai: "เวลา\\กรุงเทพ"]),
        Place(id: "x-test:a_b.c~d 1", kind: .city, names: [.thai: "It's @home? A & <B>\tC"]),
        Place(id: "wikidata:Q90", kind: .city, names: [.english: "Paris"]),
    ]

    @Test(arguments: ExportFormat.allCases)
    func namesReadBackAsWritten(format: ExportFormat) throws {
        let export = try NameExport(places: Self.places, language: .thai)
        let bytes = format.write([export])
        let path = "out/" + format.relativePath(for: .thai)
        let translationFormat = try #require(TranslationFormat(rawValue: format.rawValue))
        #expect(TranslationFormat.of(path: path) == translationFormat)
        let file = try TranslationReader.read(bytes: bytes, path: path, format: translationFormat)
        #expect(file.entries.map { Array($0.id.utf8) } == export.names.map { Array($0.id.utf8) })
        #expect(file.entries.map(\.target) == export.names.map(\.name))
        #expect(file.skipped.isEmpty)
        let namesTheLanguage: Set<ExportFormat> = [.po, .strings, .xcstrings, .android]
        if namesTheLanguage.contains(format) || format.rawValue == "xliff" { #expect(file.language == .thai) }
        if format == .po { #expect(file.entries.map(\.source) == export.names.map { $0.english ?? $0.id }) }
    }

    @Test(arguments: [ExportFormat.json, .csv])
    func withLabelsAndAliasesToo(format: ExportFormat) throws {
        let places = Self.places.map { place in
            var place = place
            place.aliases = ["BKK", "a|b\\c"]
            return place
        }
        let export = try NameExport(places: places, language: .thai, options: ExportOptions(aliases: true, labels: true))
        let file = try TranslationReader.read(bytes: format.write([export]), path: "t", format: try #require(
            TranslationFormat(rawValue: format.rawValue)))
        #expect(file.entries.map(\.id) == export.names.map(\.id))
        #expect(file.entries.map(\.target) == export.names.map(\.name))
    }

    @Test func xcstringsOfSeveralLanguagesReadsOneAtATime() throws {
        let places = Self.places.map { place in
            var place = place
            place.names[.japanese] = LocalizedName("日本語 " + place.id)
            return place
        }
        let exports = try [Language.thai, .japanese].map { try NameExport(places: places, language: $0) }
        let bytes = ExportFormat.xcstrings.write(exports)
        for export in exports {
            let file = try TranslationReader.read(bytes: bytes, path: "PlaceNames.xcstrings", format: .xcstrings,
                                                  language: export.language)
            #expect(Set(file.entries.map(\.target)) == Set(export.names.map(\.name)))
            #expect(file.language == export.language)
        }
    }
}
