import PlaceNames
import Synchronization

/// Answers to queries of one or two letters, kept per index: the last layer, not what makes search fast. Busy
/// prefixes (`PrefixScan`) make most short queries cost what long ones do, but one typing a mark on a common letter
/// (`č`, `dé`) must still read every name of its prefix that could carry the mark, a few milliseconds, and
/// autocomplete sends such a prefix at every first keystroke. There are few such queries per reader chain, so the
/// cache stays small; it is emptied when it reaches `capacity`, since clients choose the chains. A reload builds a
/// new index and cache.
final class ShortQueryCache: Sendable {
    /// Queries of at most this many letters (Unicode scalars after folding) are cached.
    static let maximumLetters = 2
    static let capacity = 4096

    struct Key: Hashable {
        let folded: String
        /// What folding drops but ranking heeds (`ق ` and `ق`, `آ` and `ا` fold alike).
        let intent: QueryIntent
        let chain: [Language]
        let limit: Int
        let filter: SearchFilter?
        let bias: LocationBias?
    }

    private let answers = Mutex<[Key: [SearchHit]]>([:])

    func answer(for key: Key, compute: () -> [SearchHit]) -> [SearchHit] {
        if let hits = answers.withLock({ $0[key] }) { return hits }
        let hits = compute()
        answers.withLock { cache in
            if cache.count >= Self.capacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = hits
        }
        return hits
    }
}
