import Foundation
import Testing
@testable import PlaceNamesCore

/// A merge locates its conflicts with what the one read of each input recorded (`CatalogSourceMap`): every
/// file is parsed once, whatever its shape, and each conflict still points at its value's line and column.
@Suite struct MergeLocationTests {
    /// Indented, with a name written as an object.
    static let indented = """
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "city:bangkok", "kind": "city", "country": "TH", "population": 8305218,
           "codes": {"wikidata": "Q1861"},
           "names": {"english": "Bangkok", "thai": {"preferred": "กรุงเทพมหานคร", "short": ["กรุงเทพฯ"]}}},
          {"id": "city:chiang-mai", "kind": "city", "names": {"english": "Chiang Mai"}}
        ]}

        """
    /// Minified on one line, its places in another order.
    static let minified = #"{"format":"placenames-catalog","version":1,"places":[{"id":"city:chiang-mai","kind":"#
        + #""town","names":{"english":"Chiang Mai"}},{"id":"city:bangkok","kind":"city","population":5104476,"#
        + #""codes":{"wikidata":"Q1862"},"names":{"thai":{"preferred":"บางกอก"},"english":"Bangkok"}}]}"#
        + "\n"
    /// A key written with an escape, which the fast read leaves to the Codable decoder.
    static let escaped = #"""
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "city:bangkok", "kind": "city",
           "n\u0061mes": {"english": "Krung Thep", "thai": "กรุงเทพ"}}
        ]}

        """#

    /// Each conflict, with the position of both values (columns checked by counting scalars in the files).
    static let conflicts = [
        "b.json:1:85: error[merge-conflict]: kind of 'city:chiang-mai' is 'town' here but 'city' in a.json:5:37",
        "b.json:1:174: error[merge-conflict]: population of 'city:bangkok' is '5104476' here but '8305218' in "
            + "a.json:2:73",
        "b.json:1:202: error[merge-conflict]: wikidata code of 'city:bangkok' is 'Q1862' here but 'Q1861' in "
            + "a.json:3:26",
        "b.json:1:240: error[merge-conflict]: thai name of 'city:bangkok' is 'บางกอก' here but 'กรุงเทพมหานคร' in "
            + "a.json:4:58",
        "c.json:3:30: error[merge-conflict]: english name of 'city:bangkok' is 'Krung Thep' here but 'Bangkok' in "
            + "a.json:4:25",
        "c.json:3:52: error[merge-conflict]: thai name of 'city:bangkok' is 'กรุงเทพ' here but 'กรุงเทพมหานคร' in "
            + "a.json:4:58",
    ]

    @Test func eachInputIsParsedOnceAndEveryConflictIsLocated() throws {
        let folder = NSTemporaryDirectory() + "placenames-merge-locations-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in [("a.json", Self.indented), ("b.json", Self.minified), ("c.json", Self.escaped)] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + name))
        }
        let counter = JSONDocument.ParseCounter()
        let result = try JSONDocument.$parseCounter.withValue(counter) {
            CatalogMerger().merge(try ["a.json", "b.json", "c.json"].map { try MergeInput.read(folder + $0) })
        }
        #expect(counter.count == 3)
        let diagnostics = result.diagnostics.map { $0.description.replacingOccurrences(of: folder, with: "") }
        #expect(diagnostics == Self.conflicts)
    }

    /// The map gives, for every place of the shipped catalogs, the node the document itself finds for each
    /// field, code and name: where merges located conflicts when they parsed an input again to find them.
    @Test func mapAgreesWithTheDocumentOnTheShippedCatalogs() async throws {
        let all = try CatalogFiles.find([PackageRoot.catalogs.path])
        #expect(all.count > 400)
        let files = Sweep.catalogFiles(all)
        var names = 0
        var codes = 0
        var mismatches: [String] = []
        for file in files {
            await Task.yield()  // a debug build takes seconds here: leave the cooperative threads to other tests
            let document = try MergeInput.parse(file)
            let map = CatalogSourceMap(document: document)
            let places = try #require(document.root["places"]).elements
            #expect(map.placeCount == places.count, "\(file)")
            for (index, place) in places.enumerated() {
                func check(_ entry: CatalogSourceMap.Entry, _ node: JSONNode?) {
                    let found = map.offset(of: entry, inPlace: index)
                    if found != node?.offset {
                        mismatches.append("\(file) place \(index) \(entry): \(String(describing: found))")
                    }
                }
                if map.offset(ofPlace: index) != place.offset { mismatches.append("\(file) place \(index)") }
                for field in CatalogSchema.PlaceField.allCases { check(.field(field), place[field.rawValue]) }
                for member in place["codes"].map({ Array($0.members) }) ?? [] {
                    check(.code(CodeSystem(rawValue: member.key)), member.value)
                    codes += 1
                }
                for member in place["names"].map({ Array($0.members) }) ?? [] {
                    let value = member.value
                    check(.name(try #require(Language(rawValue: member.key))),
                          value.kind == .object ? (value["preferred"] ?? value) : value)
                    names += 1
                }
            }
        }
        #expect(mismatches.prefix(10) == [])
        // Each quarter of the files holds 155,000 to 308,000 names and 9,400 to 37,000 codes (2026-12-06).
        #expect(names > (Sweep.isFull ? 600_000 : 100_000))
        #expect(codes > (Sweep.isFull ? 70_000 : 8_000))
    }
}
