extension CatalogPlaceReader {
    /// The names of a `names` object (or null) that the table wants, checking the others without building them;
    /// nil for an unknown or repeated language or a value that is not a name.
    func names(at index: Int) -> [Language: LocalizedName]? {
        let object = tape[index]
        guard object.tag == .object else { return object.tag == .null ? [:] : nil }
        var names = [Language: LocalizedName].withCapacity(table.wantsAll ? Int(object.length) : 0)
        var languages = LanguageSet()
        var key = index + 1
        while key < Int(object.end) {
            let value = key + 1
            guard let text = plainText(at: key), let ordinal = table.ordinal(of: text),
                  languages.insert(ordinal: ordinal) else { return nil }
            if !table.isWanted(ordinal) {
                guard isLocalizedName(at: value) else { return nil }
            } else if tape[value].tag == .string {
                // Built in place: binding an optional name first cost a copy and a release of its four arrays.
                names[table.language(ordinal)] = LocalizedName(stringValue(at: value))
            } else {
                guard let name = localizedName(at: value) else { return nil }
                names[table.language(ordinal)] = name
            }
            key = next(after: value)
        }
        return names
    }

    /// A plain string, or an object with a string `preferred` and string arrays (or null) of other forms.
    func localizedName(at index: Int) -> LocalizedName? {
        let entry = tape[index]
        if entry.tag == .string { return string(at: index).map { LocalizedName($0) } }
        guard entry.tag == .object else { return nil }
        var name = LocalizedName("")
        var seen = 0
        var key = index + 1
        while key < Int(entry.end) {
            let value = key + 1
            guard let (position, kind) = schemaField(at: key, among: CatalogSchema.nameKeys),
                  seen & (1 << position) == 0 else { return nil }
            seen |= 1 << position
            if kind == .preferred {
                guard let text = string(at: value) else { return nil }
                name.preferred = text
            } else {
                guard let forms = strings(at: value) else { return nil }
                name[kind] = forms
            }
            key = next(after: value)
        }
        return seen & 1 != 0 ? name : nil
    }

    /// Whether `localizedName(at:)` would read a name here, without building it.
    private func isLocalizedName(at index: Int) -> Bool {
        let entry = tape[index]
        if entry.tag == .string { return true }
        guard entry.tag == .object else { return false }
        var seen = 0
        var key = index + 1
        while key < Int(entry.end) {
            let value = key + 1
            guard let (position, kind) = schemaField(at: key, among: CatalogSchema.nameKeys),
                  seen & (1 << position) == 0 else { return false }
            seen |= 1 << position
            let tag = tape[value].tag
            if kind == .preferred {
                guard tag == .string else { return false }
            } else {
                guard tag == .null || tag == .array else { return false }
                var element = value + 1
                while element < Int(tape[value].end) {
                    guard tape[element].tag == .string else { return false }
                    element += 1
                }
            }
            key = next(after: value)
        }
        return seen & 1 != 0
    }

    /// An array of strings; null is an empty one.
    private func strings(at index: Int) -> [String]? {
        let entry = tape[index]
        guard entry.tag == .array else { return entry.tag == .null ? [] : nil }
        var result: [String] = []
        result.reserveCapacity(Int(entry.length))
        var element = index + 1
        while element < Int(entry.end) {
            guard let text = string(at: element) else { return nil }
            result.append(text)
            element += 1
        }
        return result
    }
}
