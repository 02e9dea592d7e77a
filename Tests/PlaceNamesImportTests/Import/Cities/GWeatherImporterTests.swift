import Foundation
import Testing
@testable import PlaceNames
@testable import PlaceNamesImport
@testable import PlaceNamesCore

/// `names import gweather` on a tiny Locations.xml and `.mo` files written by the test.
@Suite struct GWeatherImporterTests {
    static let locations = """
        <?xml version="1.0" encoding="utf-8"?>
        <gweather format="1.0">
          <region>
            <_name>Europe</_name>
            <country>
              <_name>Germany</_name>
              <iso-code>DE</iso-code>
              <state>
                <_name>Bavaria</_name>
                <location><name>Munich airport</name><code>EDDM</code></location>
                <city>
                  <_name>Munich</_name>
                  <coordinates>48.150000 11.583333</coordinates>
                </city>
              </state>
              <city>
                <_name msgctxt="City in Germany">Halle</_name>
                <coordinates>51.5 11.966667</coordinates>
              </city>
              <city>
                <_name>Nowhere</_name>
                <coordinates>48.1 -565.46</coordinates>
              </city>
            </country>
          </region>
        </gweather>
        """

    /// A locale root with Thai translations: Munich without context, Halle only under its msgctxt.
    static func localeRoot(_ folder: String, thai: [UInt8]) throws -> String {
        let root = folder + "/locale"
        try FileManager.default.createDirectory(atPath: root + "/th/LC_MESSAGES", withIntermediateDirectories: true)
        try Data(thai).write(to: URL(fileURLWithPath: root + "/th/LC_MESSAGES/libgweather-4.0-locations.mo"))
        return root
    }

    static let thai = MOFixture.bytes([
        ("", "Content-Type: text/plain; charset=UTF-8\n"),
        ("City in Germany\u{04}Halle", "ฮัลเลอ"),
        ("Halle", "ไม่ใช่"),
        ("Munich", "มิวนิก"),
    ])

    static func withFiles<T>(xml: String = locations, thai: [UInt8] = thai,
                             _ body: (_ locations: String, _ localeRoot: String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gweather-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try xml.write(toFile: folder + "/Locations.xml", atomically: true, encoding: .utf8)
        return try body(folder + "/Locations.xml", try localeRoot(folder, thai: thai))
    }

    @Test func citiesGetEnglishFromTheMsgidAndTranslationsByContext() throws {
        try Self.withFiles { locations, root in
            let (catalog, report) = try GWeatherImporter(locations: locations, localeRoot: root).run()
            #expect(catalog.places == [
                Place(id: "gweather:DE/Bavaria/Munich", kind: .city, defaultName: "Munich", country: "DE",
                      coordinate: Coordinate(latitude: 48.15, longitude: 11.583333),
                      names: [.english: "Munich", .thai: "มิวนิก"]),
                // msgctxt picks "ฮัลเลอ"; the context-less "Halle" message is another city's.
                Place(id: "gweather:DE/Halle", kind: .city, defaultName: "Halle", country: "DE",
                      coordinate: Coordinate(latitude: 51.5, longitude: 11.966667),
                      names: [.english: "Halle", .thai: "ฮัลเลอ"]),
            ])
            #expect(report.skips.map { "\($0.location): \($0.reason): \($0.value)" } == [
                "\(locations):20: coordinates missing or out of range: Nowhere: 48.1 -565.46",
            ])
            #expect(report.noteCounts.map(\.reason).contains("weather stations (<location>) are not cities, not read"))
            #expect(catalog.metadata.sources.map(\.licence) == ["GPL-2.0-or-later"])
        }
    }

    @Test func aTruncatedLocationsFileIsAnErrorWithItsLine() throws {
        let cut = String(Self.locations.prefix(Self.locations.count / 2))
        try Self.withFiles(xml: cut) { locations, root in
            do {
                _ = try GWeatherImporter(locations: locations, localeRoot: root).run()
                Issue.record("a truncated file was imported")
            } catch {
                #expect("\(error)".hasPrefix("\(locations):"))
                #expect("\(error)".contains("error[xml-syntax]: not well-formed XML"))
            }
        }
    }

    @Test func aMOFileWithABadMagicNumberOrOffsetsIsAnError() throws {
        let badMagic = MOFixture.patching(Self.thai, at: 0, with: 0x1234_5678)
        let pastTheEnd = MOFixture.patching(Self.thai, at: 16, with: 1_000_000)
        for (bytes, message) in [(badMagic, "offset 0: not a GNU .mo file"),
                                 (pastTheEnd, "offset 16: translations table at offset 1000000")] {
            try Self.withFiles(thai: bytes) { locations, root in
                do {
                    _ = try GWeatherImporter(locations: locations, localeRoot: root).run()
                    Issue.record("a corrupt .mo file was read")
                } catch {
                    #expect("\(error)".contains("th/LC_MESSAGES/libgweather-4.0-locations.mo: error[mo-format]: \(message)"))
                }
            }
        }
    }
}
