extension CatalogDiff {
    /// The diff as one JSON document, for tools: the same information as ``text()``, members in a fixed order,
    /// 2-space indentation, ending in a newline.
    ///
    /// ```json
    /// {
    ///   "summary": {
    ///     "places": {"old": 41551, "new": 41552, "added": 1, "removed": 0, "changed": 1},
    ///     "names": {"added": 3, "removed": 0, "changed": 1},
    ///     "languages": [{"language": "thai", "added": 2, "removed": 0, "changed": 0}, …]
    ///   },
    ///   "languagesCompared": null,
    ///   "places": [
    ///     {"change": "changed", "id": "geonames:1153669", "kind": "city", "defaultName": "Chiang Mai",
    ///      "country": "TH", "file": "Catalogs/cities/TH.json",
    ///      "names": [{"language": "japanese", "change": "changed", "old": "チェンマイ", "new": "チエンマイ",
    ///                 "forms": []}, …],
    ///      "aliases": {"removed": [], "added": ["Nopburi"], "reordered": false},
    ///      "fields": [{"field": "population", "old": 131091, "new": 127240},
    ///                 {"field": "codes", "system": "wikidata", "old": null, "new": "Q42"}]},
    ///     {"change": "added", "id": "geonames:99", "kind": "city", "defaultName": "Foo", "country": "TH",
    ///      "file": "Catalogs/cities/TH.json", "nameCount": 2}
    ///   ]
    /// }
    /// ```
    ///
    /// `summary.languages` lists every language with a name added, removed or changed, most names first (ties in
    /// code point order). `languagesCompared` is the raw values of the languages compared (`--lang`), or null for
    /// all. `places` is in code point order of the ids; `change` is `added`, `removed` or `changed`; `defaultName`,
    /// `country` and `file` are null when absent; an added or removed place has `nameCount`, a changed one `names`,
    /// `aliases` (null when they did not change) and `fields`. A name's `old` and `new` are written as a catalog
    /// writes them (a string, or an object with `preferred` and its alternate forms), absent for an added or
    /// removed name; its `forms` list each alternate kind whose forms changed: `{"kind": "short", "removed": […],
    /// "added": […], "reordered": false}` (`reordered` true when only their order changed). A field's `old` or
    /// `new` is null when the place lacks it: strings, the population as a number, the coordinate as
    /// `{"latitude": …, "longitude": …}`.
    public func json() -> String {
        var writer = CanonicalJSONWriter(stringStyle: .javaScriptSafe)
        writer.write(jsonValue(), indent: 0)
        writer.output.append(0x0A)
        return String(decoding: writer.output, as: UTF8.self)
    }

    private func jsonValue() -> EncodedValue {
        let places: [EncodedValue] = order.map { slot in
            switch slot {
            case .added(let index): JSONShape.lone(added[index], "added")
            case .removed(let index): JSONShape.lone(removed[index], "removed")
            case .changed(let index): JSONShape.change(changed[index])
            }
        }
        let counts = summary.namesByLanguage.sorted {
            $0.value.total != $1.value.total ? $0.value.total > $1.value.total : $0.key < $1.key
        }
        return JSONShape.object([
            ("summary", JSONShape.object([
                ("places", JSONShape.object([
                    ("old", .number(String(summary.oldPlaces))), ("new", .number(String(summary.newPlaces))),
                    ("added", .number(String(summary.placesAdded))),
                    ("removed", .number(String(summary.placesRemoved))),
                    ("changed", .number(String(summary.placesChanged))),
                ])),
                ("names", JSONShape.counts(summary.names, language: nil)),
                ("languages", JSONShape.array(counts.map { JSONShape.counts($0.value, language: $0.key) })),
            ])),
            ("languagesCompared", languages.map { JSONShape.array($0.sorted().map { .string($0.rawValue) }) } ?? .null),
            ("places", JSONShape.array(places)),
        ])
    }
}

/// How the parts of a diff are written as JSON values (see ``CatalogDiff/json()``).
private enum JSONShape {
    static func object(_ members: [(String, EncodedValue)]) -> EncodedValue {
        let object = EncodedObject(sortsKeys: false)
        object.keys = members.map(\.0)
        object.values = members.map(\.1)
        return .object(object)
    }

    static func array(_ values: [EncodedValue]) -> EncodedValue {
        let array = EncodedArray()
        array.values = values
        return .array(array)
    }

    static func text(_ text: String?) -> EncodedValue {
        text.map(EncodedValue.string) ?? .null
    }

    static func strings(_ texts: [String]) -> EncodedValue {
        array(texts.map(EncodedValue.string))
    }

    static func counts(_ counts: NameCounts, language: Language?) -> EncodedValue {
        var members: [(String, EncodedValue)] = language.map { [("language", .string($0.rawValue))] } ?? []
        members += [("added", .number(String(counts.added))), ("removed", .number(String(counts.removed))),
                    ("changed", .number(String(counts.changed)))]
        return object(members)
    }

    /// The members every place has: change, id, kind, defaultName, country, file.
    static func heading(_ place: Place, file: String?, _ change: String) -> [(String, EncodedValue)] {
        [("change", .string(change)), ("id", .string(place.id)), ("kind", .string(place.kind.rawValue)),
         ("defaultName", text(place.defaultName)), ("country", text(place.country)), ("file", text(file))]
    }

    static func lone(_ entry: DiffPlace, _ change: String) -> EncodedValue {
        object(heading(entry.place, file: entry.file, change) + [("nameCount", .number(String(entry.nameCount)))])
    }

    static func change(_ change: PlaceChange) -> EncodedValue {
        object(heading(change.new, file: change.file, "changed") + [
            ("names", array(change.names.map(name))),
            ("aliases", change.aliases.map { list($0, kind: nil) } ?? .null),
            ("fields", array(change.fields.map(field))),
        ])
    }

    static func name(_ change: NameChange) -> EncodedValue {
        var members: [(String, EncodedValue)] = [("language", .string(change.language.rawValue)),
                                                 ("change", .string(change.change.rawValue))]
        if let old = change.old { members.append(("old", name(old))) }
        if let new = change.new { members.append(("new", name(new))) }
        members.append(("forms", array(NameKind.alternates.compactMap { kind in
            change.forms[kind].map { list($0, kind: kind) }
        })))
        return object(members)
    }

    /// A name as a catalog writes it: its preferred form alone as a string, else an object.
    static func name(_ name: LocalizedName) -> EncodedValue {
        if name.isPlain { return .string(name.preferred) }
        var members: [(String, EncodedValue)] = [(NameKind.preferred.rawValue, .string(name.preferred))]
        for kind in NameKind.alternates where !name[kind].isEmpty { members.append((kind.rawValue, strings(name[kind]))) }
        return object(members)
    }

    static func list(_ change: ListChange, kind: NameKind?) -> EncodedValue {
        var members: [(String, EncodedValue)] = kind.map { [("kind", .string($0.rawValue))] } ?? []
        members += [("removed", strings(change.removed)), ("added", strings(change.added)),
                    ("reordered", .bool(change.isReordering))]
        return object(members)
    }

    static func field(_ change: FieldChange) -> EncodedValue {
        var members: [(String, EncodedValue)] = [("field", .string(change.field.rawValue))]
        if let system = change.system { members.append(("system", .string(system.rawValue))) }
        members += [("old", change.old.map(value) ?? .null), ("new", change.new.map(value) ?? .null)]
        return object(members)
    }

    static func value(_ value: FieldValue) -> EncodedValue {
        switch value {
        case .text(let text): return .string(text)
        case .number(let number): return .number(String(number))
        case .coordinate(let coordinate):
            return object([(CatalogSchema.CoordinateField.latitude.rawValue, .number(coordinate.latitude.description)),
                           (CatalogSchema.CoordinateField.longitude.rawValue, .number(coordinate.longitude.description))])
        }
    }
}
