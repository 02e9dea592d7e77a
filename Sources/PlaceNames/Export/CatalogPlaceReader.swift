/// Reads from a parsed catalog what exports and statistics need (id, kind, country, names in chosen languages),
/// walking the document instead of decoding every name: a million-name catalog exports in a fraction of the
/// time a full decode takes.
///
/// It checks the catalog's shape as it walks (format marker, version, field names and types, language keys,
/// name objects). Anything unexpected hands the document to the full decoder, so a broken catalog fails with
/// exactly the error `Catalog.read` gives, at its line and column.
public enum CatalogPlaceReader {
    /// The places of the catalog in `document`, each with only the names in `languages`.
    public static func places(
        in document: JSONDocument, file: String?, languages: Set<Language>
    ) throws(CatalogReadError) -> [Place] {
        if let places = walk(document.root, languages: languages) { return places }
        return try Catalog(document: document, file: file).places.map { place in
            var place = place
            place.names = place.names.filter { languages.contains($0.key) }
            return place
        }
    }

    private static let placeFields: Set<String> = ["id", "kind", "country", "coordinate", "population", "codes",
                                                   "names"]

    /// The places, or nil when anything is not as a valid catalog has it.
    private static func walk(_ root: JSONNode, languages: Set<Language>) -> [Place]? {
        guard root.kind == .object, root["format"]?.isString(Catalog.formatName) == true,
              let version = root["version"]?.int, (1...Catalog.currentVersion).contains(version),
              root["metadata"].map({ $0.kind == .object || $0.isNull }) ?? true,
              let array = root["places"], array.kind == .array else { return nil }
        let table = LanguageKeyTable(wanted: languages)
        var places: [Place] = []
        places.reserveCapacity(array.count)
        for node in array.elements {
            guard let place = place(node, table: table) else { return nil }
            places.append(place)
        }
        return places
    }

    private static func place(_ node: JSONNode, table: LanguageKeyTable) -> Place? {
        guard node.kind == .object else { return nil }
        var id: String?, kind: String?, country: String?
        var names: [Language: LocalizedName] = [:]
        for member in node.members {
            let value = member.value
            switch member.key {
            case "id": id = value.string
            case "kind": kind = value.string
            case "country":
                guard value.kind == .string || value.isNull else { return nil }
                country = value.string
            case "coordinate", "codes":
                guard value.kind == .object || value.isNull else { return nil }
            case "population":
                guard value.int != nil || value.isNull else { return nil }
            case "names":
                guard value.kind == .object || value.isNull else { return nil }
                for name in value.members {
                    guard let (language, wanted) = table.lookUp(name.keyNode) else { return nil }
                    if wanted {
                        guard let localized = localizedName(name.value) else { return nil }
                        names[language] = localized
                    } else if name.value.kind != .string && name.value.kind != .object {
                        return nil
                    }
                }
            default:
                return nil
            }
        }
        guard let id, let kind else { return nil }
        return Place(id: id, kind: PlaceKind(rawValue: kind), country: country, names: names)
    }

    /// A plain string, or an object with a string `preferred` and string arrays of alternates.
    private static func localizedName(_ node: JSONNode) -> LocalizedName? {
        if let text = node.string { return LocalizedName(text) }
        guard node.kind == .object, let preferred = node["preferred"]?.string else { return nil }
        var name = LocalizedName(preferred)
        for member in node.members where member.key != NameKind.preferred.rawValue {
            guard let kind = NameKind(rawValue: member.key), member.value.kind == .array else { return nil }
            var forms: [String] = []
            for element in member.value.elements {
                guard let form = element.string else { return nil }
                forms.append(form)
            }
            name[kind] = forms
        }
        return name
    }
}
