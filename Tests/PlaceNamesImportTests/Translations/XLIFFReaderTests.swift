import Testing
import PlaceNames
@testable import PlaceNamesImport

/// XLIFF as Xcode exports it (checked well-formed with `xmllint`), as translate-toolkit's po2xliff writes it from
/// one of our PO files (its real output, pasted), and broken files.
@Suite struct XLIFFReaderTests {
    static let xcode = #"""
<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
  <file original="PlaceNames/Localizable.xcstrings" source-language="en" target-language="th" datatype="plaintext" date="2026-11-02T10:15:00Z">
    <header>
      <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.4" build-num="15F31d"/>
    </header>
    <body>
      <trans-unit id="geonames:1609350" xml:space="preserve">
        <source>Bangkok</source>
        <target state="translated">กรุงเทพมหานคร</target>
        <note>city in TH</note>
      </trans-unit>
      <trans-unit id="geonames:1153671" xml:space="preserve">
        <source>Chiang Mai</source>
        <target state="new">Chiang Mai</target>
        <note/>
      </trans-unit>
      <trans-unit id="iso3166-2:TH-83" xml:space="preserve">
        <source>Phuket &amp; "Pearl"</source>
        <target
            state="needs-review-translation">ภูเก็ต &amp; &quot;ไข่มุก&quot; &#x0E3F;</target>
        <note>region in TH</note>
      </trans-unit>
      <trans-unit id="geonames:1605279" xml:space="preserve">
        <source>Udon Thani</source>
        <note/>
      </trans-unit>
      <trans-unit id="geonames:2" xml:space="preserve" translate="no">
        <source>X</source>
        <target>X</target>
      </trans-unit>
      <trans-unit id="geonames:3" xml:space="preserve">
        <source>Y</source>
        <target state="needs-translation"></target>
      </trans-unit>
    </body>
  </file>
</xliff>
"""#

    @Test func readsAnXcodeExport() throws {
        let file = try TranslationInput.read(Self.xcode, as: .xliff, path: "th.xliff")
        #expect(file.summary == [
            "geonames:1609350=กรุงเทพมหานคร@10:36",
            "iso3166-2:TH-83=ภูเก็ต & \"ไข่มุก\" ฿@21:46",
        ])
        #expect(file.entries.map(\.source) == ["Bangkok", "Phuket & \"Pearl\""])
        #expect(file.skipped == [.untranslated: 3, .notTranslatedState: 1])
        #expect(file.language == .thai)
        #expect(file.sourceLanguage == .english)
        #expect(file.revisionDate == "2026-11-02T10:15:00Z")
        #expect(file.translator == nil)
    }

    @Test func lineEndsAreLFCRLFOrLoneCR() throws {
        let lf = try TranslationInput.read(Self.xcode, as: .xliff)
        for end in ["\r\n", "\r"] {
            #expect(try TranslationInput.read(Self.xcode.replacingOccurrences(of: "\n", with: end), as: .xliff).summary
                == lf.summary)
        }
    }

    /// `po2xliff --progress=none th.po th.xlf` (translate-toolkit 3.20.4) on a PO file with `msgctxt` place ids
    /// and the `#. id:` comments `names export --missing` writes: po2xliff drops msgctxt and numbers the units,
    /// so the ids come from those comments. The fuzzy entry became `needs-translation`.
    static let po2xliff = #"""
<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.1" version="1.1">
  <file original="missing-th.po" source-language="en-US" datatype="plaintext" target-language="th">
    <body>
      <trans-unit xml:space="preserve" id="2" approved="no" restype="x-gettext-domain-header">
        <source>Project-Id-Version: PlaceNames
PO-Revision-Date: 2026-11-02 10:15+0700
Last-Translator: Somchai Jaidee &lt;somchai@example.org&gt;
Language-Team: PlaceNames
Language: th
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit
Plural-Forms: nplurals=1; plural=0;
X-Source-Language: english
</source>
        <target state="translated">Project-Id-Version: PlaceNames
PO-Revision-Date: 2026-11-02 10:15+0700
Last-Translator: Somchai Jaidee &lt;somchai@example.org&gt;
Language-Team: PlaceNames
Language: th
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit
Plural-Forms: nplurals=1; plural=0;
X-Source-Language: english
</target>
        <context-group name="po-entry" purpose="information">
          <context context-type="x-po-trancomment">thai (th) place names that the catalogs lack, to translate: 3 from names export (PlaceNames, ICU 72.1).</context>
        </context-group>
        <note from="po-translator">thai (th) place names that the catalogs lack, to translate: 3 from names export (PlaceNames, ICU 72.1).</note>
      </trans-unit>
      <trans-unit xml:space="preserve" id="3" approved="yes">
        <source>Bangkok</source>
        <target state="translated">กรุงเทพมหานคร</target>
        <context-group name="po-reference" purpose="location">
          <context context-type="sourcefile">Catalogs/th.json</context>
        </context-group>
        <context-group name="po-entry" purpose="information">
          <context context-type="x-po-autocomment">city in TH, population 5676648
id: geonames:1609350</context>
        </context-group>
        <note from="developer">city in TH, population 5676648
id: geonames:1609350</note>
      </trans-unit>
      <trans-unit xml:space="preserve" id="4" approved="no">
        <source>Chiang Mai</source>
        <target state="needs-translation">เชียงใหม่</target>
        <context-group name="po-reference" purpose="location">
          <context context-type="sourcefile">Catalogs/th.json</context>
        </context-group>
        <context-group name="po-entry" purpose="information">
          <context context-type="x-po-autocomment">city in TH, population 127240
id: geonames:1153671</context>
        </context-group>
        <note from="developer">city in TH, population 127240
id: geonames:1153671</note>
      </trans-unit>
      <trans-unit xml:space="preserve" id="5" approved="yes">
        <source>Phuket &amp; "Pearl"</source>
        <target state="translated">ภูเก็ต &lt;ไข่มุก&gt;</target>
        <context-group name="po-reference" purpose="location">
          <context context-type="sourcefile">Catalogs/th.json</context>
        </context-group>
        <context-group name="po-entry" purpose="information">
          <context context-type="x-po-autocomment">region in TH
id: iso3166-2:TH-83</context>
        </context-group>
        <note from="developer">region in TH
id: iso3166-2:TH-83</note>
      </trans-unit>
    </body>
  </file>
</xliff>
"""#

    @Test func readsPo2xliffOutputThroughItsIDComments() throws {
        let file = try TranslationInput.read(Self.po2xliff, as: .xliff)
        #expect(file.summary == ["geonames:1609350=กรุงเทพมหานคร@35:36", "iso3166-2:TH-83=ภูเก็ต <ไข่มุก>@61:36"])
        #expect(file.entries.map(\.source) == ["Bangkok", "Phuket & \"Pearl\""])
        #expect(file.skipped == [.notTranslatedState: 1])
        #expect(file.language == .thai)
        #expect(file.sourceLanguage == .english)
        #expect(file.translator == "Somchai Jaidee <somchai@example.org>")
    }

    @Test func po2xliffUnitsWithoutIDCommentsHaveLostTheirPlaceID() {
        // po2xliff of a plain `names export --format po` file, whose entries have no comments.
        let xliff = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.1" version="1.1">
              <file original="th.po" source-language="en-US" datatype="plaintext" target-language="th">
                <body>
                  <trans-unit xml:space="preserve" id="2" approved="no" restype="x-gettext-domain-header">
                    <source>Language: th
            </source>
                    <target state="translated">Language: th
            </target>
                  </trans-unit>
                  <trans-unit xml:space="preserve" id="3" approved="yes">
                    <source>Bangkok</source>
                    <target state="translated">กรุงเทพมหานคร</target>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """#
        #expect(TranslationInput.problems(xliff, as: .xliff, path: "th.xlf") == [
            "th.xlf:11:7: error[missing-id]: trans-unit '3' comes from po2xliff, which drops msgctxt: its place id is lost — import the .po file itself",
        ])
    }

    @Test func theIDIsTheMsgctxtContextElseResnameElseID() throws {
        let xliff = #"""
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
            <file original="a" source-language="en" target-language="ja" datatype="plaintext"><body>
            <trans-unit id="1" resname="r1"><source>A</source><target>あ</target>
              <context-group name="x"><context context-type="x-gettext-msgctxt">geonames:1</context></context-group>
              <alt-trans><target>old</target><context-group><context context-type="x-po-msgctxt">old</context></context-group></alt-trans>
            </trans-unit>
            <trans-unit id="2" resname="geonames:2"><source>B</source><target>い</target></trans-unit>
            <trans-unit id="geonames:3"><source>C</source><target>う</target></trans-unit>
            </body></file></xliff>
            """#
        let file = try TranslationInput.read(xliff, as: .xliff)
        #expect(file.summary == ["geonames:1=あ@3:59", "geonames:2=い@7:67", "geonames:3=う@8:55"])
        #expect(file.language == .japanese)
    }

    @Test func notWellFormedXMLIsAnErrorAtItsLineAndColumn() {
        let xliff = "<xliff version=\"1.2\">\n<file target-language=\"th\"><body>\n<trans-unit id=\"a\"><source>กรุง</source>"
            + "<target>เทพ</source></trans-unit>\n</body></file></xliff>\n"
        #expect(TranslationInput.problems(xliff, as: .xliff, path: "th.xliff") == [
            "th.xliff:3:52: error[xml-syntax]: not well-formed XML: an end tag that does not match its start tag (libxml2 error 76)",
        ])
        #expect(TranslationInput.problems("<xliff>\n  <file a='1' a='2'>", as: .xliff, path: "th.xliff") == [
            "th.xliff:2:20: error[xml-syntax]: not well-formed XML: an attribute given twice in one element (libxml2 error 42)",
        ])
        #expect(TranslationInput.problems("<xliff>\r\r<file>&nbsp;</file></xliff>", as: .xliff, path: "th.xliff") == [
            "th.xliff:3:13: error[xml-syntax]: not well-formed XML: an undeclared entity — XML knows &amp; &lt; &gt; &quot; &apos; and &#NNN; (libxml2 error 26)",
        ])
        #expect(TranslationInput.problems("<xliff version=\"1.2\"><file>", as: .xliff, path: "th.xliff").count == 1)
        #expect(TranslationInput.problems("", as: .xliff, path: "th.xliff").count == 1)
    }

    @Test func invalidUTF8IsAnErrorAtTheByte() {
        let bytes = Array("<xliff>\n<file>ก".utf8) + [0xFF] + Array("</file></xliff>".utf8)
        #expect(TranslationInput.problems(bytes, as: .xliff, path: "th.xliff") == [
            "th.xliff:2:8: error[invalid-utf8]: invalid UTF-8 byte 0xFF — save the file as UTF-8",
        ])
    }

    @Test func inlineElementsInATargetAreErrors() {
        let xliff = #"""
            <xliff version="1.2"><file target-language="th"><body>
              <trans-unit id="geonames:1"><source>Bangkok</source><target>กรุง<g id="1">เทพ</g><x id="2"/></target></trans-unit>
              <trans-unit id="geonames:2"><source>Ko Samui</source>
                <target><mrk mtype="seg" mid="1">เกาะสมุย</mrk></target></trans-unit>
            </body></file></xliff>
            """#
        #expect(TranslationInput.problems(xliff, as: .xliff, path: "th.xliff") == [
            "th.xliff:2:67: error[xliff-inline]: inline element <g> in the target of 'geonames:1': place names have no markup — write the name as plain text",
            "th.xliff:4:13: error[xliff-inline]: inline element <mrk> in the target of 'geonames:2': place names have no markup — write the name as plain text",
        ])
    }

    @Test func filesThatDisagreeOnTheirLanguageAreAnError() {
        let xliff = """
            <xliff version="1.2">
            <file original="a" target-language="th"><body/></file>
            <file original="b" target-language="th-TH"><body/></file>
            <file original="c" target-language="ja"><body/></file>
            </xliff>
            """
        #expect(TranslationInput.problems(xliff, as: .xliff, path: "th.xliff") == [
            "th.xliff:4:1: error[xliff-language-mismatch]: target-language 'ja' differs from 'th' of the first <file> (line 2): a translation file holds one language",
        ])
    }

    @Test func po2xliffPluralGroupsAreErrors() {
        let xliff = #"""
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.1" version="1.1"><file original="pl.po" target-language="th"><body>
                  <group restype="x-gettext-plurals" id="3" approved="yes">
                    <trans-unit xml:space="preserve" id="3[0]" approved="yes">
                      <source>one city</source>
                      <target state="translated">%d เมือง</target>
                    </trans-unit>
                  </group>
            </body></file></xliff>
            """#
        #expect(TranslationInput.problems(xliff, as: .xliff, path: "pl.xlf") == [
            "pl.xlf:2:7: error[plural-forms]: a group of plural forms (restype x-gettext-plurals): place names have none — give each place one trans-unit",
        ])
    }

    @Test func otherDocumentsAreNotXLIFF() {
        #expect(TranslationInput.problems("<resources/>", as: .xliff, path: "a.xlf") == [
            "a.xlf:1:1: error[xliff-format]: the root element is <resources>, not <xliff>: not an XLIFF file",
        ])
        #expect(TranslationInput.problems("<xliff version=\"2.0\"/>", as: .xliff, path: "a.xlf") == [
            "a.xlf:1:1: error[xliff-format]: XLIFF 2.0 is not read: export XLIFF 1.2",
        ])
    }

    @Test func duplicateIDsAreErrors() {
        let xliff = "<xliff version=\"1.2\"><file><body>\n<trans-unit id=\"a\"><target>x</target></trans-unit>\n"
            + "<trans-unit id=\"a\"><target>y</target></trans-unit>\n</body></file></xliff>"
        #expect(TranslationInput.problems(xliff, as: .xliff, path: "a.xlf") == [
            "a.xlf:3:1: error[duplicate-id]: duplicate trans-unit id 'a' (first on line 2)",
        ])
    }

    @Test func noInputTraps() {
        for sample in [Self.xcode, Self.po2xliff] {
            let bytes = Array(sample.utf8)
            for end in stride(from: 0, to: bytes.count, by: 11) {
                _ = TranslationInput.problems(Array(bytes[..<end]), as: .xliff)
            }
        }
    }
}
