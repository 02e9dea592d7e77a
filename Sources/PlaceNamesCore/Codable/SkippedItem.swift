/// One thing lossy decoding left out, and why: an unknown key, an undecodable value or an invalid array
/// element.
public struct SkippedItem: Hashable, Sendable, CustomStringConvertible {
    /// Where the skipped item was, including its own key or index: `places[12].names.thia`.
    public let path: CodingPath
    /// The object key that was skipped, when the item was an object member.
    public let key: String?
    /// The array position that was skipped, when the item was an array element.
    public let index: Int?
    /// Why it was skipped, for people: `unknown key 'thia' — did you mean 'thai'?`.
    public let reason: String

    /// Records an object member that was skipped; `path` is the path of the object holding it.
    public init(key: String, in path: CodingPath, reason: String) {
        self.path = path.appending(.key(key))
        self.key = key
        self.index = nil
        self.reason = reason
    }

    /// Records an array element that was skipped; `path` is the path of the array holding it.
    public init(index: Int, in path: CodingPath, reason: String) {
        self.path = path.appending(.index(index))
        self.key = nil
        self.index = index
        self.reason = reason
    }

    /// `places[12].names.thia: unknown key 'thia' — did you mean 'thai'?`
    public var description: String {
        "\(path): \(reason)"
    }
}
