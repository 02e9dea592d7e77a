import Foundation

extension JSONTapeDecoder {
    func decodeNil(at node: Int) -> Bool { tape[node].tag == .null }

    func decodeString(at node: Int, path: () -> [any CodingKey]) throws -> String {
        guard tape[node].tag == .string else {
            throw mismatch(String.self, expected: "a string", at: node, path: path())
        }
        return storage.string(at: node)
    }

    func decodeBool(at node: Int, path: () -> [any CodingKey]) throws -> Bool {
        switch tape[node].tag {
        case .trueValue: return true
        case .falseValue: return false
        default: throw mismatch(Bool.self, expected: "a boolean", at: node, path: path())
        }
    }

    func decodeInteger<T: FixedWidthInteger>(_: T.Type, at node: Int, path: () -> [any CodingKey]) throws -> T {
        guard tape[node].tag == .number else {
            throw mismatch(T.self, expected: "a number", at: node, path: path())
        }
        if let value = storage.integer(at: node, as: T.self) { return value }
        let text = storage.numberText(at: node)
        let whole = tape[node].flags & JSONTapeEntry.isInteger != 0
            || storage.double(at: node).map { $0 == $0.rounded() } == true
        throw corrupted(
            whole ? "number \(text) does not fit in \(T.self)" : "expected a whole number for \(T.self), found \(text)",
            expected: "a whole number that fits in \(T.self)", found: text, at: node, path: path())
    }

    func decodeDouble(at node: Int, path: () -> [any CodingKey]) throws -> Double {
        guard tape[node].tag == .number else {
            throw mismatch(Double.self, expected: "a number", at: node, path: path())
        }
        if let value = storage.double(at: node) { return value }
        let text = storage.numberText(at: node)
        throw corrupted("number \(text) does not fit in Double", expected: "a number that fits in Double",
                        found: text, at: node, path: path())
    }

    func decodeFloat(at node: Int, path: () -> [any CodingKey]) throws -> Float {
        guard tape[node].tag == .number else {
            throw mismatch(Float.self, expected: "a number", at: node, path: path())
        }
        if let value = storage.float(at: node) { return value }
        let text = storage.numberText(at: node)
        throw corrupted("number \(text) does not fit in Float", expected: "a number that fits in Float",
                        found: text, at: node, path: path())
    }

    /// A URL written as a string, as `JSONDecoder` reads it (URL's own Codable form is an object).
    func decodeURL(at node: Int, path: DecodingPath) throws -> URL {
        let text = try decodeString(at: node) { path.keys }
        guard let url = URL(string: text) else {
            throw corrupted("invalid URL '\(text)'", expected: "a URL", found: "'\(text)'", at: node, path: path.keys)
        }
        return url
    }

    /// A Decimal from the number's exact text, as `JSONDecoder` reads it (Decimal's own Codable form is an object).
    func decodeDecimal(at node: Int, path: DecodingPath) throws -> Decimal {
        guard tape[node].tag == .number else {
            throw mismatch(Decimal.self, expected: "a number", at: node, path: path.keys)
        }
        let text = storage.numberText(at: node)
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            throw corrupted("number \(text) does not fit in Decimal", expected: "a number that fits in Decimal",
                            found: text, at: node, path: path.keys)
        }
        return value
    }

    /// A type mismatch (or `valueNotFound` for null) at `node`, remembered for locating.
    func mismatch(_ type: Any.Type, expected: String, at node: Int, path: [any CodingKey]) -> DecodingError {
        let found = JSONKind(tape[node].tag).description
        let reason = "expected \(expected), found \(found)"
        failure = Failure(token: node, expected: expected, found: found, reason: reason)
        let context = DecodingError.Context(codingPath: path, debugDescription: reason)
        return tape[node].tag == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    /// A `dataCorrupted` error about the token at `node`, remembered for locating.
    func corrupted(_ reason: String, expected: String?, found: String?, at node: Int, path: [any CodingKey])
        -> DecodingError {
        failure = Failure(token: node, expected: expected, found: found, reason: reason)
        return .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: reason))
    }
}
