import ArgumentParser
import Foundation
import PlaceNames
import PlaceNamesImport

/// `names import translations FILE... --into Catalogs/`: translators' work taken back into the catalogs.
struct ImportTranslationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "Take translated names back into catalogs from .po, XLIFF, .xcstrings, .strings, Android XML, CSV or JSON.",
        discussion: """
            Reads every format names export writes: PO (msgctxt the place id; fuzzy and obsolete entries \
            skipped), XLIFF 1.2 (trans-unit id the place id; units in state new or needs-translation, or with \
            no target, skipped), .xcstrings (string units in state translated), .strings and Android \
            strings.xml (language from the th.lproj or values-th folder), CSV (id,name, and source) and JSON \
            ({id: name}). The format comes from the file name unless --format says.

            Every name goes through every check of names validate; an error refuses the import, reported at \
            the translation file's line and column with the place. A translation whose source text is no \
            longer the place's source name (the catalog changed since the export) is reported and left out \
            unless --accept-stale. A place that already has a different name is a conflict: refused unless \
            --prefer translations (the old name kept as a variant) or --prefer catalogs. Unknown ids and \
            a file whose language disagrees with --lang are errors. When anything is refused, nothing is \
            written.

            Each changed place is written back into its own catalog file, atomically and in canonical form, \
            so git diff shows only the new names; files with no change are not touched. The changed files' \
            sources record the translation file (its translator and revision date where it says).

            Examples:
              names import translations th.po --into Catalogs/
              names import translations th.xliff --dry-run
              names import translations values-th/strings.xml --prefer translations
              names import translations th.csv --lang thai --fix
            """
    )

    @Argument(help: "Translation files.", completion: .file())
    var files: [String]

    @Option(help: ArgumentHelp("The catalogs to write into (files or folders).", valueName: "path"),
            completion: .file())
    var into: [String] = [CatalogPaths.defaultFolder]

    @Option(name: .customLong("lang"), help: ArgumentHelp(
        "The translations' language, where the file does not say (it must agree where it does).",
        valueName: "language"), transform: Language.argument)
    var language: Language?

    @Option(help: ArgumentHelp("The language of the source texts, where the file does not say.",
                               valueName: "language"), transform: Language.argument)
    var source: Language = .english

    @Option(help: "The files' format, when their names do not say (po, xliff, xcstrings, strings, android, csv, json).")
    var format: TranslationFormat?

    @Option(help: "Which name wins when a place already has a different one: translations or catalogs.")
    var prefer: TranslationPreference?

    @Flag(help: "Take translations whose source text changed since the export.")
    var acceptStale = false

    @Flag(help: "Normalise translations to Unicode NFC instead of refusing them.")
    var fix = false

    @Flag(help: "Say what would change; write nothing.")
    var dryRun = false

    @Option(help: "Refuse the import on findings at or above this severity: error, warning (default: a name in the wrong script is not taken) or info.")
    var failOn: Severity = .warning

    @Option(name: .customLong("severity"), help: ArgumentHelp(
        "Change a check's severity: CODE=LEVEL (as names validate; repeatable).", valueName: "code=level"))
    var severities: [String] = []

    @Flag(help: "Ignore the baselines of the catalog folders.")
    var noBaseline = false

    func run() throws {
        var translations: [TranslationFile] = []
        var unreadable = false
        var invalid = false
        for file in files {
            do {
                translations.append(try Self.read(file, format: format, language: language))
            } catch {
                StandardError.write(error.isInvalid ? "\(error)\n" : "names: \(error)\n")
                if error.isInvalid { invalid = true } else { unreadable = true }
            }
        }
        if unreadable { throw ExitCode(ExitStatus.usage) }
        let roots = try TypedPath.resolve(into)
        let options = TranslationImportOptions(
            language: language, sourceLanguage: source, acceptStale: acceptStale, preference: prefer, fixNFC: fix,
            severities: try severityConfiguration(),
            baselines: try ValidateCommand.knownFindings(in: roots, baseline: nil, noBaseline: noBaseline))
        let plan = try TranslationImport(translations: translations, catalogFiles: CatalogSet.files(under: roots),
                                         options: options)
        for diagnostic in plan.diagnostics { StandardError.write("\(diagnostic)\n") }
        let summary = Self.summary(plan)
        if invalid || plan.failed(at: failOn) {
            let errors = plan.diagnostics.count { $0.severity >= failOn }
            StandardError.write(summary + "\nnames: import refused"
                + (errors > 0 ? " (\(errors) finding\(errors == 1 ? "" : "s") at or above \(failOn.rawValue))" : "")
                + "; nothing written\n")
            throw ExitCode(ExitStatus.findings)
        }
        if dryRun {
            for change in plan.changes { print(Self.line(change, verb: "would")) }
            print(summary + "; dry run, nothing written")
            return
        }
        for file in plan.changedFiles { try AtomicFile.write(file.bytes, to: file.path) }
        let paths = plan.changedFiles.map(\.path)
        let written = paths.count <= 5 ? paths.joined(separator: ", ")
            : "\(paths.count) files (\(paths.prefix(3).joined(separator: ", ")) and \(paths.count - 3) more)"
        StandardError.write(summary + (paths.isEmpty ? "; nothing to write" : "; wrote " + written) + "\n")
    }

    /// The file with the language it says itself, so that `TranslationImport` can tell a file for another
    /// language from --lang; --lang only picks one of an .xcstrings file's several languages.
    static func read(_ path: String, format: TranslationFormat?, language: Language?) throws(ImportError)
        -> TranslationFile
    {
        do {
            return try TranslationReader.read(path: path, format: format, language: nil)
        } catch {
            guard case .options = error, let language else { throw error }
            return try TranslationReader.read(path: path, format: format, language: language)
        }
    }

    private func severityConfiguration() throws -> SeverityConfiguration {
        var configuration = SeverityConfiguration()
        for setting in severities {
            do { try configuration.apply(setting) } catch { throw ValidationError("--severity \(error)") }
        }
        return configuration
    }

    /// `Catalogs/cities/TH.json: geonames:7026720 thai: would add "บางแค"`.
    static func line(_ change: TranslationChange, verb: String) -> String {
        let what = change.replaced.map { "\(verb) replace \"\($0)\" (kept as a variant) with" } ?? "\(verb) add"
        return "\(change.catalogFile): \(change.place) \(change.language.rawValue): \(what) \"\(change.name)\""
    }

    /// `3 names taken (3 added, 0 replaced); 0 unchanged; 0 stale; 0 conflicts; skipped: 127 untranslated`.
    static func summary(_ plan: TranslationImport) -> String {
        let counts = plan.summary
        var parts = ["\(counts.taken) name\(counts.taken == 1 ? "" : "s") taken (\(counts.added) added, "
                     + "\(counts.replaced) replaced)", "\(counts.unchanged) unchanged",
                     "\(counts.stale) stale" + (counts.staleTaken > 0 ? " (\(counts.staleTaken) taken)" : ""),
                     "\(counts.conflicts) conflict\(counts.conflicts == 1 ? "" : "s")"
                        + (counts.keptCatalogs > 0 ? " (\(counts.keptCatalogs) kept the catalog's name)" : "")]
        let skipped = counts.skipped.filter { $0.value > 0 }.sorted { $0.key < $1.key }
        parts.append("skipped: " + (skipped.isEmpty ? "none"
            : skipped.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")))
        if counts.normalised > 0 { parts.append("\(counts.normalised) normalised to NFC") }
        return parts.joined(separator: "; ")
    }
}

extension TranslationFormat: ExpressibleByArgument {}
extension TranslationPreference: ExpressibleByArgument {}

private extension ImportError {
    var isInvalid: Bool { if case .invalid = self { true } else { false } }
}
