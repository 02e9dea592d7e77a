import Foundation
import Testing
@testable import PlaceNamesCore

/// `CatalogDiff` on small hand-written catalogs: exactly which places, names, aliases and fields differ.
@Suite struct CatalogDiffTests {
    static let chiangMai = Place(
        id: "geonames:1153669", kind: .city, defaultName: "Chiang Mai", country: "TH", region: "iso3166-2:TH-50",
        coordinate: Coordinate(latitude: 18.79038, longitude: 98.98468), population: 131091,
        codes: [.wikidata: "Q52028", .geonames: "1153669"],
        names: [.english: LocalizedName("Chiang Mai", short: ["CM"]), .german: "Chiang Mai",
                .japanese: "チェンマイ"],
        aliases: ["Nopburi", "Chiangmai"])

    static var chiangMaiChanged: Place {
        var place = chiangMai
        place.population = 127240
        place.codes[.wikidata] = nil
        place.codes[.iata] = "CNX"
        place.names[.german] = nil
        place.names[.japanese] = "チエンマイ"
        place.names[.thai] = LocalizedName("เชียงใหม่", historic: ["นพบุรีศรีนครพิงค์เชียงใหม่"])
        place.names[.english] = LocalizedName("Chiang Mai", short: ["CNX"], variants: ["Chiengmai"])
        place.aliases = ["Chiangmai", "Kiang Mai"]
        return place
    }

    static let bangkok = Place(id: "geonames:1609350", kind: .city, defaultName: "Bangkok", country: "TH",
                               names: [.english: "Bangkok", .thai: "กรุงเทพมหานคร"])
    static let lampang = Place(id: "geonames:1152472", kind: .city, defaultName: "Lampang", country: "TH",
                               names: [.english: "Lampang"])
    static let laos = Place(id: "iso3166-1:LA", kind: .country, country: "LA", names: [.english: "Laos"])

    @Test func equalCatalogsHaveNoDifferences() {
        let diff = CatalogDiff(old: [Self.chiangMai, Self.bangkok], new: [Self.bangkok, Self.chiangMai])
        #expect(diff.isEmpty)
        #expect(diff.added.isEmpty && diff.removed.isEmpty && diff.changed.isEmpty)
        #expect(diff.summary.oldPlaces == 2 && diff.summary.newPlaces == 2)
        #expect(diff.summary.names == NameCounts())
        #expect(diff.summaryLine() == "0 places changed, 0 added, 0 removed; names: 0 added, 0 removed, 0 changed")
    }

    @Test func placesAddedAndRemovedInIDOrderWithTheirNamesCounted() {
        let diff = CatalogDiff(old: [Self.laos, Self.bangkok], new: [Self.bangkok, Self.lampang])
        #expect(diff.added.map(\.id) == ["geonames:1152472"])
        #expect(diff.added[0].nameCount == 1)
        #expect(diff.removed.map(\.id) == ["iso3166-1:LA"])
        #expect(diff.changed.isEmpty)
        #expect(diff.summary.placesAdded == 1 && diff.summary.placesRemoved == 1)
        #expect(diff.summary.names == NameCounts(added: 1, removed: 1, changed: 0))
        #expect(diff.summary.namesByLanguage == [.english: NameCounts(added: 1, removed: 1)])
        #expect(!diff.isEmpty)
    }

    @Test func everyKindOfChangeOfOnePlace() throws {
        let diff = CatalogDiff(old: [Self.chiangMai], new: [Self.chiangMaiChanged])
        let change = try #require(diff.changed.first)
        #expect(diff.changed.count == 1)
        #expect(change.id == "geonames:1153669")
        // Languages in code point order of their raw values.
        #expect(change.names.map(\.language) == [.english, .german, .japanese, .thai])
        #expect(change.names.map(\.change) == [.changed, .removed, .changed, .added])
        let english = change.names[0]
        #expect(!english.preferredChanged)
        #expect(english.forms == [.short: ListChange(removed: ["CM"], added: ["CNX"]),
                                  .variant: ListChange(added: ["Chiengmai"])])
        #expect(change.names[2].preferredChanged)
        #expect(change.names[2].old?.preferred == "チェンマイ" && change.names[2].new?.preferred == "チエンマイ")
        #expect(change.names[3].forms == [.historic: ListChange(added: ["นพบุรีศรีนครพิงค์เชียงใหม่"])])
        #expect(change.aliases == ListChange(removed: ["Nopburi"], added: ["Kiang Mai"]))
        #expect(change.fields == [
            FieldChange(.population, old: .number(131091), new: .number(127240)),
            FieldChange(.codes, system: .iata, old: nil, new: .text("CNX")),
            FieldChange(.codes, system: .wikidata, old: .text("Q52028"), new: nil),
        ])
        #expect(change.fields.map(\.name) == ["population", "codes.iata", "codes.wikidata"])
        #expect(diff.summary.names == NameCounts(added: 1, removed: 1, changed: 2))
        #expect(diff.summary.placesChanged == 1)
    }

    @Test func canonicallyEquivalentSpellingsAreDifferent() throws {
        var old = Self.bangkok
        old.names[.french] = "Bangkok (Thaïlande)"
        old.defaultName = "Krung Thep"
        var new = old
        new.names[.french] = "Bangkok (Thai\u{308}lande)"
        new.defaultName = "Krung\u{200B}Thep"
        let diff = CatalogDiff(old: [old], new: [new])
        let change = try #require(diff.changed.first)
        #expect(change.names.map(\.language) == [.french])
        #expect(change.names[0].preferredChanged)
        #expect(change.fields == [FieldChange(.defaultName, old: .text("Krung Thep"), new: .text("Krung\u{200B}Thep"))])
        #expect(diff.text() == """
            ~ geonames:1609350 Krung\\u{200B}Thep (city, TH)
                ~ french: "Bangkok (Thaïlande)" → "Bangkok (Thai\u{308}lande)" (canonically equivalent: U+00EF → U+0069 U+0308)
                ~ defaultName: "Krung Thep" → "Krung\\u{200B}Thep"
            1 place changed, 0 added, 0 removed; names: 0 added, 0 removed, 1 changed (french 1)

            """)
    }

    @Test func aliasesOnlyReorderedAndFieldsAddedOrRemoved() throws {
        var new = Self.chiangMai
        new.aliases = ["Chiangmai", "Nopburi"]
        new.region = nil
        new.coordinate = Coordinate(latitude: 18.79, longitude: 98.98)
        new.kind = "town"
        let change = try #require(CatalogDiff(old: [Self.chiangMai], new: [new]).changed.first)
        #expect(change.names.isEmpty)
        #expect(change.aliases?.isReordering == true)
        #expect(change.fields == [
            FieldChange(.kind, old: .text("city"), new: .text("town")),
            FieldChange(.region, old: .text("iso3166-2:TH-50"), new: nil),
            FieldChange(.coordinate, old: .coordinate(Coordinate(latitude: 18.79038, longitude: 98.98468)),
                        new: .coordinate(Coordinate(latitude: 18.79, longitude: 98.98))),
        ])
    }

    @Test func languagesLimitTheNamesCompared() {
        let diff = CatalogDiff(old: [Self.chiangMai, Self.laos], new: [Self.chiangMaiChanged],
                               languages: [.thai, .japanese])
        #expect(diff.changed.first?.names.map(\.language) == [.japanese, .thai])
        // Laos has no name in those languages; Chiang Mai's other fields are still compared.
        #expect(diff.removed.first?.nameCount == 0)
        #expect(diff.changed.first?.fields.count == 3)
        #expect(diff.summary.names == NameCounts(added: 1, removed: 0, changed: 1))
        #expect(diff.summaryLine()
            == "1 place changed, 0 added, 1 removed; names in japanese, thai: 1 added (thai 1), 0 removed, 1 changed (japanese 1)")
    }

    @Test func idsCompareByBytes() {
        // The same id in NFC and NFD is two places.
        let nfc = Place(id: "city:zürich", kind: .city, names: [.german: "Zürich"])
        var nfd = nfc
        nfd.id = "city:zu\u{308}rich"
        let diff = CatalogDiff(old: [nfc], new: [nfd])
        #expect(diff.added.map(\.id.utf8.count) == [nfd.id.utf8.count])
        #expect(diff.removed.map(\.id.utf8.count) == [nfc.id.utf8.count])
    }

    @Test func summaryListsTheThreeLanguagesWithTheMostThenTheRest() {
        let languages: [Language] = [.thai, .lao, .khmer, .burmese, .vietnamese]
        var old: [Place] = []
        var new: [Place] = []
        for index in 0..<6 {
            let place = Place(id: "p:\(index)", kind: .city, names: [.english: LocalizedName("P\(index)")])
            old.append(place)
            var named = place
            // thai 6, lao 5, khmer 4, burmese 3, vietnamese 2 names added
            for (rank, language) in languages.enumerated() where index < 6 - rank { named.names[language] = "x" }
            new.append(named)
        }
        let diff = CatalogDiff(old: old, new: new)
        #expect(diff.summary.languages(by: \.added).map(\.language) == [.thai, .lao, .khmer, .burmese, .vietnamese])
        #expect(diff.summaryLine() == "6 places changed, 0 added, 0 removed; names: 20 added (thai 6, lao 5, "
            + "khmer 4, 5 in 2 other languages), 0 removed, 0 changed")
    }

    @Test func filesOfASetFollowItsPlaces() throws {
        let folder = NSTemporaryDirectory() + "placenames-diff-side-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func write(_ name: String, _ places: [Place]) throws {
            try Data(CanonicalJSONEncoder().encodeBytes(Catalog(places: places)))
                .write(to: URL(fileURLWithPath: folder + name))
        }
        try write("a.json", [Self.bangkok, Self.chiangMai])
        try write("b.json", [Self.laos])
        let set = try CatalogSet(paths: [folder], policy: .merge)
        let side = try DiffSide(set)
        #expect(side.places.map(\.id) == ["geonames:1609350", "geonames:1153669", "iso3166-1:LA"])
        #expect(side.files == [folder + "a.json", folder + "a.json", folder + "b.json"])
        // Merged places (one id in both files) come in id order, each with the first file it is in.
        try write("b.json", [Self.laos, Self.bangkok])
        let merged = try DiffSide(CatalogSet(paths: [folder], policy: .merge))
        #expect(merged.places.map(\.id) == ["geonames:1153669", "geonames:1609350", "iso3166-1:LA"])
        #expect(merged.files == [folder + "a.json", folder + "a.json", folder + "b.json"])
    }
}
