import PlaceNames

/// Reads an Xcode String Catalog (`.xcstrings`): each key of `strings` is a place id, its name the `stringUnit`
/// of the language read. That language is the one given, else the one localization the file has besides its
/// `sourceLanguage`. Units in any state but `translated` are skipped and counted, and so are keys without a unit
/// for the language or with `shouldTranslate` false; `variations` and `substitutions` (plural and device forms)
/// are errors, since place names have one form.
enum StringCatalogReader {
    static func read(bytes: [UInt8], path: String, language: Language?) throws(ImportError) -> TranslationFile {
        let text = TranslationText(bytes: bytes, path: path)
        let document = try TranslationJSON.parse(text)
        var collector = TranslationCollector(text)
        let root = document.root
        guard root.kind == .object, let strings = root["strings"], strings.kind == .object else {
            throw .invalid([text.error("xcstrings-format", "expected an object with \"sourceLanguage\" and "
                + "\"strings\": not a String Catalog", at: text.location(ofOffset: root.offset))])
        }
        // The ids are checked as they are read; any other key given twice would leave its second value unread.
        TranslationJSON.duplicateKeys(in: root, text: text, collector: &collector)
        let sourceTag = root["sourceLanguage"]?.string
        var sourceLanguage: Language?
        if let sourceTag, let node = root["sourceLanguage"] {
            do {
                sourceLanguage = try TranslationLanguage.parse(sourceTag)
            } catch {
                collector.error("unknown-language", "sourceLanguage: \(error)", at: text.location(ofOffset: node.offset))
            }
        }
        let (targetTags, target) = try targets(strings, sourceTag: sourceTag, sourceLanguage: sourceLanguage,
                                               language: language, text: text, collector: &collector)
        for member in strings.members {
            read(member, sourceTag: sourceTag, targetTags: targetTags, text: text, collector: &collector)
        }
        return try collector.file(format: .xcstrings, language: target, sourceLanguage: sourceLanguage)
    }

    /// The localization tags to read (those of the language given, else of the one language the file translates
    /// into) and that language.
    private static func targets(_ strings: JSONNode, sourceTag: String?, sourceLanguage: Language?,
                                language: Language?, text: TranslationText,
                                collector: inout TranslationCollector) throws(ImportError) -> ([String], Language?) {
        var tags: [(tag: String, node: JSONNode)] = []
        var seen: Set<[UInt8]> = []
        for member in strings.members {
            guard let localizations = member.value["localizations"] else { continue }
            for localization in localizations.members where seen.insert(Array(localization.key.utf8)).inserted {
                tags.append((localization.key, localization.keyNode))
            }
        }
        if let language {
            return (tags.map(\.tag).filter { (try? TranslationLanguage.parse($0)) == language }, language)
        }
        var found: [(language: Language, tags: [String])] = []
        for (tag, node) in tags where tag != sourceTag {
            let parsed: Language?
            do {
                parsed = try TranslationLanguage.parse(tag)
            } catch {
                collector.error("unknown-language", "localization \(error)", at: text.location(ofOffset: node.offset))
                continue
            }
            guard let parsed, parsed != sourceLanguage else { continue }
            if let index = found.firstIndex(where: { $0.language == parsed }) {
                found[index].tags.append(tag)
            } else {
                found.append((parsed, [tag]))
            }
        }
        guard found.count <= 1 else {
            throw .options("\(text.path) holds translations into \(found.count) languages ("
                + found.map { $0.tags[0] }.joined(separator: ", ") + "): give --lang to read one")
        }
        return (found.first?.tags ?? [], found.first?.language)
    }

    private static func read(_ member: JSONMember, sourceTag: String?, targetTags: [String], text: TranslationText,
                             collector: inout TranslationCollector) {
        let id = member.key
        let keyLocation = text.location(ofOffset: member.keyNode.offset)
        guard !id.isEmpty else {
            return collector.error("missing-id", "an empty key: the place id is missing", at: keyLocation)
        }
        guard collector.claim(id, at: keyLocation, noun: "key") else { return }
        guard member.value.kind == .object else {
            return collector.error("xcstrings-format", "'\(id)' is \(TranslationJSON.kind(member.value)): expected an "
                + "object with \"localizations\"", at: text.location(ofOffset: member.value.offset))
        }
        TranslationJSON.duplicateKeys(in: member.value, text: text, collector: &collector)
        if member.value["shouldTranslate"]?.bool == false { return collector.skip(.untranslated) }
        let localizations = member.value["localizations"]
        if let localizations { TranslationJSON.duplicateKeys(in: localizations, text: text, collector: &collector) }
        var source: String?
        if let sourceTag, let localization = localizations?[sourceTag] {
            guard formsAreOne(localization, id: id, tag: sourceTag, text: text, collector: &collector) else { return }
            source = localization["stringUnit"]?["value"]?.string
        }
        guard let tag = targetTags.first(where: { localizations?[$0] != nil }), let localization = localizations?[tag]
        else { return collector.skip(.untranslated) }
        guard formsAreOne(localization, id: id, tag: tag, text: text, collector: &collector) else { return }
        guard let unit = localization["stringUnit"], let value = unit["value"], let target = value.string else {
            return collector.error("xcstrings-format", "the \(tag) localization of '\(id)' has no stringUnit with a "
                + "string \"value\"", at: text.location(ofOffset: localization.offset))
        }
        TranslationJSON.duplicateKeys(in: unit, text: text, collector: &collector)
        guard unit["state"]?.isString("translated") == true else { return collector.skip(.notTranslatedState) }
        guard !target.isEmpty else { return collector.skip(.untranslated) }
        collector.entries.append(TranslationEntry(id: id, source: source, target: target,
                                                  location: TranslationJSON.contentLocation(of: value, in: text)))
    }

    /// False, with an error, for a localization with plural or device variations or substitutions.
    private static func formsAreOne(_ localization: JSONNode, id: String, tag: String, text: TranslationText,
                                    collector: inout TranslationCollector) -> Bool {
        for key in ["variations", "substitutions"] {
            if let node = localization[key] {
                collector.error("xcstrings-variations", "'\(id)' has \(key) for \(tag) (plural or device forms): "
                    + "place names have one form — give one stringUnit", at: text.location(ofOffset: node.offset))
                return false
            }
        }
        return true
    }
}
