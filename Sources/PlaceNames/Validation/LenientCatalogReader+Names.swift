extension LenientCatalogReader {
    mutating func readNames(_ node: JSONNode, place: Int32, id: String?, hasAliases: Bool = false) {
        guard node.kind == .object else {
            report(node.offset, .wrongType,
                   "\"names\" must be an object keyed by language, found \(describeValue(node))", place: id)
            return
        }
        guard !node.members.isEmpty else {
            if !hasAliases { report(node.offset, .noNames, "the place has no names", place: id) }
            return
        }
        var seen = LanguageSet()
        for member in node.members {
            guard let language = language(member.keyNode) else {
                reportUnknownLanguage(member.keyNode, place: id)
                continue
            }
            guard seen.insert(language) else {
                report(member.keyNode.offset, .duplicateKey,
                       "the \(language) name appears twice; only one would be kept", place: id, language: language)
                continue
            }
            readName(member.value, language: language, place: place, id: id)
        }
    }

    /// The language a names key names, found from its bytes (no String, no SipHash).
    func language(_ key: JSONNode) -> Language? {
        key.withStringBytes { bytes in
            guard let ordinal = languageKeys.ordinal(of: bytes) else { return nil }
            return languageKeys.language(ordinal)
        }
    }

    private mutating func reportUnknownLanguage(_ key: JSONNode, place: String?) {
        let text = key.string ?? ""
        var message = LanguageError(input: displayed(text)).description
        if let tagged = Language(bcp47: text) {
            message = "unknown language '\(displayed(text))' — names are keyed by language name: write '\(tagged)'"
        }
        report(key.offset, .unknownLanguage, message, place: place)
    }

    private mutating func readName(_ value: JSONNode, language: Language, place: Int32, id: String?) {
        switch value.kind {
        case .string:
            names.append(NameToken(node: Int32(value.index), place: place, language: language, kind: .preferred))
        case .object:
            readNameObject(value, language: language, place: place, id: id)
        default:
            report(value.offset, .wrongType,
                   "the \(language) name must be a string or an object with \"preferred\", found \(describeValue(value))",
                   place: id, language: language)
        }
    }

    private mutating func readNameObject(_ value: JSONNode, language: Language, place: Int32, id: String?) {
        var preferred: JSONNode?
        var alternates: [(NameKind, JSONNode)] = []
        for member in value.members {
            guard let (_, kind) = schemaField(member.keyNode, among: CatalogSchema.nameKeys) else {
                report(member.keyNode.offset, .unknownField, "unknown name field '\(displayed(member.key))'"
                       + didYouMean(member.key, among: CatalogSchema.nameFields), place: id, language: language)
                continue
            }
            let field = member.value
            if kind == .preferred {
                if field.kind == .string {
                    preferred = field
                    names.append(NameToken(node: Int32(field.index), place: place, language: language,
                                           kind: .preferred))
                } else {
                    report(field.offset, .wrongType, "\"preferred\" must be a string, found \(describeValue(field))",
                           place: id, language: language)
                }
                continue
            }
            if field.isNull { continue }
            guard field.kind == .array else {
                report(field.offset, .wrongType,
                       "\"\(kind.rawValue)\" must be an array of strings, found \(describeValue(field))",
                       place: id, language: language)
                continue
            }
            for element in field.elements {
                guard element.kind == .string else {
                    report(element.offset, .wrongType,
                           "each of \"\(kind.rawValue)\" must be a string, found \(describeValue(element))",
                           place: id, language: language)
                    continue
                }
                alternates.append((kind, element))
                names.append(NameToken(node: Int32(element.index), place: place, language: language, kind: kind))
            }
        }
        guard let preferred else {
            if value[NameKind.preferred.rawValue] == nil {
                report(value.offset, .missingField, "the \(language) name has no \"preferred\" form",
                       place: id, language: language)
            }
            return
        }
        for (kind, alternate) in alternates where Self.sameBytes(preferred, alternate) {
            report(alternate.offset, .preferredRepeated,
                   "the preferred \(language) name \"\(displayed(preferred.string ?? ""))\" is repeated in "
                       + "\"\(kind.rawValue)\"; remove it there",
                   place: id, language: language)
        }
    }
}
