import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// The checks of the names themselves, each on a small catalog, with exact diagnostics.
@Suite struct NameChecksTests {
    static let places = [
        ValidationFixtures.place("a", """
            "english": "",
                    "german": "   ",
                    "french": " Bangkok  City ",
                    "spanish": "Bang\\tkok"
            """),
        ValidationFixtures.place("b", """
            "french": "Que\u{301}bec",
                    "thai": "Bangkok",
                    "russian": "Москвa"
            """),
        ValidationFixtures.place("c", """
            "english": "\u{202E}Bangkok",
                    "german": "Bang\u{200B}kok",
                    "thai": "กรุง\u{200B}เทพ"
            """),
        ValidationFixtures.place("d", """
            "english": {"preferred": "Bangkok", "variants": ["Krung Thep", "Bangkok"]},
                    "german": "BANGKOK",
                    "french": "bangkok"
            """),
        ValidationFixtures.place("e", "\"english\": \"Saint-Étienne\""),
        ValidationFixtures.place("f", "\"english\": \"Saint-Etienne\""),
        ValidationFixtures.place("g", "\"english\": \"Saint-Etienne\"", kind: "town"),
    ]

    static let expected = [
        "names.json:10:20: error[empty-name]: the english name is empty",
        "names.json:11:19: error[empty-name]: the german name \"   \" is only whitespace",
        "names.json:12:19: warning[whitespace]: the french name \" Bangkok  City \" has leading, trailing and repeated whitespace; write \"Bangkok City\"",
        "names.json:13:20: error[control-character]: the spanish name \"Bang<U+0009>kok\" contains the control character U+0009 CHARACTER TABULATION",
        "names.json:21:19: error[not-nfc]: the french name \"Que\u{301}bec\" is not in Unicode NFC",
        "names.json:22:17: warning[script-mismatch]: the thai name \"Bangkok\" has Latn characters ('B', 'a', 'n', ...), but thai is written in Thai",
        "names.json:23:20: warning[mixed-script-confusable]: the russian name \"Москвa\" mixes Cyrl and Latn letters that look alike (a mixed-script confusable); write it in one script",
        "names.json:23:20: warning[script-mismatch]: the russian name \"Москвa\" has Latn characters ('a'), but russian is written in Cyrl",
        "names.json:31:20: error[bidi-control]: the english name \"<U+202E>Bangkok\" contains U+202E RIGHT-TO-LEFT OVERRIDE, which reorders text and is not used in english names; remove it",
        "names.json:32:19: warning[invisible-character]: the german name \"Bang<U+200B>kok\" contains the invisible U+200B ZERO WIDTH SPACE, not used in german names; remove it",
        "names.json:41:34: warning[probable-duplicate]: place 'd' may duplicate 'c' (names.json:26:5), also a city in TH: their english names \"Bangkok\" and \"<U+202E>Bangkok\" collate equal, and so do their names in 1 more language (german)",
        "names.json:41:72: warning[preferred-repeated]: the preferred english name \"Bangkok\" is repeated in \"variants\"; remove it there",
        "names.json:42:19: info[suspicious-case]: the german name \"BANGKOK\" is all upper case",
        "names.json:43:19: info[suspicious-case]: the french name \"bangkok\" is all lower case",
        "names.json:59:20: warning[probable-duplicate]: place 'f' may duplicate 'e' (names.json:46:5), also a city in TH: their english names \"Saint-Etienne\" and \"Saint-Étienne\" collate equal",
    ]

    @Test func eachNameCheckReportsAtTheNamesString() {
        let json = ValidationFixtures.catalog(Self.places.joined(separator: ",\n"))
        let result = ValidationFixtures.result(json, file: "names.json")
        #expect(result.diagnostics.map(\.description) == Self.expected)
        #expect(result.summary == "5 errors, 8 warnings, 2 infos in 1 file, 7 places checked")
        #expect(result.nameCount == 18)
    }

    @Test func theSameFindingsWithOneThreadOrTwo() {
        // Enough names for the checks to be split between threads.
        let places = (0..<3000).map {
            ValidationFixtures.place("p\($0)", "\"english\": \"Town \($0)\",\n        \"thai\": \"Town\"",
                                     country: ["TH", "LA", "KH", "MM"][$0 % 4])
        }
        let json = ValidationFixtures.catalog(places.joined(separator: ",\n"))
        let one = CatalogValidator(options: ValidationOptions(threads: 1)).validate(bytes: Array(json.utf8), file: "t")
        let two = CatalogValidator(options: ValidationOptions(threads: 2)).validate(bytes: Array(json.utf8), file: "t")
        #expect(one == two)
        #expect(one.count(.warning) == 3000 + 4 * 749)
        #expect(one.diagnostics.filter { $0.code == "probable-duplicate" }.count == 4 * 749)
    }

    /// Two cities of one name far apart are namesakes (Springfield, Illinois and Missouri); near, a probable
    /// duplicate; without positions, compared as before.
    @Test func namesakesFarApartAreNotProbableDuplicates() {
        func city(_ id: String, _ latitude: Double?) -> String {
            let position = latitude.map { #", "coordinate": {"latitude": \#($0), "longitude": -89.65}"# } ?? ""
            return #"{"id": "\#(id)", "kind": "city", "country": "US"\#(position), "names": {"english": "Springfield"}}"#
        }
        func duplicates(_ places: [String]) -> [String] {
            let result = ValidationFixtures.result(ValidationFixtures.catalog(places.joined(separator: ",\n")), file: "s.json")
            return result.diagnostics.filter { $0.code == "probable-duplicate" }.map { $0.place ?? "" }
        }
        #expect(duplicates([city("illinois", 39.80), city("missouri", 37.21)]) == [])
        #expect(duplicates([city("illinois", 39.80), city("illinois-again", 39.85)]) == ["illinois-again"])
        #expect(duplicates([city("illinois", 39.80), city("nowhere", nil)]) == ["nowhere"])
    }

    @Test func severitiesCanBeChangedOrTurnedOff() throws {
        var severities = SeverityConfiguration()
        try severities.apply("suspicious-case=off")
        try severities.apply("script-mismatch=error")
        try severities.apply("probable-duplicate=info")
        let json = ValidationFixtures.catalog(Self.places.joined(separator: ",\n"))
        let result = ValidationFixtures.result(json, file: "names.json", severities: severities)
        #expect(!result.diagnostics.contains { $0.code == "suspicious-case" })
        #expect(result.diagnostics.filter { $0.code == "script-mismatch" }.allSatisfy { $0.severity == .error })
        #expect(result.diagnostics.filter { $0.code == "probable-duplicate" }.map(\.severity) == [.info, .info])
        #expect(result.summary == "7 errors, 4 warnings, 2 infos in 1 file, 7 places checked")
    }

    @Test(arguments: [
        ("not-nfc", "'not-nfc' is not CODE=LEVEL (for example not-nfc=warning or suspicious-case=off)"),
        ("not-nfd=off", "unknown check 'not-nfd' — did you mean 'not-nfc'?"),
        ("not-nfc=fatal", "unknown level 'fatal' — use one of error, warning, info, off"),
    ])
    func badSeveritySettingsSayWhatToType(setting: String, message: String) {
        var severities = SeverityConfiguration()
        #expect { try severities.apply(setting) } throws: { "\($0)" == message }
    }

    @Test func everyCheckHasADefaultSeverityAndASARIFRule() {
        #expect(ValidationCode.allCases.count == 29)
        #expect(ValidationCode.unknownTimeZone.defaultSeverity == .error)
        #expect(ValidationCode.emptyAlias.defaultSeverity == .error)
        #expect(ValidationCode.repeatedAlias.defaultSeverity == .warning)
        #expect(ValidationCode.staleBaseline.defaultSeverity == .info)
        #expect(ValidationCode.sarifRules().map(\.id) == ValidationCode.allCases.map(\.rawValue))
        #expect(ValidationCode.notNFC.defaultSeverity == .error)
        #expect(ValidationCode.probableDuplicate.defaultSeverity == .warning)
        #expect(ValidationCode.cityNamedAfterCountry.defaultSeverity == .warning)
        #expect(ValidationCode.suspiciousCase.defaultSeverity == .info)
    }
}
