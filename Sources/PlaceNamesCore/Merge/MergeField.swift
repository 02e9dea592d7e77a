/// One value of a place that two catalogs can disagree on.
public enum MergeField: Sendable, Hashable, CustomStringConvertible {
    /// The preferred name in a language.
    case name(Language)
    /// The place's kind.
    case kind
    /// The name its source gives it before any language.
    case defaultName
    /// The place's ISO 3166-1 country code.
    case country
    /// The place's first-level region.
    case region
    /// The place's position.
    case coordinate
    /// The place's population.
    case population
    /// The IANA time zone the place lies in.
    case timeZone
    /// The cross-reference code in one system.
    case code(CodeSystem)

    /// How a message names the field: `thai name`, `country`, `wikidata code`.
    public var description: String {
        switch self {
        case .name(let language): "\(language.rawValue) name"
        case .kind: "kind"
        case .defaultName: "default name"
        case .country: "country"
        case .region: "region"
        case .coordinate: "coordinate"
        case .population: "population"
        case .timeZone: "time zone"
        case .code(let system): "\(system.rawValue) code"
        }
    }
}
