/// The single value container of the value a decoder is positioned at.
struct JSONSingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONTapeDecoder
    let node: Int
    let path: CodingPathNode?

    var codingPath: [any CodingKey] { CodingPathNode.keys(path) }

    func decodeNil() -> Bool { decoder.decodeNil(at: node) }
    func decode(_: Bool.Type) throws -> Bool { try decoder.decodeBool(at: node) { codingPath } }
    func decode(_: String.Type) throws -> String { try decoder.decodeString(at: node) { codingPath } }
    func decode(_: Double.Type) throws -> Double { try decoder.decodeDouble(at: node) { codingPath } }
    func decode(_: Float.Type) throws -> Float { try decoder.decodeFloat(at: node) { codingPath } }
    func decode(_: Int.Type) throws -> Int { try integer() }
    func decode(_: Int8.Type) throws -> Int8 { try integer() }
    func decode(_: Int16.Type) throws -> Int16 { try integer() }
    func decode(_: Int32.Type) throws -> Int32 { try integer() }
    func decode(_: Int64.Type) throws -> Int64 { try integer() }
    func decode(_: UInt.Type) throws -> UInt { try integer() }
    func decode(_: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_: UInt64.Type) throws -> UInt64 { try integer() }

    private func integer<T: FixedWidthInteger>() throws -> T {
        try decoder.decodeInteger(T.self, at: node) { codingPath }
    }

    func decode<T: Decodable>(_: T.Type) throws -> T {
        try decoder.decode(T.self, at: node) { path }
    }
}
