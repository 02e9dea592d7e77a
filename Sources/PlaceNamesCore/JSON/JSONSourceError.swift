/// An error that points at a place in a JSON file: what every PlaceNames JSON error can tell a person.
public protocol JSONSourceError: Error, CustomStringConvertible, Sendable {
    /// The file the bytes came from, when the caller named one.
    var file: String? { get set }
    /// The byte offset (from the start of the input) the error points at.
    var offset: Int { get }
    /// The 1-based line and scalar column of `offset`.
    var location: SourceLocation { get }
    /// What went wrong, for a person, without the location.
    var message: String { get }
}

extension JSONSourceError {
    /// The 1-based line of the error.
    public var line: Int { location.line }
    /// The 1-based column of the error, counted in Unicode scalars.
    public var column: Int { location.column }

    /// `file:line:column: message` (or `line:column: message` when no file is known).
    public var description: String {
        if let file { return "\(file):\(location.line):\(location.column): \(message)" }
        return "\(location.line):\(location.column): \(message)"
    }
}
