import ArgumentParser
import Foundation
import PlaceNames

/// `names export`: one language's names as a file an app or a translator uses.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export names in one or more languages as JSON, CSV, .strings, .xcstrings, .po, XLIFF or Android XML.",
        discussion: """
            Names are the places' preferred names, ordered by the language's ICU collation (ties by place id); \
            the ICU version is recorded in the formats that have room for a comment (.strings, .po, Android) and \
            printed on stderr. Several catalogs are merged first (a place in two files is one place; names \
            that disagree fail the export, as in names merge). Places without a name are left out and counted \
            on stderr, unless --fallback fills them (after the fallback languages, a place's default name, \
            marked und, so every place has a name). Output goes to stdout, or to -o: a file, or a folder when \
            several languages are exported (th.lproj/PlaceNames.strings, values-th/strings.xml, th.po, \
            thai.json); .xcstrings is always one file holding every exported language. Writes are atomic.

            --aliases adds each exported place's aliases (spellings without a language, such as GeoNames' \
            "BKK" and "Krung Thep") beside its name, never in place of one: JSON gives {"name": ..., \
            "aliases": [...]} per place, CSV a third column with the aliases separated by | (a | or \\ inside \
            an alias is preceded by \\). The other formats hold only the string an app displays in the \
            language, so they refuse --aliases. A place still needs a name in the language (or a fallback) to \
            be exported.

            --missing exports, for translators, the places that have no name in the language: each with its \
            source text (the --source language's name, english by default, else the place's default name) \
            and what a translator needs to get it right (kind, country, label in the source language, \
            population, coordinate, id, the catalog file it lives in), as .po, XLIFF 1.2, .xcstrings, CSV or \
            JSON, in catalog file order, most populous first. --format xliff without --missing writes the \
            current names the same way, to review. names import translations takes the filled files back.

            Examples:
              names export --lang thai
              names export --lang thai --missing --country TH --format po -o th.po
              names export --lang thai --missing --format xliff -o th.xliff Catalogs/
              names export --lang th --format csv --country TH --kind region -o th.csv
              names export --lang japanese --fallback english -o ja.json Catalogs/
              names export --all --format android -o app/src/main/res
              names export --lang thai --lang lao --format xcstrings -o PlaceNames.xcstrings
              names export --lang english --country TH --aliases --format csv -o th-cities.csv
            """
    )

    @Option(name: .customLong("lang"),
            help: ArgumentHelp("A language to export (repeatable): a name (thai) or BCP 47 tag (th).",
                               valueName: "language"),
            completion: .list(Language.allCases.map(\.rawValue)), transform: Language.argument)
    var languages: [Language] = []

    @Flag(help: "Export every language that has names in the catalogs.")
    var all = false

    @Option(help: "Output format.", completion: .list(ExportFormat.allCases.map(\.rawValue)))
    var format: ExportFormat = .json

    @Option(name: .shortAndLong, help: "The file to write, or the folder when several languages are exported.",
            completion: .file())
    var output: String?

    @Option(help: ArgumentHelp("Languages whose names fill missing ones, in order.", valueName: "language,..."),
            completion: .list(Language.allCases.map(\.rawValue)), transform: ExportCommand.languageList)
    var fallback: [Language] = []

    @Option(help: ArgumentHelp("Only places of this kind (repeatable).", valueName: "kind"))
    var kind: [String] = []

    @Option(help: ArgumentHelp("Only places in this country, ISO 3166-1 alpha-2 (repeatable).", valueName: "CC"))
    var country: [String] = []

    @Flag(help: "Add each place's aliases (spellings without a language) beside its name: JSON and CSV only.")
    var aliases = false

    @Flag(help: "Add each place's label (its name, region and country, in the language's order): JSON and CSV only.")
    var label = false

    @Flag(help: "Export, for translators, only the places without a name in the language (.po, xliff, xcstrings, csv, json).")
    var missing = false

    @Option(help: ArgumentHelp("With --missing or --format xliff: the language of the source text (else the default name).",
                               valueName: "language"),
            completion: .list(Language.allCases.map(\.rawValue)), transform: Language.argument)
    var source: Language = .english

    @OptionGroup var catalogs: CatalogPaths

    /// Whether the export is for translators: a source text and context per place.
    private var forTranslators: Bool { missing || format == .xliff }

    func validate() throws {
        if languages.isEmpty && !all { throw ValidationError("Give --lang LANGUAGE (or --all).") }
        if aliases && !format.holdsAliases {
            throw ValidationError("--aliases needs --format json or csv: --format \(format.rawValue) holds only the "
                + "name an app displays in a language, and aliases have no language.")
        }
        if label && !format.holdsAliases {
            throw ValidationError("--label needs --format json or csv: --format \(format.rawValue) holds only the "
                + "name an app displays.")
        }
        if forTranslators {
            if !format.holdsTranslatorContext {
                throw ValidationError("--missing needs --format po, xliff, xcstrings, csv or json: --format "
                    + "\(format.rawValue) has no room for the source text and the place's context.")
            }
            if !fallback.isEmpty || aliases || label {
                throw ValidationError("--missing and --format xliff take no --fallback, --aliases or --label: "
                    + "the file holds the source text and the context (label included) for translators.")
            }
            if all || languages.count != 1 {
                throw ValidationError("--missing and --format xliff export one language: give one --lang.")
            }
            return
        }
        if !all && languages.count == 1 || format.holdsAllLanguages { return }
        if output == nil {
            throw ValidationError("Exporting several languages as \(format.rawValue) needs -o FOLDER.")
        }
    }

    func run() throws {
        if forTranslators { return try runForTranslators() }
        let exported = all ? nil : Self.unique(languages)
        let places = try readPlaces(languages: exported.map { Set($0 + fallback + [.english]) })
        let options = ExportOptions(fallback: fallback,
                                    kinds: kind.isEmpty ? nil : Set(kind.map { PlaceKind(rawValue: $0) }),
                                    countries: country.isEmpty ? nil : Set(country), aliases: aliases,
                                    labels: label)
        let exports = try (exported ?? Self.languages(in: places)).map {
            try NameExport(places: places, language: $0, options: options)
        }
        for export in exports { StandardError.write(Self.summary(export)) }
        if format.holdsAllLanguages {
            try emit(format.write(exports), to: output)
        } else if !all && exports.count == 1 {
            try emit(format.write(exports), to: output)
        } else {
            for export in exports {
                let path = "\(output!)/\(format.relativePath(for: export.language))"
                let folder = (path as NSString).deletingLastPathComponent
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try AtomicFile.write(format.write([export]), to: path)
            }
        }
    }

    /// `--missing` (or `--format xliff`): one language's units with their sources and context.
    private func runForTranslators() throws {
        let language = languages[0]
        let set = try catalogs.read(policy: .merge, languages: [language, source])
        let places = zip(set.files, set.inputs).flatMap { file, input in input.catalog.places.map { ($0, file) } }
        let options = ExportOptions(kinds: kind.isEmpty ? nil : Set(kind.map { PlaceKind(rawValue: $0) }),
                                    countries: country.isEmpty ? nil : Set(country))
        let export = TranslationExport(places: places, language: language, sourceLanguage: source,
                                       missing: missing, options: options)
        let what = missing ? "without a \(language.rawValue) name" : "with a \(language.rawValue) name"
        var line = "\(language.rawValue): \(Self.count(export.units.count, "place")) \(what), source text "
            + "\(source.rawValue) (\(export.units.count { $0.sourceIsDefaultName }) from the default name)"
        if export.withoutSource > 0 { line += "; \(export.withoutSource) without a source text left out" }
        StandardError.write(line + "\n")
        try emit(format.write(export)!, to: output)
    }

    /// The places of every catalog, with only the names in `languages` (all names when nil); several
    /// catalogs are merged as `names merge` does without --prefer.
    private func readPlaces(languages: Set<Language>?) throws -> [Place] {
        try catalogs.read(policy: .merge, languages: languages).placesOrExit()
    }

    private func emit(_ bytes: [UInt8], to path: String?) throws {
        guard let path else { return StandardOutput.write(bytes) }
        try AtomicFile.write(bytes, to: path)
    }

    /// `thai: 6,206 names (ICU 72.1 collation); 117 places without a name left out`.
    static func summary(_ export: NameExport) -> String {
        var line = "\(export.language.rawValue): \(count(export.names.count, "name")) "
            + "(ICU \(export.icuVersion) collation)"
        if export.filledCount > 0 {
            let counts = export.filled.map { "\($0.language.rawValue): \($0.count)" }
                + (export.filledByDefaultName > 0 ? ["default name (und): \(export.filledByDefaultName)"] : [])
            line += "; \(export.filledCount) filled from fallback (" + counts.joined(separator: ", ") + ")"
        }
        if export.missing > 0 {
            line += "; \(count(export.missing, "place")) without a \(export.language.rawValue) name left out"
        }
        return line + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Every language with at least one name, in code point order of the raw values.
    static func languages(in places: [Place]) -> [Language] {
        var found = Set<Language>()
        for place in places { found.formUnion(place.names.keys) }
        return found.sorted { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }
    }

    private static func unique(_ languages: [Language]) -> [Language] {
        var seen = Set<Language>()
        return languages.filter { seen.insert($0).inserted }
    }

    /// `english,french` (names or BCP 47 tags).
    static func languageList(_ text: String) throws -> [Language] {
        try text.split(separator: ",").map { try Language.argument(String($0).trimmingCharacters(in: .whitespaces)) }
    }
}

extension ExportFormat: ExpressibleByArgument {}
