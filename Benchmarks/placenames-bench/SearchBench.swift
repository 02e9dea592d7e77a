import ArgumentParser
import Foundation
import PlaceNames
import PlaceNamesIndex

/// `placenames-bench search`: every query of a mix that `Scripts/search-queries.py` wrote, searched in process on a
/// snapshot, without HTTP and without the short-query cache, each on its own: the CPU time of the search alone, by
/// kind, and the slowest queries. Thread CPU time, so a shared machine's waits are left out.
struct SearchBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Each query of a search mix alone, in process on a snapshot: CPU time by kind and the slowest."
    )

    @Option(help: "A snapshot written by `names snapshot`.")
    var snapshot: String

    @Option(help: "Queries as Scripts/search-queries.py writes them: a request path, its kind and script per line.")
    var queries: String

    @Option(help: "Passes over the mix after a first that is not counted; each query keeps its fastest.")
    var rounds: Int = 5

    @Option(help: "How many of the slowest queries to list.")
    var slowest: Int = 20

    @Option(help: ArgumentHelp("Also write each query's answer to this file, a line per query: its path, then each "
                               + "hit's id, shown name, matched text, language and match (to compare two builds)."))
    var answers: String?

    @Flag(help: ArgumentHelp("Search a third of the queries with a filter (kind=city, or one country) and another "
                             + "third with a location bias (near one of eight cities), as issue 43's mix asks."))
    var filters = false

    @Flag(help: ArgumentHelp("Search exhaustively (every match recorded, no shortcut): the answers the shortcuts must "
                             + "give, to compare with --answers."))
    var exhaustive = false

    func run() throws {
        HeapTuning.keepFreedMemoryForSearches()
        let served = try ServedCatalog(snapshotPath: snapshot)
        let mix = try SearchMix(contentsOf: queries)
        // Pass after pass over the whole mix, in its order (as a server meets it: other queries between two of the
        // same); the first pass maps the snapshot's pages and is not counted; each query keeps its fastest.
        var best = [Double](repeating: .infinity, count: mix.queries.count)
        var answered = ""
        for pass in 0...max(rounds, 1) {
            for (number, query) in mix.queries.enumerated() {
                let (filter, bias) = filters ? Self.options(number) : (nil, nil)
                let start = BestOf.threadCPUSeconds()
                let hits = served.search.rankedMatches(for: query.text, places: served.places, chain: query.chain,
                                                       limit: query.limit, exhaustive: exhaustive, filter: filter,
                                                       bias: bias)
                let microseconds = (BestOf.threadCPUSeconds() - start) * 1e6
                if pass > 0 { best[number] = min(best[number], microseconds) }
                if pass == 0, answers != nil { answered += Self.answer(query.path, hits) }
                if hits.count > query.limit { print("more hits than asked for: \(query.path)") }
            }
        }
        if let answers { try Data(answered.utf8).write(to: URL(fileURLWithPath: answers), options: .atomic) }
        let timed = zip(best, mix.queries).map { (microseconds: $0, query: $1) }
        print("snapshot: \(snapshot), \(served.places.count) places; \(timed.count) queries from \(queries), "
              + "fastest of \(rounds) passes after one not counted"
              + (filters ? "; a third filtered (kind=city or a country), a third near a city" : ""))
        print("kind\tqueries\ttotal ms\tmedian µs\tp99 µs\tmax µs")
        let kinds = Dictionary(grouping: timed, by: \.query.kind).sorted { $0.key < $1.key }
        for (kind, rows) in kinds + [("all", timed)] {
            let sorted = rows.map(\.microseconds).sorted()
            let total = sorted.reduce(0, +) / 1000
            print("\(kind)\t\(rows.count)\t\(Self.format(total, 1))\t\(Self.format(sorted[sorted.count / 2], 0))\t"
                  + "\(Self.format(sorted[min(sorted.count - 1, sorted.count * 99 / 100)], 0))\t"
                  + "\(Self.format(sorted.last ?? 0, 0))")
        }
        if filters {
            // The same queries' totals by what was added to them: the third filtered, the third biased, the rest.
            for (name, remainder) in [("filtered", 0), ("near", 1), ("neither", 2)] {
                let rows = timed.enumerated().filter { $0.offset % 3 == remainder }.map(\.element.microseconds).sorted()
                print("\(name)\t\(rows.count)\t\(Self.format(rows.reduce(0, +) / 1000, 1))\t"
                      + "\(Self.format(rows[rows.count / 2], 0))\t"
                      + "\(Self.format(rows[min(rows.count - 1, rows.count * 99 / 100)], 0))\t"
                      + "\(Self.format(rows.last ?? 0, 0))")
            }
        }
        print("slowest\tµs\tkind\tscript\tquery\tlang")
        for (microseconds, query) in timed.sorted(by: { $0.microseconds > $1.microseconds }).prefix(slowest) {
            print("\t\(Self.format(microseconds, 0))\t\(query.kind)\t\(query.script)\t\(query.text)\t\(query.lang)")
        }
    }

    /// Query `number`'s filter or bias in the `--filters` mix: the first of every three gets a filter (every other
    /// one `kind=city`, else a country of the eight), the second a position (one of eight cities), the third neither.
    static func options(_ number: Int) -> (SearchFilter?, LocationBias?) {
        let countries = ["US", "TH", "DE", "JP", "RU", "FR", "BR", "IN"]
        let cities = [(13.75, 100.50), (48.86, 2.35), (40.71, -74.01), (35.68, 139.69), (55.76, 37.62),
                      (-23.55, -46.63), (28.61, 77.21), (39.80, -89.64)]
        switch number % 3 {
        case 0:
            return (number % 2 == 0 ? SearchFilter(kinds: ["city"])
                                    : SearchFilter(countries: [countries[(number / 3) % countries.count]]), nil)
        case 1:
            let city = cities[(number / 3) % cities.count]
            return (nil, LocationBias(position: Coordinate(latitude: city.0, longitude: city.1)))
        default:
            return (nil, nil)
        }
    }

    private static func answer(_ path: String, _ hits: [SearchHit]) -> String {
        let fields = hits.map { hit in
            [hit.shown.id, hit.shown.name?.preferred ?? "", hit.text, hit.language?.rawValue ?? "alias",
             "\(hit.kind)\(hit.isTypo ? " typo" : "")\(hit.isDirect ? "" : " transliterated")"].joined(separator: " | ")
        }
        return ([path] + fields).joined(separator: "\t") + "\n"
    }

    private static func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
