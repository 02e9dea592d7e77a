/// Reads a parsed catalog by walking the document instead of going through Codable: what every command and the
/// service pay at start-up, several times faster than a full decode.
///
/// It checks the catalog's shape as it walks (format marker, version, field names and types, language keys,
/// duplicate keys, name objects). Anything unexpected hands the document to the Codable decoder, so a broken
/// catalog fails with exactly the error `Catalog.read` gives, at its line and column, and a valid one gives
/// exactly the catalog the decoder would.
public enum CatalogPlaceReader {
    /// The whole catalog in `document`.
    public static func catalog(in document: JSONDocument, file: String?) throws(CatalogReadError) -> Catalog {
        let table = LanguageKeyTable(wanted: Set(Language.allCases))
        if let places = walk(document.root, table: table), let metadata = metadata(document.root["metadata"]) {
            return Catalog(metadata: metadata, places: places)
        }
        return try Catalog(decoding: document, file: file)
    }

    /// The places of the catalog in `document`, each with only the names in `languages` (for exports and
    /// statistics, which need a few languages of a large catalog).
    public static func places(
        in document: JSONDocument, file: String?, languages: Set<Language>
    ) throws(CatalogReadError) -> [Place] {
        if let places = walk(document.root, table: LanguageKeyTable(wanted: languages)) { return places }
        return try Catalog(decoding: document, file: file).places.map { place in
            var place = place
            place.names = place.names.filter { languages.contains($0.key) }
            return place
        }
    }

    /// The places, or nil when anything is not as a valid catalog has it.
    private static func walk(_ root: JSONNode, table: LanguageKeyTable) -> [Place]? {
        guard root.kind == .object, root["format"]?.isString(Catalog.formatName) == true,
              let version = root["version"]?.int, (1...Catalog.currentVersion).contains(version),
              let array = root["places"], array.kind == .array,
              root.members.allSatisfy({ ["format", "version", "metadata", "places"].contains($0.key) })
        else { return nil }
        var places: [Place] = []
        places.reserveCapacity(array.count)
        for node in array.elements {
            guard let place = place(node, table: table) else { return nil }
            places.append(place)
        }
        return places
    }

    /// The fields a place may have, in the order `Place` writes them.
    private static let placeFields = ["id", "kind", "country", "coordinate", "population", "codes", "names"]

    /// Which of `placeFields` a key is, compared byte for byte (no String per key).
    private static func placeField(_ key: JSONNode) -> Int? {
        placeFields.firstIndex { key.isString($0) }
    }

    private static func place(_ node: JSONNode, table: LanguageKeyTable) -> Place? {
        guard node.kind == .object else { return nil }
        var id: String?, kind: String?, country: String?, coordinate: Coordinate?, population: Int?
        var codes: [CodeSystem: String] = [:]
        var names: [Language: LocalizedName] = [:]
        var seen = 0
        for member in node.members {
            let value = member.value
            // An unknown or repeated field: let the decoder decide and report.
            guard let field = placeField(member.keyNode), seen & (1 << field) == 0 else { return nil }
            seen |= 1 << field
            switch placeFields[field] {
            case "id":
                guard let text = value.string else { return nil }
                id = text
            case "kind":
                guard let text = value.string else { return nil }
                kind = text
            case "country":
                guard value.kind == .string || value.isNull else { return nil }
                country = value.string
            case "coordinate":
                guard value.isNull || value.kind == .object else { return nil }
                if value.kind == .object {
                    guard let latitude = value["latitude"]?.double, let longitude = value["longitude"]?.double
                    else { return nil }
                    coordinate = Coordinate(latitude: latitude, longitude: longitude)
                }
            case "population":
                guard value.isNull || value.int != nil else { return nil }
                population = value.int
            case "codes":
                guard value.isNull || value.kind == .object else { return nil }
                for code in value.members {
                    let system = CodeSystem(rawValue: code.key)
                    guard let text = code.value.string, codes[system] == nil else { return nil }
                    codes[system] = text
                }
            case "names":
                guard value.kind == .object || value.isNull else { return nil }
                names.reserveCapacity(value.count)
                for name in value.members {
                    guard let (language, wanted) = table.lookUp(name.keyNode) else { return nil }
                    guard let localized = localizedName(name.value) else { return nil }
                    if wanted {
                        guard names[language] == nil else { return nil }
                        names[language] = localized
                    }
                }
            default:
                return nil
            }
        }
        guard let id, let kind else { return nil }
        return Place(id: id, kind: PlaceKind(rawValue: kind), country: country, coordinate: coordinate,
                     population: population, codes: codes, names: names)
    }

    /// A plain string, or an object with a string `preferred` and string arrays of alternates.
    private static func localizedName(_ node: JSONNode) -> LocalizedName? {
        if let text = node.string { return LocalizedName(text) }
        guard node.kind == .object, let preferred = node["preferred"]?.string else { return nil }
        var name = LocalizedName(preferred)
        var seen: Set<String> = []
        for member in node.members where member.key != NameKind.preferred.rawValue {
            guard seen.insert(member.key).inserted, let kind = NameKind(rawValue: member.key),
                  let forms = strings(member.value) else { return nil }
            name[kind] = forms
        }
        return name
    }

    /// Metadata as `CatalogMetadata`'s decoder reads it; nil when the decoder should look.
    private static func metadata(_ node: JSONNode?) -> CatalogMetadata? {
        guard let node, !node.isNull else { return CatalogMetadata() }
        guard node.kind == .object else { return nil }
        var metadata = CatalogMetadata()
        if let generatedBy = node["generatedBy"], !generatedBy.isNull {
            guard let text = generatedBy.string else { return nil }
            metadata.generatedBy = text
        }
        guard let sources = node["sources"], !sources.isNull else { return metadata }
        guard sources.kind == .array else { return nil }
        for source in sources.elements {
            guard source.kind == .object, let name = source["name"]?.string else { return nil }
            var fields: [String?] = []
            for key in ["version", "licence", "url"] {
                guard let value = source[key], !value.isNull else { fields.append(nil); continue }
                guard let text = value.string else { return nil }
                fields.append(text)
            }
            metadata.sources.append(CatalogSource(name: name, version: fields[0], licence: fields[1], url: fields[2]))
        }
        return metadata
    }

    private static func strings(_ node: JSONNode) -> [String]? {
        if node.isNull { return [] }
        guard node.kind == .array else { return nil }
        var result: [String] = []
        result.reserveCapacity(node.count)
        for element in node.elements {
            guard let text = element.string else { return nil }
            result.append(text)
        }
        return result
    }
}
