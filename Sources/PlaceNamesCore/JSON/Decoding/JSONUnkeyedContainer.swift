/// An unkeyed container over one array, reading elements in order.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: JSONTapeDecoder
    let array: Int
    let path: DecodingPath
    let count: Int?
    private(set) var currentIndex = 0
    /// The tape index of the element at `currentIndex`.
    private var cursor: Int

    init(decoder: JSONTapeDecoder, array: Int, path: DecodingPath) {
        self.decoder = decoder
        self.array = array
        self.path = path
        self.count = Int(decoder.tape[array].length)
        self.cursor = array + 1
    }

    var codingPath: [any CodingKey] { path.keys }
    var isAtEnd: Bool { currentIndex >= count! }

    private func keys() -> [any CodingKey] { path.keys(appending: JSONIndexKey(currentIndex)) }

    /// The current element's tape index, or `valueNotFound` at the end of the array.
    private func current<T>(_ type: T.Type) throws -> Int {
        guard !isAtEnd else {
            let reason = "expected \(count! + 1) elements, found \(count!)"
            decoder.failure = JSONTapeDecoder.Failure(token: array, expected: "another element", found: "the end of the array", reason: reason)
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: keys(), debugDescription: reason))
        }
        return cursor
    }

    private mutating func advance() {
        cursor = decoder.storage.next(after: cursor)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard decoder.decodeNil(at: try current(Never.self)) else { return false }
        advance()
        return true
    }

    mutating func decode(_: String.Type) throws -> String {
        let value = try decoder.decodeString(at: try current(String.self)) { keys() }
        advance()
        return value
    }

    mutating func decode(_: Bool.Type) throws -> Bool {
        let value = try decoder.decodeBool(at: try current(Bool.self)) { keys() }
        advance()
        return value
    }

    mutating func decode(_: Double.Type) throws -> Double {
        let value = try decoder.decodeDouble(at: try current(Double.self)) { keys() }
        advance()
        return value
    }

    mutating func decode(_: Float.Type) throws -> Float {
        let value = try decoder.decodeFloat(at: try current(Float.self)) { keys() }
        advance()
        return value
    }

    mutating func decode(_: Int.Type) throws -> Int { try integer() }
    mutating func decode(_: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_: UInt64.Type) throws -> UInt64 { try integer() }

    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        let value = try decoder.decodeInteger(T.self, at: try current(T.self)) { keys() }
        advance()
        return value
    }

    mutating func decode<T: Decodable>(_: T.Type) throws -> T {
        let value = try decoder.decode(T.self, at: try current(T.self), path: path.appending(.index(currentIndex)))
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey> {
        let container = try decoder.keyedContainer(
            NestedKey.self, at: try current(NestedKey.self), path: path.appending(.index(currentIndex)))
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try decoder.unkeyedContainer(
            at: try current([Any].self), path: path.appending(.index(currentIndex)))
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = decoder.superDecoder(
            at: try current(Never.self), path: path.appending(.index(currentIndex)))
        advance()
        return decoder
    }
}
