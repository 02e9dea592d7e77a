import Testing
@testable import PlaceNames
@testable import PlaceNamesCore

@Suite struct RendererTests {
    static let diagnostics = [
        Diagnostic(file: "th.json", line: 12, column: 9, severity: .error, code: "unknown-language",
                   message: "unknown language 'thia' — did you mean 'thai'?", place: "iso3166-2:TH-10"),
        Diagnostic(file: "my dir/th.json", line: 0, column: 0, severity: .info, code: "suspicious-case",
                   message: "the english name \"BANGKOK\" is all upper case", place: nil, language: "english"),
    ]

    @Test func textIsOneGNUStyleLinePerDiagnostic() {
        #expect(DiagnosticRenderer.text(Self.diagnostics) == """
            th.json:12:9: error[unknown-language]: unknown language 'thia' — did you mean 'thai'?
            my dir/th.json: info[suspicious-case]: the english name "BANGKOK" is all upper case

            """)
        #expect(DiagnosticRenderer.line(Self.diagnostics[0], colour: true)
            == "\u{1B}[1mth.json:12:9:\u{1B}[0m \u{1B}[1;31merror[unknown-language]:\u{1B}[0m unknown language 'thia' — did you mean 'thai'?")
    }

    @Test func jsonIsAnArrayWithEveryFieldInOrder() {
        #expect(DiagnosticRenderer.json(Self.diagnostics) == """
            [
              {
                "file": "th.json",
                "line": 12,
                "column": 9,
                "severity": "error",
                "code": "unknown-language",
                "message": "unknown language 'thia' — did you mean 'thai'?",
                "place": "iso3166-2:TH-10",
                "language": null
              },
              {
                "file": "my dir/th.json",
                "line": 0,
                "column": 0,
                "severity": "info",
                "code": "suspicious-case",
                "message": "the english name \\"BANGKOK\\" is all upper case",
                "place": null,
                "language": "english"
              }
            ]

            """)
        #expect(DiagnosticRenderer.json([]) == "[]\n")
    }

    @Test func sarifHasARuleForEveryCheckAndAResultPerDiagnostic() throws {
        let log = DiagnosticRenderer.sarif(Self.diagnostics, rules: ValidationCode.sarifRules(), toolVersion: "0.1.0")
        let document = try JSONDocument(log)
        let root = document.root
        #expect(root["version"]?.string == "2.1.0")
        let run = try #require(root["runs"]?[0])
        #expect(run["columnKind"]?.string == "unicodeCodePoints")
        let rules = run["tool"]?["driver"]?["rules"]?.elements.map { $0["id"]?.string ?? "" }
        #expect(rules == ValidationCode.allCases.map(\.rawValue))
        let first = try #require(run["results"]?[0])
        #expect(first["ruleId"]?.string == "unknown-language")
        #expect(first["ruleIndex"]?.int == ValidationCode.allCases.firstIndex(of: .unknownLanguage))
        #expect(first["level"]?.string == "error")
        let region = first["locations"]?[0]?["physicalLocation"]?["region"]
        #expect(region?["startLine"]?.int == 12 && region?["startColumn"]?.int == 9)
        let second = try #require(run["results"]?[1])
        #expect(second["level"]?.string == "note")
        #expect(second["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.string == "my%20dir/th.json")
        #expect(second["locations"]?[0]?["physicalLocation"]?["region"] == nil)
    }
}
