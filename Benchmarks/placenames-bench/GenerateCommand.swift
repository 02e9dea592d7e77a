import ArgumentParser
import Foundation
import PlaceNames

/// `placenames-bench generate`: writes a catalog of the project's shape, made of real names, for benchmarks.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a deterministic synthetic catalog of real place names (plain-string names only).")

    @Option(help: "Approximate size of the file in megabytes (10^6 bytes).")
    var megabytes: Double = 50

    @Option(name: .shortAndLong, help: "Where to write the catalog.")
    var output: String

    @Option(help: "Seed for the deterministic random choices.")
    var seed: UInt64 = 1

    @Option(help: "CLDR common folder with subdivisions/{ar,el,hi,ko}.xml (from unicode-cldr-core).")
    var cldr: String = "/usr/share/unicode/cldr/common"

    func run() throws {
        guard let shared = SharedDataFolder.locate() else {
            throw ValidationError("shared/data not found: set PLACENAMES_SHARED or run from inside the checkout")
        }
        let pools = try NamePools.load(from: shared, cldr: URL(fileURLWithPath: cldr))
        for language in NamePools.cldrLanguages.keys.sorted() where (pools.pools[language] ?? []).isEmpty {
            FileHandle.standardError.write(Data("note: no CLDR names for \(language); using Latin names\n".utf8))
        }
        var generator = CatalogGenerator(pools: pools, seed: seed)
        let bytes = generator.generate(targetBytes: Int(megabytes * 1_000_000))
        try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
        print("wrote \(output): \(bytes.count) bytes")
    }
}
