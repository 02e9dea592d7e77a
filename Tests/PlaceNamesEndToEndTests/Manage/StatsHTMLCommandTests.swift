import Foundation
import Testing
import PlaceNames

/// `names stats --format html`: the coverage page written to -o, atomically, or refused with the path and the
/// reason before anything is read or written.
@Suite(.needsNamesBinary) struct StatsHTMLCommandTests {
    @Test func writesThePageOfTheCatalogs() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try tool.write("b.json", MergeFixtures.bElsewhere)
            let run = try tool.run("stats", "--format", "html", "-o", "report.html", "a.json", "b.json")
            #expect(run.status == 0)
            #expect(run.stdout == "" && run.stderr == "")
            let places = try ["a.json", "b.json"].flatMap { try Catalog.read(from: tool.path($0)).places }
            let expected = CoverageReport(places: places).html(source: "2 catalog files")
            #expect(tool.text("report.html") == expected)
            #expect(expected.contains(#"<span class="native" lang="th" dir="auto">ไทย</span>"#))
            #expect(try FileManager.default.contentsOfDirectory(atPath: tool.folder.path).sorted()
                    == ["a.json", "b.json", "report.html"], "no temporary file is left beside it")

            let again = try tool.run("stats", "--format", "html", "a.json", "b.json")
            #expect(again.status == 0)
            #expect(again.stdoutBytes == tool.bytes("report.html"), "stdout without -o, the same bytes")
        }
    }

    @Test func aBadOutputPathIsRefusedWithItsReasonAndNothingIsWritten() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("a.json", MergeFixtures.a)
            try FileManager.default.createDirectory(atPath: tool.path("out"), withIntermediateDirectories: false)
            let cases = [
                ("missing/report.html", "Error: -o 'missing/report.html': there is no folder 'missing' to write it in."),
                ("a.json/report.html", "Error: -o 'a.json/report.html': there is no folder 'a.json' to write it in."),
                ("out", "Error: -o 'out' is a folder: give the file to write, such as 'out/coverage.html'."),
            ]
            for (output, message) in cases {
                let run = try tool.run("stats", "--format", "html", "-o", output, "a.json")
                #expect(run.status == 2, "\(output)")
                #expect(run.stderr.hasPrefix(message + "\n"), "\(output): \(run.stderr)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: tool.folder.path).sorted() == ["a.json", "out"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: tool.path("out")).isEmpty)
        }
    }

    @Test func aCatalogThatFailsLeavesThePreviousPageAsItWas() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("report.html", "the previous page")
            try tool.write("broken.json", "{")
            let run = try tool.run("stats", "--format", "html", "-o", "report.html", "broken.json")
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("names: broken.json:"))
            #expect(tool.text("report.html") == "the previous page")
            #expect(try FileManager.default.contentsOfDirectory(atPath: tool.folder.path).sorted()
                    == ["broken.json", "report.html"])
        }
    }

    /// On the shipped catalogs but the towns: the Thai, Arabic and CJK languages have their rows, with their own names.
    @Test func theShippedCatalogs() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        try ManageNamesTool.withScratch { tool in
            // The countries, regions and cities: the towns and villages add 200,000 places and minutes to a debug run
            // (Scripts/check-web.sh's coverage test serves them all).
            let catalogs = root.appendingPathComponent("Catalogs")
            let run = try tool.run("stats", "--format", "html", "-o", "coverage.html",
                                   catalogs.appendingPathComponent("territories.json").path,
                                   catalogs.appendingPathComponent("subdivisions").path,
                                   catalogs.appendingPathComponent("cities").path)
            #expect(run.status == 0)
            let page = try #require(tool.text("coverage.html"))
            for (language, native) in [("thai", "ไทย"), ("arabic", "العربية"), ("japanese", "日本語"),
                                       ("chinese-simplified", "简体中文"), ("korean", "한국어")] {
                let row = try #require(page.range(of: #"<tr id="language-\#(language)">"#), "\(language)")
                #expect(page[row.upperBound...].prefix(300).contains(#"dir="auto">\#(native)</span>"#), "\(language)")
            }
            #expect(page.contains(#"<th scope="row"><bdi>Thailand</bdi> <code>TH</code></th>"#))
            try HTMLNesting.check(page)
        }
    }
}
