import Testing
import PlaceNames
@testable import PlaceNamesImport

/// Android `strings.xml` as `names export` and Android Studio's translations editor write it, resource names
/// turned back into place ids, and broken files.
@Suite struct AndroidStringsReaderTests {
    static let sample = ##"""
        <?xml version="1.0" encoding="utf-8"?>
        <!-- thai place names. -->
        <resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <string name="geonames_c1609350">กรุงเทพมหานคร</string>
            <string name="iso3166_h2_cTH_h83">ภูเก็ต \"ไข่มุก\" \u0E3F\n  Phuket\'s   "  pearl  " \@\?\#\\</string>
            <string name="geonames_c1605279"></string>
            <string name="app_name" translatable="false">PlaceNames</string>
            <string name="tz_cAsia_sBangkok"><![CDATA[เวลา & <กรุงเทพ>]]></string>
            <color name="accent">#FF0000</color>
        </resources>
        """##

    @Test func readsStringsAndDecodesNames() throws {
        let file = try TranslationInput.read(Self.sample, as: .android, path: "res/values-th/strings.xml")
        #expect(file.summary == [
            "geonames:1609350=กรุงเทพมหานคร@4:38",
            "iso3166-2:TH-83=ภูเก็ต \"ไข่มุก\" ฿\n Phuket's   pearl   @?#\\@5:39",
            "tz:Asia/Bangkok=เวลา & <กรุงเทพ>@8:38",
        ])
        #expect(file.skipped == [.untranslated: 2])
        #expect(file.language == .thai)
    }

    @Test(arguments: [
        ("values-th", Language.thai), ("values-pt-rPT", .portuguesePortugal), ("values-b+sr+Latn", .serbianLatin),
        ("values-zh-rTW", .chineseTraditional), ("values-ja-night", .japanese),
    ])
    func theLanguageIsTheFolders(folder: String, language: Language) throws {
        #expect(try TranslationInput.read("<resources/>", as: .android, path: "res/\(folder)/strings.xml").language
            == language)
    }

    @Test func theDefaultFolderNamesNoLanguage() throws {
        #expect(try TranslationInput.read("<resources/>", as: .android, path: "res/values/strings.xml").language == nil)
    }

    @Test func problemsAreReportedTogether() {
        let xml = #"""
            <resources>
              <string name="geonames_c1">Phuket's</string>
              <string name="geonames_c2">a\qb</string>
              <string name="not_a_name">x</string>
              <string name="geonames_c3">กรุง<b>เทพ</b></string>
              <plurals name="geonames_c4"><item quantity="other">x</item></plurals>
              <string name="geonames_c1">again</string>
              <string>no name</string>
            </resources>
            """#
        #expect(TranslationInput.problems(xml, as: .android, path: "strings.xml") == [
            #"strings.xml:2:30: error[android-bad-escape]: an apostrophe in string 'geonames_c1' must be escaped (\') or the text put in double quotes"#,
            ##"strings.xml:3:30: error[android-bad-escape]: unknown escape '\q' in string 'geonames_c2': Android knows \' \" \n \t \@ \? \# \\ and \uXXXX"##,
            "strings.xml:4:3: error[android-name]: resource name 'not_a_name' is not one names export writes: it names no place id",
            "strings.xml:5:34: error[android-markup]: <b> inside string 'geonames_c3': place names have no markup — write the name as plain text",
            "strings.xml:6:3: error[plural-forms]: plurals 'geonames_c4': place names have no plural forms — give each place one <string>",
            "strings.xml:7:3: error[duplicate-id]: duplicate string name 'geonames:1' (first on line 2)",
            "strings.xml:8:3: error[missing-id]: a string without a name: the place id is missing",
        ])
    }

    @Test(arguments: [
        "iso3166-1:TH", "tz:Asia/Bangkok", "geonames:1609350", "a_b__c", "_", "__", "-", "1abc", "class", "Class",
        "", "n", "_n", "a.b~c", "ไทย", "東京", "a b", "🏝", "x_u41_", "\u{0}", "e\u{301}", "\u{E9}", "_uFF_",
    ])
    func resourceNamesInvertForTrickyIDs(id: String) {
        let name = AndroidResources.resourceName(for: id)
        #expect(AndroidResources.placeID(forResourceName: name).map { Array($0.utf8) } == Array(id.utf8), "\(name)")
    }

    @Test(arguments: ["_x", "a_u41_", "a_u0e3f_", "a_u00E9_", "_nabc", "_u", "a_uZZ_", "a_uD800_", "a_u110000_", "a_", "a_uE9", "á"])
    func namesExportNeverWritesAreRefused(name: String) {
        #expect(AndroidResources.placeID(forResourceName: name) == nil)
    }

    @Test func noInputTraps() {
        let bytes = Array(Self.sample.utf8)
        for end in stride(from: 0, to: bytes.count, by: 5) {
            _ = TranslationInput.problems(Array(bytes[..<end]), as: .android)
        }
    }
}
