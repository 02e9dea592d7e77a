import Foundation
import Testing
import PlaceNames
import PlaceNamesImport

/// `names import iso-codes` on a small iso-codes tree written by the test: tables, translations in both
/// byte orders, and the locale folders that must be skipped.
@Suite struct ISOCodesImporterTests {
    static let countries = """
        {"3166-1": [
          {"alpha_2": "BO", "alpha_3": "BOL", "common_name": "Bolivia", "name": "Bolivia, Plurinational State of",
           "numeric": "068", "official_name": "Plurinational State of Bolivia"},
          {"alpha_2": "TH", "alpha_3": "THA", "name": "Thailand", "numeric": "764", "official_name": "Kingdom of Thailand"}
        ]}
        """
    static let subdivisions = """
        {"3166-2": [
          {"code": "BW-CE", "name": "Central", "type": "District"},
          {"code": "GB-ENG", "name": "England", "type": "Country"},
          {"code": "GB-KEC", "name": "Kensington and Chelsea", "parent": "LND", "type": "London borough"},
          {"code": "GH-CP", "name": "Central", "type": "Region"},
          {"code": "TH-10", "name": "Krung Thep Maha Nakhon", "type": "Metropolitan administration"},
          {"code": "TH-50", "name": "Chiang Mai", "type": "Province"}
        ]}
        """
    static let header = ("", "Content-Type: text/plain; charset=UTF-8\n")
    static let translations: [(locale: String, domain: String, bigEndian: Bool, messages: [(String, String)])] = [
        ("th", "iso_3166-1", false, [header, ("Bolivia", "โบลิเวีย"), ("Kingdom of Thailand", "ราชอาณาจักรไทย"), ("Thailand", "ไทย")]),
        ("th", "iso_3166-2", false, [header, ("Chiang Mai", "เชียงใหม่"), ("Krung Thep Maha Nakhon", "กรุงเทพมหานคร")]),
        ("de", "iso_3166-1", true, [header, ("Atlantis", "Atlantis"), ("Bolivia, Plurinational State of", "Bolivien, Plurinationaler Staat"),
                                    ("Kingdom of Thailand", ""), ("Thailand", "Thailand")]),
        ("de", "iso_3166-2", true, [("Central", "Zentral")]),
        ("de_CH", "iso_3166-1", false, [("Thailand", "Thailand")]),
        ("en", "iso_3166-2", false, [("Krung Thep Maha Nakhon", "Bangkok")]),
        ("en@quot", "iso_3166-1", false, [("Thailand", "Thailand")]),
        ("fil", "iso_3166-1", false, [("Thailand", "Thailand")]),
        ("tl", "iso_3166-1", false, [("Thailand", "Taylandya")]),
        ("haw", "iso_3166-1", false, [("Thailand", "Kailana")]),
    ]

    /// A fresh iso-codes tree: `<tree>/json` and `<tree>/locale`.
    static func makeTree() throws -> String {
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("iso-codes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(tree)/json", withIntermediateDirectories: true)
        try countries.write(toFile: "\(tree)/json/iso_3166-1.json", atomically: true, encoding: .utf8)
        try subdivisions.write(toFile: "\(tree)/json/iso_3166-2.json", atomically: true, encoding: .utf8)
        for (locale, domain, bigEndian, messages) in translations {
            let folder = "\(tree)/locale/\(locale)/LC_MESSAGES"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(MOFixture.bytes(messages, bigEndian: bigEndian)).write(to: URL(fileURLWithPath: "\(folder)/\(domain).mo"))
        }
        return tree
    }

    @Test func importsTablesAndTranslations() throws {
        let tree = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: tree) }
        let (catalog, report) = try ISOCodesImporter(root: "\(tree)/json", localeRoot: "\(tree)/locale").run()
        #expect(catalog.places == [
            Place(id: "iso3166-1:BO", kind: .country, defaultName: "Bolivia", country: "BO", codes: [.iso3166_1: "BO"], names: [
                .english: LocalizedName("Bolivia", variants: ["Bolivia, Plurinational State of", "Plurinational State of Bolivia"]),
                .german: "Bolivien, Plurinationaler Staat",
                .thai: "โบลิเวีย",
            ]),
            Place(id: "iso3166-1:TH", kind: .country, defaultName: "Thailand", country: "TH", codes: [.iso3166_1: "TH"], names: [
                .english: LocalizedName("Thailand", variants: ["Kingdom of Thailand"]),
                .filipino: "Thailand",
                .german: "Thailand",
                .thai: LocalizedName("ไทย", variants: ["ราชอาณาจักรไทย"]),
            ]),
            Place(id: "iso3166-2:BW-CE", kind: .region, defaultName: "Central", country: "BW", codes: [.iso3166_2: "BW-CE"],
                  names: [.english: "Central", .german: "Zentral"]),
            Place(id: "iso3166-2:GB-ENG", kind: .region, defaultName: "England", country: "GB", codes: [.iso3166_2: "GB-ENG"],
                  names: [.english: "England"]),
            Place(id: "iso3166-2:GB-KEC", kind: .district, defaultName: "Kensington and Chelsea", country: "GB", codes: [.iso3166_2: "GB-KEC"],
                  names: [.english: "Kensington and Chelsea"]),
            Place(id: "iso3166-2:GH-CP", kind: .region, defaultName: "Central", country: "GH", codes: [.iso3166_2: "GH-CP"],
                  names: [.english: "Central", .german: "Zentral"]),
            Place(id: "iso3166-2:TH-10", kind: .region, defaultName: "Bangkok", country: "TH", codes: [.iso3166_2: "TH-10"], names: [
                .english: LocalizedName("Bangkok", variants: ["Krung Thep Maha Nakhon"]),
                .thai: "กรุงเทพมหานคร",
            ]),
            Place(id: "iso3166-2:TH-50", kind: .region, defaultName: "Chiang Mai", country: "TH", codes: [.iso3166_2: "TH-50"],
                  names: [.english: "Chiang Mai", .thai: "เชียงใหม่"]),
        ])
        #expect(catalog.metadata.generatedBy == "names import iso-codes")
        #expect(catalog.metadata.sources.map(\.name) == ["Debian iso-codes"])
        #expect(report.filesRead == 8)
        #expect(report.namesRead == 24)
        #expect(report.namesKept == 22)
        let skips = Dictionary(uniqueKeysWithValues: report.skips.map { ($0.value, $0.reason) })
        #expect(skips == [
            "de_CH": "regional locale (CH) would overwrite german, which has no case for that region",
            "en@quot": "pseudo-locale, not a language (en@quot, en@boldquot, en@shaw)",
            "haw": "locale with no Language case",
            "tl": "another locale gives filipino names (fil)",
            "Kingdom of Thailand": "untranslated (empty msgstr)",
            "Atlantis": "msgid names nothing in iso_3166-1.json",
        ])
        #expect(report.skips.first { $0.value == "tl" }?.location == "\(tree)/locale/tl/LC_MESSAGES/iso_3166-1.mo")
        #expect(report.noteCounts.map(\.reason) == ["translation equal to the English name (kept)"])
        #expect(report.noteCounts.map(\.count) == [2])
    }

    @Test func partsSelectTables() throws {
        let tree = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: tree) }
        var importer = ISOCodesImporter(root: "\(tree)/json", localeRoot: "\(tree)/locale")
        importer.parts = [.countries]
        let (catalog, report) = try importer.run()
        #expect(catalog.places.map(\.id) == ["iso3166-1:BO", "iso3166-1:TH"])
        #expect(report.filesRead == 4)
    }

    @Test func sameBytesTwice() throws {
        let tree = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: tree) }
        let importer = ISOCodesImporter(root: "\(tree)/json", localeRoot: "\(tree)/locale")
        #expect(try importer.run().catalog.canonicalJSON() == importer.run().catalog.canonicalJSON())
    }

    @Test func corruptTranslationFailsTheImport() throws {
        let tree = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: tree) }
        let path = "\(tree)/locale/th/LC_MESSAGES/iso_3166-2.mo"
        try Data(MOFixture.bytes([("Chiang Mai", "เชียงใหม่")]).prefix(10)).write(to: URL(fileURLWithPath: path))
        #expect(throws: ImportError.invalid([Diagnostic(file: path, severity: .error, code: "mo-format",
            message: "offset 8: file ends before the number of strings (file is 10 bytes)")])) {
            try ISOCodesImporter(root: "\(tree)/json", localeRoot: "\(tree)/locale").run()
        }
    }

    @Test func brokenTableNamesItsLine() throws {
        let tree = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: tree) }
        try "{\"3166-1\": [\n  {\"name\": \"Thailand\"}\n]}".write(toFile: "\(tree)/json/iso_3166-1.json", atomically: true, encoding: .utf8)
        do {
            _ = try ISOCodesImporter(root: "\(tree)/json", localeRoot: "\(tree)/locale").run()
            Issue.record("a country without alpha_2 must fail the import")
        } catch {
            guard case .invalid(let diagnostics) = error else { Issue.record("\(error)"); return }
            #expect(diagnostics.map(\.line) == [2])
            #expect(diagnostics.first?.file == "\(tree)/json/iso_3166-1.json")
        }
    }

    @Test func countryCodeThatIsNotOneIsSkipped() throws {
        let tree = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: tree) }
        let table = #"{"3166-1": [{"alpha_2": "T1", "name": "Nowhere"}, {"alpha_2": "TH", "name": "Thailand"}]}"#
        try table.write(toFile: "\(tree)/json/iso_3166-1.json", atomically: true, encoding: .utf8)
        var importer = ISOCodesImporter(root: "\(tree)/json", localeRoot: "\(tree)/locale")
        importer.parts = [.countries]
        let (catalog, report) = try importer.run()
        #expect(catalog.places.map(\.id) == ["iso3166-1:TH"])
        #expect(report.skips.first { $0.value == "T1" }
                == ImportReport.Skip(reason: "alpha_2 is not an ISO 3166-1 country code",
                                     location: "\(tree)/json/iso_3166-1.json: 3166-1[0]", value: "T1"))
    }

    @Test func missingLocaleRootIsUnreadable() throws {
        let tree = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: tree) }
        #expect(throws: ImportError.unreadable(path: "\(tree)/nowhere",
                                               reason: "not a readable folder of gettext locales (apt-get install -y iso-codes)")) {
            try ISOCodesImporter(root: "\(tree)/json", localeRoot: "\(tree)/nowhere").run()
        }
    }
}
