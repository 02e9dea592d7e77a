import Synchronization

/// The per-place arrays one search fills (`BestMatches`), kept between searches: allocating and filling one slot
/// per place of the catalog for every query cost more than most queries' own matching. A search takes a set,
/// and gives it back with only the slots it touched reset.
struct MatchScratch: Sendable {
    /// Each place's best `MatchRank` so far; `.max` for a place not matched.
    var ranks: [UInt16]
    /// The posting of each matched place's best match; meaningless where `ranks` is `.max`.
    var postings: [Posting]
    /// Where each matched place was first matched in the order a full scan records matches
    /// (`BestMatches.Order`); meaningless where `ranks` is `.max`.
    var orders: [UInt32]
    /// The `BestMatches.Order` of each matched place's best posting.
    var postingOrders: [UInt32]

    init(places: Int) {
        ranks = Array(repeating: .max, count: places)
        orders = Array(repeating: 0, count: places)
        postingOrders = Array(repeating: 0, count: places)
        postings = Array(repeating: Posting(place: 0, text: 0, language: 0, isDirect: false, position: .start,
                                            form: .preferred), count: places)
    }

    init(ranks: [UInt16], postings: [Posting], orders: [UInt32], postingOrders: [UInt32]) {
        self.ranks = ranks
        self.postings = postings
        self.orders = orders
        self.postingOrders = postingOrders
    }
}

/// The scratch arrays of searches not running, for the next searches to take. At most `capacity` are kept: more
/// searches at once than that allocate their own.
final class MatchScratchPool: Sendable {
    static let capacity = 8
    private let places: Int
    private let free = Mutex<[MatchScratch]>([])

    init(places: Int) { self.places = places }

    func take() -> MatchScratch {
        free.withLock { $0.popLast() } ?? MatchScratch(places: places)
    }

    /// Takes back `scratch`, whose `ranks` must all be `.max` again.
    func give(_ scratch: MatchScratch) {
        free.withLock { free in
            if free.count < Self.capacity { free.append(scratch) }
        }
    }
}
