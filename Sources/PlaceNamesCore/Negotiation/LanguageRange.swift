/// One entry of a reader's language preferences: a tag as they sent it and how much they want it.
public struct LanguageRange: Sendable, Hashable, CustomStringConvertible {
    /// The tag as written (`th-TH`, `thai`, `zh-Hant-HK`), or `*` for any language.
    public let tag: String
    /// The weight from `;q=`, between 0 and 1; 1 when none was given.
    public let quality: Double

    /// Creates a range from a tag (`th-TH`, `*`) and its weight.
    public init(_ tag: String, quality: Double = 1) {
        self.tag = tag
        self.quality = quality
    }

    /// Whether this is the `*` range, which asks for any language.
    public var isWildcard: Bool { tag == "*" }

    /// The language the tag names (a raw value or a BCP 47 tag), or `nil` for `*` and tags without a case.
    public var language: Language? {
        isWildcard ? nil : try? Language.parse(tag)
    }

    /// `th-TH;q=0.8`, or the tag alone at quality 1.
    public var description: String {
        quality == 1 ? tag : "\(tag);q=\(quality)"
    }
}
