import Testing
import PlaceNames
@testable import PlaceNamesImport

/// PO files as Poedit saves them after a translator filled in what `names export --missing --format po` wrote
/// (checked with `msgfmt --check`), and every way one can be broken, each at its line and column.
@Suite struct GettextReaderTests {
    static let poedit = #"""
# thai (th) place names that the catalogs lack, to translate: 5 from names export (PlaceNames, ICU 72.1).
# Source text: each place's english name; where it has none, its default name (its notes say so).
msgid ""
msgstr ""
"Project-Id-Version: PlaceNames\n"
"PO-Revision-Date: 2026-11-02 10:15+0700\n"
"Last-Translator: Somchai Jaidee <somchai@example.org>\n"
"Language-Team: Thai <th@li.org>\n"
"Language: th_TH\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=1; plural=0;\n"
"X-Source-Language: english\n"
"X-Generator: Poedit 3.4.2\n"

#. city in TH, population 5676648
#. id: geonames:1609350
#: Catalogs/th.json
msgctxt "geonames:1609350"
msgid "Bangkok"
msgstr "กรุงเทพมหานคร"

# Checked against the Royal Institute's list.
#. region in TH
#. id: iso3166-2:TH-83
#: Catalogs/th.json
msgctxt "iso3166-2:TH-83"
msgid "Phuket \"Pearl of the Andaman\""
msgstr ""
"ภูเก็ต "
"\"ไข่มุกแห่งอันดามัน\""

#. city in TH, population 127240
#. id: geonames:1153671
#: Catalogs/th.json
#, fuzzy
#| msgid "Chiang Mai City"
msgctxt "geonames:1153671"
msgid "Chiang Mai"
msgstr "เชียงใหม่"

#. city in TH
#. id: geonames:1605279
msgctxt "geonames:1605279"
msgid "Udon Thani"
msgstr ""

#~ msgctxt "geonames:1151254"
#~ msgid "Phuket City"
#~ msgstr "เมืองภูเก็ต"
"""#

    @Test func readsWhatATranslatorSaved() throws {
        let file = try TranslationInput.read(Self.poedit, as: .po, path: "th.po")
        #expect(file.summary == [
            "geonames:1609350=กรุงเทพมหานคร@22:9",
            "iso3166-2:TH-83=ภูเก็ต \"ไข่มุกแห่งอันดามัน\"@31:2",
        ])
        #expect(file.entries.map(\.source) == ["Bangkok", "Phuket \"Pearl of the Andaman\""])
        #expect(file.skipped == [.fuzzy: 1, .untranslated: 1, .obsolete: 1])
        #expect(file.language == .thai)
        #expect(file.sourceLanguage == .english)
        #expect(file.revisionDate == "2026-11-02 10:15+0700")
        #expect(file.translator == "Somchai Jaidee <somchai@example.org>")
        #expect(file.format == .po)
        #expect(file.path == "th.po")
    }

    @Test func lineEndsAreLFCRLFOrLoneCR() throws {
        let lf = try TranslationInput.read(Self.poedit, as: .po)
        for end in ["\r\n", "\r"] {
            let other = try TranslationInput.read(Self.poedit.replacingOccurrences(of: "\n", with: end), as: .po)
            #expect(other.summary == lf.summary)
            #expect(other.skipped == lf.skipped)
        }
    }

    @Test func readsEveryEscapeGettextAccepts() throws {
        let po = #"""
            msgctxt "a\tb"
            msgid "x"
            msgstr "1\n2\t3\r4\"5\\6\a7\b8\f9\v0\101\x42\303\251\0"
            """#
        let file = try TranslationInput.read(po, as: .po)
        #expect(file.entries.map(\.id) == ["a\tb"])
        #expect(file.entries.first?.target == "1\n2\t3\r4\"5\\6\u{7}7\u{8}8\u{C}9\u{B}0ABé\u{0}")
    }

    @Test func aKeywordsStringMayStartOnTheNextLine() throws {
        let file = try TranslationInput.read("msgctxt\n  \"p\"\nmsgid \"x\"\nmsgstr\n\"\"\n\"ชื่อ\"\n", as: .po)
        #expect(file.summary == ["p=ชื่อ@6:2"])
    }

    @Test func headerFieldsExportWritesAreLeftOut() throws {
        let po = #"""
            msgid ""
            msgstr ""
            "PO-Revision-Date: 1970-01-01 00:00+0000\n"
            "Last-Translator: names export\n"
            "Language: \n"
            """#
        let file = try TranslationInput.read(po, as: .po)
        #expect(file.revisionDate == nil)
        #expect(file.translator == nil)
        #expect(file.language == nil)
        #expect(file.sourceLanguage == nil)
    }

    @Test(arguments: [
        ("th", Language.thai), ("th_TH", .thai), ("zh_Hant", .chineseTraditional), ("zh_TW", .chineseTraditional),
        ("sr@latin", .serbianLatin), ("sr_RS@latin", .serbianLatin), ("pt", .portuguese), ("pt_PT", .portuguesePortugal),
        ("de_DE.UTF-8", .german), ("zh-Hant", .chineseTraditional), ("japanese", .japanese),
    ])
    func headerLanguagesInGettextAndBCP47Spellings(header: String, language: Language) throws {
        let file = try TranslationInput.read("msgid \"\"\nmsgstr \"Language: \(header)\\n\"\n", as: .po)
        #expect(file.language == language)
    }

    @Test func everyLanguageExportWritesIsReadBack() throws {
        for language in Language.allCases {
            let file = try TranslationInput.read("msgid \"\"\nmsgstr \"Language: \(language.icuLocaleID)\\n\"\n", as: .po)
            #expect(file.language == language, "\(language.icuLocaleID)")
        }
    }

    @Test func aLanguageGivenWinsOverTheHeader() throws {
        let po = "msgid \"\"\nmsgstr \"Language: thia\\n\"\n"
        #expect(try TranslationInput.read(po, as: .po, language: .japanese).language == .japanese)
        #expect(TranslationInput.problems(po, as: .po, path: "th.po") == [
            "th.po:2:9: error[unknown-language]: header Language: unknown language 'thia' — did you mean 'thai'?",
        ])
    }

    @Test func anUnterminatedStringIsAnErrorAtItsQuote() {
        #expect(TranslationInput.problems("msgctxt \"p\"\nmsgid \"Bangkok\nmsgstr \"x\"\n", as: .po, path: "th.po") == [
            "th.po:2:7: error[po-unterminated-string]: unterminated string: the closing quote is missing on this line",
        ])
    }

    @Test func anUnknownEscapeIsAnErrorAtItsBackslash() {
        #expect(TranslationInput.problems("msgctxt \"p\"\nmsgid \"x\"\nmsgstr \"กรุง\\qเทพ\"\n", as: .po, path: "th.po") == [
            #"th.po:3:13: error[po-bad-escape]: unknown escape '\q': gettext knows \n \t \r \" \\ \a \b \f \v, octal \NNN and hex \xHH"#,
        ])
    }

    @Test func invalidUTF8IsAnErrorAtTheByte() {
        var bytes = Array("msgctxt \"p\"\nmsgid \"x\"\nmsgstr \"กรุง".utf8)
        bytes += [0xE0, 0x41] + Array("\"\nmsgctxt \"q\"\nmsgid \"y\"\nmsgstr \"caf".utf8) + [0xE9] + Array("\"\n".utf8)
        #expect(TranslationInput.problems(bytes, as: .po, path: "th.po") == [
            "th.po:3:13: error[invalid-utf8]: invalid UTF-8: byte 0xE0 starts a sequence that is cut short — save the file as UTF-8",
            "th.po:6:12: error[invalid-utf8]: invalid UTF-8: byte 0xE9 starts a sequence that is cut short — save the file as UTF-8",
        ])
        #expect(TranslationInput.problems([0x22, 0xFF], as: .po, path: "th.po") == [
            "th.po:1:2: error[invalid-utf8]: invalid UTF-8 byte 0xFF — save the file as UTF-8",
        ])
    }

    @Test func escapesThatMakeBytesMustMakeUTF8() {
        #expect(TranslationInput.problems("msgctxt \"p\"\nmsgid \"x\"\nmsgstr \"a\\351\"\n", as: .po, path: "th.po") == [
            #"th.po:3:9: error[invalid-utf8]: the msgstr of 'p' is not UTF-8 once its escapes are read (\NNN and \xHH are bytes)"#,
        ])
    }

    @Test func aDuplicateMsgctxtIsAnErrorAtTheSecondNamingTheFirst() {
        let po = "msgctxt \"geonames:1\"\nmsgid \"a\"\nmsgstr \"ก\"\n\n#, fuzzy\nmsgctxt \"geonames:1\"\nmsgid \"b\"\nmsgstr \"ข\"\n"
        #expect(TranslationInput.problems(po, as: .po, path: "th.po") == [
            "th.po:6:1: error[duplicate-id]: duplicate msgctxt 'geonames:1' (first on line 1)",
        ])
    }

    @Test func duplicatesAreByBytesNotCanonicalEquivalence() throws {
        // "é" precomposed and decomposed are == as Swift Strings, but two different ids.
        let po = "msgctxt \"caf\u{E9}\"\nmsgid \"a\"\nmsgstr \"ก\"\n\nmsgctxt \"cafe\u{301}\"\nmsgid \"b\"\nmsgstr \"ข\"\n"
        let file = try TranslationInput.read(po, as: .po)
        #expect(file.entries.map { Array($0.id.utf8) } == [Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8)])
    }

    @Test func anEntryWithoutMsgctxtHasNoPlaceID() {
        #expect(TranslationInput.problems("msgid \"Bangkok\"\nmsgstr \"กรุงเทพ\"\n\nmsgctxt \"\"\nmsgid \"Chiang Mai\"\nmsgstr \"x\"\n",
                                          as: .po, path: "th.po") == [
            "th.po:1:1: error[missing-id]: entry 'Bangkok' has no msgctxt: the place id is missing",
            "th.po:4:1: error[missing-id]: entry 'Chiang Mai' has an empty msgctxt: the place id is missing",
        ])
    }

    @Test func pluralEntriesAreErrors() {
        let po = #"""
            msgctxt "geonames:1"
            msgid "one city"
            msgid_plural "%d cities"
            msgstr[0] "%d เมือง"
            msgstr[1] "%d เมือง"

            msgctxt "geonames:2"
            msgid "x"
            msgstr[0] "y"
            """#
        #expect(TranslationInput.problems(po, as: .po, path: "th.po") == [
            "th.po:3:1: error[plural-forms]: entry 'geonames:1' has plural forms (msgid_plural, msgstr[N]): place names have none — give one msgid and one msgstr",
            "th.po:9:1: error[plural-forms]: entry 'geonames:2' has plural forms (msgid_plural, msgstr[N]): place names have none — give one msgid and one msgstr",
        ])
    }

    @Test func syntaxErrorsAreAllReportedInFileOrder() {
        let po = #"""
            msgctxt "a"
            msgid "x"
            msgstring "y"

            msgctxt "b"
            msgid "z"
            msgstr "ok" ;

            # A comment ends the entry: what follows needs a keyword.
            "stray"
            msgctxt "c"
            msgid
            msgstr "w\q"
            """#
        #expect(TranslationInput.problems(po, as: .po, path: "th.po") == [
            "th.po:2:1: error[po-syntax]: entry 'x' has no msgstr",
            "th.po:3:1: error[po-syntax]: unknown keyword 'msgstring': an entry has msgctxt, msgid and msgstr",
            "th.po:7:13: error[po-syntax]: unexpected ';': a line holds a keyword and a quoted string, a quoted string alone, or a # comment",
            "th.po:10:1: error[po-syntax]: a string with no keyword before it: start the entry with msgctxt, msgid or msgstr",
            "th.po:12:1: error[po-syntax]: msgid needs a quoted string after it",
            #"th.po:13:10: error[po-bad-escape]: unknown escape '\q': gettext knows \n \t \r \" \\ \a \b \f \v, octal \NNN and hex \xHH"#,
        ])
    }

    @Test func noInputTraps() {
        // Truncations of a real file: each is read or refused, never a crash.
        let bytes = Array(Self.poedit.utf8)
        for end in stride(from: 0, to: bytes.count, by: 7) {
            _ = TranslationInput.problems(Array(bytes[..<end]), as: .po)
        }
    }
}
