/// `count` distinct keys of 1 to `maxLetters` letters drawn from `letters` (seeded), sorted by their bytes: keys
/// whose UTF-8 windows cross letters (`é` is C3 A9, `ก` E0 B8 81), as the substring tables are tested on.
func randomKeys(count: Int, letters: [String], maxLetters: Int, seed: UInt64) -> [[UInt8]] {
    var random = SeededRandom(seed: seed)
    var keys = Set<[UInt8]>()
    while keys.count < count {
        let drawn = (0..<Int.random(in: 1...maxLetters, using: &random)).map { _ in letters.randomElement(using: &random)! }
        keys.insert(Array(drawn.joined().utf8))
    }
    return keys.sorted { $0.lexicographicallyPrecedes($1) }
}
