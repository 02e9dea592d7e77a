/// The JSON field names of a catalog file, named once for every reader.
///
/// The Codable model (`Catalog`, `CatalogMetadata`, `CatalogSource`, `Place`, `Coordinate` use these enums as
/// their `CodingKeys`) and the one catalog reader (`CatalogReader`, which also records the source map merges
/// locate conflicts with and the outline the validator checks) take their keys from here, so a field added or
/// renamed reaches both at once. Each enum lists one object's fields in the order they are written; a
/// name object's fields are ``NameKind``'s raw values. The keys of `names` are ``Language`` raw values and those
/// of `codes` ``CodeSystem`` raw values: open sets, not fields.
public enum CatalogSchema {
    /// The root object: `{"format": "placenames-catalog", "version": 1, "metadata": {…}, "places": […]}`.
    public enum RootField: String, CaseIterable, CodingKey, Sendable {
        /// `"placenames-catalog"`: what says the file is a catalog.
        case format
        /// The format version, a whole number.
        case version
        /// Where the names come from (optional).
        case metadata
        /// The array of places.
        case places
    }

    /// The `metadata` object.
    public enum MetadataField: String, CaseIterable, CodingKey, Sendable {
        /// The tool or script that wrote the file.
        case generatedBy
        /// The sources of the names, with their licences.
        case sources
    }

    /// One element of `metadata.sources`.
    public enum SourceField: String, CaseIterable, CodingKey, Sendable {
        /// The source's name (required).
        case name
        /// The source's version or release.
        case version
        /// The licence the names are under.
        case licence
        /// Where the source is published.
        case url
    }

    /// One element of `places`.
    public enum PlaceField: String, CaseIterable, CodingKey, Sendable {
        /// The place's id, unique across catalogs (`geonames:1609350`).
        case id
        /// What the place is: `country`, `city`, `region`…
        case kind
        /// The name its source gives it before any language (GeoNames' main name), shown when no language of a
        /// reader's chain has one.
        case defaultName
        /// The ISO 3166-1 code of the country it is in.
        case country
        /// The id of the first-level region it lies in.
        case region
        /// Its latitude and longitude.
        case coordinate
        /// How many people live there, when known.
        case population
        /// The IANA time zone it lies in (`Asia/Bangkok`), when a source says; not the `tz` code, which marks the
        /// one exemplar city of a zone.
        case timeZone
        /// Its codes in other systems, keyed by system.
        case codes
        /// Its names, keyed by language.
        case names
        /// Spellings without a language (codes such as `BKK`, old or unofficial forms).
        case aliases
    }

    /// A place's `coordinate` object.
    public enum CoordinateField: String, CaseIterable, CodingKey, Sendable {
        /// Degrees north (negative south).
        case latitude
        /// Degrees east (negative west).
        case longitude
    }

    /// The fields of a name written as an object (`{"preferred": …, "short": […]}`).
    public typealias NameField = NameKind

    // The keys as strings, in order: for messages ("did you mean") and for readers that compare a key's bytes
    // with `JSONNode.isString`, which makes no String from the key. Built once, as `allCases` builds an array
    // on every call.

    /// The root object's keys, in order.
    public static let rootFields = RootField.allCases.map(\.rawValue)
    /// The `metadata` object's keys, in order.
    public static let metadataFields = MetadataField.allCases.map(\.rawValue)
    /// A source's keys, in order.
    public static let sourceFields = SourceField.allCases.map(\.rawValue)
    /// A place's keys, in order.
    public static let placeFields = PlaceField.allCases.map(\.rawValue)
    /// A coordinate's keys, in order.
    public static let coordinateFields = CoordinateField.allCases.map(\.rawValue)
    /// A name object's keys, in order (`preferred` first).
    public static let nameFields = NameKind.allCases.map(\.rawValue)
}
