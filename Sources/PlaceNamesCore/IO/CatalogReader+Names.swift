/// A place's names: the `names` object keyed by language, and each name, a string or an object of forms.
extension CatalogReader {
    /// The names of a `names` object (or null) that the table wants; the others are checked and outlined but
    /// not built.
    mutating func readNames(at index: Int, place: Int32, label: String?) -> [Language: LocalizedName]? {
        let object = tape[index]
        guard object.tag == .object else {
            if object.tag == .null { return [:] }
            _ = unreadable(index, .wrongType, "\"names\" must be an object keyed by language, found \(found(index))",
                           place: label)
            return nil
        }
        var names = [Language: LocalizedName].withCapacity(builds && table.wantsAll ? Int(object.length) : 0)
        var languages = LanguageSet()
        var key = index + 1
        while key < Int(object.end) {
            let value = key + 1
            defer { key = next(after: value) }
            guard let ordinal = languageOrdinal(at: key) else {
                guard unreadable(key, .unknownLanguage, unknownLanguage(key), place: label) else { return nil }
                continue
            }
            let language = table.language(ordinal)
            guard languages.insert(ordinal: ordinal) else {
                guard unreadable(key, .duplicateKey, "the \(language) name appears twice; only one would be kept",
                                 place: label, language: language) else { return nil }
                continue
            }
            let wanted = table.isWanted(ordinal)
            if maps, wanted {
                let preferred = tape[value].tag == .object ? firstMember(CatalogSchema.nameKeys, .preferred, in: value) : nil
                map.add(.name(language), at: tape[preferred ?? value].offset)
            }
            if tape[value].tag == .string {
                if outlines {
                    outlined.names.append(NameToken(node: Int32(value), place: place, language: language, kind: .preferred))
                }
                // Built in place: binding an optional name first cost a copy and a release of its four arrays.
                if builds, wanted { names[language] = LocalizedName(stringValue(at: value)) }
                continue
            }
            guard let name = readName(at: value, language: language, building: builds && wanted, place: place,
                                      label: label) else {
                guard goesOn else { return nil }
                continue
            }
            if builds, wanted { names[language] = name }
        }
        return names
    }

    /// A name object: a string `preferred` and string arrays (or null) of other forms, built when `building`.
    private mutating func readName(
        at index: Int, language: Language, building: Bool, place: Int32, label: String?
    ) -> LocalizedName? {
        guard tape[index].tag == .object else {
            _ = unreadable(index, .wrongType, "the \(language) name must be a string or an object with \"preferred\", "
                           + "found \(found(index))", place: label, language: language)
            return nil
        }
        var name = LocalizedName("")
        var preferred: Int?
        let firstToken = outlined.names.count
        var seen = 0
        var key = index + 1
        while key < Int(tape[index].end) {
            let value = key + 1
            defer { key = next(after: value) }
            let kind: CatalogSchema.NameField
            switch member(at: key, among: CatalogSchema.nameKeys, in: "name", seen: &seen, place: label, language: language) {
            case .field(let read): kind = read
            case .skip: continue
            case .stop: return nil
            }
            if kind == .preferred {
                guard tape[value].tag == .string else {
                    guard unreadable(value, .wrongType, "\"preferred\" must be a string, found \(found(value))",
                                     place: label, language: language) else { return nil }
                    continue
                }
                preferred = value
                if outlines {
                    outlined.names.append(NameToken(node: Int32(value), place: place, language: language, kind: kind))
                }
                if building { name.preferred = stringValue(at: value) }
                continue
            }
            guard tape[value].tag != .null else { continue }
            guard tape[value].tag == .array else {
                guard unreadable(value, .wrongType, "\"\(kind.rawValue)\" must be an array of strings, found "
                                 + "\(found(value))", place: label, language: language) else { return nil }
                continue
            }
            var forms: [String] = []
            if building { forms.reserveCapacity(Int(tape[value].length)) }
            var element = value + 1
            while element < Int(tape[value].end) {
                defer { element = next(after: element) }
                guard tape[element].tag == .string else {
                    guard unreadable(element, .wrongType, "each of \"\(kind.rawValue)\" must be a string, found "
                                     + "\(found(element))", place: label, language: language) else { return nil }
                    continue
                }
                if outlines {
                    outlined.names.append(NameToken(node: Int32(element), place: place, language: language, kind: kind))
                }
                if building { forms.append(stringValue(at: element)) }
            }
            if building { name[kind] = forms }
        }
        guard let preferred else {
            if seen & 1 == 0 {
                _ = unreadable(index, .missingField, "the \(language) name has no \"preferred\" form", place: label,
                               language: language)
            }
            return nil
        }
        if outlines { reportRepeatedPreferred(preferred, formsFrom: firstToken, place: label, language: language) }
        return name
    }

    /// Reports each alternate form of one name (its tokens from `first` on) that repeats the preferred form.
    private mutating func reportRepeatedPreferred(_ preferred: Int, formsFrom first: Int, place: String?,
                                                  language: Language) {
        for token in outlined.names[first...] where token.kind != .preferred && sameText(preferred, Int(token.node)) {
            report(Int(token.node), .preferredRepeated, "the preferred \(language) name "
                   + "\"\(displayed(stringValue(at: preferred)))\" is repeated in \"\(token.kind.rawValue)\"; "
                   + "remove it there", place: place, language: language)
        }
    }

    private func unknownLanguage(_ key: Int) -> String {
        let text = storage.string(at: key)
        if let tagged = Language(bcp47: text) {
            return "unknown language '\(displayed(text))' — names are keyed by language name: write '\(tagged)'"
        }
        return LanguageError(input: displayed(text)).description
    }
}
