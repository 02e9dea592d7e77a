import PlaceNames

/// How places and names are written in responses.
extension JSONWriter {
    /// `{"id", "kind", "country"?, "name", "language", "fallback"}`: a place with the name chosen for the reader.
    mutating func place(_ place: Place, chain: [Language]) {
        let resolved = place.name(in: chain)
        object { json in
            json.field("id", place.id)
            json.field("kind", place.kind.rawValue)
            if let country = place.country { json.field("country", country) }
            if let resolved {
                json.field("name", resolved.name.preferred)
                json.field("language", resolved.language.rawValue)
                json.field("fallback", resolved.isFallback)
            }
        }
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
                json.field(kind.rawValue, name[kind])
            }
        }
    }
}
