/// Why some bytes are not a JSON document, and where: the offset, line and column of the offending token.
public struct JSONSyntaxError: JSONSourceError, Equatable {
    public var file: String?
    public let offset: Int
    public let location: SourceLocation
    public let message: String

    /// Creates an error; the parser computes the location from the offset.
    public init(file: String? = nil, offset: Int, location: SourceLocation, message: String) {
        self.file = file
        self.offset = offset
        self.location = location
        self.message = message
    }
}
