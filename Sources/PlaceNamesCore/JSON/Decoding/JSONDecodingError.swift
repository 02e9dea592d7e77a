/// A value in a JSON file that does not fit the type it is decoded into, and exactly where it is.
///
/// `description` reads `catalog.json:14:21: places[12].names.thai: expected a string, found a number`.
public struct JSONDecodingError: JSONSourceError {
    public var file: String?
    public let offset: Int
    public let location: SourceLocation
    /// The coding path rendered like `places[12].names.thai` (empty at the top level).
    public let codingPath: String
    /// What the type needed ("a string"), when the decoder knows it.
    public let expected: String?
    /// What the file holds there ("a number"), when the decoder knows it.
    public let found: String?
    /// The reason, without path or location ("expected a string, found a number").
    public let reason: String
    /// The error as Swift's Codable reported it.
    public let underlying: DecodingError

    /// `path: reason`, or just the reason at the top level.
    public var message: String { codingPath.isEmpty ? reason : "\(codingPath): \(reason)" }

    /// Creates an error; ``LocatingJSONDecoder`` makes these.
    public init(file: String? = nil, offset: Int, location: SourceLocation, codingPath: String,
                expected: String?, found: String?, reason: String, underlying: DecodingError) {
        self.file = file
        self.offset = offset
        self.location = location
        self.codingPath = codingPath
        self.expected = expected
        self.found = found
        self.reason = reason
        self.underlying = underlying
    }
}
