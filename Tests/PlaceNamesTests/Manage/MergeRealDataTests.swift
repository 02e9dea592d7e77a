import Foundation
import Testing
import PlaceNames
import PlaceNamesImport

/// Merges real CLDR catalogs, one of them as another source would spell it (short names preferred).
@Suite(.needsCLDR) struct MergeRealDataTests {
    /// The same places where a short form exists preferred over the full name ("US" for "United States").
    static func preferringShortForms(_ catalog: Catalog) -> Catalog {
        var other = catalog
        for index in other.places.indices {
            for (language, name) in other.places[index].names {
                guard let short = name.short.first else { continue }
                var swapped = LocalizedName(short, short: [name.preferred] + name.short.dropFirst())
                swapped.historic = name.historic
                other.places[index].names[language] = swapped
            }
        }
        return other
    }

    /// Every (place id, language, form) of a catalog, forms by their UTF-8 bytes.
    static func forms(_ catalog: Catalog) -> Set<[UInt8]> {
        var forms = Set<[UInt8]>()
        for place in catalog.places {
            for (language, name) in place.names {
                for form in name.forms {
                    forms.insert(Array("\(place.id)\u{0}\(language.rawValue)\u{0}".utf8) + Array(form.value.utf8))
                }
            }
        }
        return forms
    }

    @Test(arguments: [MergePreference.first, .last])
    func aNameNeverDisappears(preference: MergePreference) throws {
        let territories = try CLDRParts.catalog(.territories)
        let cities = try CLDRParts.catalog(.exemplarCities)
        let shortFirst = Self.preferringShortForms(territories)
        let inputs = [
            MergeInput(file: "territories.json", catalog: territories),
            MergeInput(file: "cities.json", catalog: cities),
            MergeInput(file: "short.json", catalog: shortFirst),
        ]
        let result = CatalogMerger(preference: preference).merge(inputs)
        #expect(!result.failed)
        #expect(result.conflicts.count > 100)
        let output = Self.forms(result.catalog)
        for input in inputs {
            let missing = Self.forms(input.catalog).subtracting(output)
            #expect(missing.isEmpty, "\(missing.count) forms of \(input.file) missing")
        }
        #expect(result.catalog.places.count == Set(territories.places.map(\.id) + cities.places.map(\.id)).count)
        let winner = preference == .first ? territories : shortFirst
        let us = try #require(result.catalog.places.first { $0.id == "iso3166-1:US" })
        let expected = try #require(winner.places.first { $0.id == "iso3166-1:US" })
        #expect(us.names[.english]?.preferred == expected.names[.english]?.preferred)
        let ids = result.catalog.places.map { Array($0.id.utf8) }
        #expect(ids == ids.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test func withoutAPreferenceEveryDisagreementIsReportedAndTheMergeFails() throws {
        let territories = try CLDRParts.catalog(.territories)
        let shortFirst = Self.preferringShortForms(territories)
        let result = CatalogMerger().merge([
            MergeInput(file: "territories.json", catalog: territories),
            MergeInput(file: "short.json", catalog: shortFirst),
        ])
        let swapped = territories.places.reduce(0) { $0 + $1.names.values.count { !$0.short.isEmpty } }
        #expect(result.failed)
        #expect(result.conflicts.count == swapped)
        #expect(result.conflicts.allSatisfy { $0.resolution == .unresolved })
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && $0.file == "short.json" })
    }
}
