/// Public face of the generated `Language` enum: the CLDR facts of a case, a fast raw-value lookup,
/// and the conformances that let `[Language: V]` be a JSON object and languages sort by name.
extension Language {
    /// The BCP 47 tag of this language: `th`, `zh-Hant`, `pt-PT`, `sr-Latn`.
    public var bcp47: String { record.bcp47 }

    /// The ICU (and CLDR) locale id of this language: `th`, `zh_Hant`, `pt_PT`, `sr_Latn`.
    public var icuLocaleID: String { record.icuLocaleID }

    /// The English name CLDR gives this language: `Thai`, `Traditional Chinese`, `Serbian (Latin)`.
    public var englishName: String { record.englishName }

    /// The name of this language in itself (its autonym) from CLDR: `ไทย`, `繁體中文`, `srpski (latinica)`.
    public var nativeName: String { record.nativeName }

    /// ISO 15924 codes of the scripts names in this language are written in, sorted:
    /// `["Thai"]` for Thai, `["Hani", "Hira", "Kana"]` for Japanese, `["Latn"]` for Serbian (Latin).
    public var scripts: [String] { record.scripts }

    var record: LanguageRecord { Self.records[ordinal] }

    /// The language whose raw value is exactly `rawValue` (`thai`, `chinese-traditional`), or `nil`.
    ///
    /// A dictionary lookup: catalogs decode every name key through it, and the synthesized
    /// initializer would compare the string against each of the 200-odd raw values in turn.
    public init?(rawValue: String) {
        guard let language = Self.rawValueIndex[rawValue] else { return nil }
        self = language
    }

    static let rawValueIndex: [String: Language] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) }
    )
}

extension Language: Comparable {
    /// Orders languages by the Unicode code points of their raw values (`arabic` < `chinese-simplified`).
    public static func < (lhs: Language, rhs: Language) -> Bool {
        // The generator declares the cases in raw value order.
        lhs.ordinal < rhs.ordinal
    }
}

extension Language {
    /// Hashes the case rather than its raw value (the default for raw-value enums), so `[Language: V]`
    /// lookups do not hash a string.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }
}

extension Language: CustomStringConvertible {
    /// The raw value, as written in files and on the command line: `chinese-traditional`.
    public var description: String { rawValue }
}

extension Language {
    /// Decodes a raw value; an unknown one fails with the closest languages suggested.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let language = Language(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: LanguageError(input: text).description
            )
        }
        self = language
    }
}

extension Language: CodingKeyRepresentable {
    /// The raw value as a dictionary key, so `[Language: V]` encodes as a JSON object.
    public var codingKey: any CodingKey { LanguageCodingKey(stringValue: rawValue) }

    /// The language whose raw value is the key's string, or `nil`.
    public init?<T: CodingKey>(codingKey: T) {
        self.init(rawValue: codingKey.stringValue)
    }
}

/// The coding key of a `Language` used as a dictionary key.
private struct LanguageCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
