/// A named place: a country, region, city... with its names keyed by language.
public struct Place: Sendable, Hashable, Identifiable {
    /// A stable id that survives source releases (`iso3166-1:TH`, `iso3166-2:TH-10`, `tz:Asia/Bangkok`).
    public var id: String
    /// What kind of place this is: country, region, city...
    public var kind: PlaceKind
    /// The name a source gives the place before any language (GeoNames' main name, ISO 3166's English name), in NFC:
    /// what a reader is shown, marked as undetermined language, when no language of their chain names the place.
    public var defaultName: String?
    /// ISO 3166-1 alpha-2 code of the country the place is in (or is); the country's place is `iso3166-1:<code>`.
    public var country: String?
    /// The id of the first-level region the place lies in (`iso3166-2:US-IL`), where the data says which.
    public var region: String?
    /// Where the place is, when a source says.
    public var coordinate: Coordinate?
    /// How many people live there, when a source says.
    public var population: Int?
    /// The IANA time zone the place keeps its clocks by (`Asia/Bangkok`), when a source says (GeoNames' cities do).
    ///
    /// Not ``CodeSystem/timeZone`` (`codes.tz`): that code says the place is the exemplar city CLDR names a zone
    /// after (`tz:Asia/Bangkok` is Bangkok), and only one place per zone has it; this field is the zone any place
    /// lies in, so Chiang Rai and Chiang Mai both have `Asia/Bangkok` here and no `tz` code.
    public var timeZone: String?
    /// Cross-reference codes in other systems (Wikidata, GeoNames, ISO 3166, IATA...).
    @DictionaryWrapper public var codes: [CodeSystem: String]
    /// The place's names, by language.
    @DictionaryWrapper public var names: [Language: LocalizedName]
    /// Language-less spellings a source gives (`BKK`, `Krung Thep`): searchable, never shown as a localized name.
    /// Kept in NFC, without repeats, in the source's order.
    public var aliases: [String]

    /// Creates a place.
    public init(
        id: String,
        kind: PlaceKind,
        defaultName: String? = nil,
        country: String? = nil,
        region: String? = nil,
        coordinate: Coordinate? = nil,
        population: Int? = nil,
        timeZone: String? = nil,
        codes: [CodeSystem: String] = [:],
        names: [Language: LocalizedName] = [:],
        aliases: [String] = []
    ) {
        self.id = id
        self.kind = kind
        self.defaultName = defaultName
        self.country = country
        self.region = region
        self.coordinate = coordinate
        self.population = population
        self.timeZone = timeZone
        self.codes = codes
        self.names = names
        self.aliases = aliases
    }

    /// How prominent the place is, for ranking: its population, else a typical figure for its kind.
    public var importance: Int {
        if let population, population > 0 { return population }
        return Place.typicalPopulation[kind] ?? 0
    }

    private static let typicalPopulation: [PlaceKind: Int] = [
        .continent: 1_000_000_000, .country: 10_000_000, .region: 1_000_000, .city: 100_000,
        .district: 50_000, .town: 10_000, .subdistrict: 5_000, .island: 1_000, .village: 500,
    ]
}
