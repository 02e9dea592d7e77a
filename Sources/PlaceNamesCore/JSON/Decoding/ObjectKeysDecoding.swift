/// A decoder that can list the keys of the object it is positioned at, exactly and cheaply.
///
/// `KeyedDecodingContainer.allKeys` boxes and casts every key; a type that only wants to reject
/// unknown fields can ask this instead, and fall back to `allKeys` with other decoders:
///
/// ```swift
/// let keys = (decoder as? any ObjectKeysDecoding)?.objectKeys()
///     ?? (try decoder.container(keyedBy: DynamicCodingKey.self)).allKeys.map(\.stringValue)
/// ```
public protocol ObjectKeysDecoding: Decoder {
    /// The keys of the current object in document order (duplicates included), or nil if the current
    /// value is not an object.
    func objectKeys() -> [String]?
}

extension JSONTapeDecoder: ObjectKeysDecoding {
    func objectKeys() -> [String]? {
        guard tape[node].tag == .object else { return nil }
        var keys: [String] = []
        keys.reserveCapacity(Int(tape[node].length))
        let end = Int(tape[node].end)
        var index = node + 1
        while index < end {
            keys.append(storage.string(at: index))
            index = storage.next(after: index + 1)
        }
        return keys
    }
}
