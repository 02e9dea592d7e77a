import PlaceNames

/// Why an import wrote nothing: a source that cannot be read, or one whose shape is wrong.
public enum ImportError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A source file could not be opened or read (missing, a folder, no permission).
    case unreadable(path: String, reason: String)
    /// A source is not what the format expects (not JSON, an unknown header language...), at its line and column.
    case invalid([Diagnostic])
    /// The options do not fit the data (a field no record has), with what to type instead.
    case options(String)

    /// One line per problem, `file:line:column: error[code]: message` for invalid sources.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .invalid(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        case .options(let message): message
        }
    }
}
