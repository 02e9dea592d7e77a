/// Why a catalog file could not be read, with everything a person needs to find the problem.
public enum CatalogReadError: Error, CustomStringConvertible, Sendable {
    /// The file could not be opened or read (missing, a folder, no permission).
    case unreadable(path: String, reason: String)
    /// The bytes are not JSON.
    case syntax(JSONSyntaxError)
    /// The JSON is not a catalog, or a value in it has the wrong type or an unknown key.
    case decoding(JSONDecodingError)

    /// `file:line:column: message`.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .syntax(let error): error.description
        case .decoding(let error): error.description
        }
    }
}
