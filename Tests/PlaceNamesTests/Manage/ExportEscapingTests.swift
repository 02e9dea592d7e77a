import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import PlaceNames

/// Every format keeps a name with quotes, apostrophes, `@`, `?`, backslashes, tabs and newlines intact.
@Suite struct ExportEscapingTests {
    static let awkward = "Say \"hi\" @ Tom's?\nnew\tline & <b> \\ end"

    static func export(_ format: ExportFormat) throws -> String {
        let place = Place(id: "test:awkward", kind: .city, names: [.english: LocalizedName(awkward)])
        let export = try NameExport(places: [place], language: .english)
        return String(decoding: format.write([export]), as: UTF8.self)
    }

    @Test func json() throws {
        #expect(try Self.export(.json) == """
            {
              "test:awkward": "Say \\"hi\\" @ Tom's?\\nnew\\tline & <b> \\\\ end"
            }

            """)
    }

    @Test func csvQuotesAndDoublesQuotes() throws {
        #expect(try Self.export(.csv) == "id,name\r\ntest:awkward,\"Say \"\"hi\"\" @ Tom's?\nnew\tline & <b> \\ end\"\r\n")
    }

    @Test func appleStrings() throws {
        #expect(try Self.export(.strings).hasSuffix("\n\"test:awkward\" = \"Say \\\"hi\\\" @ Tom's?\\nnew\\tline & <b> \\\\ end\";\n"))
    }

    @Test func gettext() throws {
        #expect(try Self.export(.po).hasSuffix("""

            msgctxt "test:awkward"
            msgid "Say \\"hi\\" @ Tom's?\\nnew\\tline & <b> \\\\ end"
            msgstr "Say \\"hi\\" @ Tom's?\\nnew\\tline & <b> \\\\ end"

            """))
    }

    @Test func android() throws {
        #expect(try Self.export(.android).contains("""
                <string name="test_cawkward">Say \\"hi\\" \\@ Tom\\'s\\?\\nnew\\tline &amp; &lt;b&gt; \\\\ end</string>
            """))
    }

    @Test func androidEscapedTextParsesAsXML() throws {
        let xml = try Self.export(.android)
        let document = try XMLDocument(data: Data(xml.utf8))
        let value = try document.nodes(forXPath: "/resources/string").first?.stringValue
        #expect(value == "Say \\\"hi\\\" \\@ Tom\\'s\\?\\nnew\\tline & <b> \\\\ end")
    }

    @Test func androidResourceNamesAreValidStableAndDistinct() throws {
        #expect(AndroidResources.resourceName(for: "iso3166-1:TH") == "iso3166_h1_cTH")
        #expect(AndroidResources.resourceName(for: "tz:Asia/Bangkok") == "tz_cAsia_sBangkok")
        #expect(AndroidResources.resourceName(for: "a_b") == "a__b")
        #expect(AndroidResources.resourceName(for: "a-b") == "a_hb")
        #expect(AndroidResources.resourceName(for: "a_hb") == "a__hb")
        #expect(AndroidResources.resourceName(for: "1861") == "_n1861")
        #expect(AndroidResources.resourceName(for: "class") == "_nclass")
        #expect(AndroidResources.resourceName(for: "Zürich") == "Z_uFC_rich")
        // The shipped catalogs' ids (but the towns'): all valid Java identifiers, and no two alike.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        // Every kind of id the catalogs hold; the towns' are GeoNames ids as the cities' are, and 200,000 more to read.
        let files = try CatalogFiles.find(["territories.json", "subdivisions", "cities"]
            .map { root.appendingPathComponent("Catalogs/\($0)").path })
        let ids = try files.flatMap { try Catalog.read(from: $0).places.map(\.id) }
        let names = ids.map(AndroidResources.resourceName(for:))
        #expect(Set(names).count == Set(ids.map { Array($0.utf8) }).count)
        let identifier = try Regex("^[A-Za-z_][A-Za-z0-9_]*$")
        #expect(names.allSatisfy { $0.wholeMatch(of: identifier) != nil })
    }

    @Test func androidFoldersFollowResourceQualifiers() {
        #expect(AndroidResources.valuesFolder(for: .thai) == "values-th")
        #expect(AndroidResources.valuesFolder(for: .serbianLatin) == "values-b+sr+Latn")
        #expect(AndroidResources.valuesFolder(for: .chineseTraditional) == "values-b+zh+Hant")
        #expect(AndroidResources.valuesFolder(for: Language(bcp47: "pt-PT")!) == "values-pt-rPT")
        #expect(AndroidResources.valuesFolder(for: Language(bcp47: "fil")!) == "values-b+fil")
    }
}
