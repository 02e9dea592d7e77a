import ArgumentParser
import PlaceNames
import PlaceNamesImport

/// The options every file importer shares: where the catalog goes, the source it records, how much to say.
struct ImportOutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The catalog file to write (a folder with --split-by-country).")
    var output: String

    @Option(help: "The source's name, recorded in the catalog's metadata (default: the first file's name).")
    var sourceName: String?

    @Option(help: "The source's licence (an SPDX id such as CC0-1.0).")
    var sourceLicence: String?

    @Option(help: "Where the source comes from.")
    var sourceURL: String?

    @Option(help: "The source's version or release date.")
    var sourceVersion: String?

    @Flag(help: "List every skipped value with its reason.")
    var verbose = false

    @Flag(help: "Import and report, but write nothing.")
    var dryRun = false

    /// The catalog source these options describe.
    func source(files: [String], defaultName: String? = nil) -> CatalogSource {
        let fallback = files.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? "unknown"
        return CatalogSource(name: sourceName ?? defaultName ?? fallback, version: sourceVersion,
                             licence: sourceLicence, url: sourceURL)
    }

    /// `source` with what these options say of it.
    func describing(_ source: CatalogSource) -> CatalogSource {
        CatalogSource(name: sourceName ?? source.name, version: sourceVersion ?? source.version,
                      licence: sourceLicence ?? source.licence, url: sourceURL ?? source.url)
    }

    /// Writes the catalog (one file per country with `splitByCountry`) and prints the report; an import error
    /// becomes the project's exit codes.
    func finish(splitByCountry: Bool = false,
                _ result: () throws(ImportError) -> (catalog: Catalog, report: ImportReport)) throws {
        let (catalog, report): (Catalog, ImportReport)
        do {
            (catalog, report) = try result()
        } catch {
            if case .invalid = error {
                StandardError.write("\(error)\n")
            } else {
                StandardError.write("names: \(error)\n")
            }
            switch error {
            case .unreadable, .options: throw ExitCode(ExitStatus.usage)
            case .invalid: throw ExitCode(ExitStatus.findings)
            }
        }
        if dryRun {
            StandardError.write("dry run: would write \(catalog.places.count) places to \(output)\n")
        } else {
            try CatalogOutput.write(catalog, to: output, splitByCountry: splitByCountry)
        }
        ImportSummary(report: report, verbose: verbose).print()
    }
}
