#if canImport(Glibc)
import Glibc
#endif
import PlaceNames

/// Finds places by any form of any of their names, in every language and script, ranked for autocomplete.
///
/// Every name form is indexed under its search forms (`SearchForms`). The distinct forms are kept sorted by
/// their UTF-8 bytes, so exact and prefix matches are a binary search; substring matches go through a trigram
/// index (every 3-byte window of every key), so only keys holding the query's rarest trigram are checked.
/// Queries shorter than 3 bytes match by prefix only.
struct SearchIndex: Sendable {
    /// Distinct search forms, sorted by bytes.
    private let keys: [[UInt8]]
    /// The names each key was made from, parallel to `keys`.
    private let postings: [[NameRef]]
    /// Every distinct name form; `NameRef.text` indexes it.
    private let texts: [String]
    /// For each 3-byte window (packed in a `UInt32`), the keys containing it, ascending.
    private let trigrams: [UInt32: [Int32]]
    /// Each place's `importance`, by position.
    let importance: [Int]

    init(places: [Place]) {
        // Distinct name forms first: their search keys (ICU transliteration) are the slow part, computed once
        // per string and on every core.
        var texts: [String] = []
        var textIndex: [String: Int32] = [:]
        for place in places {
            for name in place.names.values {
                for form in name.forms where textIndex[form.value] == nil {
                    textIndex[form.value] = Int32(texts.count)
                    texts.append(form.value)
                }
            }
        }
        let forms = SearchForms.of(all: texts)
        var table: [[UInt8]: [NameRef]] = [:]
        for (index, place) in places.enumerated() {
            for (language, name) in place.names.sorted(by: { $0.key < $1.key }) {
                for form in name.forms {
                    let text = textIndex[form.value]!
                    for (key, isDirect) in forms[Int(text)] {
                        table[Array(key.utf8), default: []].append(
                            NameRef(place: Int32(index), text: text, language: language, isDirect: isDirect))
                    }
                }
            }
        }
        let sorted = table.sorted { Self.precedes($0.key, $1.key) }
        keys = sorted.map(\.key)
        postings = sorted.map(\.value)
        self.texts = texts
        var trigrams: [UInt32: [Int32]] = [:]
        for (index, key) in keys.enumerated() where key.count >= 3 {
            for start in 0...(key.count - 3) {
                let trigram = Self.trigram(key, at: start)
                // A key is listed once per trigram even if the window repeats in it.
                if trigrams[trigram]?.last != Int32(index) { trigrams[trigram, default: []].append(Int32(index)) }
            }
        }
        self.trigrams = trigrams
        importance = places.map(\.importance)
    }

    /// The best match of each place for `query`. Exact beats prefix beats substring, a match on the name as
    /// written beats one on its transliteration only; between equally good forms one in a language earlier in
    /// `chain` wins, then the first indexed (languages in raw-value order, preferred forms first).
    /// Substrings are not looked for once `enough` places match exactly or by prefix: they could not rank.
    func matches(for query: String, chain: [Language] = [], enough: Int = .max) -> [SearchHit] {
        var best = BestMatches(places: importance.count, chain: chain)
        let forms = SearchForms.of(query)
        for (form, _) in forms {
            let needle = Array(form.utf8)
            var key = lowerBound(needle)
            while key < keys.count, keys[key].starts(with: needle) {
                best.record(postings[key], keys[key].count == needle.count ? .exact : .prefix)
                key += 1
            }
        }
        if best.count < enough {
            for (form, _) in forms {
                for key in keysContaining(Array(form.utf8)) { best.record(postings[key], .substring) }
            }
        }
        return best.hits(texts: texts)
    }

    /// The first key not ordered before `needle`.
    private func lowerBound(_ needle: [UInt8]) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(keys[middle], needle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Keys that contain `needle` after their first byte (prefix matches are found by `lowerBound`).
    private func keysContaining(_ needle: [UInt8]) -> [Int] {
        guard needle.count >= 3 else { return [] }
        var candidates: [Int32]?
        for start in 0...(needle.count - 3) {
            guard let keys = trigrams[Self.trigram(needle, at: start)] else { return [] }
            if keys.count < candidates?.count ?? .max { candidates = keys }
        }
        return (candidates ?? []).lazy.map(Int.init).filter { Self.contains(self.keys[$0], needle, from: 1) }
    }

    /// Whether `key` holds `needle` starting at or after byte `from`.
    private static func contains(_ key: [UInt8], _ needle: [UInt8], from: Int) -> Bool {
        guard key.count - from >= needle.count else { return false }
        for start in from...(key.count - needle.count) where key[start] == needle[0] {
            if key[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Byte order, by `memcmp`: the generic `lexicographicallyPrecedes` stood out in start-up profiles.
    private static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in memcmp(a.baseAddress!, b.baseAddress!, common) }
        }
        return order != 0 ? order < 0 : a.count < b.count
    }

    private static func trigram(_ bytes: [UInt8], at start: Int) -> UInt32 {
        UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2])
    }
}
