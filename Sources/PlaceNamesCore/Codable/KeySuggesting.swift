/// A key type that proposes its own corrections for an unknown key, for "did you mean …?" messages.
///
/// ``DictionaryWrapper`` uses this when `Key` conforms (a language type can suggest `thai` for `th-TH`),
/// otherwise ``closestMatches(to:in:limit:)`` over `allCases` when `Key` is `CaseIterable`.
public protocol KeySuggesting {
    /// Up to `limit` values closest to `text`, best first.
    static func suggestions(for text: String, limit: Int) -> [Self]
}
