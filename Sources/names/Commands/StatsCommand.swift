import ArgumentParser
import Foundation
import PlaceNames

/// `names stats`: places and names per kind and per language, and how complete each language is.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Count places and names per kind and per language, with each language's coverage.",
        discussion: """
            Coverage is the share of places that have a name in the language. Several catalogs are merged \
            first, as names export merges them: a place in two files is one place, counted once, and names \
            that disagree fail the command, as in names merge. The text output is aligned \
            tables; --format json gives the same figures for tools. Kinds are ordered by places, languages by \
            names (most first), ties in code point order.

            --format html writes a coverage page for the people who curate names: one self-contained file (no \
            script, nothing fetched) with each language's coverage as a bar, each kind's share of places named in \
            a language, and a grid of the 30 countries with the most places against the 20 languages that name \
            the most, every figure beside its bar or cell and on hover. The same catalogs give the same bytes. \
            Output goes to stdout, or to -o, written atomically.

            Examples:
              names stats
              names stats Catalogs/ extra.json
              names stats --format json Catalogs/
              names stats --format html -o report.html
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, html
    }

    @Option(help: "Output format: text (aligned tables), json, or html (a coverage page).")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "The file to write (atomically) instead of stdout.", completion: .file())
    var output: String?

    @OptionGroup var catalogs: CatalogPaths

    /// Refuses an -o that cannot be written before the catalogs are read, which takes seconds on the shipped ones.
    func validate() throws {
        guard let output else { return }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
            throw ValidationError("-o '\(output)' is a folder: give the file to write, such as "
                + "'\((output as NSString).appendingPathComponent("coverage.html"))'.")
        }
        let folder = (output as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            throw ValidationError("-o '\(output)': there is no folder '\(folder)' to write it in.")
        }
    }

    func run() throws {
        // Merged as export merges: a place in two files is one place, counted once.
        let set = try catalogs.read(policy: .merge)
        let files = set.files
        let places = try set.placesOrExit()
        let bytes: [UInt8]
        switch format {
        case .text:
            bytes = Array(CatalogStatistics(catalogs: [Catalog(places: places)], files: files.count).table().utf8)
        case .json:
            bytes = try CanonicalJSONEncoder().encodeBytes(CatalogStatistics(catalogs: [Catalog(places: places)], files: files.count))
        case .html:
            let report = CoverageReport(places: places)
            bytes = Array(report.html(source: files.count == 1 ? "1 catalog file" : "\(files.count) catalog files").utf8)
        }
        guard let output else { return StandardOutput.write(bytes) }
        try AtomicFile.write(bytes, to: output)
    }
}
