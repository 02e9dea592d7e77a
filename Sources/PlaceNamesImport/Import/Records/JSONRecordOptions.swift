import Foundation
import PlaceNames

/// What a `JSONRecordImporter` reads from each record: which keys hold names, the id, the kind, nested
/// children and the other place fields.
///
/// Field names are the record's keys after `keyStrategy` (as written when there is none).
public struct JSONRecordOptions: Sendable {
    /// Which keys hold names.
    public var namePattern: NameKeyPattern
    /// Keys that hold other forms of names (`old_name:{lang}` historic), checked after `namePattern`.
    public var formPatterns: [NameFormPattern] = []
    /// Fields whose value is the name in a language when no name key gave one (Natural Earth's `NAME`, in
    /// English), tried in order.
    public var fallbackNames: [(field: String, language: Language)] = []
    /// How a top-level record's kind is decided; nested records take their level's kind.
    public var kind: PlaceKindRule
    /// Where ids come from, tried in order: the first field with a value whose id is not taken wins.
    public var idFields: [IDField] = [IDField("id")]
    /// Nested arrays of child records, outermost first (`districts` of a province, then `sub_districts`).
    public var children: [ChildLevel] = []
    /// The country of every place, when the source covers one country.
    public var country: String?
    /// The field holding an ISO 3166-1 alpha-2 code; children without one take their parent's.
    public var countryField: String?
    /// The field holding the population (a whole number, or a float with no fraction).
    public var populationField: String?
    /// Latitude and longitude fields, used when a record is not a GeoJSON feature with a Point geometry.
    public var latitudeField: String?
    /// See `latitudeField`.
    public var longitudeField: String?
    /// Cross-reference codes and the fields that hold them (`wikidata` ← `wikidataid`).
    public var codeFields: [CodeSystem: String] = [:]
    /// How the source spells keys; fields are then named in lowerCamelCase. Name keys are matched as written.
    public var keyStrategy: RecordKeyStrategy?
    /// Languages for codes that `Language(bcp47:)` reads otherwise or not at all, keyed by code in any case.
    public var languageOverrides: [String: Language] = [:]
    /// Whether names under a Chinese code without a script (`zh`) go to Traditional or Simplified Chinese by
    /// the characters they use (see `ChineseScript`), rather than all to the language the code reads as.
    public var detectChineseScript = false
    /// Where the data comes from, for the catalog's metadata.
    public var source: CatalogSource?
    /// The command recorded in the catalog's metadata.
    public var generatedBy = "names import json"

    /// Creates options from the keys that hold names and the rule that gives each record its kind.
    public init(namePattern: NameKeyPattern, kind: PlaceKindRule) {
        self.namePattern = namePattern
        self.kind = kind
    }

    /// Every field the options name, with the option that names it, for checking them against the data.
    var namedFields: [(field: String, option: String)] {
        var result = idFields.map { ($0.field, "--id-field") }
        result += fallbackNames.map { ($0.field, "--fallback-name") }
        if case .field(let field, _) = kind { result.append((field, "--kind-field")) }
        result += children.map { ($0.field, "--children") }
        result += [(countryField, "--country-field"), (populationField, "--population-field"),
                   (latitudeField, "--latitude-field"), (longitudeField, "--longitude-field")]
            .compactMap { field, option in field.map { ($0, option) } }
        result += codeFields.values.sorted().map { ($0, "--code") }
        return result
    }
}

/// A field that gives a place its id, and the text put before its value (`wikidata:` + `Q1861`).
///
/// The prefix may hold `{kind}`, replaced by the record's kind (`th-admin:{kind}:` → `th-admin:district:1001`),
/// so nested levels whose own ids overlap stay apart.
public struct IDField: Hashable, Sendable {
    /// The field holding the id.
    public var field: String
    /// Text put before the field's value (may hold `{kind}`).
    public var prefix: String

    /// Creates an id rule.
    public init(_ field: String, prefix: String = "") {
        self.field = field
        self.prefix = prefix
    }

    /// The id of a record of `kind` whose field holds `value`.
    func id(value: String, kind: PlaceKind) -> String {
        guard prefix.contains("{kind}") else { return prefix + value }
        return prefix.replacingOccurrences(of: "{kind}", with: kind.rawValue) + value
    }
}

/// One level of nested records: the array field that holds them and the kind they are.
public struct ChildLevel: Hashable, Sendable {
    /// The array field holding the nested records.
    public var field: String
    /// The kind of the nested records.
    public var kind: PlaceKind

    /// Creates a level.
    public init(field: String, kind: PlaceKind) {
        self.field = field
        self.kind = kind
    }

    /// Reads `districts:district,sub_districts:subdistrict`; nil when an entry is not `field:kind`.
    public static func list(_ text: String) -> [ChildLevel]? {
        var levels: [ChildLevel] = []
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            levels.append(ChildLevel(field: String(parts[0]), kind: PlaceKind(rawValue: String(parts[1]))))
        }
        return levels.isEmpty ? nil : levels
    }
}
