import PlaceNames
@testable import PlaceNamesIndex
import ShippedCatalogs
import Testing

/// A filtered search (`SearchFilter`) answers exactly what an unfiltered search with a limit long enough answers,
/// with the places the filter turns away taken out, in the same order: on the shipped catalogs, for queries drawn
/// from their names and filters drawn from the places those queries find.
@Suite struct SearchFilterTests {
    func answer(_ hits: [SearchHit]) -> [String] {
        hits.map { "\($0.place) \($0.rank.value) \($0.form) \($0.language?.rawValue ?? "alias") \($0.text)" }
    }

    /// The first `limit` places of the unfiltered ranking that `filter` admits: the unfiltered search read to 500
    /// places, or to every place when fewer than `limit` of those 500 pass.
    func scanned(_ query: String, chain: [Language], limit: Int, filter: SearchFilter, served: ServedCatalog)
        -> [SearchHit]
    {
        for reach in [500, served.places.count] {
            let all = served.search.rankedMatches(for: query, places: served.places, chain: chain, limit: reach)
            // The fields as strings, not the byte comparisons search makes, so a mistake in those shows.
            let passing = all.filter { hit in
                served.places.facts(hit.place).map { facts in
                    filter.admits(kind: facts.kind, country: facts.country, region: facts.region,
                                  coordinate: facts.coordinate)
                } ?? false
            }
            if passing.count >= limit || all.count < reach || reach == served.places.count {
                return Array(passing.prefix(limit))
            }
        }
        return []
    }

    /// A filter drawn from the facts of places `hits` found: one, two or all of a kind, a country, a region and a
    /// box around a place (now and then one crossing the antimeridian).
    func drawFilter(from hits: [SearchHit], served: ServedCatalog, random: inout SeededRandom) -> SearchFilter {
        var filter = SearchFilter()
        func pick() -> PlaceFacts? {
            hits.isEmpty ? nil : served.places.facts(hits[Int(random.next() % UInt64(hits.count))].place)
        }
        let which = random.next() % 8
        if which & 1 != 0 || which == 0, let facts = pick() {
            filter.kinds = random.next() % 3 == 0 ? [facts.kind, "district"] : [facts.kind]
        }
        if which & 2 != 0, let facts = pick(), let country = facts.country {
            filter.countries = random.next() % 3 == 0 ? [country, "TH"] : [country]
        }
        if which & 4 != 0, let facts = pick() {
            if random.next() % 2 == 0, let region = facts.region {
                filter.regions = [region]
            } else if let coordinate = facts.coordinate {
                let size = Double(1 + random.next() % 20)
                filter.box = BoundingBox(west: max(-180, coordinate.longitude - size),
                                         south: max(-90, coordinate.latitude - size),
                                         east: min(180, coordinate.longitude + size),
                                         north: min(90, coordinate.latitude + size))
            } else {
                filter.box = BoundingBox(west: 170, south: -50, east: -170, north: 10)
            }
        }
        return filter
    }

    @Test func aFilteredSearchIsTheUnfilteredRankingFiltered() async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let index = served.search
        var random = SeededRandom(seed: Sweep.seed(43))
        var compared = 0
        var nonEmpty = 0
        for _ in 0..<Sweep.count(300) {
            await Task.yield()  // a debug build takes seconds here: leave the cooperative threads to the servers
            let text = index.texts[Int(random.next() % UInt64(index.texts.count))]
            let letters = Array(text)
            guard !letters.isEmpty else { continue }
            var query = String(letters.prefix(1 + Int(random.next() % 6)))
            if random.next() % 10 == 0 { query += " " }
            let chain = PrefixScanTests.chains[Int(random.next() % UInt64(PrefixScanTests.chains.count))]
            let limit = [1, 5, 10, 10, 20][Int(random.next() % 5)]
            let found = index.rankedMatches(for: query, places: served.places, chain: chain, limit: 50)
            let filter = drawFilter(from: found, served: served, random: &random)
            let filtered = index.search(query, places: served.places, chain: chain, limit: limit, filter: filter)
            let expected = scanned(query, chain: chain, limit: limit, filter: filter, served: served)
            #expect(answer(filtered) == answer(expected), "\(query) \(chain) limit \(limit) \(filter)")
            compared += 1
            if !expected.isEmpty { nonEmpty += 1 }
        }
        // Filters drawn from what the queries find: most answers must hold places, or little would be compared.
        #expect(compared > Sweep.count(300) * 9 / 10 && nonEmpty > compared / 2, "\(nonEmpty) of \(compared)")
    }

    /// The filtered search that stops early answers as the filtered one that reads every name, with and without a
    /// location bias.
    @Test func aFilteredSearchStoppingEarlyAnswersAsReadingEverything() async throws {
        let served = try #require(await ShippedCatalogs.whenServed(), "the shipped catalogs could not be read")
        let index = served.search
        var random = SeededRandom(seed: Sweep.seed(44))
        for round in 0..<Sweep.count(200) {
            await Task.yield()
            let text = index.texts[Int(random.next() % UInt64(index.texts.count))]
            guard !text.isEmpty else { continue }
            let query = String(Array(text).prefix(1 + Int(random.next() % 4)))
            let chain = PrefixScanTests.chains[Int(random.next() % UInt64(PrefixScanTests.chains.count))]
            let limit = [1, 5, 10, 20][Int(random.next() % 4)]
            let found = index.rankedMatches(for: query, places: served.places, chain: chain, limit: 50)
            let filter = round % 3 == 2 ? SearchFilter() : drawFilter(from: found, served: served, random: &random)
            let bias = round % 3 == 0 ? nil : LocationBias(
                position: Coordinate(latitude: Double(Int(random.next() % 160)) - 80,
                                     longitude: Double(Int(random.next() % 360)) - 180),
                scale: [0.1, 0.5, 1][Int(random.next() % 3)])
            let fast = index.rankedMatches(for: query, places: served.places, chain: chain, limit: limit,
                                           filter: filter, bias: bias)
            let full = index.rankedMatches(for: query, places: served.places, chain: chain, limit: limit,
                                           exhaustive: true, filter: filter, bias: bias)
            #expect(answer(fast) == answer(full), "\(query) \(chain) limit \(limit) \(filter) \(String(describing: bias))")
        }
    }

    @Test func aBoxAcrossTheAntimeridianHoldsBothSides() throws {
        let box = try #require(BoundingBox(west: 170, south: -20, east: -170, north: 0))
        #expect(box.contains(Coordinate(latitude: -18.14, longitude: 178.44)))  // Suva, Fiji
        #expect(box.contains(Coordinate(latitude: -13.83, longitude: -171.76)))  // Apia, Samoa
        #expect(!box.contains(Coordinate(latitude: -17.73, longitude: 168.32)))  // Port Vila, Vanuatu
        #expect(!box.contains(Coordinate(latitude: 13.75, longitude: 100.5)))
        #expect(BoundingBox(west: 0, south: 10, east: 5, north: 5)?.contains(Coordinate(latitude: 7, longitude: 1)) == false)
        #expect(BoundingBox(west: 0, south: -91, east: 5, north: 5) == nil)
    }
}
