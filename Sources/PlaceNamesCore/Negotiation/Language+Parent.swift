// GENERATED FILE: do not edit. Regenerate with `python3 Scripts/generate-fallbacks.py`
// from CLDR 41 (Debian: `apt-get install -y unicode-cldr-core`).

extension Language {
    /// The case this one inherits names from in CLDR, never in another script:
    /// `chinese-traditional-hong-kong` → `chinese-traditional`, `spanish-mexico` → `spanish-latin-america`;
    /// `nil` for `serbian-latin`, `chinese-traditional` and every language without a broader case.
    public var parent: Language? { Self.parents[self] }

    static let parents: [Language: Language] = [
        .belarusianTaraskievicaOrthography: .belarusian,
        .chineseTraditionalHongKong: .chineseTraditional,
        .frenchCanada: .french,
        .northernSamiFinland: .northernSami,
        .persianAfghanistan: .persian,
        .portuguesePortugal: .portuguese,
        .serbianCyrillicBosnia: .serbianCyrillic,
        .serbianLatinBosnia: .serbianLatin,
        .spanishLatinAmerica: .spanish,
        .spanishMexico: .spanishLatinAmerica,
        .swahiliCongoKinshasa: .swahili,
        .swahiliKenya: .swahili,
        .urduIndia: .urdu,
        .yorubaBenin: .yoruba,
    ]
}
