import ArgumentParser
import Foundation
import PlaceNames

/// `names merge`: the union of catalogs, failing on conflicting names unless told which side wins.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge catalogs: places by id, names by (place, language).",
        discussion: """
            Inputs are merged in the order given (folders: their *.json files in code point order). The same \
            place and language with different preferred names is a conflict, reported at the later value. \
            Without --prefer the merge fails (exit 1) and writes nothing. With --prefer the losing name is kept \
            as a variant, unless --drop-losers. Alternate forms are unioned; kind, country, coordinate, \
            population and codes conflict the same way (a losing value is dropped, with a warning). Sources \
            are combined. The output is canonical (places in code point order of their ids) and written \
            atomically: an interrupted merge leaves the old file.

            Examples:
              names merge Catalogs/cldr.json osm.json -o merged.json
              names merge base.json fixes.json --prefer fixes.json -o base.json
              names merge a.json b.json --prefer last --drop-losers -o out.json
              names merge Catalogs/ new.json --dry-run
            """
    )

    @Argument(help: "Catalog files or folders, in merge order.", completion: .file(extensions: ["json"]))
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The merged catalog to write (replaced atomically).",
            completion: .file(extensions: ["json"]))
    var output: String?

    @Option(help: ArgumentHelp("Which value wins a conflict: first, last, or the path of one input.",
                               valueName: "first|last|FILE"),
            completion: .file(extensions: ["json"]))
    var prefer: String?

    @Flag(help: "Drop the losing name of a resolved conflict instead of keeping it as a variant.")
    var dropLosers = false

    @Flag(help: "Print what the merge would add and every conflict; write nothing.")
    var dryRun = false

    @Flag(help: "Write one catalog per country into the output folder (places without a country go to _world.json).")
    var splitByCountry = false

    @Flag(help: "Say what each input added even when there are more than 20.")
    var verbose = false

    func validate() throws {
        if output == nil && !dryRun { throw ValidationError("Missing '--output <output>' (or use --dry-run).") }
        if dropLosers && prefer == nil { throw ValidationError("--drop-losers needs --prefer.") }
    }

    func run() throws {
        // The merge itself, with --prefer, is this command's: the set is only read (with every file's map, as a
        // conflict is located in both files).
        let set = try CatalogSet.read(typed: inputs, policy: .merge, locating: true)
        let merger = CatalogMerger(preference: try preference(files: set.files), keepsLosers: !dropLosers)
        let result = merger.merge(set.inputs)
        for diagnostic in result.diagnostics { StandardError.write("\(diagnostic.withCommandHint)\n") }
        let summary = MergeSummaryText(result: result, verbose: verbose)
        if result.failed {
            let unresolved = result.conflicts.count { $0.resolution == .unresolved }
            StandardError.write("names: merge failed: \(summary.count(unresolved, "conflict")) unresolved; "
                                + "nothing written\n")
            throw ExitCode(ExitStatus.findings)
        }
        if dryRun {
            print(summary.lines(output: output, written: false), terminator: "")
            return
        }
        var catalog = result.catalog
        catalog.metadata.generatedBy = "names merge"
        try CatalogOutput.write(catalog, to: output!, splitByCountry: splitByCountry)
        StandardError.write(summary.lines(output: output, written: true))
    }

    /// `--prefer` as a preference; a FILE must be one of the inputs.
    private func preference(files: [String]) throws -> MergePreference? {
        switch prefer {
        case nil: return nil
        case "first": return .first
        case "last": return .last
        case let path?:
            if files.contains(path) { return .file(path) }
            let standard = URL(fileURLWithPath: path).standardizedFileURL.path
            if let file = files.first(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == standard }) {
                return .file(file)
            }
            throw ValidationError("--prefer '\(path)' is not one of the inputs: use first, last or an input file.")
        }
    }
}
