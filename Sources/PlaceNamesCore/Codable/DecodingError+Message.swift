extension DecodingError {
    /// The path at which decoding failed (for `keyNotFound`, the path of the object that lacks the key).
    public var codingPath: [any CodingKey] {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
             .keyNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath
        @unknown default:
            return []
        }
    }

    /// What went wrong, in one line for people, without the path: `missing key 'name'`,
    /// `Expected to decode String but found number instead.`
    public var message: String {
        switch self {
        case .keyNotFound(let key, _):
            return "missing key '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return String(describing: self)
        }
    }

    /// The path and the message in one line: `places[3].names.thai: Expected to decode String but found
    /// number instead.` (just the message when the path is empty).
    public var summary: String {
        let path = codingPath.rendered
        return path.isEmpty ? message : "\(path): \(message)"
    }
}

/// The reason shown for a value skipped at `path` because decoding it threw `error`: the error's message,
/// followed by the path inside the value when the failure was deeper down (`… (at names.thai.label)`).
func skipReason(for error: any Error, at path: CodingPath) -> String {
    guard let error = error as? DecodingError else {
        return String(describing: error)
    }
    let errorPath = CodingPath(error.codingPath)
    if errorPath.components.count > path.components.count {
        return "\(error.message) (at \(errorPath))"
    }
    return error.message
}
