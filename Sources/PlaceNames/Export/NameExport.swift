/// One language's names, ready to write: filtered, filled from fallbacks, in the language's collation order.
///
/// Order: ICU sort keys of the names for the language's locale, ties by id in code point order. The order
/// depends on the ICU (CLDR) version, so formats with room for a comment record `icuVersion`.
public struct NameExport: Sendable {
    /// The exported language.
    public let language: Language
    /// The names in collation order.
    public let names: [ExportedName]
    /// Places that passed the filters but have no name in the language or any fallback: left out.
    public let missing: Int
    /// How many missing names each fallback language filled, in fallback order (languages that filled none
    /// are left out).
    public let filled: [(language: Language, count: Int)]
    /// With fallback languages, how many places none of them names took their default name instead (marked `und`).
    public let filledByDefaultName: Int
    /// The ICU version whose collation ordered the names.
    public let icuVersion: String
    /// Whether the names carry their places' aliases (`ExportOptions.aliases`).
    public let withAliases: Bool
    /// Whether the names carry their places' labels (`ExportOptions.labels`).
    public let withLabels: Bool

    /// Exports `places`' names in `language`. A place id seen twice keeps its first occurrence.
    public init(places: [Place], language: Language, options: ExportOptions = ExportOptions()) throws {
        var names: [ExportedName] = []
        var missing = 0
        var byDefaultName = 0
        var filled = [Int](repeating: 0, count: options.fallback.count)
        var seen = PlaceIDSet(minimumCapacity: places.count)
        for place in places where options.includes(place) && seen.insert(place.id) {
            let english = place.names[.english]?.preferred
            let aliases = options.aliases ? place.aliases : []
            if let name = place.names[language] {
                names.append(ExportedName(id: place.id, name: name.preferred, english: english, fallback: nil,
                                           aliases: aliases))
                continue
            }
            guard let position = options.fallback.firstIndex(where: { place.names[$0] != nil }) else {
                // Asking for fallbacks asks for a name for every place: the default name is the last one.
                if !options.fallback.isEmpty, let defaultName = place.defaultName {
                    var entry = ExportedName(id: place.id, name: defaultName, english: english, fallback: nil,
                                             aliases: aliases)
                    entry.isDefaultName = true
                    names.append(entry)
                    byDefaultName += 1
                } else {
                    missing += 1
                }
                continue
            }
            let fallback = options.fallback[position]
            filled[position] += 1
            names.append(ExportedName(id: place.id, name: place.names[fallback]!.preferred, english: english,
                                      fallback: fallback, aliases: aliases))
        }
        self.language = language
        if options.labels {
            // Regions and countries are looked up among the places given, by id, once for all names.
            let references = PlaceReferences(places)
            let byID = Dictionary(places.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let chain = [language] + options.fallback
            for index in names.indices {
                guard let place = byID[names[index].id] else { continue }
                names[index].label = Place.label(of: place, in: chain) { id in
                    references.position(of: id).map { places[$0] }
                }
            }
        }
        self.names = try CollationOrder.sorted(names, language: language)
        self.missing = missing
        self.filledByDefaultName = byDefaultName
        self.filled = zip(options.fallback, filled).filter { $0.1 > 0 }.map { (language: $0.0, count: $0.1) }
        self.icuVersion = PlaceNames.icuVersion
        self.withAliases = options.aliases
        self.withLabels = options.labels
    }

    /// How many names came from fallback languages.
    public var filledCount: Int { filled.reduce(0) { $0 + $1.count } + filledByDefaultName }
}
