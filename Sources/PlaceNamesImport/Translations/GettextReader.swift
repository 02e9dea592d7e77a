import PlaceNames

/// Reads a gettext PO file: `msgctxt` is the place id, `msgid` the source, `msgstr` the name. The header gives
/// the language (`Language`), the source language (`X-Source-Language`), the revision date and the translator.
/// Fuzzy, obsolete (`#~`) and untranslated entries are skipped and counted; plural entries are errors, since
/// place names have no plural forms.
enum GettextReader {
    static func read(bytes: [UInt8], path: String, language: Language?) throws(ImportError) -> TranslationFile {
        let text = TranslationText(bytes: bytes, path: path)
        let invalid = text.invalidUTF8()
        guard invalid.isEmpty else { throw .invalid(invalid) }
        var lexer = GettextLexer(text)
        lexer.run()
        var reader = Reader(collector: TranslationCollector(text), language: language)
        reader.collector.problems = lexer.problems
        reader.read(lexer.tokens)
        return try reader.collector.file(format: .po, language: reader.language, sourceLanguage: reader.sourceLanguage,
                                         revisionDate: reader.header?.revisionDate,
                                         translator: reader.header?.translator)
    }

    /// The walk over the tokens: entries are built keyword by keyword and checked as each one ends.
    private struct Reader {
        var collector: TranslationCollector
        var language: Language?
        let languageGiven: Bool
        var sourceLanguage: Language?
        var header: GettextHeader?
        private var headerLine: Int?
        private var entry = GettextEntry()
        /// The field the next strings add to; nil after an unknown keyword, whose strings are passed over.
        private var field: WritableKeyPath<GettextEntry, GettextEntry.Field?>?
        /// A keyword still waiting for its first string.
        private var waiting: GettextToken?
        /// Whether the strings now read follow an unknown keyword (already reported).
        private var passingOver = false

        init(collector: TranslationCollector, language: Language?) {
            self.collector = collector
            self.language = language
            languageGiven = language != nil
        }

        mutating func read(_ tokens: [GettextToken]) {
            for token in tokens {
                switch token.kind {
                case .comment(let kind, let text):
                    endKeyword()
                    if !entry.isEmpty { finish() }
                    if kind == UInt8(ascii: ","),
                       text.split(separator: ",").contains(where: { Language.trimmed(String($0)) == "fuzzy" }) {
                        entry.fuzzy = true
                    }
                case .keyword(let name):
                    endKeyword()
                    keyword(name, token)
                case .string(let bytes):
                    waiting = nil
                    guard let field, entry[keyPath: field] != nil else {
                        if !passingOver {
                            collector.error("po-syntax", "a string with no keyword before it: start the entry with "
                                + "msgctxt, msgid or msgstr", at: token.location)
                            passingOver = true
                        }
                        continue
                    }
                    entry[keyPath: field]!.segments.append((entry[keyPath: field]!.bytes.count, token.contentLocation))
                    entry[keyPath: field]!.bytes.append(contentsOf: bytes)
                }
            }
            endKeyword()
            if !entry.isEmpty { finish() }
        }

        /// A keyword must have a string after it.
        private mutating func endKeyword() {
            if let waiting, case .keyword(let name) = waiting.kind {
                collector.error("po-syntax", "\(name) needs a quoted string after it", at: waiting.location)
            }
            waiting = nil
        }

        private mutating func keyword(_ name: String, _ token: GettextToken) {
            let path: WritableKeyPath<GettextEntry, GettextEntry.Field?>
            switch name {
            case "msgctxt": path = \.context
            case "msgid": path = \.id
            case "msgid_plural": path = \.plural
            case "msgstr": path = \.translation
            case _ where name.hasPrefix("msgstr["): path = \.indexedTranslation
            default:
                collector.error("po-syntax", "unknown keyword '\(name)': an entry has msgctxt, msgid and msgstr",
                                at: token.location)
                field = nil
                passingOver = true
                return
            }
            passingOver = false
            waiting = token
            // What starts a new entry: msgctxt or msgid once this one has a msgid, anything after its msgstr.
            let hasTranslation = entry.translation != nil || entry.indexedTranslation != nil
            let startsEntry = (path == \.context || path == \.id) && (entry.id != nil || hasTranslation)
                || (path == \.context && entry.context != nil)
                || (hasTranslation && path != \.indexedTranslation)
            if startsEntry {
                finish()
            } else if path == \.indexedTranslation && entry.indexedTranslation != nil {
                field = nil  // msgstr[1] and on: one plural form is enough to report
                passingOver = true
                waiting = nil
                return
            }
            if (path == \.translation || path == \.indexedTranslation || path == \.plural) && entry.id == nil {
                collector.error("po-syntax", "\(name) without a msgid before it", at: token.location)
            }
            entry.obsolete = entry.obsolete || token.obsolete
            entry[keyPath: path] = GettextEntry.Field(keyword: token)
            field = path
        }

        /// Checks the entry just read and takes it (or counts why not).
        private mutating func finish() {
            let entry = self.entry
            self.entry = GettextEntry()
            field = nil
            guard let id = entry.id else {
                // A msgstr or msgid_plural without a msgid was reported at its keyword.
                if let context = entry.context, entry.translation == nil, entry.indexedTranslation == nil,
                   entry.plural == nil {
                    collector.error("po-syntax", "msgctxt without a msgid after it", at: context.keyword.location)
                }
                return
            }
            if entry.obsolete { return collector.skip(.obsolete) }
            let idText = id.text ?? String(decoding: id.bytes, as: UTF8.self)
            guard let translation = entry.translation ?? entry.indexedTranslation else {
                return collector.error("po-syntax", "entry '\(idText)' has no msgstr", at: id.keyword.location)
            }
            if entry.isHeader { return readHeader(translation, at: id.keyword.location) }
            if entry.plural != nil || entry.indexedTranslation != nil {
                let at = (entry.plural ?? entry.indexedTranslation ?? translation).keyword.location
                let name = entry.context.flatMap(\.text) ?? idText
                return collector.error("plural-forms", "entry '\(name)' has plural forms (msgid_plural, msgstr[N]): "
                    + "place names have none — give one msgid and one msgstr", at: at)
            }
            guard let context = entry.context, let placeID = context.text, !placeID.isEmpty else {
                let problem = entry.context == nil ? "has no msgctxt" : "has an empty msgctxt"
                return collector.error("missing-id", "entry '\(idText)' \(problem): the place id is missing",
                                       at: (entry.context ?? id).keyword.location)
            }
            guard collector.claim(placeID, at: context.keyword.location, noun: "msgctxt") else { return }
            guard let source = id.text, let target = translation.text else {
                let (name, field) = id.text == nil ? ("msgid", id) : ("msgstr", translation)
                return collector.error("invalid-utf8", "the \(name) of '\(placeID)' is not UTF-8 once its escapes "
                    + "are read (\\NNN and \\xHH are bytes)", at: field.contentLocation)
            }
            if entry.fuzzy { return collector.skip(.fuzzy) }
            if target.isEmpty { return collector.skip(.untranslated) }
            collector.entries.append(TranslationEntry(id: placeID, source: source, target: target,
                                                      location: translation.contentLocation))
        }

        private mutating func readHeader(_ translation: GettextEntry.Field, at location: SourceLocation) {
            if let headerLine {
                return collector.error("duplicate-id", "a second header entry (first on line \(headerLine))",
                                       at: location)
            }
            headerLine = location.line
            let header = GettextHeader(translation)
            self.header = header
            if !languageGiven, let (value, at) = header.field("Language") {
                do {
                    language = try TranslationLanguage.parse(value)
                } catch {
                    collector.error("unknown-language", "header Language: \(error)", at: at)
                }
            }
            if let (value, at) = header.field("X-Source-Language") {
                do {
                    sourceLanguage = try TranslationLanguage.parse(value)
                } catch {
                    collector.error("unknown-language", "header X-Source-Language: \(error)", at: at)
                }
            }
        }
    }
}
