import Foundation
import Testing
import PlaceNames

/// `names export --aliases`: a place's language-less spellings beside its name in JSON and CSV, never as a name.
@Suite(.needsNamesBinary) struct ExportAliasesTests {
    /// Bangkok and Munich as the shipped cities have them (GeoNames ids and spellings, libgweather's names), one
    /// alias with a `|` and a `\`, a city known only by aliases, and a city without aliases.
    static let catalog = """
    {
      "format": "placenames-catalog",
      "version": 1,
      "places": [
        {"id": "geonames:1609350", "kind": "city", "country": "TH", "population": 5104476,
         "names": {"english": "Bangkok", "thai": "กรุงเทพฯ"}, "aliases": ["Bangkok", "BKK", "Krung Thep", "曼谷"]},
        {"id": "geonames:2867714", "kind": "city", "country": "DE", "population": 1505005,
         "names": {"english": "Munich", "thai": "มิวนิก"}, "aliases": ["Munich", "MUC", "München", "a|b\\\\c"]},
        {"id": "geonames:1153671", "kind": "city", "country": "TH", "population": 200952,
         "names": {}, "aliases": ["Chiang Mai", "CNX"]},
        {"id": "tz:Antarctica/Troll", "kind": "city", "names": {"english": "Troll", "thai": "โทรล"}}
      ]
    }

    """

    static func withCatalog(_ body: (ManageNamesTool) throws -> Void) throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("cities.json", catalog)
            try body(tool)
        }
    }

    /// Thai collation: โทรล sorts by its consonant ท, before ม.
    @Test func jsonGivesEachNameItsAliases() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "thai", "--aliases", "cities.json")
            #expect(run.status == 0)
            #expect(run.stdout == #"""
                {
                  "geonames:1609350": {"name": "กรุงเทพฯ", "aliases": ["Bangkok", "BKK", "Krung Thep", "曼谷"]},
                  "tz:Antarctica/Troll": {"name": "โทรล", "aliases": []},
                  "geonames:2867714": {"name": "มิวนิก", "aliases": ["Munich", "MUC", "München", "a|b\\c"]}
                }

                """#)
            // Chiang Mai has no Thai name: its aliases do not stand in for one.
            #expect(run.stderr == "thai: 3 names (ICU \(icuVersion) collation); "
                + "1 place without a thai name left out\n")
        }
    }

    @Test func csvPutsTheAliasesInAThirdColumn() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "en", "--aliases", "--format", "csv", "cities.json")
            #expect(run.status == 0)
            #expect(run.stdout == "id,name,aliases\r\n"
                + "geonames:1609350,Bangkok,Bangkok|BKK|Krung Thep|曼谷\r\n"
                + #"geonames:2867714,Munich,Munich|MUC|München|a\|b\\c"# + "\r\n"
                + "tz:Antarctica/Troll,Troll,\r\n")
        }
    }

    @Test func withoutTheFlagNoAliasesAreExported() throws {
        try Self.withCatalog { tool in
            let json = try tool.run("export", "--lang", "thai", "cities.json")
            #expect(json.stdout == """
                {
                  "geonames:1609350": "กรุงเทพฯ",
                  "tz:Antarctica/Troll": "โทรล",
                  "geonames:2867714": "มิวนิก"
                }

                """)
            let csv = try tool.run("export", "--lang", "en", "--format", "csv", "cities.json")
            #expect(csv.stdout == "id,name\r\ngeonames:1609350,Bangkok\r\ngeonames:2867714,Munich\r\n"
                + "tz:Antarctica/Troll,Troll\r\n")
        }
    }

    /// An alias is never a name: the translation formats refuse the flag instead of writing aliases as strings.
    @Test func translationFormatsRefuseAliases() throws {
        try Self.withCatalog { tool in
            for format in ["strings", "xcstrings", "po", "android"] {
                let run = try tool.run("export", "--lang", "thai", "--aliases", "--format", format, "cities.json",
                                       "-o", "out")
                #expect(run.status == 2)
                #expect(run.stderr.contains("--aliases needs --format json or csv: --format \(format) holds only "
                    + "the name an app displays in a language, and aliases have no language."))
                #expect(!FileManager.default.fileExists(atPath: tool.path("out")))
            }
        }
    }

    /// Several languages to a folder: every file carries the aliases.
    @Test func everyLanguageFileCarriesTheAliases() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "en", "--lang", "th", "--aliases", "cities.json", "-o", "out")
            #expect(run.status == 0)
            #expect(tool.text("out/english.json") == #"""
                {
                  "geonames:1609350": {"name": "Bangkok", "aliases": ["Bangkok", "BKK", "Krung Thep", "曼谷"]},
                  "geonames:2867714": {"name": "Munich", "aliases": ["Munich", "MUC", "München", "a|b\\c"]},
                  "tz:Antarctica/Troll": {"name": "Troll", "aliases": []}
                }

                """#)
            #expect(tool.text("out/thai.json")?.contains(#""geonames:1609350": {"name": "กรุงเทพฯ", "aliases": ["Bangkok""#) == true)
        }
    }
}
