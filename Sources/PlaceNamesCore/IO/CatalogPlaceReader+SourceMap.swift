/// Recording where places and their values are, for `CatalogSourceMap`.
///
/// A walk of its own after the read, not part of `place(at:)`: the map is wanted also when the Codable decoder
/// read the places (a file with escaped keys, say), so it takes whatever the decoder accepted. It reads keys
/// with escapes too, and keeps going where the fast walk gives up.
extension CatalogPlaceReader {
    /// The map of the root object's (first) `places` array.
    func sourceMap() -> CatalogSourceMap {
        var map = CatalogSourceMap()
        guard let places = firstMember(CatalogSchema.rootKeys, .places, in: 0), tape[places].tag == .array else {
            return map
        }
        var element = places + 1
        while element < Int(tape[places].end) {
            map.addPlace(at: tape[element].offset)
            if tape[element].tag == .object { mapPlace(at: element, into: &map) }
            element = next(after: element)
        }
        return map
    }

    private func mapPlace(at index: Int, into map: inout CatalogSourceMap) {
        var key = index + 1
        while key < Int(tape[index].end) {
            let value = key + 1
            if let field = anySchemaField(at: key, among: CatalogSchema.placeKeys) {
                map.add(.field(field), at: tape[value].offset)
                if field == .names { mapNames(at: value, into: &map) }
                if field == .codes { mapCodes(at: value, into: &map) }
            }
            key = next(after: value)
        }
    }

    private func mapNames(at index: Int, into map: inout CatalogSourceMap) {
        guard tape[index].tag == .object else { return }
        var key = index + 1
        while key < Int(tape[index].end) {
            let value = key + 1
            if let language = mappedLanguage(at: key) {
                let preferred = tape[value].tag == .object
                    ? firstMember(CatalogSchema.nameKeys, .preferred, in: value) : nil
                map.add(.name(language), at: tape[preferred ?? value].offset)
            }
            key = next(after: value)
        }
    }

    /// The language the name key at `key` names, escaped or not, when the map wants its names.
    private func mappedLanguage(at key: Int) -> Language? {
        if let text = plainText(at: key) {
            return table.ordinal(of: text).flatMap { table.isWanted($0) ? table.language($0) : nil }
        }
        guard let language = string(at: key).flatMap(Language.init(rawValue:)) else { return nil }
        var raw = language.rawValue
        let ordinal = raw.withUTF8 { table.ordinal(of: $0) }
        return ordinal.map(table.isWanted) == true ? language : nil
    }

    private func mapCodes(at index: Int, into map: inout CatalogSourceMap) {
        guard tape[index].tag == .object else { return }
        var key = index + 1
        while key < Int(tape[index].end) {
            if let system = string(at: key) { map.addCode(CodeSystem(rawValue: system), at: tape[key + 1].offset) }
            key = next(after: key + 1)
        }
    }

    /// The tape index of the value of the object's first member whose key is `field`.
    private func firstMember<Field: Equatable>(
        _ keys: SchemaKeyTable<Field>, _ field: Field, in object: Int
    ) -> Int? {
        guard tape[object].tag == .object else { return nil }
        var key = object + 1
        while key < Int(tape[object].end) {
            if anySchemaField(at: key, among: keys) == field { return key + 1 }
            key = next(after: key + 1)
        }
        return nil
    }

    /// Which of the schema's `keys` the key at `key` is, escaped or not.
    private func anySchemaField<Field>(at key: Int, among keys: SchemaKeyTable<Field>) -> Field? {
        if let text = plainText(at: key) { return keys.position(of: text).map { keys.fields[$0] } }
        return string(at: key).flatMap(Field.init(rawValue:))
    }
}
