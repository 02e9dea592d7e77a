import Testing
import PlaceNames

@Test func linksSystemICU() {
    #expect(icuVersion.split(separator: ".").count >= 2)
}
