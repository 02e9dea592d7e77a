import ArgumentParser
import PlaceNames

/// `names stats`: places and names per kind and per language, and how complete each language is.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Count places and names per kind and per language, with each language's coverage.",
        discussion: """
            Coverage is the share of places that have a name in the language. The text output is aligned \
            tables; --format json gives the same figures for tools. Kinds are ordered by places, languages by \
            names (most first), ties in code point order.

            Examples:
              names stats
              names stats Catalogs/ extra.json
              names stats --format json Catalogs/
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "Output format: text (aligned tables) or json.")
    var format: Format = .text

    @Argument(help: "Catalog files or folders.", completion: .file(extensions: ["json"]))
    var paths: [String] = ["Catalogs/"]

    func run() throws {
        let files = try CatalogFiles.find(TypedPath.resolve(paths))
        var progress = TerminalProgress("reading", total: files.count)
        var catalogs: [Catalog] = []
        for (position, file) in files.enumerated() {
            progress.update(position)
            let places = try CatalogReader.places(in: try MergeInput.parse(file), file: file,
                                                  languages: Set(Language.allCases))
            catalogs.append(Catalog(places: places))
        }
        progress.finish()
        let statistics = CatalogStatistics(catalogs: catalogs, files: files.count)
        switch format {
        case .text:
            print(statistics.table(), terminator: "")
        case .json:
            print(String(decoding: try CanonicalJSONEncoder().encodeBytes(statistics), as: UTF8.self), terminator: "")
        }
    }
}
