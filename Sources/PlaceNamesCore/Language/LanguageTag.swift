/// A BCP 47 language tag split into the subtags that choose a `Language`: `zh-Hant-TW`, `pt_PT`, `be-tarask`.
///
/// Parsing is lenient the way people and files write tags: any letter case, `-` or `_` between subtags,
/// script, region and variants in any order after the language, and extensions (`-u-…`, `-x-…`) ignored.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The language subtag in lower case: `zh`. An extended language subtag replaces its prefix (`zh-yue` is `yue`).
    public let language: String
    /// The script subtag in title case: `Hant`.
    public let script: String?
    /// The region subtag in upper case: `TW`, `419`.
    public let region: String?
    /// The variant subtags in lower case: `["tarask"]`.
    public let variants: [String]

    /// Parses `text`, or returns `nil` if it is not shaped like a language tag.
    public init?(_ text: String) {
        var subtags: [Substring.UTF8View] = []
        for part in text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false) {
            subtags += part.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false)
        }
        // The language is 2–3 letters, or 5–8 for registered ones; 4 letters is a script, never a language.
        guard let first = subtags.first, first.count >= 2, first.count != 4, Self.isLetters(first),
              subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(Self.isAlphanumeric) })
        else { return nil }
        var language = Self.lowercased(first)
        var script: String?
        var region: String?
        var variants: [String] = []
        for (index, subtag) in subtags.enumerated().dropFirst() {
            if subtag.count == 1 {
                // An extension or private use (`-u-ca-buddhist`, `-x-…`) says nothing about the language,
                // but must hold something.
                guard index + 1 < subtags.count else { return nil }
                break
            }
            if subtag.count == 3, Self.isLetters(subtag), index == 1, first.count <= 3 {
                language = Self.lowercased(subtag)
            } else if subtag.count == 4, Self.isLetters(subtag), script == nil {
                script = Self.titlecased(subtag)
            } else if (subtag.count == 2 && Self.isLetters(subtag))
                || (subtag.count == 3 && subtag.allSatisfy(Self.isDigit)), region == nil {
                region = Self.uppercased(subtag)
            } else if subtag.count >= 5 || (subtag.count == 4 && Self.isDigit(subtag.first!)) {
                variants.append(Self.lowercased(subtag))
            } else {
                return nil
            }
        }
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
    }

    /// The tag in canonical BCP 47 form: `zh-Hant-TW`.
    public var description: String {
        ([language, script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    private static func isLetters(_ bytes: Substring.UTF8View) -> Bool {
        bytes.allSatisfy { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
    }

    private static func lowercased(_ bytes: Substring.UTF8View) -> String {
        String(decoding: bytes.map { $0 | 0x20 }, as: UTF8.self)
    }

    private static func uppercased(_ bytes: Substring.UTF8View) -> String {
        String(decoding: bytes.map { isDigit($0) ? $0 : $0 & ~0x20 }, as: UTF8.self)
    }

    private static func titlecased(_ bytes: Substring.UTF8View) -> String {
        String(decoding: bytes.enumerated().map { $0.offset == 0 ? $0.element & ~0x20 : $0.element | 0x20 },
               as: UTF8.self)
    }
}
