/// The `Decoder` that walks a document's tape; one instance serves a whole decode, moving between values.
final class JSONTapeDecoder: Decoder {
    let storage: JSONStorage
    let tape: UnsafeMutableBufferPointer<JSONTapeEntry>
    let userInfo: [CodingUserInfoKey: Any]
    /// The value a user `init(from:)` is currently decoding, and its path.
    var node: Int
    var path: CodingPathNode?
    /// The last error this decoder raised, with the token it is about, so it can be located exactly.
    var failure: Failure?

    struct Failure {
        var token: Int
        var expected: String?
        var found: String?
        var reason: String
    }

    init(storage: JSONStorage, userInfo: [CodingUserInfoKey: Any]) {
        self.storage = storage
        self.tape = storage.tape
        self.userInfo = userInfo
        self.node = 0
        self.path = nil
    }

    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(Key.self, at: node, path: path)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(at: node, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueContainer(decoder: self, node: node, path: path)
    }

    func keyedContainer<Key: CodingKey>(_: Key.Type, at node: Int, path: CodingPathNode?) throws
        -> KeyedDecodingContainer<Key> {
        guard tape[node].tag == .object else {
            throw mismatch([String: Any].self, expected: "an object", at: node, path: CodingPathNode.keys(path))
        }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(decoder: self, object: node, path: path))
    }

    func unkeyedContainer(at node: Int, path: CodingPathNode?) throws -> JSONUnkeyedContainer {
        guard tape[node].tag == .array else {
            throw mismatch([Any].self, expected: "an array", at: node, path: CodingPathNode.keys(path))
        }
        return JSONUnkeyedContainer(decoder: self, array: node, path: path)
    }

    /// A decoder for `super`, positioned at `node` (a separate instance, since the caller keeps this one).
    func superDecoder(at node: Int, path: CodingPathNode?) -> JSONTapeDecoder {
        let decoder = JSONTapeDecoder(storage: storage, userInfo: userInfo)
        decoder.node = node
        decoder.path = path
        return decoder
    }

    /// Decodes the value at `node` as `T`: primitives, `[String: V]` and arrays directly, anything else
    /// through its `init(from:)` with this decoder moved to the value.
    func decode<T: Decodable>(_: T.Type, at node: Int, path: () -> CodingPathNode?) throws -> T {
        if T.self == String.self { return try decodeString(at: node) { CodingPathNode.keys(path()) } as! T }
        if T.self == Int.self { return try decodeInteger(Int.self, at: node) { CodingPathNode.keys(path()) } as! T }
        if T.self == Double.self { return try decodeDouble(at: node) { CodingPathNode.keys(path()) } as! T }
        if T.self == Bool.self { return try decodeBool(at: node) { CodingPathNode.keys(path()) } as! T }
        if let dictionary = T.self as? any JSONStringKeyedDictionaryDecodable.Type {
            return try dictionary.decode(from: self, object: node, path: path()) as! T
        }
        if let array = T.self as? any JSONArrayDecodable.Type {
            return try array.decode(from: self, array: node, path: path()) as! T
        }
        let saved = (self.node, self.path)
        self.node = node
        self.path = path()
        defer { (self.node, self.path) = saved }
        return try T(from: self)
    }
}
