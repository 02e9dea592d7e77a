import ArgumentParser
import PlaceNames

@main
struct Names: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "names",
        abstract: "Check, merge, export, import and serve place names in every language.",
        discussion: """
            Catalogs are JSON files of places whose names are keyed by language \
            ("thai", "chinese-traditional"). Languages on the command line also accept BCP 47 tags (th, zh-Hant).
            """,
        version: "0.1.0 (ICU \(icuVersion))",
        subcommands: [ImportCommand.self]
    )
}
