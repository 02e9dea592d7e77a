/// The decoder is its own single value container, for the value it is positioned at: returning `self`
/// costs no allocation, which matters for types like names that try a string first.
extension JSONTapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { decodeNil(at: node) }
    func decode(_: Bool.Type) throws -> Bool { try decodeBool(at: node) { path.keys } }
    func decode(_: String.Type) throws -> String { try decodeString(at: node) { path.keys } }
    func decode(_: Double.Type) throws -> Double { try decodeDouble(at: node) { path.keys } }
    func decode(_: Float.Type) throws -> Float { try decodeFloat(at: node) { path.keys } }
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
        try decodeInteger(T.self, at: node) { path.keys }
    }

    func decode<T: Decodable>(_: T.Type) throws -> T {
        try decode(T.self, at: node, path: path)
    }
}
