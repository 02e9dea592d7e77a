import Foundation
import Testing
import PlaceNames

/// Imports the CLDR that Debian's unicode-cldr-core installs.
@Suite(.needsCLDR) struct CLDRRealDataTests {
    @Test func bangkokFromTheRealCLDR() throws {
        let (catalog, report) = try CLDRImporter().run()
        let places = Dictionary(uniqueKeysWithValues: catalog.places.map { ($0.id, $0) })
        #expect(places["iso3166-2:TH-10"]?.names[.thai] == "กรุงเทพมหานคร")
        #expect(places["iso3166-1:TH"]?.names[.thai] == "ไทย")
        #expect(places["iso3166-1:JP"]?.names[.japanese] == "日本")
        // Languages whose data CLDR keeps in a parent file: zh_Hans in zh, sr_Cyrl in sr, nb in no.
        #expect(places["iso3166-1:TH"]?.names[.chineseSimplified] == "泰国")
        #expect(places["iso3166-1:TH"]?.names[.serbianCyrillic] == "Тајланд")
        #expect(places["iso3166-1:TH"]?.names[.norwegianBokmal] == "Thailand")
        #expect(places["iso3166-2:TH-10"]?.names[.chineseSimplified] == "曼谷")
        #expect(places["tz:Asia/Tokyo"]?.names[.japanese] == "東京")
        #expect(report.namesKept > 10_000)
    }
}
