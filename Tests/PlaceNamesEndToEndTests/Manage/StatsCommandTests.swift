import Foundation
import Testing
import PlaceNames

/// `names stats` on small catalogs (exact bytes) and on the shipped Catalogs/ (figures counted independently).
@Suite(.needsNamesBinary) struct StatsCommandTests {
    @Test func textIsAlignedTables() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("b.json", MergeFixtures.bElsewhere)
            let run = try tool.run("stats", "a.json", "b.json")
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(run.stdout == """
                2 files: 4 places, 7 names (9 forms) in 3 languages
                places: 1 with a population

                kind     places  names
                city          2      4
                country       2      3

                language  tag  names  coverage  missing
                english   en       3     75.0%        1
                thai      th       3     75.0%        1
                french    fr       1     25.0%        3

                closest to complete: english 75.0% (1 missing), thai 75.0% (1 missing), french 25.0% (3 missing)

                """)
        }
    }

    @Test func jsonForTools() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            let run = try tool.run("stats", "--format", "json", "a.json")
            #expect(run.status == 0)
            #expect(run.stdout == """
                {
                  "files": 1,
                  "places": 2,
                  "names": 4,
                  "forms": 5,
                  "kinds": [
                    {
                      "kind": "city",
                      "places": 1,
                      "names": 2
                    },
                    {
                      "kind": "country",
                      "places": 1,
                      "names": 2
                    }
                  ],
                  "languages": [
                    {
                      "language": "english",
                      "bcp47": "en",
                      "names": 2,
                      "forms": 2,
                      "coverage": 100.0,
                      "missing": 0
                    },
                    {
                      "language": "thai",
                      "bcp47": "th",
                      "names": 2,
                      "forms": 3,
                      "coverage": 100.0,
                      "missing": 0
                    }
                  ],
                  "closestToComplete": []
                }

                """)
        }
    }

    /// The catalogs are read as `names export` reads them (`CatalogSet`, `DuplicatePolicy.merge`): a place in two
    /// files is one place, counted once, with the names of both (it used to be counted twice).
    @Test func aPlaceInTwoFilesIsCountedOnce() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("extra.json", """
                {"format": "placenames-catalog", "version": 1, "places": [
                  {"id": "tz:Asia/Bangkok", "kind": "city", "country": "TH", "names": {"french": "Bangkok"}},
                  {"id": "iso3166-1:LA", "kind": "country", "country": "LA", "names": {"english": "Laos"}}
                ]}
                """)
            let run = try tool.run("stats", "a.json", "extra.json")
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("2 files: 3 places, 6 names (7 forms) in 3 languages\n"))
            #expect(run.stdout.contains("city          1      3\n"))
            let json = try tool.run("stats", "--format", "json", "a.json", "extra.json")
            let document = try JSONDocument(bytes: json.stdoutBytes)
            #expect(document.root["places"]?.int == 3)
        }
    }

    /// Catalogs that give one place different names have no one set of figures: stats fails as export does.
    @Test func catalogsThatDisagreeFailWithWhatToType() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("b.json", MergeFixtures.b)
            let run = try tool.run("stats", "a.json", "b.json")
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr.hasPrefix("b.json:"))
            #expect(run.stderr.contains("error[merge-conflict]: thai name of 'tz:Asia/Bangkok' is 'บางกอก' here but "
                + "'กรุงเทพมหานคร' in a.json:"))
            #expect(run.stderr.contains("; choose with --prefer first|last|FILE\n"))
            #expect(run.stderr.hasSuffix("names: the catalogs disagree; merge them first with names merge --prefer\n"))
        }
    }

    @Test func theShippedCatalogs() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        // The countries, regions and cities: the towns and villages would add minutes to a debug build's run.
        let catalogs = ["territories.json", "subdivisions", "cities"]
            .map { root.appendingPathComponent("Catalogs/\($0)").path }
        let files = try CatalogFiles.find(catalogs)
        let places = try files.flatMap { try Catalog.read(from: $0).places }
        try ManageNamesTool.withScratch { tool in
            let run = try tool.run(["stats", "--format", "json"] + catalogs)
            #expect(run.status == 0)
            let document = try JSONDocument(bytes: run.stdoutBytes)
            #expect(document.root["files"]?.int == files.count)
            #expect(document.root["places"]?.int == places.count)
            #expect(document.root["names"]?.int == places.reduce(0) { $0 + $1.names.count })
            let languages = Array(try #require(document.root["languages"]).elements)
            for language in [Language.english, .thai, .japanese] {
                let entry = try #require(languages.first { $0["language"]?.string == language.rawValue })
                let names = places.count { $0.names[language] != nil }
                #expect(entry["names"]?.int == names)
                #expect(entry["missing"]?.int == places.count - names)
            }
            let counts = languages.map { $0["names"]?.int ?? 0 }
            #expect(counts == counts.sorted(by: >))

            let text = try tool.run(["stats"] + catalogs)
            #expect(text.stdout.hasPrefix("\(files.count) files: "))
        }
    }

    @Test func missingDefaultFolderIsAUsageError() throws {
        try ManageNamesTool.withScratch { tool in
            let run = try tool.run("stats")
            #expect(run.status == 2)
            #expect(run.stderr == "names: Catalogs/: no such file or folder\n")
        }
    }
}
