import Synchronization

/// A table of recent answers shared by the event loops, which starts over when full so that arbitrary client
/// input (`lang` lists, headers, ids) cannot grow memory without bound.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let capacity: Int
    private let table = Mutex<[Key: Value]>([:])

    init(capacity: Int) {
        self.capacity = capacity
    }

    subscript(key: Key) -> Value? {
        table.withLock { $0[key] }
    }

    func insert(_ value: Value, for key: Key) {
        table.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = value
        }
    }

    /// The cached value for `key`, or the one `make` gives (cached when it does not throw).
    func value<E: Error>(for key: Key, _ make: () throws(E) -> Value) throws(E) -> Value {
        if let value = self[key] { return value }
        let value = try make()
        insert(value, for: key)
        return value
    }
}
