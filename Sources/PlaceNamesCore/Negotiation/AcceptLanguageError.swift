/// The error for an `Accept-Language` header that does not follow RFC 9110's grammar.
public struct AcceptLanguageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The offending list element, as sent.
    public let element: String
    /// What is wrong with it.
    public let reason: String

    /// Creates an error for one list element of the header.
    public init(element: String, reason: String) {
        self.element = element
        self.reason = reason
    }

    /// `malformed Accept-Language entry 'en;q=2': the weight must be between 0 and 1`
    public var description: String {
        "malformed Accept-Language entry '\(element)': \(reason)"
    }
}
