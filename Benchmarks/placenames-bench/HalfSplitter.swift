/// Splits generated places between two catalogs that `names merge` must put back together: they overlap in
/// places and names, and a few names differ between them (conflicts), all by a seeded draw of its own.
struct HalfSplitter {
    let pools: NamePools
    var random: SplitMix64

    init(pools: NamePools, seed: UInt64) {
        self.pools = pools
        // A stream apart from the generator's, so a catalog's bytes do not depend on whether halves are written.
        self.random = SplitMix64(state: seed ^ 0x5EED_0F_4A1F)
    }

    /// The place as the first and the second half carry it (nil where a half leaves it out). 40 % of the
    /// places are in both halves: English in both, each other name in the first (40 %), the second (30 %) or
    /// both (30 %), and one name in 15 of those in both is a different real name in the second half.
    mutating func split(_ place: GeneratedPlace) -> (first: GeneratedPlace?, second: GeneratedPlace?) {
        switch random.next() % 10 {
        case 0..<3: return (place, nil)
        case 3..<6: return (nil, place)
        default: break
        }
        var first = place, second = place
        first.names = []
        second.names = []
        for entry in place.names {
            let roll = entry.language == "english" ? 50 : random.next() % 100
            switch roll {
            case 0..<40: first.names.append(entry)
            case 40..<70: second.names.append(entry)
            default:
                first.names.append(entry)
                var other = entry
                if roll >= 98, let name = pools.pool(for: entry.language).randomElement(using: &random) {
                    other.name = name
                }
                second.names.append(other)
            }
        }
        return (first.names.isEmpty ? nil : first, second.names.isEmpty ? nil : second)
    }
}
