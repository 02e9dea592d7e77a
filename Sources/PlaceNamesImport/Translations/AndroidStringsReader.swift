import PlaceNames

/// Reads an Android `strings.xml`: each `<string name>` is a place, its name the resource name `names export`
/// writes (`AndroidResources.resourceName(for:)`) turned back into the id. The language is the folder's
/// (`values-th`, `values-pt-rPT`, `values-b+sr+Latn`) unless one is given. `translatable="false"` and empty
/// strings are skipped as untranslated; `<plurals>` and markup inside a string are errors.
enum AndroidStringsReader {
    static func read(bytes: [UInt8], path: String, language: Language?) throws(ImportError) -> TranslationFile {
        let text = TranslationText(bytes: bytes, path: path)
        let invalid = text.invalidUTF8()
        guard invalid.isEmpty else { throw .invalid(invalid) }
        let handler = Handler(collector: TranslationCollector(text))
        if let error = XMLEvents.parse(text, handler: handler) {
            throw .invalid(TranslationCollector.ordered(handler.collector.problems + [error]))
        }
        return try handler.collector.file(format: .android, language: language ?? TranslationLanguage.ofFolder(of: path))
    }

    private final class Handler: XMLEventHandler {
        var collector: TranslationCollector
        private var depth = 0
        private var string: (attributes: [String: String], location: SourceLocation, textStart: SourceLocation,
                             text: String, failed: Bool)?

        init(collector: TranslationCollector) {
            self.collector = collector
        }

        func start(_ name: String, attributes: [String: String], location: SourceLocation,
                   textStart: SourceLocation) {
            depth += 1
            if depth == 1 {
                if name != "resources" {
                    collector.error("android-format", "the root element is <\(name)>, not <resources>: not an "
                        + "Android strings.xml", at: location)
                }
                return
            }
            if var string {
                guard !string.failed else { return }
                collector.error("android-markup", "<\(name)> inside string '\(string.attributes["name"] ?? "")': "
                    + "place names have no markup — write the name as plain text", at: location)
                string.failed = true
                self.string = string
                return
            }
            guard depth == 2 else { return }
            switch name {
            case "string": string = (attributes, location, textStart, "", false)
            case "plurals":
                collector.error("plural-forms", "plurals '\(attributes["name"] ?? "")': place names have no plural "
                    + "forms — give each place one <string>", at: location)
            default: break  // other resources (colors, dimensions) are not names
            }
        }

        func text(_ text: String) {
            string?.text += text
        }

        func end(_ name: String) {
            defer { depth -= 1 }
            guard depth == 2, let string else { return }
            self.string = nil
            if !string.failed { finish(string) }
        }

        private func finish(_ string: (attributes: [String: String], location: SourceLocation,
                                       textStart: SourceLocation, text: String, failed: Bool)) {
            // An app's own strings (`app_name`) are not translated and name no place: passed over before their names.
            if string.attributes["translatable"] == "false" { return collector.skip(.untranslated) }
            guard let name = string.attributes["name"] else {
                return collector.error("missing-id", "a string without a name: the place id is missing",
                                       at: string.location)
            }
            guard let id = AndroidResources.placeID(forResourceName: name), !id.isEmpty else {
                return collector.error("android-name", "resource name '\(name)' is not one names export writes: it "
                    + "names no place id", at: string.location)
            }
            guard collector.claim(id, at: string.location, noun: "string name") else { return }
            switch AndroidStringText.unescaped(string.text) {
            case .success(let target) where target.isEmpty: collector.skip(.untranslated)
            case .success(let target):
                collector.entries.append(TranslationEntry(id: id, source: nil, target: target,
                                                          location: string.textStart))
            case .failure(let problem):
                let message = switch problem {
                case .badEscape(let escape):
                    "unknown escape '\\\(escape)' in string '\(name)': Android knows \\' \\\" \\n \\t \\@ \\? \\# "
                        + "\\\\ and \\uXXXX"
                case .apostrophe:
                    "an apostrophe in string '\(name)' must be escaped (\\') or the text put in double quotes"
                case .badUnicodeEscape:
                    "string '\(name)' has a \\u escape that is not four hex digits of a character (a surrogate "
                        + "pair is two escapes)"
                }
                collector.error("android-bad-escape", message, at: string.textStart)
            }
        }
    }
}
