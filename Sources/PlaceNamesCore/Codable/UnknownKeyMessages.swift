import Synchronization

/// Remembers the "unknown key" message per key type and key, because a file written by a newer version can
/// repeat the same unknown key in every record and suggestions cost an edit distance per valid key.
enum UnknownKeyMessages {
    private struct Entry: Hashable {
        let keyType: ObjectIdentifier
        let name: String
    }

    /// Enough for every misspelling a real catalog holds; past it, messages are computed each time.
    private static let capacity = 4096
    private static let cache = Mutex<[Entry: String]>([:])

    static func message(for name: String, keyType: Any.Type, make: () -> String) -> String {
        let entry = Entry(keyType: ObjectIdentifier(keyType), name: name)
        if let message = cache.withLock({ $0[entry] }) { return message }
        let message = make()
        cache.withLock { messages in
            if messages.count < capacity { messages[entry] = message }
        }
        return message
    }
}
