import Foundation
import Testing
import PlaceNames

/// The translators' loop as a curator runs it: `names export --missing`, a translator fills the file,
/// `names import translations` takes it back, `names diff` shows exactly the new names, and bad files are refused
/// with their line and column while nothing is written.
@Suite(.needsNamesBinary) struct TranslationLoopTests {
    /// Chiang Mai (an English name, no Thai), Sukhothai (a default name only) and Bangkok (named in Thai), and
    /// Thailand and its region in a second file; both made canonical by `names merge`.
    static func withCatalogs(_ body: (ManageNamesTool) throws -> Void) throws {
        try ManageNamesTool.withScratch { tool in
            try FileManager.default.createDirectory(atPath: tool.path("cat"), withIntermediateDirectories: true)
            try tool.write("TH.json", """
                {"format": "placenames-catalog", "version": 1, "places": [
                 {"id": "geonames:1153671", "kind": "city", "defaultName": "Chiang Mai", "country": "TH",
                  "region": "iso3166-2:TH-50", "coordinate": {"latitude": 18.79038, "longitude": 98.98468},
                  "population": 200952, "names": {"english": "Chiang Mai"}},
                 {"id": "geonames:1150515", "kind": "city", "defaultName": "Sukhothai", "country": "TH", "population": 37000},
                 {"id": "geonames:1609350", "kind": "city", "defaultName": "Bangkok", "country": "TH",
                  "population": 5104476, "names": {"english": "Bangkok", "thai": "กรุงเทพมหานคร"}}]}
                """)
            try tool.write("regions.json", """
                {"format": "placenames-catalog", "version": 1, "places": [
                 {"id": "iso3166-1:TH", "kind": "country", "country": "TH", "names": {"english": "Thailand", "thai": "ประเทศไทย"}},
                 {"id": "iso3166-2:TH-50", "kind": "region", "country": "TH",
                  "names": {"english": "Chiang Mai", "thai": "เชียงใหม่"}}]}
                """)
            #expect(try tool.run("merge", "TH.json", "-o", "cat/TH.json").status == 0)
            #expect(try tool.run("merge", "regions.json", "-o", "cat/regions.json").status == 0)
            try body(tool)
        }
    }

    static let header = """
        # thai (th) place names that the catalogs lack, to translate: 2 from names export (PlaceNames, ICU \(icuVersion)).
        # Source text: each place's english name; where it has none, its default name (its notes say so).
        # Each entry's key is the place's id: keep it. Place names have no plural forms.
        # Import the filled file with: names import translations FILE (into Catalogs/ unless told otherwise).
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
        "X-Source-Language: english\\n"
        "X-Generator: names export (ICU \(icuVersion))\\n"

        """

    static let exportedPO = header + """

        #. city in TH, population 200952, at 18.79038, 98.98468
        #. label: Chiang Mai, Thailand
        #. id: geonames:1153671
        #: cat/TH.json
        msgctxt "geonames:1153671"
        msgid "Chiang Mai"
        msgstr ""

        #. city in TH, population 37000
        #. label: Sukhothai, Thailand
        #. source is the default name: the source language has no name for it
        #. id: geonames:1150515
        #: cat/TH.json
        msgctxt "geonames:1150515"
        msgid "Sukhothai"
        msgstr ""

        """

    @Test func exportsWhatThaiLacksWithContextForTranslators() throws {
        try Self.withCatalogs { tool in
            let run = try tool.run("export", "--lang", "thai", "--missing", "--format", "po", "-o", "th.po", "cat/")
            #expect(run.status == 0)
            #expect(run.stderr == "thai: 2 places without a thai name, source text english (1 from the default name)\n")
            #expect(tool.text("th.po") == Self.exportedPO)
        }
    }

    @Test(.needsMsgfmt) func msgfmtAcceptsTheExport() throws {
        try Self.withCatalogs { tool in
            #expect(try tool.run("export", "--lang", "thai", "--missing", "--format", "po", "-o", "th.po", "cat/").status == 0)
            let msgfmt = Process()
            msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
            msgfmt.arguments = ["-c", "-o", "/dev/null", tool.path("th.po")]
            try msgfmt.run()
            msgfmt.waitUntilExit()
            #expect(msgfmt.terminationStatus == 0)
        }
    }

    /// The translated PO, as a PO editor saves it: one entry filled, the translator named.
    static func translated(_ msgstr: String = "เชียงใหม่") -> String {
        exportedPO
            .replacingOccurrences(of: "msgid \"Chiang Mai\"\nmsgstr \"\"", with: "msgid \"Chiang Mai\"\nmsgstr \"\(msgstr)\"")
            .replacingOccurrences(of: "Last-Translator: names export", with: "Last-Translator: Somchai <s@example.org>")
            .replacingOccurrences(of: "1970-01-01 00:00+0000", with: "2026-12-03 18:00+0700")
    }

    @Test func importsThePOIntoItsFileAndDiffShowsExactlyTheNewName() throws {
        try Self.withCatalogs { tool in
            let before = try #require(tool.bytes("cat/TH.json"))
            let regions = try #require(tool.bytes("cat/regions.json"))
            try tool.write("th.po", Self.translated())
            try FileManager.default.copyItem(atPath: tool.path("cat"), toPath: tool.path("before"))

            let dry = try tool.run("import", "translations", "th.po", "--into", "cat/", "--dry-run")
            #expect(dry.status == 0)
            #expect(dry.stdout == """
                cat/TH.json: geonames:1153671 thai: would add "เชียงใหม่"
                1 name taken (1 added, 0 replaced); 0 unchanged; 0 stale; 0 conflicts; skipped: 1 untranslated; \
                dry run, nothing written

                """)
            #expect(tool.bytes("cat/TH.json") == before)

            let run = try tool.run("import", "translations", "th.po", "--into", "cat/")
            #expect(run.status == 0)
            #expect(run.stderr == "1 name taken (1 added, 0 replaced); 0 unchanged; 0 stale; 0 conflicts; "
                + "skipped: 1 untranslated; wrote cat/TH.json\n")
            #expect(tool.bytes("cat/regions.json") == regions, "a file with no change stays byte-identical")
            let catalog = try Catalog.read(from: tool.path("cat/TH.json"))
            #expect(catalog.places.first { $0.id == "geonames:1153671" }?.names[.thai] == "เชียงใหม่")
            #expect(catalog.metadata.sources.last == CatalogSource(
                name: "Translations th.po by Somchai <s@example.org>", version: "2026-12-03 18:00+0700"))

            let diff = try tool.run("diff", "before/", "cat/")
            #expect(diff.status == 1)
            #expect(diff.stdout == """
                ~ geonames:1153671 Chiang Mai (city, TH) — cat/TH.json
                    + thai: "เชียงใหม่"
                1 place changed, 0 added, 0 removed; names: 1 added (thai 1), 0 removed, 0 changed

                """)
            #expect(try tool.run("validate", "cat/").status == 0)
            let again = try tool.run("import", "translations", "th.po", "--into", "cat/")
            #expect(again.stderr == "0 names taken (0 added, 0 replaced); 1 unchanged; 0 stale; 0 conflicts; "
                + "skipped: 1 untranslated; nothing to write\n")
        }
    }

    @Test func importsAFilledXLIFF() throws {
        try Self.withCatalogs { tool in
            #expect(try tool.run("export", "--lang", "th", "--missing", "--format", "xliff", "-o", "th.xliff",
                                 "cat/").status == 0)
            let exported = try #require(tool.text("th.xliff"))
            #expect(exported.contains("""
                      <trans-unit id="geonames:1150515" xml:space="preserve">
                        <source>Sukhothai</source>
                        <note from="names export">city in TH, population 37000</note>
                """))
            try tool.write("th.xliff", exported.replacingOccurrences(
                of: "<source>Sukhothai</source>",
                with: "<source>Sukhothai</source>\n        <target state=\"translated\">สุโขทัย</target>"))
            let run = try tool.run("import", "translations", "th.xliff", "--into", "cat/")
            #expect(run.status == 0)
            #expect(run.stderr == "1 name taken (1 added, 0 replaced); 0 unchanged; 0 stale; 0 conflicts; "
                + "skipped: 1 untranslated; wrote cat/TH.json\n")
            #expect(try Catalog.read(from: tool.path("cat/TH.json")).places
                .first { $0.id == "geonames:1150515" }?.names[.thai] == "สุโขทัย")
        }
    }

    /// Each bad file: the first line of what is said, and that no catalog changed.
    @Test(arguments: [
        ("unterminated.po", translated("เชียงใหม่").replacingOccurrences(of: "msgstr \"เชียงใหม่\"", with: "msgstr \"เชียงใหม่"),
         "unterminated.po:25:8: error[po-unterminated-string]: unterminated string: the closing quote is missing on this line"),
        ("escape.po", translated("เชียง\\qใหม่"),
         "escape.po:25:14: error[po-bad-escape]: unknown escape '\\q': gettext knows \\n \\t \\r \\\" \\\\ \\a \\b \\f \\v, octal \\NNN and hex \\xHH"),
        ("duplicate.po", translated().replacingOccurrences(of: "msgctxt \"geonames:1150515\"", with: "msgctxt \"geonames:1153671\""),
         "duplicate.po:32:1: error[duplicate-id]: duplicate msgctxt 'geonames:1153671' (first on line 23)"),
        ("bidi.po", translated("เชียง\u{202E}ใหม่"),
         "bidi.po:25:9: error[bidi-control]: geonames:1153671: the thai name \"เชียง<U+202E>ใหม่\" contains U+202E "
            + "RIGHT-TO-LEFT OVERRIDE, which reorders text and is not used in thai names; remove it (in cat/TH.json)"),
        ("script.po", translated("Chiang Mai"),
         "script.po:25:9: warning[script-mismatch]: geonames:1153671: the thai name \"Chiang Mai\" has Latn characters "
            + "('C', 'h', 'i', ...), but thai is written in Thai (in cat/TH.json)"),
        ("unknown.po", translated().replacingOccurrences(of: "msgctxt \"geonames:1153671\"", with: "msgctxt \"geonames:404\""),
         "unknown.po:25:9: error[unknown-place]: no place has the id 'geonames:404' in the catalogs given (2 files); "
            + "was it renamed since the export?"),
        ("lao.po", translated().replacingOccurrences(of: "Language: th", with: "Language: lo"),
         "lao.po:1:1: error[language-mismatch]: the file is for lao (lo), but --lang says thai (th)"),
        ("broken.xliff", """
            <?xml version="1.0"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
            <file target-language="th" source-language="en" original="x"><body>
            <trans-unit id="geonames:1153671"><source>Chiang Mai</source><target>เชียงใหม่</targ></trans-unit>
            </body></file></xliff>
            """,
         "broken.xliff:4:79: error[xml-syntax]: not well-formed XML: an end tag that does not match its start tag (libxml2 error 76)"),
    ])
    func badFilesAreRefusedAndNothingIsWritten(file: String, text: String, said: String) throws {
        try Self.withCatalogs { tool in
            let before = try #require(tool.bytes("cat/TH.json"))
            try tool.write(file, text)
            let run = try tool.run("import", "translations", file, "--into", "cat/", "--lang", "thai")
            #expect(run.status == 1)
            #expect(run.stderr.split(separator: "\n").first.map(String.init) == said)
            #expect(run.stderr.hasSuffix("nothing written\n"))
            #expect(tool.bytes("cat/TH.json") == before)
        }
    }

    @Test func invalidUTF8IsRefusedAtItsByte() throws {
        try Self.withCatalogs { tool in
            var bytes = Array(Self.translated().utf8)
            let name = Array("เชียงใหม่".utf8)
            let at = try #require((0...(bytes.count - name.count)).first { Array(bytes[$0..<$0 + name.count]) == name })
            bytes.replaceSubrange(at..<at + name.count, with: [0xE0, 0xB8, 0xFF])
            try Data(bytes).write(to: URL(fileURLWithPath: tool.path("utf8.po")))
            let run = try tool.run("import", "translations", "utf8.po", "--into", "cat/")
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("utf8.po:25:9: error[invalid-utf8]: invalid UTF-8: byte 0xE0 starts a "
                + "sequence that is cut short — save the file as UTF-8\n"))
        }
    }
}
