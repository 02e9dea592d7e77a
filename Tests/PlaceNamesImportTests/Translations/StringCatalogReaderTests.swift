import Testing
import PlaceNames
@testable import PlaceNamesImport

/// String Catalogs in Xcode's own layout (`"key" : value`, two-space indent, keys sorted) and broken ones.
@Suite struct StringCatalogReaderTests {
    static let xcode = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "geonames:1153671" : {
      "comment" : "city in TH, population 127240\nid: geonames:1153671",
      "extractionState" : "manual",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Chiang Mai"
          }
        },
        "th" : {
          "stringUnit" : {
            "state" : "needs_review",
            "value" : "เชียงใหม่"
          }
        }
      }
    },
    "geonames:1605279" : {
      "extractionState" : "manual",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Udon Thani"
          }
        }
      }
    },
    "geonames:1609350" : {
      "comment" : "city in TH",
      "extractionState" : "manual",
      "localizations" : {
        "en" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "Bangkok"
          }
        },
        "th" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "กรุงเทพมหานคร"
          }
        }
      }
    },
    "geonames:2" : {
      "extractionState" : "manual",
      "shouldTranslate" : false
    },
    "iso3166-2:TH-83" : {
      "extractionState" : "manual",
      "localizations" : {
        "th" : {
          "stringUnit" : {
            "state" : "translated",
            "value" : "ภูเก็ต \"ไข่มุก\""
          }
        }
      }
    }
  },
  "version" : "1.0"
}
"""#

    @Test func readsTheOneLanguageBesideTheSource() throws {
        let file = try TranslationInput.read(Self.xcode, as: .xcstrings, path: "PlaceNames.xcstrings")
        #expect(file.summary == ["geonames:1609350=กรุงเทพมหานคร@46:24", "iso3166-2:TH-83=ภูเก็ต \"ไข่มุก\"@61:24"])
        #expect(file.entries.map(\.source) == ["Bangkok", nil])
        #expect(file.skipped == [.notTranslatedState: 1, .untranslated: 2])
        #expect(file.language == .thai)
        #expect(file.sourceLanguage == .english)
    }

    static let twoLanguages = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "geonames:1609350" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Bangkok" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "バンコク" } },
                "th" : { "stringUnit" : { "state" : "translated", "value" : "กรุงเทพ" } },
                "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "曼谷" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func severalLanguagesNeedOneGiven() throws {
        #expect(throws: ImportError.options(
            "PlaceNames.xcstrings holds translations into 3 languages (ja, th, zh-Hant): give --lang to read one")) {
            try TranslationInput.read(Self.twoLanguages, as: .xcstrings, path: "PlaceNames.xcstrings")
        }
        let japanese = try TranslationInput.read(Self.twoLanguages, as: .xcstrings, language: .japanese)
        #expect(japanese.summary == ["geonames:1609350=バンコク@7:70"])
        #expect(japanese.language == .japanese)
        let chinese = try TranslationInput.read(Self.twoLanguages, as: .xcstrings, language: .chineseTraditional)
        #expect(chinese.entries.map(\.target) == ["曼谷"])
        let korean = try TranslationInput.read(Self.twoLanguages, as: .xcstrings, language: .korean)
        #expect(korean.entries.isEmpty)
        #expect(korean.skipped == [.untranslated: 1])
    }

    @Test func variationsAreErrors() {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "geonames:1" : {
                  "localizations" : {
                    "th" : {
                      "variations" : {
                        "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "เมือง" } } }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        #expect(TranslationInput.problems(catalog, as: .xcstrings, path: "a.xcstrings") == [
            "a.xcstrings:7:26: error[xcstrings-variations]: 'geonames:1' has variations for th (plural or device forms): place names have one form — give one stringUnit",
        ])
    }

    @Test func jsonErrorsAndDuplicateKeysAreLocated() {
        #expect(TranslationInput.problems("{\n  \"strings\" : {,\n}", as: .xcstrings, path: "a.xcstrings") == [
            "a.xcstrings:2:16: error[json-syntax]: expected a string key or '}', found ','",
        ])
        let duplicate = """
            {"sourceLanguage": "en", "strings": {
              "a": {"localizations": {"th": {"stringUnit": {"state": "translated", "value": "ก"}}}},
              "a": {"localizations": {"th": {"stringUnit": {"state": "translated", "value": "ข"}}}}
            }}
            """
        #expect(TranslationInput.problems(duplicate, as: .xcstrings, path: "a.xcstrings") == [
            "a.xcstrings:3:3: error[duplicate-id]: duplicate key 'a' (first on line 2)",
        ])
        let twoUnits = """
            {"sourceLanguage": "en", "strings": {
              "a": {"localizations": {"th": {"stringUnit": {"state": "translated", "value": "ก"}},
                                      "th": {"stringUnit": {"state": "translated", "value": "ข"}}}}
            }}
            """
        #expect(TranslationInput.problems(twoUnits, as: .xcstrings, path: "a.xcstrings") == [
            "a.xcstrings:3:27: error[duplicate-key]: duplicate key 'th' (first on line 2)",
        ])
        #expect(TranslationInput.problems("[]", as: .xcstrings, path: "a.xcstrings") == [
            "a.xcstrings:1:1: error[xcstrings-format]: expected an object with \"sourceLanguage\" and \"strings\": not a String Catalog",
        ])
    }

    @Test func noInputTraps() {
        let bytes = Array(Self.xcode.utf8)
        for end in stride(from: 0, to: bytes.count, by: 13) {
            _ = TranslationInput.problems(Array(bytes[..<end]), as: .xcstrings)
        }
    }
}
