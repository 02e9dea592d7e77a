import Foundation
import Testing
import PlaceNames
import PlaceNamesImport

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

    /// CLDR's canonical ids are often old ones that zone.tab no longer lists: the tzdata link places a renamed
    /// city where its new zone is (Asia/Calcutta → Asia/Kolkata), never a city whose zone merged into another's.
    @Test func oldZoneIDsTakeTheirRenamedZonesPosition() throws {
        var importer = CLDRImporter()
        importer.parts = [.exemplarCities]
        let (catalog, report) = try importer.run()
        let places = Dictionary(uniqueKeysWithValues: catalog.places.map { ($0.id, $0) })
        #expect(places["tz:Asia/Calcutta"]?.country == "IN")
        #expect(places["tz:Asia/Calcutta"]?.coordinate == Coordinate(latitude: 22.5333, longitude: 88.3667))
        #expect(places["tz:America/Buenos_Aires"]?.country == "AR")
        #expect(places["tz:Europe/Kiev"]?.country == "UA")
        // Nipigon's zone became Toronto's: Toronto's position is not Nipigon's.
        #expect(places["tz:America/Nipigon"]?.coordinate == nil)
        #expect(places["tz:America/Nipigon"]?.country == nil)
        #expect(report.notes.contains { $0.value == "America/Nipigon → America/Toronto"
            && $0.reason == "zone links to another city's zone; its exemplar city keeps no position" })
    }
}
