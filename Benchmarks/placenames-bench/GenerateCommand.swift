import ArgumentParser
import Foundation
import PlaceNames

/// `placenames-bench generate`: writes a catalog of the project's shape, made of real names, for benchmarks.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a deterministic synthetic catalog of real place names (plain-string names only).",
        discussion: """
            Either about --megabytes of catalog, or exactly --names names (without bidi control characters, \
            so that `names serve` accepts the catalog). With --first-half and --second-half, \
            also writes two catalogs that overlap in places and names, with a few conflicting names, and whose \
            merge (`names merge A B --prefer last`) holds every place and name of the catalog.
            """)

    @Option(help: "Approximate size of the file in megabytes (10^6 bytes).")
    var megabytes: Double = 50

    @Option(help: "Exactly this many names (instead of --megabytes).")
    var names: Int?

    @Option(name: .shortAndLong, help: "Where to write the catalog.")
    var output: String

    @Option(help: "Where to write the first of two overlapping halves of the catalog.")
    var firstHalf: String?

    @Option(help: "Where to write the second half.")
    var secondHalf: String?

    @Option(help: "Seed for the deterministic random choices.")
    var seed: UInt64 = 1

    @Option(help: "CLDR common folder with subdivisions/{ar,el,hi,ko}.xml (from unicode-cldr-core).")
    var cldr: String = "/usr/share/unicode/cldr/common"

    func validate() throws {
        if (firstHalf == nil) != (secondHalf == nil) {
            throw ValidationError("--first-half and --second-half go together.")
        }
        if let names, names < 1 { throw ValidationError("--names must be at least 1.") }
    }

    func run() throws {
        guard let shared = SharedDataFolder.locate() else {
            throw ValidationError("shared/data not found: set PLACENAMES_SHARED or run from inside the checkout")
        }
        let pools = try NamePools.load(from: shared, cldr: URL(fileURLWithPath: cldr))
        for language in NamePools.cldrLanguages.keys.sorted() where (pools.pools[language] ?? []).isEmpty {
            FileHandle.standardError.write(Data("note: no CLDR names for \(language); using Latin names\n".utf8))
        }
        var generator = CatalogGenerator(pools: pools, seed: seed)
        generator.stripsBidiControls = names != nil
        var splitter = HalfSplitter(pools: pools, seed: seed)
        let targetBytes = Int(megabytes * 1_000_000)
        var catalog = CatalogWriter(capacity: names.map { $0 * 60 } ?? targetBytes + 4096)
        var halves = firstHalf == nil ? nil : (CatalogWriter(), CatalogWriter())
        var written = 0
        while names.map({ written < $0 }) ?? (catalog.count < targetBytes) {
            var place = generator.nextPlace()
            if let names, written + place.names.count > names { place.names.removeLast(written + place.names.count - names) }
            written += place.names.count
            catalog.append(place)
            if halves != nil {
                let (first, second) = splitter.split(place)
                if let first { halves!.0.append(first) }
                if let second { halves!.1.append(second) }
            }
        }
        try write(catalog.finish(), to: output, names: written)
        if var (first, second) = halves, let firstHalf, let secondHalf {
            try write(first.finish(), to: firstHalf, names: nil)
            try write(second.finish(), to: secondHalf, names: nil)
        }
    }

    private func write(_ bytes: [UInt8], to path: String, names: Int?) throws {
        try AtomicFile.write(bytes, to: path)
        print("wrote \(path): \(bytes.count) bytes" + (names.map { ", \($0) names" } ?? ""))
    }
}
