import ArgumentParser
import Foundation
import PlaceNames

/// `placenames-bench decode`: catalog decoding throughput, Foundation's `JSONDecoder` against ours.
struct DecodeBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Measure catalog decoding in MB/s (median of runs; reading the file is excluded).")

    @Option(help: "A catalog made by `placenames-bench generate`.")
    var file: String = "/tmp/placenames-catalog-50mb.json"

    @Option(help: "Timed runs per case (after one warm-up run).")
    var runs: Int = 5

    @Option(help: "Which cases to run, e.g. `cf` (default: all of abcdef).")
    var cases: String = "abcdef"

    @Flag(help: "Load the file once with `Catalog.read(from:)` (reading included), print what it holds and exit: for measuring peak memory with `/usr/bin/time -v`.")
    var readOnce = false

    /// One measured case: a label and a body returning a checksum (so the work cannot be optimised away).
    private struct Case {
        let name: String
        let body: () throws -> Int
    }

    func run() throws {
        if readOnce {
            let start = ContinuousClock.now
            let catalog = try Catalog.read(from: file)
            let elapsed = ContinuousClock.now - start
            let names = catalog.places.reduce(0) { $0 + $1.names.count }
            print("\(file): \(catalog.places.count) places, \(names) names, read and decoded in \(elapsed)")
            return
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let bytes = [UInt8](data)
        let megabytes = Double(data.count) / 1_000_000
        let all = [
            Case(name: "(a) baseline: JSONDecoder -> {places: [{id, kind, names: [String: String]}]}") {
                try JSONDecoder().decode(BaselineCatalog.self, from: data).places.count
            },
            Case(name: "(b) JSONDecoder -> Catalog") {
                try JSONDecoder().decode(Catalog.self, from: data).places.count
            },
            Case(name: "(c) LocatingJSONDecoder -> Catalog (from Data)") {
                try LocatingJSONDecoder().decode(Catalog.self, from: data).places.count
            },
            Case(name: "(d) JSONDocument parse alone (from [UInt8])") {
                try JSONDocument(bytes: bytes).root.count
            },
            Case(name: "(e) LocatingJSONDecoder -> baseline type (from Data)") {
                try LocatingJSONDecoder().decode(BaselineCatalog.self, from: data).places.count
            },
            Case(name: "(f) Catalog(jsonBytes:): the load path (document walk; Codable only for errors)") {
                try Catalog(jsonBytes: bytes).places.count
            },
        ]
        let selected = all.filter { $0.name.dropFirst().first.map(cases.contains) ?? false }
        print("file: \(file) (\(String(format: "%.1f", megabytes)) MB), \(runs) timed runs + 1 warm-up per case,"
            + " cases interleaved run by run (so load changes hit every case alike), median reported")
        print("case".padding(toLength: 80, withPad: " ", startingAt: 0) + "   median ms      MB/s  CPU MB/s")

        var checksum = 0
        for item in selected { checksum &+= try item.body() }
        var seconds = Array(repeating: [Double](), count: selected.count)
        var cpuSeconds = Array(repeating: [Double](), count: selected.count)
        for _ in 0..<runs {
            for (index, item) in selected.enumerated() {
                let start = ContinuousClock.now
                let cpuStart = BestOf.threadCPUSeconds()
                checksum &+= try item.body()
                cpuSeconds[index].append(BestOf.threadCPUSeconds() - cpuStart)
                let elapsed = ContinuousClock.now - start
                seconds[index].append(
                    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
        }
        for (index, item) in selected.enumerated() {
            let median = seconds[index].sorted()[runs / 2]
            let cpuMedian = cpuSeconds[index].sorted()[runs / 2]
            print(item.name.padding(toLength: 80, withPad: " ", startingAt: 0)
                + String(format: "%12.1f %9.1f %9.1f", median * 1000, megabytes / median, megabytes / cpuMedian))
        }
        if checksum == 0 { print("(every case decoded nothing: is the file a catalog?)") }
    }
}

/// The baseline shape: what a plain `Codable` reader of a catalog would write.
private struct BaselineCatalog: Decodable {
    struct Place: Decodable {
        var id: String
        var kind: String
        var names: [String: String]
    }
    var places: [Place]
}
