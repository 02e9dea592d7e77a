/// A set of writing systems named by ISO 15924 codes ("Latn", "Thai", "Hani").
public struct ScriptSet: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The ISO 15924 codes, sorted.
    public let codes: [String]

    /// A set of the given ISO 15924 codes.
    public init<S: Sequence<String>>(_ codes: S) { self.codes = Array(Set(codes)).sorted() }
    public init(arrayLiteral codes: String...) { self.init(codes) }

    /// Whether the set is empty.
    public var isEmpty: Bool { codes.isEmpty }
    /// How many scripts the set holds.
    public var count: Int { codes.count }
    /// Whether the set holds the script with ISO 15924 code `code`.
    public func contains(_ code: String) -> Bool { codes.contains(code) }
    public var description: String { "[" + codes.joined(separator: ", ") + "]" }
}
