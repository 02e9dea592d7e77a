import Foundation
import Testing
import PlaceNames

/// No city is in the shipped catalogs twice (issue 14): of the pairs the probable-duplicate check finds in
/// `Catalogs/cities/`, none is one city that two sources gave and the join left apart.
@Suite struct ShippedCityDuplicatesTests {
    /// A pair is one city twice when one of the two is a CLDR or libgweather city kept on its own (`tz:`,
    /// `gweather:`), the two lie within 150 km, and their preferred names agree in 5 languages or more. The pairs
    /// the check also finds, and this leaves, are homonyms far apart (`Saint James`, Michigan and Minnesota) and
    /// transliterations that collate equal in one or two languages (Odia, Sinhala), or `tz:Asia/Qatar`, a zone named
    /// after its country, beside Doha. Before the join's far rule, `tz:Arctic/Longyearbyen` (26 km from
    /// `geonames:2729907`, 34 names alike) and `tz:Asia/Aqtau` (120 km from `geonames:610612`, 26 alike) were
    /// such pairs. (`tz:America/Goose_Bay` was not one: GeoNames' Happy Valley-Goose Bay had aliases only, which
    /// the check does not compare; `CityJoinerTests` pins that case.)
    @Test func noCityIsInTheShippedCatalogsTwice() throws {
        let folder = PackageRoot.url.appendingPathComponent("Catalogs/cities").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        #expect(files.count > 200)
        var places: [String: Place] = [:]
        for file in files {
            for place in try Catalog.read(from: file).places { places[place.id] = place }
        }
        let result = CatalogValidator().validate(files: files)
        let other = try Regex(#"may duplicate '([^']+)'"#)
        var pairs = 0
        var duplicates: [String] = []
        for diagnostic in result.diagnostics where diagnostic.code == "probable-duplicate" {
            guard let id = diagnostic.place, let match = diagnostic.message.firstMatch(of: other),
                  let first = places[id], let second = places[String(match.output[1].substring ?? "")] else {
                Issue.record("a probable-duplicate finding without two places: \(diagnostic)")
                continue
            }
            pairs += 1
            let keptAlone = [first, second].contains { $0.id.hasPrefix("tz:") || $0.id.hasPrefix("gweather:") }
            guard keptAlone, let a = first.coordinate, let b = second.coordinate, a.kilometres(to: b) <= 150 else {
                continue
            }
            let agreeing = first.names.filter { language, name in
                second.names[language].map { $0.preferred.unicodeScalars.elementsEqual(name.preferred.unicodeScalars) }
                    ?? false
            }
            if agreeing.count >= 5 {
                duplicates.append("\(first.id) and \(second.id), \(Int(a.kilometres(to: b))) km apart, "
                    + "\(agreeing.count) names alike")
            }
        }
        #expect(pairs > 0, "the check found no pair at all: it did not run")
        #expect(duplicates == [])
    }
}
