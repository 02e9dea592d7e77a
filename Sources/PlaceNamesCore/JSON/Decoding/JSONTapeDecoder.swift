import Foundation

/// The `Decoder` that walks a document's tape; one instance serves a whole decode, moving between values.
final class JSONTapeDecoder: Decoder {
    package let storage: JSONStorage
    let tape: UnsafeMutableBufferPointer<JSONTapeEntry>
    let userInfo: [CodingUserInfoKey: Any]
    /// The value a user `init(from:)` is currently decoding, and its path.
    // A decoder is used by one thread at a time and these are never accessed overlappingly, so the
    // runtime exclusivity checks (a measurable cost per value) are turned off for them.
    @exclusivity(unchecked) var node: Int
    @exclusivity(unchecked) var path: DecodingPath
    /// The last error this decoder raised, with the token it is about, so it can be located exactly.
    @exclusivity(unchecked) var failure: Failure?
    /// The object and key index of the member a keyed container found last (where the next search starts).
    @exclusivity(unchecked) var lastMember: (object: Int, key: Int) = (-1, -1)
    /// How each type seen so far is decoded: a short list scanned linearly (a few types per document).
    @exclusivity(unchecked) private var routes: [(type: ObjectIdentifier, route: Route)] = []

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
        self.path = .root
    }

    var codingPath: [any CodingKey] { path.keys }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(Key.self, at: node, path: path)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(at: node, path: path)
    }

    /// The decoder itself, positioned at the value (no allocation); use it before decoding anything else.
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    func keyedContainer<Key: CodingKey>(_: Key.Type, at node: Int, path: DecodingPath) throws
        -> KeyedDecodingContainer<Key> {
        guard tape[node].tag == .object else {
            throw mismatch([String: Any].self, expected: "an object", at: node, path: path.keys)
        }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(decoder: self, object: node, path: path))
    }

    func unkeyedContainer(at node: Int, path: DecodingPath) throws -> JSONUnkeyedContainer {
        guard tape[node].tag == .array else {
            throw mismatch([Any].self, expected: "an array", at: node, path: path.keys)
        }
        return JSONUnkeyedContainer(decoder: self, array: node, path: path)
    }

    /// A decoder for `super`, positioned at `node` (a separate instance, since the caller keeps this one).
    func superDecoder(at node: Int, path: DecodingPath) -> JSONTapeDecoder {
        let decoder = JSONTapeDecoder(storage: storage, userInfo: userInfo)
        decoder.node = node
        decoder.path = path
        return decoder
    }

    /// How `decode(_:at:path:)` handles a type, found once per type and decoder (protocol casts are slow).
    enum Route {
        case string, int, double, bool, initFromDecoder
        /// Foundation types whose own Codable form is not what JSON files hold: read as JSONDecoder does.
        case url, decimal
        case stringKeyedDictionary(any JSONStringKeyedDictionaryDecodable.Type)
        case array(any JSONArrayDecodable.Type)
    }

    func route<T>(for type: T.Type) -> Route {
        if T.self == String.self { return .string }
        if T.self == Int.self { return .int }
        if T.self == Double.self { return .double }
        if T.self == Bool.self { return .bool }
        let id = ObjectIdentifier(T.self)
        for entry in routes where entry.type == id { return entry.route }
        if T.self == URL.self { return .url }
        if T.self == Decimal.self { return .decimal }
        let route: Route
        if let dictionary = T.self as? any JSONStringKeyedDictionaryDecodable.Type {
            route = .stringKeyedDictionary(dictionary)
        } else if let array = T.self as? any JSONArrayDecodable.Type {
            route = .array(array)
        } else {
            route = .initFromDecoder
        }
        routes.append((id, route))
        return route
    }

    /// Decodes the value at `node` as `T`: primitives, `[String: V]` and arrays directly, anything else
    /// through its `init(from:)` with this decoder moved to the value.
    func decode<T: Decodable>(_: T.Type, at node: Int, path: DecodingPath) throws -> T {
        try decode(T.self, at: node, path: path, route: route(for: T.self))
    }

    /// `decode(_:at:path:)` with the route already looked up (collections look it up once for all elements).
    func decode<T: Decodable>(_: T.Type, at node: Int, path: DecodingPath, route: Route) throws -> T {
        // The routes guarantee the value's type is T, so the bit casts are identity casts.
        switch route {
        case .string: return unsafeBitCast(try decodeString(at: node) { path.keys }, to: T.self)
        case .int: return unsafeBitCast(try decodeInteger(Int.self, at: node) { path.keys }, to: T.self)
        case .double: return unsafeBitCast(try decodeDouble(at: node) { path.keys }, to: T.self)
        case .bool: return unsafeBitCast(try decodeBool(at: node) { path.keys }, to: T.self)
        case .url: return try decodeURL(at: node, path: path) as! T
        case .decimal: return try decodeDecimal(at: node, path: path) as! T
        case .stringKeyedDictionary(let dictionary):
            return try dictionary.decode(T.self, from: self, object: node, path: path)
        case .array(let array):
            return try array.decode(T.self, from: self, array: node, path: path)
        case .initFromDecoder:
            let saved = (self.node, self.path)
            self.node = node
            self.path = path
            defer { (self.node, self.path) = saved }
            return try T(from: self)
        }
    }
}
