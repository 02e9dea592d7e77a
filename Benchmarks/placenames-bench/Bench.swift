import ArgumentParser
import Foundation
import PlaceNames

@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placenames-bench",
        abstract: "Release-build benchmarks for PlaceNames (see BENCHMARKS.md).",
        subcommands: [GenerateCommand.self, DecodeBenchmark.self, ICUBench.self, ReverseBench.self, SearchBench.self]
    )
}
