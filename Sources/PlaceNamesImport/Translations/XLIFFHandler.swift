import PlaceNames

/// The walk over an XLIFF file's elements: files and their languages, units and their texts.
final class XLIFFHandler: XMLEventHandler {
    var collector: TranslationCollector
    var language: Language?
    private let languageGiven: Bool
    var sourceLanguage: Language?
    var date: String?
    var translator: String?
    private(set) var sawRoot = false
    /// The first `<file>`'s target language as written, and where.
    private var firstTarget: (text: String, language: Language?, line: Int)?
    /// Whether the file is po2xliff's (it starts with the PO header as a unit).
    private var fromPO2XLIFF = false
    /// Element names from the root down.
    private var stack: [String] = []
    private var unit: XLIFFUnit?
    /// How deep inside `<alt-trans>` or a plural group the walk is: their units and texts are not read.
    private var ignoredDepth = 0
    /// The text being gathered and where it goes.
    private var capture: (element: String, contextType: String?, text: String)?
    private var stopped = false

    init(collector: TranslationCollector, language: Language?) {
        self.collector = collector
        self.language = language
        languageGiven = language != nil
    }

    func start(_ name: String, attributes: [String: String], location: SourceLocation, textStart: SourceLocation) {
        defer { stack.append(name) }
        guard !stopped else { return }
        if stack.isEmpty { return root(name, attributes, location) }
        if ignoredDepth > 0 { return ignoredDepth += 1 }
        if capture?.element == "target", var unit, !unit.failed {
            collector.error("xliff-inline", "inline element <\(name)> in the target of '\(unit.attributes["id"] ?? "")': "
                + "place names have no markup — write the name as plain text", at: location)
            unit.failed = true
            self.unit = unit
            return
        }
        switch name {
        case "file": file(attributes, location)
        case "phase": if translator == nil, let contact = attributes["contact-name"], !contact.isEmpty { translator = contact }
        case "group" where attributes["restype"] == "x-gettext-plurals":
            collector.error("plural-forms", "a group of plural forms (restype x-gettext-plurals): place names have "
                + "none — give each place one trans-unit", at: location)
            ignoredDepth = 1
        case "alt-trans": ignoredDepth = 1
        case "trans-unit": unit = XLIFFUnit(attributes: attributes, location: location)
        case "source" where stack.last == "trans-unit": capture = ("source", nil, "")
        case "target" where stack.last == "trans-unit":
            unit?.targetLocation = textStart
            unit?.state = attributes["state"]
            capture = ("target", nil, "")
        case "context-group" where unit != nil:
            if let group = attributes["name"], group == "po-entry" || group == "po-reference" { unit?.fromPO = true }
        case "context" where unit != nil: capture = ("context", attributes["context-type"], "")
        default: break
        }
    }

    func text(_ text: String) {
        if ignoredDepth == 0, capture != nil { capture!.text += text }
    }

    func end(_ name: String) {
        stack.removeLast()
        guard !stopped else { return }
        if ignoredDepth > 0 { return ignoredDepth -= 1 }
        if let capture, capture.element == name {
            self.capture = nil
            switch (name, capture.contextType) {
            case ("source", _): unit?.source = capture.text
            case ("target", _): unit?.target = capture.text
            case ("context", "x-gettext-msgctxt"?), ("context", "x-po-msgctxt"?): unit?.msgctxt = capture.text
            case ("context", "x-po-autocomment"?): unit?.autocomments.append(capture.text)
            default: break
            }
        }
        if name == "trans-unit", let unit {
            self.unit = nil
            finish(unit)
        }
    }

    private func root(_ name: String, _ attributes: [String: String], _ location: SourceLocation) {
        sawRoot = true
        guard name == "xliff" else {
            collector.error("xliff-format", "the root element is <\(name)>, not <xliff>: not an XLIFF file",
                            at: location)
            return stopped = true
        }
        if let version = attributes["version"], !version.hasPrefix("1.") {
            collector.error("xliff-format", "XLIFF \(version) is not read: export XLIFF 1.2", at: location)
            stopped = true
        }
    }

    private func file(_ attributes: [String: String], _ location: SourceLocation) {
        if date == nil, let value = attributes["date"], !value.isEmpty { date = value }
        if sourceLanguage == nil, let tag = attributes["source-language"] {
            do {
                sourceLanguage = try TranslationLanguage.parse(tag)
            } catch {
                collector.error("unknown-language", "source-language: \(error)", at: location)
            }
        }
        guard let tag = attributes["target-language"] else { return }
        let parsed: Language?
        do {
            parsed = try TranslationLanguage.parse(tag)
        } catch {
            if !languageGiven { collector.error("unknown-language", "target-language: \(error)", at: location) }
            return
        }
        guard let first = firstTarget else {
            firstTarget = (tag, parsed, location.line)
            if !languageGiven { language = parsed }
            return
        }
        if first.language != parsed {
            collector.error("xliff-language-mismatch", "target-language '\(tag)' differs from '\(first.text)' of the "
                + "first <file> (line \(first.line)): a translation file holds one language", at: location)
        }
    }

    private func finish(_ unit: XLIFFUnit) {
        if unit.attributes["restype"] == "x-gettext-domain-header" {
            fromPO2XLIFF = true
            if translator == nil, let target = unit.target {
                translator = GettextHeader(text: target).translator
            }
            return
        }
        if unit.failed { return }
        let number = unit.attributes["id"] ?? ""
        guard let id = unit.placeID(fromPO2XLIFF: fromPO2XLIFF), !id.isEmpty else {
            let message = fromPO2XLIFF || unit.fromPO
                ? "trans-unit '\(number)' comes from po2xliff, which drops msgctxt: its place id is lost — "
                    + "import the .po file itself"
                : "trans-unit without an id: the place id is missing"
            return collector.error("missing-id", message, at: unit.location)
        }
        guard collector.claim(id, at: unit.location, noun: "trans-unit id") else { return }
        if unit.attributes["translate"] == "no" { return collector.skip(.untranslated) }
        guard let target = unit.target, !target.isEmpty, let location = unit.targetLocation else {
            return collector.skip(.untranslated)
        }
        if unit.state == "new" || unit.state == "needs-translation" { return collector.skip(.notTranslatedState) }
        collector.entries.append(TranslationEntry(id: id, source: unit.source, target: target, location: location))
    }
}
