import Testing
@testable import PlaceNames

/// `unknown-time-zone`: a place's `timeZone` must be a zone or link of the machine's tzdata, or an app that makes a
/// `TimeZone` of it gets nothing.
@Suite struct TimeZoneCheckTests {
    static let places = [
        #"{"id": "geonames:1153669", "kind": "city", "country": "TH", "timeZone": "Asia/Bangkok", "names": {"thai": "เชียงราย"}}"#,
        // A link (backward's old name of Asia/Kolkata) is a zone id a source may rightly write.
        #"{"id": "geonames:1264527", "kind": "city", "country": "IN", "timeZone": "Asia/Calcutta", "names": {"english": "Chennai"}}"#,
        #"{"id": "typo", "kind": "city", "country": "TH", "timeZone": "Asia/Bangkk", "names": {"thai": "ก"}}"#,
        #"{"id": "invented", "kind": "city", "country": "TH", "timeZone": "Asia/Chiang_Rai", "names": {"thai": "ข"}}"#,
        #"{"id": "cased", "kind": "city", "country": "TH", "timeZone": "asia/bangkok", "names": {"thai": "ค"}}"#,
        #"{"id": "number", "kind": "city", "country": "TH", "timeZone": 7, "names": {"thai": "ง"}}"#,
        #"{"id": "none", "kind": "city", "country": "TH", "timeZone": null, "names": {"thai": "จ"}}"#,
    ]

    @Test func aZoneTzdataDoesNotKnowIsAnErrorAtItsValue() {
        let zones = IANATimeZones.system.origin
        let result = ValidationFixtures.result(ValidationFixtures.catalog(Self.places.joined(separator: ",\n")),
                                               file: "zones.json")
        // Columns counted by hand: each value starts after `{"id": "…", "kind": "city", "country": "TH", "timeZone": `.
        #expect(result.diagnostics.map(\.description) == [
            "zones.json:7:61: error[unknown-time-zone]: unknown time zone 'Asia/Bangkk': \(zones) has no such zone or link — did you mean 'Asia/Bangkok', 'Asia/Baku' or 'Asia/Yangon'?",
            "zones.json:8:65: error[unknown-time-zone]: unknown time zone 'Asia/Chiang_Rai': \(zones) has no such zone or link — did you mean 'Asia/Shanghai'?",
            "zones.json:9:62: error[unknown-time-zone]: unknown time zone 'asia/bangkok': \(zones) has no such zone or link — did you mean 'Asia/Bangkok', 'Asia/Rangoon' or 'Asia/Yangon'?",
            #"zones.json:10:63: error[wrong-type]: "timeZone" must be an IANA time zone id like "Asia/Bangkok", found the number 7"#,
        ])
    }

    @Test func theCheckCanBeTurnedOff() {
        var severities = SeverityConfiguration()
        severities.set(.unknownTimeZone, to: nil)
        let lines = ValidationFixtures.lines(ValidationFixtures.catalog(Self.places[2]), severities: severities)
        #expect(lines == [])
    }
}
