import Foundation

extension JSONDocument {
    /// Where a `DecodingError` (from any decoder, e.g. Foundation's `JSONDecoder` over these bytes) points.
    ///
    /// The error's coding path is followed through the document: `typeMismatch` and `valueNotFound` point
    /// at the value, `keyNotFound` at the object that lacks the key, and `dataCorrupted` whose path ends at
    /// an object member (an unknown key, say) at that member's key.
    public func location(of error: DecodingError) -> SourceLocation {
        storage.location(ofOffset: Int(storage.tape[storage.token(for: error)].offset))
    }

    /// Where a `DecodingError` points in `data`, or nil if `data` is not a JSON document.
    public static func location(of error: DecodingError, in data: Data) -> SourceLocation? {
        (try? JSONDocument(data: data))?.location(of: error)
    }

    /// Wraps a `DecodingError` raised over this document in a `JSONDecodingError` with line and column.
    public func decodingError(for error: DecodingError, file: String? = nil) -> JSONDecodingError {
        storage.decodingError(for: error, failure: nil, file: file)
    }
}

extension JSONStorage {
    /// The tape index of the token an error is about, following its coding path as far as it exists.
    func token(for error: DecodingError) -> Int {
        switch error {
        case .keyNotFound(_, let context):
            return resolve(context.codingPath).value
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return resolve(context.codingPath).value
        case .dataCorrupted(let context):
            let resolved = resolve(context.codingPath)
            return resolved.complete ? (resolved.key ?? resolved.value) : resolved.value
        @unknown default:
            return 0
        }
    }

    /// Follows `path` from the root: the deepest value reached, the key token of the last step when it was
    /// an object member, and whether every step was found.
    func resolve(_ path: [any CodingKey]) -> (value: Int, key: Int?, complete: Bool) {
        var value = 0
        var key: Int?
        for step in path {
            switch tape[value].tag {
            case .object:
                guard let found = findMember(in: value, key: step.stringValue) else { return (value, nil, false) }
                key = found
                value = found + 1
            case .array:
                guard let position = step.intValue, position >= 0, position < Int(tape[value].length) else {
                    return (value, nil, false)
                }
                var element = value + 1
                for _ in 0..<position { element = next(after: element) }
                key = nil
                value = element
            default:
                return (value, nil, false)
            }
        }
        return (value, key, true)
    }

    /// The located error: from the decoder's own record of the failing token when it matches, else the path.
    func decodingError(for error: DecodingError, failure: JSONTapeDecoder.Failure?, file: String?) -> JSONDecodingError {
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): context = c
        @unknown default: context = .init(codingPath: [], debugDescription: "\(error)")
        }
        var reason = context.debugDescription
        var expected: String?
        var found: String?
        let token: Int
        if let failure, failure.reason == reason {
            token = failure.token
            expected = failure.expected
            found = failure.found
        } else {
            token = self.token(for: error)
            if case .keyNotFound(let key, _) = error {
                reason = "missing member '\(key.stringValue)'"
                expected = "a member '\(key.stringValue)'"
            }
        }
        let offset = Int(tape[token].offset)
        return JSONDecodingError(
            file: file, offset: offset, location: location(ofOffset: offset),
            codingPath: context.codingPath.rendered, expected: expected, found: found,
            reason: reason, underlying: error)
    }
}
