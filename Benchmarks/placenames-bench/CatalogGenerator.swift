import Foundation

/// Makes the places of a synthetic catalog from real name pools, one seeded draw after another.
struct CatalogGenerator {
    let pools: NamePools
    var random: SplitMix64
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
        let names = chosen.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).map { language in
            (language: language, name: record.names[language] ?? pools.pool(for: language).randomElement(using: &random)!)
        }
        return GeneratedPlace(id: round == 0 ? record.id : "\(record.id)~\(round)", record: record, names: names)
    }

    /// A catalog of about `targetBytes` bytes (the first place that reaches the size is the last).
    mutating func generate(targetBytes: Int) -> [UInt8] {
        var writer = CatalogWriter(capacity: targetBytes + 4096)
        while writer.count < targetBytes { writer.append(nextPlace()) }
        return writer.finish()
    }
}
