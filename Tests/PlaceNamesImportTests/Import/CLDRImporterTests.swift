import Foundation
import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// A CLDR tree in the shape Debian installs, small enough to read in the test.
private struct CLDRFixture {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "cldr-fixture-\(UUID().uuidString)"
        try write("dtd/ldml.dtd", #"<!ATTLIST version cldrVersion CDATA #FIXED "41" >"#)
        try write("main/root.xml", ldml(language: "root", body: ""))
        try write("main/en.xml", ldml(language: "en", body: """
            <localeDisplayNames><territories>
              <territory type="001">world</territory>
              <territory type="TH">Thailand</territory>
              <territory type="HK">Hong Kong SAR China</territory>
              <territory type="HK" alt="short">Hong Kong</territory>
              <territory type="ZZ">Unknown Region</territory>
            </territories></localeDisplayNames>
            <dates><timeZoneNames>
              <zone type="Etc/Unknown"><exemplarCity>Unknown City</exemplarCity></zone>
            </timeZoneNames></dates>
            """))
        try write("main/th.xml", ldml(language: "th", body: """
            <localeDisplayNames><territories>
              <territory type="TH">ไทย</territory>
              <territory type="HK" alt="menu">ฮ่องกง</territory>
              <territory type="GB" draft="unconfirmed">สหราชอาณาจักร</territory>
              <territory type="BW">\u{202E}บอตสวานา</territory>
            </territories></localeDisplayNames>
            <dates><timeZoneNames>
              <zone type="Asia/Bangkok"><exemplarCity>บางกอก</exemplarCity></zone>
            </timeZoneNames></dates>
            """))
        try write("main/xx_YY.xml", ldml(language: "xx", body: ""))
        try write("supplemental/supplementalData.xml", """
            <supplementalData><parentLocales>
              <parentLocale parent="root" locales="zh_Hant"/>
            </parentLocales></supplementalData>
            """)
        try write("main/zh.xml", ldml(language: "zh", body: territories(#"<territory type="TH">泰国</territory>"#)))
        try write("main/zh_Hans.xml", ldml(language: "zh", body: ""))
        try write("main/zh_Hant.xml", ldml(language: "zh", body: territories(#"<territory type="HK">香港</territory>"#)))
        try write("main/pt.xml", ldml(language: "pt", body: territories("""
            <territory type="TH">Tailândia</territory><territory type="HK">Hong Kong</territory>
            """)))
        try write("main/pt_PT.xml", ldml(language: "pt", body: territories(#"<territory type="HK">Hong Kong, RAE da China</territory>"#)))
        try write("subdivisions/th.xml", ldml(language: "th", body: """
            <localeDisplayNames><subdivisions>
              <subdivision type="th10">กรุงเทพมหานคร</subdivision>
              <subdivision type="th50" draft="contributed">เชียงใหม่</subdivision>
            </subdivisions></localeDisplayNames>
            """))
        try write("zone.tab", "# comment\nTH\t+1345+10031\tAsia/Bangkok\n")
    }

    private func territories(_ elements: String) -> String {
        "<localeDisplayNames><territories>\(elements)</territories></localeDisplayNames>"
    }

    private func ldml(language: String, body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" ?>
        <ldml><identity><version number="$Revision$"/><language type="\(language)"/></identity>
        \(body)
        </ldml>
        """
    }

    private func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: "\(root)/\(path)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func importer() -> CLDRImporter {
        var importer = CLDRImporter(root: root)
        importer.zoneTable = "\(root)/zone.tab"
        importer.isoSubdivisions = "\(root)/missing.json"
        return importer
    }
}

@Suite struct CLDRImporterTests {
    @Test func importsTerritoriesCitiesAndSubdivisionsWithStableIDs() throws {
        let (catalog, _) = try CLDRFixture().importer().run()
        #expect(catalog.places.map(\.id) == [
            "iso3166-1:HK", "iso3166-1:TH", "iso3166-2:TH-10", "iso3166-2:TH-50", "tz:Asia/Bangkok", "un-m49:001",
        ])
        let places = Dictionary(uniqueKeysWithValues: catalog.places.map { ($0.id, $0) })
        #expect(places["iso3166-1:TH"]?.names == [
            .english: "Thailand", .thai: "ไทย", .chineseSimplified: "泰国", .portuguese: "Tailândia",
        ])
        #expect(places["iso3166-1:TH"]?.kind == .country)
        #expect(places["iso3166-1:TH"]?.codes == [.iso3166_1: "TH"])
        #expect(places["iso3166-1:HK"]?.names == [
            .english: LocalizedName("Hong Kong SAR China", short: ["Hong Kong"]),
            .chineseTraditional: "香港", .portuguese: "Hong Kong", .portuguesePortugal: "Hong Kong, RAE da China",
        ])
        #expect(places["un-m49:001"]?.kind == "world")
        #expect(places["iso3166-2:TH-10"]?.names[.thai] == "กรุงเทพมหานคร")
        #expect(places["iso3166-2:TH-10"]?.country == "TH")
        let bangkok = try #require(places["tz:Asia/Bangkok"])
        #expect(bangkok.names == [.english: "Bangkok", .thai: "บางกอก"])
        #expect(bangkok.country == "TH")
        #expect(bangkok.coordinate == Coordinate(latitude: 13.75, longitude: 100.5167))
        #expect(catalog.metadata.sources == [CatalogSource(name: "Unicode CLDR", version: "41", licence: "Unicode-3.0",
                                                          url: "https://cldr.unicode.org")])
    }

    @Test func reportsEverythingItSkippedWithTheReason() throws {
        let (_, report) = try CLDRFixture().importer().run()
        #expect(report.skipCounts.map { "\($0.count) \($0.reason)" } == [
            "1 alt=\"menu\" is not a kind of place name",
            "1 contains a bidi control character",
            "1 draft=\"unconfirmed\"",
            "1 locale file with no Language case",
            "1 placeholder zone Etc/* is not a place",
            "1 territory code is not a place (unknown region, pseudo-locale, euro area, UN)",
        ])
        #expect(report.skips.first { $0.reason == "draft=\"unconfirmed\"" }?.value == "สหราชอาณาจักร")
        #expect(report.filesRead == 8)
        #expect(report.namesKept == 14)
    }

    @Test func unconfirmedValuesComeInWhenAsked() throws {
        var importer = try CLDRFixture().importer()
        importer.includeUnconfirmed = true
        let (catalog, _) = try importer.run()
        #expect(catalog.places.first { $0.id == "iso3166-1:GB" }?.names[.thai] == "สหราชอาณาจักร")
    }

    @Test func missingCLDRFolderSaysWhatToInstall() {
        #expect {
            _ = try CLDRImporter(root: "/nonexistent/cldr").run()
        } throws: { error in
            "\(error)" == "/nonexistent/cldr/main: cannot read the CLDR folder (apt-get install -y unicode-cldr-core)"
        }
    }

    @Test func parsesISO6709Coordinates() {
        #expect(TimeZoneTable.coordinate(iso6709: "+1345+10031") == Coordinate(latitude: 13.75, longitude: 100.5167))
        #expect(TimeZoneTable.coordinate(iso6709: "-332000-0703000") == Coordinate(latitude: -33.3333, longitude: -70.5))
        #expect(TimeZoneTable.coordinate(iso6709: "garbage") == nil)
    }
}
