/// The name chosen for a reader: which language it is in and whether that is the one they asked for first.
///
/// When no language of the reader's chain names the place, the name is the place's ``Place/defaultName``, whose
/// language no source states: `language` is then nil and ``languageTag`` is BCP 47's `und` (undetermined), the one
/// rule every answer of the library, the command line and the service follows.
public struct ResolvedName: Sendable, Hashable {
    /// The language of `name`; nil for the place's default name, whose language is undetermined.
    public let language: Language?
    /// The name itself.
    public let name: LocalizedName
    /// True when `language` is not the first of the fallback chain (always for a default name).
    public let isFallback: Bool

    /// Creates a resolved name.
    public init(language: Language?, name: LocalizedName, isFallback: Bool) {
        self.language = language
        self.name = name
        self.isFallback = isFallback || language == nil
    }

    /// The BCP 47 tag for an undetermined language, which marks a default name.
    public static let undeterminedTag = "und"

    /// Whether this is the place's default name rather than a name in a language.
    public var isDefaultName: Bool { language == nil }

    /// How answers name the language: its raw value (`thai`), or `und` for a default name.
    public var languageRawValue: String { language?.rawValue ?? Self.undeterminedTag }

    /// The language's BCP 47 tag (`th`), or `und` for a default name.
    public var languageTag: String { language?.bcp47 ?? Self.undeterminedTag }
}
