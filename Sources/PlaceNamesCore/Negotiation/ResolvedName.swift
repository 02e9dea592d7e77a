/// The name chosen for a reader: which language it is in and whether that is the one they asked for first.
public struct ResolvedName: Sendable, Hashable {
    /// The language of `name`.
    public let language: Language
    /// The name itself.
    public let name: LocalizedName
    /// True when `language` is not the first of the fallback chain.
    public let isFallback: Bool

    /// Creates a resolved name.
    public init(language: Language, name: LocalizedName, isFallback: Bool) {
        self.language = language
        self.name = name
        self.isFallback = isFallback
    }
}
