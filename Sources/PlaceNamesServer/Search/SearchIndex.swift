import Foundation
import PlaceNames

/// Finds places by any form of any of their names, in every language and script, ranked for autocomplete.
///
/// Every name form is indexed under its search forms (`SearchForms`). The distinct forms are kept sorted by
/// their UTF-8 bytes, so exact and prefix matches are a binary search; they are also laid end to end in one
/// buffer, so substring matches are one byte scan rather than a loop over strings.
struct SearchIndex: Sendable {
    /// Distinct search forms, sorted by bytes.
    private let keys: [[UInt8]]
    /// The names each key was made from, parallel to `keys`.
    private let postings: [[NameRef]]
    /// Every distinct name form; `NameRef.text` indexes it.
    private let texts: [String]
    /// `keys` joined with a 0 byte after each, and where each key starts in it.
    private let buffer: [UInt8]
    private let starts: [Int]
    /// How often each byte value occurs in `buffer`: substring scans look for the needle's rarest byte, since
    /// the first byte of a Thai or Chinese needle (0xE0, 0xE6) starts most of the buffer's other characters too.
    private let byteCounts: [Int]
    /// Each place's `importance`, by position.
    let importance: [Int]

    init(places: [Place]) {
        var table: [[UInt8]: [NameRef]] = [:]
        var formsCache: [String: (text: Int32, forms: [(form: String, isDirect: Bool)])] = [:]
        var texts: [String] = []
        for (index, place) in places.enumerated() {
            for (language, name) in place.names.sorted(by: { $0.key < $1.key }) {
                for form in name.forms {
                    let entry = formsCache[form.value] ?? {
                        texts.append(form.value)
                        let made = (text: Int32(texts.count - 1), forms: SearchForms.of(form.value))
                        formsCache[form.value] = made
                        return made
                    }()
                    for (key, isDirect) in entry.forms {
                        table[Array(key.utf8), default: []].append(
                            NameRef(place: Int32(index), text: entry.text, language: language, isDirect: isDirect))
                    }
                }
            }
        }
        let sorted = table.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        keys = sorted.map(\.key)
        postings = sorted.map(\.value)
        self.texts = texts
        var buffer: [UInt8] = []
        var starts: [Int] = []
        for key in keys {
            starts.append(buffer.count)
            buffer += key
            buffer.append(0)
        }
        var byteCounts = Array(repeating: 0, count: 256)
        for byte in buffer { byteCounts[Int(byte)] += 1 }
        self.byteCounts = byteCounts
        self.buffer = buffer
        self.starts = starts
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
            if keys[middle].lexicographicallyPrecedes(needle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Keys that contain `needle` after their first byte (prefix matches are found by `lowerBound`).
    private func keysContaining(_ needle: [UInt8]) -> [Int] {
        guard !needle.isEmpty, !buffer.isEmpty else { return [] }
        let anchor = needle.indices.min { byteCounts[Int(needle[$0])] < byteCounts[Int(needle[$1])] }!
        var found: [Int] = []
        buffer.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                var offset = 0
                while offset < haystack.count,
                      let position = Self.find(pattern, anchor: anchor, in: haystack, from: offset) {
                    let key = keyIndex(containing: position)
                    if position > starts[key] { found.append(key) }
                    // Go on from the next key: one hit per key is enough.
                    offset = key + 1 < starts.count ? starts[key + 1] : haystack.count
                }
            }
        }
        return found
    }

    /// The first position at or after `start` where `pattern` occurs in `haystack`: `memchr` for the pattern's
    /// byte at `anchor`, then `memcmp` for the whole (glibc's `memmem` is not visible to Swift).
    private static func find(_ pattern: UnsafeRawBufferPointer, anchor: Int, in haystack: UnsafeRawBufferPointer,
                             from start: Int) -> Int? {
        let base = haystack.baseAddress!
        let byte = Int32(pattern[anchor])
        // Candidate anchor positions run from start + anchor to the last place the pattern still fits.
        var offset = start + anchor
        let end = haystack.count - (pattern.count - anchor) + 1
        while offset < end {
            guard let hit = memchr(base + offset, byte, end - offset) else { return nil }
            let position = base.distance(to: UnsafeRawPointer(hit)) - anchor
            if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0 { return position }
            offset = position + anchor + 1
        }
        return nil
    }

    /// The key whose bytes include buffer position `position`.
    private func keyIndex(containing position: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
