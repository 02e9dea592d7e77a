/// An entry of an `Accept-Language` header that does not follow RFC 9110's grammar: what
/// ``AcceptLanguage/parse(_:)`` throws, and what ``LanguagePreferences`` skips and lists.
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

    /// `malformed Accept-Language entry 'en;q=2': the weight must be written q=0 to q=1 with up to 3 decimals`
    public var description: String {
        "malformed Accept-Language entry '\(element)': \(reason)"
    }
}
