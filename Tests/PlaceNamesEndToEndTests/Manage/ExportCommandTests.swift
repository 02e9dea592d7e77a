import Foundation
import Testing
import PlaceNames

/// `names export` as a user runs it: every format's exact bytes, filters, fallbacks, folders and usage errors.
@Suite(.needsNamesBinary) struct ExportCommandTests {
    static func withCatalog(_ body: (ManageNamesTool) throws -> Void) throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("places.json", ExportFixtures.catalog)
            try body(tool)
        }
    }

    @Test func jsonInThaiCollationOrderWithTiesByID() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "thai", "places.json")
            #expect(run.status == 0)
            #expect(run.stdout == ExportFixtures.thaiJSON)
            #expect(run.stderr == ExportFixtures.thaiSummary)
            let again = try tool.run("export", "--lang", "th", "places.json", "-o", "th.json")
            #expect(again.stdout == "")
            #expect(tool.text("th.json") == ExportFixtures.thaiJSON)
        }
    }

    /// Thai collation puts Thai script before Latin (CLDR's Thai tailoring reorders scripts).
    @Test func fallbackFillsMissingNamesAndSaysHowMany() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "thai", "--fallback", "french,en", "places.json")
            #expect(run.status == 0)
            #expect(run.stdout == """
                {
                  "tz:Asia/Bangkok": "กรุงเทพ",
                  "wikidata:Q1861": "กรุงเทพ",
                  "iso3166-2:TH-10": "กรุงเทพมหานคร",
                  "iso3166-2:TH-57": "เชียงราย",
                  "iso3166-2:TH-63": "ตาก",
                  "iso3166-2:TH-54": "แพร่",
                  "iso3166-1:CI": "Côte d’Ivoire",
                  "iso3166-2:US-DC": "Washington, D.C."
                }

                """)
            #expect(run.stderr == "thai: 8 names (ICU \(icuVersion) collation); "
                + "2 filled from fallback (french: 1, english: 1)\n")
        }
    }

    @Test func kindAndCountryFilters() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "english", "--kind", "region", "--country", "th",
                                   "--format", "csv", "places.json")
            #expect(run.status == 0)
            #expect(run.stdout == "id,name\r\niso3166-2:TH-10,Bangkok\r\niso3166-2:TH-57,Chiang Rai\r\n"
                + "iso3166-2:TH-54,Phrae\r\niso3166-2:TH-63,Tak\r\n")
            let quoted = try tool.run("export", "--lang", "english", "--country", "US", "--format", "csv",
                                      "places.json")
            #expect(quoted.stdout == "id,name\r\niso3166-2:US-DC,\"Washington, D.C.\"\r\n")
        }
    }

    @Test func appleStrings() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "thai", "--format", "strings", "places.json")
            #expect(run.status == 0)
            #expect(run.stdout == """
                /* thai (th) place names from names export, ordered by ICU \(icuVersion) collation for th. */
                "tz:Asia/Bangkok" = "กรุงเทพ";
                "wikidata:Q1861" = "กรุงเทพ";
                "iso3166-2:TH-10" = "กรุงเทพมหานคร";
                "iso3166-2:TH-57" = "เชียงราย";
                "iso3166-2:TH-63" = "ตาก";
                "iso3166-2:TH-54" = "แพร่";

                """)
        }
    }

    @Test(.needsMsgfmt) func gettextWithAHeaderMsgfmtAccepts() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "thai", "--format", "po", "--kind", "region", "-o", "th.po",
                                   "places.json")
            #expect(run.status == 0)
            #expect(tool.text("th.po") == """
                # thai (th) place names from names export, ordered by ICU \(icuVersion) collation for th.
                msgid ""
                msgstr ""
                "Project-Id-Version: PlaceNames\\n"
                "PO-Revision-Date: 1970-01-01 00:00+0000\\n"
                "Last-Translator: names export\\n"
                "Language-Team: PlaceNames\\n"
                "Language: th\\n"
                "MIME-Version: 1.0\\n"
                "Content-Type: text/plain; charset=UTF-8\\n"
                "Content-Transfer-Encoding: 8bit\\n"
                "Plural-Forms: nplurals=1; plural=0;\\n"
                "X-Generator: names export (ICU \(icuVersion))\\n"

                msgctxt "iso3166-2:TH-10"
                msgid "Bangkok"
                msgstr "กรุงเทพมหานคร"

                msgctxt "iso3166-2:TH-57"
                msgid "Chiang Rai"
                msgstr "เชียงราย"

                msgctxt "iso3166-2:TH-63"
                msgid "Tak"
                msgstr "ตาก"

                msgctxt "iso3166-2:TH-54"
                msgid "Phrae"
                msgstr "แพร่"

                """)
            let msgfmt = Process()
            msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
            msgfmt.arguments = ["--check", "-o", "/dev/null", tool.path("th.po")]
            let warnings = Pipe()
            msgfmt.standardError = warnings
            try msgfmt.run()
            let stderr = String(decoding: warnings.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            msgfmt.waitUntilExit()
            #expect(msgfmt.terminationStatus == 0)
            #expect(stderr == "")
        }
    }

    @Test func androidStringsAndResourceFolders() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "thai", "--format", "android", "--kind", "city",
                                   "places.json")
            #expect(run.status == 0)
            #expect(run.stdout == """
                <?xml version="1.0" encoding="utf-8"?>
                <!-- thai (th) place names from names export, ordered by ICU \(icuVersion) collation for th. -->
                <resources>
                    <string name="tz_cAsia_sBangkok">กรุงเทพ</string>
                    <string name="wikidata_cQ1861">กรุงเทพ</string>
                </resources>

                """)
            let all = try tool.run("export", "--all", "--format", "android", "-o", "res", "places.json")
            #expect(all.status == 0)
            let files = FileManager.default.enumerator(atPath: tool.path("res"))?.allObjects as? [String]
            #expect(files?.sorted() == ["values-en", "values-en/strings.xml", "values-fr", "values-fr/strings.xml",
                                        "values-th", "values-th/strings.xml"])
            #expect(all.stderr == """
                english: 8 names (ICU \(icuVersion) collation)
                french: 1 name (ICU \(icuVersion) collation); 7 places without a french name left out
                thai: 6 names (ICU \(icuVersion) collation); 2 places without a thai name left out

                """)
        }
    }

    @Test func xcodeStringCatalogWithEveryLanguage() throws {
        try Self.withCatalog { tool in
            let run = try tool.run("export", "--lang", "thai", "--lang", "fr", "--fallback", "english",
                                   "--format", "xcstrings", "--country", "CI", "--country", "TH", "--kind", "country",
                                   "--kind", "city", "-o", "Places.xcstrings", "places.json")
            #expect(run.status == 0)
            #expect(tool.text("Places.xcstrings") == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "iso3166-1:CI" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Côte d’Ivoire"
                          }
                        },
                        "th" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Côte d’Ivoire"
                          }
                        }
                      }
                    },
                    "tz:Asia/Bangkok" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "fr" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Bangkok"
                          }
                        },
                        "th" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "กรุงเทพ"
                          }
                        }
                      }
                    },
                    "wikidata:Q1861" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "fr" : {
                          "stringUnit" : {
                            "state" : "needs_review",
                            "value" : "Bangkok"
                          }
                        },
                        "th" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "กรุงเทพ"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        }
    }

    @Test func severalLanguagesGoIntoAFolderByEachPlatformsConventions() throws {
        try Self.withCatalog { tool in
            for (format, expected) in [
                ("json", ["french.json", "thai.json"]),
                ("strings", ["fr.lproj", "fr.lproj/PlaceNames.strings", "th.lproj", "th.lproj/PlaceNames.strings"]),
                ("po", ["fr.po", "th.po"]),
            ] {
                let run = try tool.run("export", "--lang", "thai", "--lang", "french", "--format", format,
                                       "-o", format, "places.json")
                #expect(run.status == 0)
                let files = FileManager.default.enumerator(atPath: tool.path(format))?.allObjects as? [String]
                #expect(files?.sorted() == expected)
            }
            #expect(tool.text("json/thai.json") == ExportFixtures.thaiJSON)
        }
    }

    @Test func usageErrors() throws {
        try Self.withCatalog { tool in
            let noLanguage = try tool.run("export", "places.json")
            #expect(noLanguage.status == 2)
            #expect(noLanguage.stderr.contains("Give --lang LANGUAGE (or --all)."))
            let misspelt = try tool.run("export", "--lang", "thia", "places.json")
            #expect(misspelt.status == 2)
            #expect(misspelt.stderr.contains("did you mean 'thai'?"))
            let severalToStdout = try tool.run("export", "--lang", "thai", "--lang", "lao", "places.json")
            #expect(severalToStdout.status == 2)
            #expect(severalToStdout.stderr.contains("Exporting several languages as json needs -o FOLDER."))
            let missing = try tool.run("export", "--lang", "thai")
            #expect(missing.status == 2)
            #expect(missing.stderr == "names: Catalogs/: no such file or folder\n")
        }
    }

    @Test func aBrokenCatalogFailsWithTheDecodersLocatedError() throws {
        try ManageNamesTool.withScratch { tool in
            let broken = ExportFixtures.catalog.replacingOccurrences(of: "\"thai\": \"ตาก\"", with: "\"thia\": \"ตาก\"")
            try tool.write("broken.json", broken)
            try tool.write("places.json", ExportFixtures.catalog)
            let direct = try tool.run("merge", "broken.json", "--dry-run")
            let run = try tool.run("export", "--lang", "thai", "broken.json")
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr.hasPrefix("names: broken.json:6:"))
            #expect(run.stderr.contains("thia"))
            #expect(run.stderr == direct.stderr)
        }
    }
}
