import PlaceNames
import PlaceNamesIndex

/// How places and names are written in responses.
extension JSONWriter {
    /// `{"id", "kind", "country"?, "name", "language", "fallback", "label"}`: a place with the name chosen for the reader
    /// (`"language": "und"` and `"fallback": true` for its default name).
    mutating func place(_ place: Place, chain: [Language], label: String?) {
        object { $0.placeFields(place, resolved: place.name(in: chain), label: label) }
    }

    /// The members of a place object, written into the object being written (which may add its own after them):
    /// every answer that shows a place writes these, in this order.
    mutating func placeFields(_ place: Place, resolved: ResolvedName?, label: String?) {
        field("id", place.id)
        field("kind", place.kind.rawValue)
        if let country = place.country { field("country", country) }
        if let resolved {
            field("name", resolved.name.preferred)
            field("language", resolved.languageRawValue)
            field("fallback", resolved.isFallback)
        }
        if let label { field("label", label) }
    }

    /// A name as catalogs write it: a string when only the preferred form is known, else an object.
    mutating func localizedName(_ name: LocalizedName) {
        if name.isPlain {
            string(name.preferred)
            return
        }
        object { json in
            json.field("preferred", name.preferred)
            for kind in NameKind.alternates where !name[kind].isEmpty {
                json.field(text: kind.rawValue, name[kind])
            }
        }
    }
}

extension JSONWriter {
    /// `placeFields(_:resolved:label:)` of a place read as `ShownPlace`: the same members, in the same order.
    mutating func placeFields(_ place: ShownPlace, label: String?) {
        field("id", place.id)
        field("kind", place.kind)
        if let country = place.country { field("country", country) }
        if let name = place.name {
            field("name", name.preferred)
            field("language", name.language?.rawValue ?? ResolvedName.undeterminedTag)
            field("fallback", name.isFallback)
        }
        if let label { field("label", label) }
    }
}
