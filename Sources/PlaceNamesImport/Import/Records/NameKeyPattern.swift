import Foundation
import PlaceNames

/// Which record keys hold names and where the language code sits in them: `NAME_{lang}`, `name:{lang}`.
///
/// Matching is on the keys as written in the file (key strategies never apply to it), byte by byte.
public struct NameKeyPattern: Hashable, Sendable, CustomStringConvertible {
    /// Natural Earth: `NAME_EN`, `NAME_ZH` (not `NAMEASCII`, `NAMEALT`).
    public static let naturalEarth = NameKeyPattern(prefix: "NAME_")
    /// OpenStreetMap: `name:th`, `name:zh-Hant`.
    public static let openStreetMap = NameKeyPattern(prefix: "name:")
    /// Many web APIs and the Thai administrative data: `name_th`, `name_en`.
    public static let snake = NameKeyPattern(prefix: "name_")

    /// What every name key starts with.
    public let prefix: String
    /// What every name key ends with (usually nothing).
    public let suffix: String

    /// Keys made of `prefix`, a language, then `suffix`.
    public init(prefix: String, suffix: String = "") {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// Reads a pattern written with a `{lang}` placeholder (`NAME_{lang}`), or the name of a preset
    /// (`natural-earth`, `osm`, `snake`); nil when the text has neither.
    public init?(_ text: String) {
        if let preset = NameKeyPattern.presets[text] {
            self = preset
            return
        }
        guard let placeholder = text.range(of: "{lang}"),
              !text[placeholder.upperBound...].contains("{lang}") else { return nil }
        self.init(prefix: String(text[..<placeholder.lowerBound]), suffix: String(text[placeholder.upperBound...]))
    }

    /// The presets by the names `--names` accepts.
    public static let presets: [String: NameKeyPattern] = [
        "natural-earth": .naturalEarth, "osm": .openStreetMap, "snake": .snake,
    ]

    /// The language code in `key` (`EN` from `NAME_EN`), or nil when the key holds no name.
    public func languageCode(in key: String) -> Substring? {
        let utf8 = key.utf8
        guard utf8.count > prefix.utf8.count + suffix.utf8.count,
              utf8.starts(with: prefix.utf8), utf8.reversed().starts(with: suffix.utf8.reversed()) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: prefix.utf8.count)
        let end = utf8.index(utf8.endIndex, offsetBy: -suffix.utf8.count)
        return key[start..<end]
    }

    /// The pattern with its placeholder: `NAME_{lang}`.
    public var description: String { prefix + "{lang}" + suffix }
}
