/// A set of writing systems named by ISO 15924 codes ("Latn", "Thai", "Hani").
public struct ScriptSet: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The ISO 15924 codes, sorted.
    public let codes: [String]

    public init<S: Sequence<String>>(_ codes: S) { self.codes = Array(Set(codes)).sorted() }
    public init(arrayLiteral codes: String...) { self.init(codes) }

    public var isEmpty: Bool { codes.isEmpty }
    public var count: Int { codes.count }
    public func contains(_ code: String) -> Bool { codes.contains(code) }
    public var description: String { "[" + codes.joined(separator: ", ") + "]" }
}
