import PlaceNames

/// Translators' files taken into catalogs: every translation checked against the catalogs and by every check of
/// `names validate`, then the changed catalog files in canonical form, ready to write. Nothing is written here;
/// when ``failed(at:)`` is true nothing may be.
public struct TranslationImport: Sendable {
    /// Every finding, at the translation file's line and column, in file order: errors refuse the import.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The names set, in translation file order.
    public private(set) var changes: [TranslationChange] = []
    /// The catalog files that change, with their new canonical bytes, in the order the catalogs were given.
    public private(set) var changedFiles: [(path: String, bytes: [UInt8])] = []
    /// What was counted.
    public private(set) var summary = TranslationImportSummary()

    /// Whether anything at or above `threshold` was found (the import must then write nothing).
    /// Stale sources are `info`: reported and left out, they refuse nothing at the default threshold (`warning`).
    public func failed(at threshold: Severity = .warning) -> Bool {
        diagnostics.contains { $0.severity >= threshold }
    }

    /// Plans the import of `translations` into the catalogs `catalogFiles` (paths of files).
    /// - Throws: `CatalogReadError` when a catalog cannot be read; an encoding error if a changed one cannot be
    ///   written (nothing is then planned).
    public init(translations: [TranslationFile], catalogFiles: [String], options: TranslationImportOptions) throws {
        var catalogs = TranslatedCatalogs(try catalogFiles.map { file throws(CatalogReadError) in
            (file, try Catalog.readBytes(file))
        })
        try catalogs.parse()
        var taken = Set<String>()
        var seen: [String: (file: String, location: SourceLocation)] = [:]
        for file in translations {
            for (reason, count) in file.skipped { summary.skipped[reason, default: 0] += count }
            guard let language = language(of: file, options) else { continue }
            let sourceLanguage = file.sourceLanguage ?? options.sourceLanguage
            for entry in file.entries {
                let key = entry.id + "\u{0}" + language.rawValue
                if let first = seen[key] {
                    report(file, entry.location, "duplicate-translation", "\(entry.id) is translated again into "
                           + "\(language.rawValue); the first is at \(first.file):\(first.location)")
                    continue
                }
                seen[key] = (file.path, entry.location)
                guard let position = catalogs.position(of: entry.id) else {
                    report(file, entry.location, "unknown-place", "no place has the id '\(entry.id)' in the "
                           + "catalogs given (\(catalogFiles.count) files); was it renamed since the export?")
                    continue
                }
                if consider(entry, file: file, language: language, sourceLanguage: sourceLanguage,
                            at: position, in: &catalogs, options: options) {
                    taken.insert(entry.id + "\u{0}" + language.rawValue)
                }
            }
        }
        guard !changes.isEmpty else { return }
        changedFiles = try catalogs.changedFiles(sources: translations.map(TranslationImport.source))
        validate(catalogs.contents(replacing: changedFiles), taken: taken, options: options)
    }

    /// The language `file` is in: --lang and the file must agree; one of them must say.
    private mutating func language(of file: TranslationFile, _ options: TranslationImportOptions) -> Language? {
        switch (file.language, options.language) {
        case let (said?, asked?) where said != asked:
            report(file, SourceLocation(line: 1, column: 1), "language-mismatch", "the file is for "
                   + "\(said.rawValue) (\(said.bcp47)), but --lang says \(asked.rawValue) (\(asked.bcp47))")
            return nil
        case (nil, nil):
            report(file, SourceLocation(line: 1, column: 1), "unknown-language", "the \(file.format.rawValue) file "
                   + "does not say its language: give it with --lang (thai, th)")
            return nil
        case let (said, asked): return asked ?? said
        }
    }

    /// Checks one translation against its place and sets it when it may be taken; true when it was.
    private mutating func consider(
        _ entry: TranslationEntry, file: TranslationFile, language: Language, sourceLanguage: Language,
        at position: TranslatedCatalogs.Position, in catalogs: inout TranslatedCatalogs,
        options: TranslationImportOptions
    ) -> Bool {
        let place = catalogs.place(at: position)
        var target = entry.target
        if options.fixNFC, !Normalizer.nfc.isNormalized(target) {
            target = Normalizer.nfc.normalize(target)
            summary.normalised += 1
        }
        if let source = entry.source, source != entry.id,
           let current = TranslationExport.source(of: place, in: sourceLanguage),
           !Array(source.unicodeScalars).elementsEqual(current.text.unicodeScalars) {
            summary.stale += 1
            let what = current.isDefaultName ? "default name" : "\(sourceLanguage.rawValue) name"
            let message = "\(entry.id): the source \"\(source)\" is no longer the place's \(what) "
                + "\"\(current.text)\" (the catalog changed since the export)"
            guard options.acceptStale else {
                report(file, entry.location, "stale-source", message + ": translate it again, or pass --accept-stale",
                       severity: .info, place: entry.id, language: language)
                return false
            }
            summary.staleTaken += 1
        }
        let existing = place.names[language]
        if let existing, Array(existing.preferred.unicodeScalars).elementsEqual(target.unicodeScalars) {
            summary.unchanged += 1
            return false
        }
        if let existing {
            summary.conflicts += 1
            switch options.preference {
            case nil:
                report(file, entry.location, "conflict", "\(entry.id) already has the \(language.rawValue) name "
                       + "\"\(existing.preferred)\", and the translation says \"\(target)\": pass --prefer "
                       + "translations (the old name kept as a variant) or --prefer catalogs",
                       place: entry.id, language: language)
                return false
            case .catalogs?:
                summary.keptCatalogs += 1
                return false
            case .translations?:
                summary.replaced += 1
            }
        } else {
            summary.added += 1
        }
        catalogs.setName(target, language: language, at: position)
        changes.append(TranslationChange(place: entry.id, catalogFile: catalogs.file(of: position),
                                         language: language, replaced: existing?.preferred, name: target,
                                         translationFile: file.path, location: entry.location))
        return true
    }

    /// Runs every check of `names validate` on the catalogs as they would be, and reports the findings about
    /// the names taken at their translations' locations.
    private mutating func validate(_ contents: [(file: String, bytes: [UInt8])], taken: Set<String>,
                                   options: TranslationImportOptions) {
        let validator = CatalogValidator(options: ValidationOptions(
            severities: options.severities, fingerprints: !options.baselines.isEmpty))
        var result = validator.validate(contents: contents)
        for baseline in options.baselines { result = baseline.apply(to: result, severities: options.severities) }
        var where_: [String: TranslationChange] = [:]
        for change in changes { where_[change.place + "\u{0}" + change.language.rawValue] = change }
        for finding in result.diagnostics {
            guard let place = finding.place, let language = finding.language,
                  taken.contains(place + "\u{0}" + language), let change = where_[place + "\u{0}" + language]
            else { continue }
            diagnostics.append(Diagnostic(
                file: change.translationFile, location: change.location, severity: finding.severity,
                code: finding.code, message: "\(place): \(finding.message) (in \(change.catalogFile))",
                place: place, language: language))
        }
        diagnostics.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    private mutating func report(
        _ file: TranslationFile, _ location: SourceLocation, _ code: String, _ message: String,
        severity: Severity = .error, place: String? = nil, language: Language? = nil
    ) {
        diagnostics.append(Diagnostic(file: file.path, location: location, severity: severity, code: code,
                                      message: message, place: place, language: language?.rawValue))
    }

    /// How a changed catalog's metadata names a translation file: its name, who translated it, when.
    static func source(_ file: TranslationFile) -> CatalogSource {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return CatalogSource(name: "Translations \(name)" + (file.translator.map { " by \($0)" } ?? ""),
                             version: file.revisionDate)
    }
}
