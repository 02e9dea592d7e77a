/// Which object keys carry a family of values, and the part of each key that says which member it is:
/// `name:th` → `th`, `name_en` → `en`, `NAME_ZH` → `ZH`.
///
/// ```swift
/// KeyPattern.prefix("name:")                  // OSM: name:th, name:zh-Hant
/// KeyPattern.word("name")                     // name:th, name_th, NAME_TH, Name-th (case ignored)
/// KeyPattern.word("name", separators: "_")    // thai-admin name_th, Natural Earth NAME_ZH; not NAMEASCII
/// ```
///
/// Matching compares bytes (ASCII case folding only), with no regular expressions, because it runs on every
/// key of every record. A key that is exactly the prefix (nothing after it) does not match.
public struct KeyPattern: Hashable, Sendable, CustomStringConvertible {
    /// The bytes every matching key starts with (the word, without any separator).
    let head: [UInt8]
    /// The bytes one of which must follow `head`; empty when `head` already includes its separator.
    let separators: [UInt8]
    /// Whether ASCII letters of `head` match either case.
    let ignoresCase: Bool

    /// Keys starting with `prefix` exactly (`"name:"` matches `name:th`, not `NAME:th`); the rest is the suffix.
    public static func prefix(_ prefix: String, ignoringCase: Bool = false) -> KeyPattern {
        KeyPattern(head: Array(prefix.utf8), separators: [], ignoresCase: ignoringCase)
    }

    /// Keys made of `word`, one ASCII separator, then the suffix; by default any of `:`, `_`, `-` and either case,
    /// so `name` matches `name:th`, `name_th`, `NAME_TH` and `Name-th`, but not `NAMEASCII` or `name`.
    public static func word(_ word: String, separators: String = ":_-", ignoringCase: Bool = true) -> KeyPattern {
        KeyPattern(head: Array(word.utf8), separators: Array(separators.utf8), ignoresCase: ignoringCase)
    }

    /// The part of `key` after the prefix and separator, or `nil` when the key does not match.
    public func suffix(of key: String) -> Substring? {
        var utf8 = key.utf8[...]
        for expected in head {
            guard let byte = utf8.popFirst() else { return nil }
            if byte != expected {
                guard ignoresCase, KeyCaseConversion.lowered(byte) == KeyCaseConversion.lowered(expected) else {
                    return nil
                }
            }
        }
        if !separators.isEmpty {
            guard let byte = utf8.popFirst(), separators.contains(byte) else { return nil }
        }
        guard !utf8.isEmpty else { return nil }
        return Substring(utf8)
    }

    /// Whether `key` belongs to the family.
    public func matches(_ key: String) -> Bool {
        suffix(of: key) != nil
    }

    /// `name:…`, or `name[:_-]…` (case ignored) for a word pattern.
    public var description: String {
        let word = String(decoding: head, as: UTF8.self)
        let separatorText = separators.isEmpty ? "" : "[" + String(decoding: separators, as: UTF8.self) + "]"
        return word + separatorText + "…" + (ignoresCase ? " (case ignored)" : "")
    }
}
