import PlaceNames

/// One translated name read from a translator's file: which place, what the translator saw, what they wrote.
public struct TranslationEntry: Sendable, Hashable {
    /// The place's id (PO `msgctxt`, XLIFF `trans-unit id`, the key of .strings, .xcstrings and JSON, the
    /// Android resource name decoded, CSV's `id` column).
    public var id: String
    /// The source text the translator translated, where the format carries it (PO `msgid`, XLIFF `source`,
    /// CSV's `source` column, the source language's value in .xcstrings); nil where it does not.
    public var source: String?
    /// The translation, unescaped, exactly as the file holds it (not trimmed, not normalised).
    public var target: String
    /// Where the translation's text starts in the file (1-based line, column in Unicode scalars), so a finding
    /// about the name points a translator at the right spot.
    public var location: SourceLocation

    /// Creates an entry.
    public init(id: String, source: String?, target: String, location: SourceLocation) {
        self.id = id
        self.source = source
        self.target = target
        self.location = location
    }
}
