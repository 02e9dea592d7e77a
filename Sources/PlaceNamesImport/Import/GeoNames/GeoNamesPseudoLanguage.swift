import PlaceNames

/// The `isolanguage` values of GeoNames that are not languages: codes, links and special name sets.
///
/// Codes go into a place's `codes`; the rest are skipped with a reason. None of them is ever a name.
enum GeoNamesPseudoLanguage {
    case code(CodeSystem)
    case skipped(reason: String)

    /// The pseudo-language `value` names, or nil for a language code.
    init?(_ value: String) {
        switch value {
        case "iata": self = .code(.iata)
        case "icao": self = .code(.icao)
        case "faac": self = .code(.faa)
        case "unlc": self = .code(.unlocode)
        case "wkdt": self = .code(.wikidata)
        case "post": self = .skipped(reason: "postal code (post): a place has many, and it is not a name")
        case "link": self = .skipped(reason: "link (link): a web address, not a name")
        case "abbr": self = .skipped(reason: "abbreviation (abbr): no language")
        case "fr_1793": self = .skipped(reason: "French Revolution name (fr_1793): not a current name")
        case "phon": self = .skipped(reason: "pronunciation (phon): not a name")
        case "": self = .skipped(reason: "no language (isolanguage empty)")
        default: return nil
        }
    }
}

extension CodeSystem {
    /// FAA location identifier of a US airport (`JFK`), GeoNames' `faac`.
    public static let faa: CodeSystem = "faa"
}
