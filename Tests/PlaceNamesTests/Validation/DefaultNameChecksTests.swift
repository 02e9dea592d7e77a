import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

/// The checks of a place's default name (the name it has before any language): what needs no language, each
/// message saying "the default name"; a place with a default name only is not "no names".
@Suite struct DefaultNameChecksTests {
    static let json = #"""
        {
          "format": "placenames-catalog",
          "version": 1,
          "places": [
            {"id": "a", "kind": "city", "defaultName": "", "names": {}},
            {"id": "b", "kind": "city", "defaultName": "   "},
            {"id": "c", "kind": "city", "defaultName": " Bang  kok "},
            {"id": "d", "kind": "city", "defaultName": "Bang\tkok"},
            {"id": "e", "kind": "city", "defaultName": "\u202EBangkok"},
            {"id": "f", "kind": "city", "defaultName": "Que\u0301bec"},
            {"id": "g", "kind": "city", "defaultName": 7},
            {"id": "h", "kind": "city", "defaultName": null},
            {"id": "i", "kind": "city", "defaultName": "Mumbai"},
            {"id": "j", "kind": "city", "defaultName": "\u200Fתל אביב", "names": {}},
            {"id": "k", "kind": "city", "defaultName": "می‌خواهم", "names": {"english": "BANG KOK"}}
          ]
        }

        """#

    @Test func eachDefaultNameCheckReportsAtItsString() {
        let result = ValidationFixtures.result(Self.json, file: "default.json")
        #expect(result.diagnostics.map(\.description) == [
            "default.json:5:48: error[empty-name]: the default name is empty",
            "default.json:5:61: warning[no-names]: the place has no names",
            "default.json:6:5: warning[no-names]: the place has no names",
            "default.json:6:48: error[empty-name]: the default name \"   \" is only whitespace",
            "default.json:7:48: warning[whitespace]: the default name \" Bang  kok \" has leading, trailing and repeated whitespace; write \"Bang kok\"",
            "default.json:8:48: error[control-character]: the default name \"Bang<U+0009>kok\" contains the control character U+0009 CHARACTER TABULATION",
            "default.json:9:48: error[bidi-control]: the default name \"<U+202E>Bangkok\" contains U+202E RIGHT-TO-LEFT OVERRIDE, which reorders text; remove it",
            "default.json:10:48: error[not-nfc]: the default name \"Que\u{301}bec\" is not in Unicode NFC",
            "default.json:11:5: warning[no-names]: the place has no names",
            "default.json:11:48: error[wrong-type]: \"defaultName\" must be a string, found the number 7",
            "default.json:12:5: warning[no-names]: the place has no names",
            "default.json:15:81: info[suspicious-case]: the english name \"BANG KOK\" is all upper case",
        ])
        // The place is named; there is no language to name.
        let nfc = result.diagnostics.first { $0.code == "not-nfc" }
        #expect(nfc?.place == "f")
        #expect(nfc?.language == nil)
    }

    @Test func defaultNameChecksFollowTheSeveritiesGiven() throws {
        var severities = SeverityConfiguration()
        try severities.apply("empty-name=off")
        try severities.apply("bidi-control=warning")
        let lines = ValidationFixtures.lines(Self.json, file: "default.json", severities: severities)
        #expect(!lines.contains { $0.contains("[empty-name]") })
        #expect(lines.contains(
            "default.json:9:48: warning[bidi-control]: the default name \"<U+202E>Bangkok\" contains U+202E RIGHT-TO-LEFT OVERRIDE, which reorders text; remove it"))
    }
}
