/// Why a snapshot file cannot be served: the message names the file and what is wrong with it.
public struct SnapshotError: Error, CustomStringConvertible, Sendable {
    /// The snapshot's path (`<memory>` for one built in memory).
    public let path: String
    /// What is wrong, in a sentence.
    public let problem: String

    public var description: String { "\(path): \(problem)" }
}
