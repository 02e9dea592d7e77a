import PlaceNames
import Synchronization

/// Remembers the fallback chains of recently seen `lang` values and `Accept-Language` headers: clients send
/// the same few over and over, and parsing BCP 47 tags is most of a look-up's own work.
final class ChainCache: Sendable {
    static let shared = ChainCache(capacity: 4096)

    private let capacity: Int
    private let table = Mutex<[String: [Language]]>([:])

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The cached chain for `key`, or the one `make` gives (cached when it does not throw).
    func chain<E: Error>(for key: String, _ make: () throws(E) -> [Language]) throws(E) -> [Language] {
        if let chain = table.withLock({ $0[key] }) { return chain }
        let chain = try make()
        table.withLock { table in
            // Arbitrary header text must not grow memory without bound: start over when full.
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = chain
        }
        return chain
    }
}
