import PlaceNames

/// Why a GNU gettext `.mo` file could not be read, with the file and the byte offset where it goes wrong.
public struct MOFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as given to the reader.
    public var file: String
    /// The byte offset of the field or string that is wrong.
    public var offset: Int
    /// What is wrong there, without file or offset.
    public var message: String

    /// Creates an error at a byte offset of a file.
    public init(file: String, offset: Int, message: String) {
        self.file = file
        self.offset = offset
        self.message = message
    }

    /// `file: offset N: message`.
    public var description: String { "\(file): offset \(offset): \(message)" }
}
