/// An answer about one place: the fields every such answer has (the OpenAPI document's `PlaceFields`), read
/// without going through the generator's `value1`.
///
/// The document composes its place answers with `allOf` (`PlaceFields` and the fields of the answer's own kind),
/// which swift-openapi-generator turns into `value1` (the common fields) and `value2` (the others). The answers
/// conform to this protocol, so `result.name` reads what `result.value1.name` does, and each has accessors of its
/// own for its `value2` fields (``Components/Schemas/SearchResult/match``,
/// ``Components/Schemas/ReverseResult/distance``, ``Components/Schemas/PlaceName/chain``).
public protocol PlaceAnswer {
    /// The fields every answer about a place has: id, kind, country, name, language, fallback, label.
    var fields: Components.Schemas.PlaceFields { get }
}

extension PlaceAnswer {
    /// The place's id (the one found, whatever code was asked): `tz:Asia/Bangkok`, `geonames:1609350`.
    public var id: String { fields.id }
    /// What kind of place it is: `country`, `region`, `city`, `village`, `timezone`…
    public var kind: Components.Schemas.PlaceKind { fields.kind }
    /// The ISO 3166-1 code of the country the place is in, when it is in one.
    public var country: String? { fields.country }
    /// The preferred name in ``language``, or the place's default name when ``language`` is `und`.
    public var name: String? { fields.name }
    /// The `Language` raw value of ``name`` (`thai`), or `und` when it is the place's default name, in no stated
    /// language.
    public var language: Components.Schemas.LanguageName? { fields.language }
    /// Whether ``name`` is not in the reader's first language.
    public var fallback: Bool? { fields.fallback }
    /// The place, its first-level region and its country, each named through the reader's chain, in the order and
    /// with the separator of the name's language: "Springfield, Illinois, United States".
    public var label: String? { fields.label }
}

extension Components.Schemas.Place: PlaceAnswer {
    /// The place's common fields: the generator's `value1`.
    public var fields: Components.Schemas.PlaceFields { value1 }
    /// How many people live there, when the catalogs say.
    public var population: Int? { value2.population }
    /// The IANA time zone the place lies in (`Asia/Bangkok`), when the catalogs say: what `TimeZone(identifier:)`
    /// takes. Not the `tz:` id of the one city a zone is named after.
    public var timeZone: String? { value2.timeZone }
    /// Where the place is, when the catalogs say.
    public var coordinate: Components.Schemas.Coordinate? { value2.coordinate }
    /// The id of the first-level region the place lies in (`iso3166-2:US-IL`), when the catalogs link one.
    public var region: String? { value2.region }
    /// The place's region and country, named for the reader.
    public var context: Components.Schemas.PlaceContext? { value2.context }
}

extension Components.Schemas.PlaceName: PlaceAnswer {
    /// The place's common fields: the generator's `value1`.
    public var fields: Components.Schemas.PlaceFields { value1 }
    /// The languages tried for the name, in order (`["thai", "english"]`).
    public var chain: Components.Schemas.Chain { value2.chain }
    /// How many people live there, when the catalogs say.
    public var population: Int? { value2.population }
    /// The IANA time zone the place lies in (`Asia/Bangkok`), when the catalogs say: what `TimeZone(identifier:)`
    /// takes. Not the `tz:` id of the one city a zone is named after.
    public var timeZone: String? { value2.timeZone }
    /// Where the place is, when the catalogs say.
    public var coordinate: Components.Schemas.Coordinate? { value2.coordinate }
    /// The id of the first-level region the place lies in (`iso3166-2:US-IL`), when the catalogs link one.
    public var region: String? { value2.region }
    /// The place's region and country, named for the reader.
    public var context: Components.Schemas.PlaceContext? { value2.context }
}

extension Components.Schemas.SearchResult: PlaceAnswer {
    /// The place's common fields: the generator's `value1`.
    public var fields: Components.Schemas.PlaceFields { value1 }
    /// The name the search found the place by, and how it matched.
    public var match: Components.Schemas.Match { value2.match }
    /// How many people live there, when the catalogs say.
    public var population: Int? { value2.population }
    /// The IANA time zone the place lies in (`Asia/Bangkok`), when the catalogs say: what `TimeZone(identifier:)`
    /// takes. Not the `tz:` id of the one city a zone is named after.
    public var timeZone: String? { value2.timeZone }
    /// The id of the first-level region the place lies in (`iso3166-2:US-IL`), when the catalogs link one.
    public var region: String? { value2.region }
    /// Where the place is, when the catalogs say.
    public var coordinate: Components.Schemas.Coordinate? { value2.coordinate }
    /// The place's region and country, named for the reader.
    public var context: Components.Schemas.PlaceContext? { value2.context }
}

extension Components.Schemas.ReverseResult: PlaceAnswer {
    /// The place's common fields: the generator's `value1`.
    public var fields: Components.Schemas.PlaceFields { value1 }
    /// The great-circle distance from the position asked, in whole metres.
    public var distance: Int { value2.distance }
    /// Where the place is.
    public var coordinate: Components.Schemas.Coordinate { value2.coordinate }
    /// How many people live there, when the catalogs say.
    public var population: Int? { value2.population }
    /// The IANA time zone the place lies in (`Asia/Bangkok`), when the catalogs say: what `TimeZone(identifier:)`
    /// takes. Not the `tz:` id of the one city a zone is named after.
    public var timeZone: String? { value2.timeZone }
    /// The id of the first-level region the place lies in (`iso3166-2:US-IL`), when the catalogs link one.
    public var region: String? { value2.region }
    /// The place's region and country, named for the reader.
    public var context: Components.Schemas.PlaceContext? { value2.context }
}

extension Components.Schemas.Match {
    /// The language of the matched name (`thai`), or `nil` for an alias: the generator's `language?.value1`.
    public var languageName: Components.Schemas.LanguageName? { language?.value1 }
}

extension Components.Schemas.PlaceNames {
    /// The language whose ICU collation orders ``collated`` (the chain's first), when the answer has one: the
    /// generator's `collation?.value1`.
    public var collationLanguage: Components.Schemas.LanguageName? { collation?.value1 }
}

extension Components.Schemas.LocalizedName {
    /// The preferred form: the whole value when the service sent a plain string (`case1`), else its `preferred`.
    public var preferred: String {
        switch self {
        case .case1(let name): name
        case .case2(let forms): forms.preferred
        }
    }
}
