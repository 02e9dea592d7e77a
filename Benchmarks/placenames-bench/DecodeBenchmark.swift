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

    func run() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let bytes = [UInt8](data)
        let megabytes = Double(data.count) / 1_000_000
        print("file: \(file) (\(String(format: "%.1f", megabytes)) MB), runs: \(runs) + 1 warm-up, median reported")
        print("case".padding(toLength: 80, withPad: " ", startingAt: 0) + "   median ms      MB/s")

        func measure(_ name: String, _ body: () throws -> Int) rethrows {
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
        try measure("(b) JSONDecoder -> full catalog type") {
            try JSONDecoder().decode(BenchCatalog.self, from: data).places.count
        }
        try measure("(c) LocatingJSONDecoder -> full catalog type (from Data)") {
            try LocatingJSONDecoder().decode(BenchCatalog.self, from: data).places.count
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

// TODO(lead): swap to Catalog. Until Catalog lands on this branch, this private mirror has the same JSON shape
// and the same Codable techniques as Sources/PlaceNames/Model on main: Place refuses unknown fields via a
// dynamic-key pass, names go through a DictionaryWrapper-like [String: V] with a key check, and a name
// decodes string-or-object by trying the string first.
private struct BenchCatalog: Decodable {
    enum CodingKeys: String, CodingKey { case format, version, metadata, places }
    struct Metadata: Decodable {
        var generatedBy: String?
        var sources: [Source]?
    }
    struct Source: Decodable {
        var name: String
        var version: String?
        var licence: String?
        var url: String?
    }
    var version: Int
    var metadata: Metadata?
    var places: [BenchPlace]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard try container.decodeIfPresent(String.self, forKey: .format) == "placenames-catalog" else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: container, debugDescription: "not a catalog")
        }
        version = try container.decode(Int.self, forKey: .version)
        metadata = try container.decodeIfPresent(Metadata.self, forKey: .metadata)
        places = try container.decode([BenchPlace].self, forKey: .places)
    }
}

private struct BenchKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct BenchPlace: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case id, kind, country, coordinate, population, codes, names }
    struct Coordinate: Decodable { var latitude: Double; var longitude: Double }
    var id: String
    var kind: String
    var country: String?
    var coordinate: Coordinate?
    var population: Int?
    var codes: [String: String]
    var names: [String: BenchName]

    init(from decoder: any Decoder) throws {
        let all = try decoder.container(keyedBy: BenchKey.self)
        for key in all.allKeys where CodingKeys(stringValue: key.stringValue) == nil {
            throw DecodingError.dataCorrupted(.init(codingPath: all.codingPath + [key], debugDescription: "unknown field"))
        }
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        id = try fields.decode(String.self, forKey: .id)
        kind = try fields.decode(String.self, forKey: .kind)
        country = try fields.decodeIfPresent(String.self, forKey: .country)
        coordinate = try fields.decodeIfPresent(Coordinate.self, forKey: .coordinate)
        population = try fields.decodeIfPresent(Int.self, forKey: .population)
        codes = try fields.decodeIfPresent(BenchNames<String>.self, forKey: .codes)?.value ?? [:]
        names = try fields.decodeIfPresent(BenchNames<BenchName>.self, forKey: .names)?.value ?? [:]
    }
}

/// Like DictionaryWrapper: a `[String: V]` read through a single value container, keys then checked.
private struct BenchNames<Value: Decodable>: Decodable {
    static var known: Set<String> {
        ["english", "german", "french", "spanish", "portuguese", "italian", "dutch", "polish", "turkish",
         "vietnamese", "swedish", "russian", "ukrainian", "chinese-simplified", "chinese-traditional",
         "japanese", "thai", "arabic", "greek", "korean", "hindi", "geonames", "wikidata"]
    }
    var value: [String: Value]

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode([String: Value].self)
        let known = Self.known
        for key in value.keys where !known.contains(key) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown key \(key)"))
        }
    }
}

/// Like LocalizedName: a plain string, or `{preferred, short, variants}`.
private struct BenchName: Decodable {
    enum CodingKeys: String, CodingKey { case preferred, short, variants }
    var preferred: String
    var short: [String] = []
    var variants: [String] = []

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            preferred = text
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        preferred = try container.decode(String.self, forKey: .preferred)
        short = try container.decodeIfPresent([String].self, forKey: .short) ?? []
        variants = try container.decodeIfPresent([String].self, forKey: .variants) ?? []
    }
}
