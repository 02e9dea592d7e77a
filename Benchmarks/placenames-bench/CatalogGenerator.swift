import Foundation

/// Makes the places of a synthetic catalog from real name pools, one seeded draw after another.
struct CatalogGenerator {
    let pools: NamePools
    var random: SplitMix64
    /// Whether names lose their bidi control characters (Natural Earth has a few `U+200E`), the only errors
    /// the real names carry, so that `names serve`, which refuses catalogs with errors, accepts the catalog.
    var stripsBidiControls = false
    private var index = 0

    init(pools: NamePools, seed: UInt64) {
        self.pools = pools
        self.random = SplitMix64(state: seed)
    }

    /// The next place: a real record (renamed `id~round` once every record has been used) with English, its
    /// source's own names, and a seeded choice of others (6 to 21 languages in all).
    mutating func nextPlace() -> GeneratedPlace {
        let languages = NamePools.languages
        let record = pools.records[index % pools.records.count]
        let round = index / pools.records.count
        index += 1
        var chosen = Set(record.names.keys).union(["english"])
        let wanted = Int.random(in: 6...languages.count, using: &random)
        for language in languages.shuffled(using: &random) where chosen.count < wanted {
            chosen.insert(language)
        }
        var names = chosen.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).map { language in
            (language: language, name: record.names[language] ?? pools.pool(for: language).randomElement(using: &random)!)
        }
        if stripsBidiControls {
            for i in names.indices where names[i].name.unicodeScalars.contains(where: Self.isBidiControl) {
                names[i].name = String(String.UnicodeScalarView(names[i].name.unicodeScalars.filter { !Self.isBidiControl($0) }))
            }
        }
        return GeneratedPlace(id: round == 0 ? record.id : "\(record.id)~\(round)", record: record, names: names)
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A catalog of about `targetBytes` bytes (the first place that reaches the size is the last).
    mutating func generate(targetBytes: Int) -> [UInt8] {
        var writer = CatalogWriter(capacity: targetBytes + 4096)
        while writer.count < targetBytes { writer.append(nextPlace()) }
        return writer.finish()
    }
}
