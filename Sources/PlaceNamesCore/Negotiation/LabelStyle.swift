/// How a language's readers expect a place's label: the order of its parts and what separates them.
///
/// Most languages write a place before what contains it, with their comma: "Springfield, Illinois, United
/// States" (English; as Nominatim, Photon and Pelias label results), "Springfield, Illinois, Vereinigte Staaten"
/// (German). Japanese, Chinese and Korean write addresses from the country down, as their postal addresses do
/// (the UPU's and Google libaddressinput's formats for JP, CN, TW, HK and KR): "アメリカ合衆国 イリノイ州
/// スプリングフィールド"; Chinese runs the parts together as its addresses do, Japanese and Korean set them apart
/// with a space. Arabic, Persian and Urdu use the Arabic comma (U+060C), and Thai, which has no comma, a space.
public struct LabelStyle: Sendable, Hashable {
    /// Whether the label starts with the country and ends with the place.
    public var bigToSmall: Bool
    /// What stands between two parts.
    public var separator: String

    /// Creates a style.
    public init(bigToSmall: Bool, separator: String) {
        self.bigToSmall = bigToSmall
        self.separator = separator
    }

    /// Small to big, with a comma and a space: English, German, French, Russian and most languages.
    public static let comma = LabelStyle(bigToSmall: false, separator: ", ")

    /// The style of `language`, by its BCP 47 primary subtag.
    public static func of(_ language: Language?) -> LabelStyle {
        guard let language else { return .comma }
        return byLanguage[language] ?? .comma
    }

    /// Every language whose style is not `comma`, found once: answers label every place they list.
    private static let byLanguage: [Language: LabelStyle] = {
        var table: [Language: LabelStyle] = [:]
        for language in Language.allCases {
            let primary = language.bcp47.split(separator: "-").first.map(String.init) ?? language.bcp47
            if let style = byPrimaryTag[primary] { table[language] = style }
        }
        return table
    }()

    /// The languages that are not written small to big with ", ".
    static let byPrimaryTag: [String: LabelStyle] = [
        "ja": LabelStyle(bigToSmall: true, separator: " "),
        "ko": LabelStyle(bigToSmall: true, separator: " "),
        "zh": LabelStyle(bigToSmall: true, separator: ""),
        "yue": LabelStyle(bigToSmall: true, separator: ""),
        "ar": LabelStyle(bigToSmall: false, separator: "، "),
        "fa": LabelStyle(bigToSmall: false, separator: "، "),
        "ur": LabelStyle(bigToSmall: false, separator: "، "),
        "th": LabelStyle(bigToSmall: false, separator: " "),
    ]

    /// The label of `parts`, given small to big: a part equal to the one before it is left out ("Bangkok,
    /// Thailand", not "Bangkok, Bangkok, Thailand"), then the parts are ordered and joined as the style says.
    public func label(_ parts: [String]) -> String {
        var kept: [String] = []
        for part in parts where !part.isEmpty {
            if let last = kept.last, last.unicodeScalars.elementsEqual(part.unicodeScalars) { continue }
            kept.append(part)
        }
        return (bigToSmall ? kept.reversed() : kept).joined(separator: separator)
    }
}
