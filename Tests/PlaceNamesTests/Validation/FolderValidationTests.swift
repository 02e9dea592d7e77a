import Foundation
import Synchronization
import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// `validate(files:)` checks a folder's small files side by side, one thread each: the findings, their order and
/// the progress reported are those of one thread checking one file after another.
@Suite struct FolderValidationTests {
    /// A folder of the countries and 40 city files, each with a city named after its country in a name not in
    /// NFC, and a city named like one of three others: probable duplicates across files.
    static func folder() throws -> (URL, [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placenames-folder-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths = [folder.appendingPathComponent("territories.json").path]
        try Data(CityNamedAfterCountryTests.territories.utf8).write(to: URL(fileURLWithPath: paths[0]))
        for n in 0..<40 {
            let path = folder.appendingPathComponent("cities-\(n).json").path
            try Data("""
                {"format": "placenames-catalog", "version": 1, "places": [
                  {"id": "geonames:\(n)", "kind": "city", "country": "CI", "names": {"french": "Co\u{302}te d’Ivoire"}},
                  {"id": "geonames:a\(n)", "kind": "city", "country": "MT", "names": {"english": "Birkirkara \(n % 3)"}}
                ]}

                """.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return (folder, paths)
    }

    @Test func sideBySideFindsWhatOneThreadFinds() throws {
        let (folder, paths) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = CatalogValidator(options: ValidationOptions(threads: 1)).validate(files: paths)
        let three = CatalogValidator(options: ValidationOptions(threads: 3)).validate(files: paths)
        #expect(three.diagnostics.map(\.description) == one.diagnostics.map(\.description))
        #expect(one.fileCount == 41 && one.placeCount == 84)
        let codes = Dictionary(grouping: one.diagnostics, by: \.code).mapValues(\.count)
        #expect(codes["city-named-after-country"] == 40)
        #expect(codes["not-nfc"] == 40)
        // The 39 later "Côte d’Ivoire", and the 37 later "Birkirkara 0" to "2" after the first three.
        #expect(codes["probable-duplicate"] == 76)
    }

    @Test func progressCountsEveryFileOnce() throws {
        let (folder, paths) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let heard = Mutex<[(Int, Int)]>([])
        _ = CatalogValidator(options: ValidationOptions(threads: 3)).validate(files: paths) { done, total in
            heard.withLock { $0.append((done, total)) }
        }
        let calls = heard.withLock { $0 }
        #expect(calls.map(\.0) == Array(1...41))
        #expect(calls.allSatisfy { $0.1 == 41 })
    }
}
