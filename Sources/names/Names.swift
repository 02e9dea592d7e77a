import ArgumentParser
import Foundation
import PlaceNames

@main
struct Names: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "names",
        abstract: "Manage and serve place names in every language.",
        subcommands: []
    )
}
