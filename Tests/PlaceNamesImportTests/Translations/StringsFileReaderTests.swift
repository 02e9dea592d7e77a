import Foundation
import Testing
import PlaceNames
@testable import PlaceNamesImport

/// Apple `.strings` files: UTF-8 as `names export` writes them, UTF-16 with a byte order mark as Xcode and
/// genstrings write them, and broken ones.
@Suite struct StringsFileReaderTests {
    static let sample = #"""
        /* thai place names. */
        "geonames:1609350" = "กรุงเทพมหานคร";
        // A comment to the end of the line.
        "iso3166-2:TH-83"="ภูเก็ต \"ไข่มุก\"\n\U0E3F \u00E9 \UD83C\UDFDD";
        /* Empty: untranslated. */ "geonames:1605279" = "";
        "geonames:1153671"
            =
            "เชียง
        ใหม่";
        """#

    @Test func readsPairsCommentsAndEscapes() throws {
        let file = try TranslationInput.read(Self.sample, as: .strings, path: "App/th.lproj/PlaceNames.strings")
        #expect(file.summary == [
            "geonames:1609350=กรุงเทพมหานคร@2:23",
            "iso3166-2:TH-83=ภูเก็ต \"ไข่มุก\"\n฿ é 🏝@4:20",
            "geonames:1153671=เชียง\nใหม่@8:6",
        ])
        #expect(file.entries.allSatisfy { $0.source == nil })
        #expect(file.skipped == [.untranslated: 1])
        #expect(file.language == .thai)
    }

    @Test func readsUTF16WithAByteOrderMark() throws {
        let crlf = Self.sample.replacingOccurrences(of: "\n", with: "\r\n")
        let utf8 = try TranslationInput.read(crlf, as: .strings)
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
            let bom: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            let bytes = bom + [UInt8](crlf.data(using: encoding)!)
            let file = try TranslationReader.read(bytes: bytes, path: "t", format: .strings)
            #expect(file.summary == utf8.summary)
        }
        #expect(TranslationInput.problems([0xFF, 0xFE, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00], as: .strings, path: "a.strings") == [
            "a.strings:1:2: error[invalid-utf16]: a lone UTF-16 surrogate — save the file as UTF-8 or UTF-16",
        ])
    }

    @Test(arguments: [
        ("th.lproj", Language.thai), ("zh-Hant.lproj", .chineseTraditional), ("pt-PT.lproj", .portuguesePortugal),
        ("Japanese.lproj", .japanese),
    ])
    func theLanguageIsTheFolders(folder: String, language: Language) throws {
        #expect(try TranslationInput.read("", as: .strings, path: "Res/\(folder)/A.strings").language == language)
    }

    @Test func noFolderNoLanguageUnlessGiven() throws {
        #expect(try TranslationInput.read("", as: .strings, path: "Base.lproj/A.strings").language == nil)
        #expect(try TranslationInput.read("", as: .strings, path: "A.strings").language == nil)
        #expect(try TranslationInput.read("", as: .strings, path: "th.lproj/A.strings", language: .lao).language == .lao)
    }

    @Test func everyProblemIsReported() {
        let strings = #"""
            "a" = "x"
            "b" "y";
            "c" = "\q";
            "d" = "\U12";
            "d2" = "ok";
            "d2" = "again";
            "e" = "never ends;
            """#
        #expect(TranslationInput.problems(strings, as: .strings, path: "a.strings") == [
            "a.strings:1:10: error[strings-syntax]: expected ';' after the value",
            "a.strings:2:5: error[strings-syntax]: expected '=' after the key",
            #"a.strings:3:8: error[strings-bad-escape]: unknown escape '\q': .strings knows \" \\ \n \t \r \' \a \b \f \v and \UXXXX"#,
            #"a.strings:4:8: error[strings-bad-escape]: \U needs four hex digits (\U00E9)"#,
            "a.strings:6:1: error[duplicate-id]: duplicate key 'd2' (first on line 5)",
            "a.strings:7:7: error[strings-unterminated-string]: unterminated string: the closing quote is missing",
        ])
    }

    @Test func invalidUTF8IsAnErrorAtTheByte() {
        #expect(TranslationInput.problems(Array("\"a\" = \"".utf8) + [0xC0, 0x80] + Array("\";".utf8), as: .strings,
                                          path: "a.strings") == [
            "a.strings:1:8: error[invalid-utf8]: invalid UTF-8 byte 0xC0 — save the file as UTF-8",
            "a.strings:1:9: error[invalid-utf8]: invalid UTF-8 byte 0x80 — save the file as UTF-8",
        ])
    }

    @Test func noInputTraps() {
        let bytes = Array(Self.sample.utf8)
        for end in 0..<bytes.count {
            _ = TranslationInput.problems(Array(bytes[..<end]), as: .strings)
        }
    }
}
