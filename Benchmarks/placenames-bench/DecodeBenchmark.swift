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

    @Option(help: "Which cases to run, e.g. `ce` (default: all of abcde).")
    var cases: String = "abcde"

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let bytes = [UInt8](data)
        let megabytes = Double(data.count) / 1_000_000
        print("file: \(file) (\(String(format: "%.1f", megabytes)) MB), runs: \(runs) + 1 warm-up, median reported")
        print("case".padding(toLength: 80, withPad: " ", startingAt: 0) + "   median ms      MB/s")

        func measure(_ name: String, _ body: () throws -> Int) rethrows {
            guard let letter = name.dropFirst().first, cases.contains(letter) else { return }
            var checksum = try body()
            var seconds: [Double] = []
            for _ in 0..<runs {
                let start = ContinuousClock.now
                checksum &+= try body()
                let elapsed = ContinuousClock.now - start
                seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
            seconds.sort()
            let median = seconds[seconds.count / 2]
            print(name.padding(toLength: 80, withPad: " ", startingAt: 0)
                + String(format: "%12.1f %9.1f", median * 1000, megabytes / median)
                + (checksum == 0 ? " (empty)" : ""))
        }

        try measure("(a) baseline: JSONDecoder -> {places: [{id, kind, names: [String: String]}]}") {
            try JSONDecoder().decode(BaselineCatalog.self, from: data).places.count
        }
        try measure("(b) JSONDecoder -> Catalog") {
            try JSONDecoder().decode(Catalog.self, from: data).places.count
        }
        try measure("(c) LocatingJSONDecoder -> Catalog (from Data)") {
            try LocatingJSONDecoder().decode(Catalog.self, from: data).places.count
        }
        try measure("(d) JSONDocument parse alone (from [UInt8])") {
            try JSONDocument(bytes: bytes).root.count
        }
        try measure("(e) LocatingJSONDecoder -> baseline type (from Data)") {
            try LocatingJSONDecoder().decode(BaselineCatalog.self, from: data).places.count
        }
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
