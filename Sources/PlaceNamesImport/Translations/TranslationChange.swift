import PlaceNames

/// One name a translation import sets: which place, in which file, from which translation.
public struct TranslationChange: Sendable, Hashable {
    /// The place's id.
    public var place: String
    /// The catalog file the place lives in.
    public var catalogFile: String
    /// The language of the name.
    public var language: Language
    /// The name the catalog had (now a variant); nil when it had none.
    public var replaced: String?
    /// The new preferred name.
    public var name: String
    /// The translation file the name was read from.
    public var translationFile: String
    /// Where in that file the name was read.
    public var location: SourceLocation
}
