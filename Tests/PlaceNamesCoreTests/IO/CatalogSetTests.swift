import Foundation
import PlaceNamesCore
import Testing

/// "The catalogs under these paths" as one set with one policy for a place id read twice.
@Suite struct CatalogSetTests {
    static let a = """
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "iso3166-1:TH", "kind": "country", "country": "TH", "names": {"english": "Thailand"}},
          {"id": "tz:Asia/Bangkok", "kind": "city", "country": "TH", "names": {"english": "Bangkok"}}
        ]}

        """
    /// Adds a French name to a's Bangkok, and a place of its own.
    static let adds = """
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "tz:Asia/Bangkok", "kind": "city", "country": "TH", "names": {"french": "Bangkok"}},
          {"id": "iso3166-1:LA", "kind": "country", "country": "LA", "names": {"english": "Laos"}}
        ]}

        """
    /// Gives a's Bangkok another English name.
    static let disagrees = """
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "tz:Asia/Bangkok", "kind": "city", "country": "TH", "names": {"english": "Krung Thep"}}
        ]}

        """
    static let laos = """
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "iso3166-1:LA", "kind": "country", "country": "LA", "names": {"english": "Laos"}}
        ]}

        """

    /// A folder holding `files` (name → contents), removed after `body`.
    func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let folder = NSTemporaryDirectory() + "placenames-catalog-set-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, contents) in files { try Data(contents.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)")) }
        try body(folder)
    }

    @Test func filesWithoutASharedIDGiveTheirPlacesInFileOrderUnderEitherPolicy() throws {
        try withFolder(["a.json": Self.a, "b.json": Self.laos]) { folder in
            for policy in [DuplicatePolicy.merge, .reject] {
                let set = try CatalogSet(paths: [folder], policy: policy)
                #expect(set.files == ["\(folder)/a.json", "\(folder)/b.json"])
                #expect(try set.places().map(\.id) == ["iso3166-1:TH", "tz:Asia/Bangkok", "iso3166-1:LA"])
            }
        }
    }

    @Test func mergeMakesAPlaceInTwoFilesOnePlace() throws {
        try withFolder(["a.json": Self.a, "b.json": Self.adds]) { folder in
            let places = try CatalogSet(paths: [folder], policy: .merge).places()
            #expect(places.map(\.id) == ["iso3166-1:LA", "iso3166-1:TH", "tz:Asia/Bangkok"])
            let bangkok = try #require(places.first { $0.id == "tz:Asia/Bangkok" })
            #expect(bangkok.names[.english]?.preferred == "Bangkok")
            #expect(bangkok.names[.french]?.preferred == "Bangkok")
        }
    }

    @Test func mergeMakesAPlaceTwiceInOneFileOnePlace() throws {
        try withFolder(["a.json": Self.a, "twice.json": Self.laos.replacingOccurrences(
            of: "]}", with: #", {"id": "iso3166-1:LA", "kind": "country", "names": {"french": "Laos"}}]}"#)]) { folder in
            let places = try CatalogSet(paths: [folder], policy: .merge).places()
            #expect(places.count { $0.id == "iso3166-1:LA" } == 1)
            #expect(places.first { $0.id == "iso3166-1:LA" }?.names.count == 2)
        }
    }

    @Test func mergeFailsOnValuesThatDisagreeAndLocatesThemWithoutNamingAFlag() throws {
        try withFolder(["a.json": Self.a, "b.json": Self.disagrees]) { folder in
            let set = try CatalogSet(paths: [folder], policy: .merge)
            #expect(set.inputs.allSatisfy { $0.sourceMap == nil })
            let error = try #require(throws: CatalogSetError.self) { try set.places() }
            #expect(error.description == "the catalogs disagree")
            guard case .conflicts(let diagnostics) = error else { Issue.record("not a conflict: \(error)"); return }
            #expect(diagnostics.map(\.description) == [
                "\(folder)/b.json:2:83: error[merge-conflict]: english name of 'tz:Asia/Bangkok' is 'Krung Thep' "
                    + "here but 'Bangkok' in \(folder)/a.json:3:83",
            ])
        }
    }

    @Test func rejectFailsOnAnIDReadTwice() throws {
        try withFolder(["a.json": Self.a, "b.json": Self.adds, "c.json": Self.disagrees]) { folder in
            let error = try #require(throws: CatalogSetError.self) {
                try CatalogSet(paths: [folder], policy: .reject).places()
            }
            #expect(error == .duplicateIDs(["tz:Asia/Bangkok"]))
            #expect(error.description == "the catalogs share place ids: 'tz:Asia/Bangkok'")
        }
    }

    @Test func languagesLimitTheNamesKept() throws {
        try withFolder(["a.json": Self.a, "b.json": Self.adds]) { folder in
            let places = try CatalogSet(paths: [folder], policy: .merge, languages: [.french]).places()
            #expect(places.first { $0.id == "tz:Asia/Bangkok" }?.names.keys.map(\.rawValue) == ["french"])
        }
    }

    @Test func aMissingPathIsUnreadable() {
        #expect(throws: CatalogReadError.self) { try CatalogSet(paths: ["/nonexistent/catalogs"], policy: .merge) }
    }

    @Test func idsCompareByBytes() {
        var ids = PlaceIDSet()
        let nfc = ids.insert("city:qu\u{E9}bec"), nfd = ids.insert("city:que\u{301}bec"), again = ids.insert("city:qu\u{E9}bec")
        #expect(nfc && nfd && !again)
    }

    @Test func idsLongerThanAnInlineStringAreFoundAgainHoweverTheyWereMade() {
        var ids = PlaceIDSet()
        let long = "geonames:city:kr\u{F6}nungsstadt-aachen-1234567890"
        let rebuilt = String(decoding: Array(long.utf8), as: UTF8.self)
        let sliced = String("x\(long)".dropFirst())
        #expect(ids.insert(long) && !ids.insert(rebuilt) && !ids.insert(sliced))
        #expect(ids.insert(long + " ") && ids.insert(String(long.dropLast())))
    }

    @Test func idsAreFoundAgainAfterTheSetGrew() {
        var ids = PlaceIDSet()
        let all = (0..<10_000).map { "geonames:\($0)" }
        #expect(all.allSatisfy { ids.insert($0) })
        #expect(all.allSatisfy { !ids.insert($0) })
        var sized = PlaceIDSet(minimumCapacity: 3)
        #expect(["", "a", "b", "ab"].allSatisfy { sized.insert($0) } && !sized.insert("") && !sized.insert("ab"))
    }
}
