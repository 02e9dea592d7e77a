/// The candidates closest to a mistyped word, best first, for "did you mean …?" messages.
///
/// Distance is the optimal-string-alignment edit distance on ASCII-case-folded Unicode scalars (so the
/// transposition `thia` → `thai` costs 1). A candidate is close when its distance is at most a third of the
/// word's length (at least 2), or when it starts with the word (`chinese` → `chinese-simplified`). Ties are
/// broken by code point order, so messages are deterministic.
///
/// ```swift
/// closestMatches(to: "thia", in: ["thai", "tamil", "hindi"])   // ["thai"]
/// ```
public func closestMatches(to word: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
    guard limit > 0 else { return [] }
    let target = foldedScalars(word)
    let threshold = max(2, target.count / 3)
    var scored: [(distance: Int, candidate: String)] = []
    for candidate in candidates {
        let folded = foldedScalars(candidate)
        var distance = editDistance(target, folded)
        if target.count >= 3, folded.count > target.count, folded.starts(with: target) {
            distance = min(distance, 1)
        }
        if distance <= threshold {
            scored.append((distance, candidate))
        }
    }
    scored.sort {
        $0.distance != $1.distance
            ? $0.distance < $1.distance
            : $0.candidate.unicodeScalars.lexicographicallyPrecedes($1.candidate.unicodeScalars)
    }
    var seen = Set<String>()
    var result: [String] = []
    for entry in scored where result.count < limit {
        if seen.insert(entry.candidate).inserted { result.append(entry.candidate) }
    }
    return result
}

/// `'thai'`, `'thai' or 'tai'`, `'thai', 'tai' or 'lao'`: a list of suggestions for a message.
func quotedAlternatives(_ words: [String]) -> String {
    let quoted = words.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
}

private func foldedScalars(_ text: String) -> [UInt32] {
    text.unicodeScalars.map { scalar in
        let value = scalar.value
        return (0x41...0x5A).contains(value) ? value + 0x20 : value
    }
}
