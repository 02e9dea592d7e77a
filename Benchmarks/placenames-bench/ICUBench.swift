import ArgumentParser
import Foundation
import PlaceNames

/// `placenames-bench icu`: normalisation, sort keys, collation sorting and transliteration on real names,
/// against Foundation on the same names in the same run.
struct ICUBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icu",
        abstract: "ICU throughput on a names file (one name per line; Scripts/bench-icu.sh makes 1M Thai names)."
    )

    @Option(help: "Names file, one per line.")
    var names: String = "/tmp/placenames-thai-1m.txt"

    @Option(help: "ICU locale id for collation.")
    var locale: String = "th"

    @Option(help: "Repetitions per measurement; the best is reported.")
    var rounds: Int = 3

    @Option(help: "How many names Foundation's compare(_:locale:) sort gets (it is slow); 0 = all.")
    var foundationSortCount: Int = 0

    @Option(help: "How many names are transliterated.")
    var transliterateCount: Int = 200_000

    func run() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: names)))
        let all = bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        print("names: \(all.count) from \(names); ICU \(icuVersion); \(ProcessInfo.processInfo.activeProcessorCount) cores")
        print("library\toperation\tcount\twall s\tcpu s\tper cpu second")

        let collator = try Collator(localeID: locale)
        let thai = InvisibleCharacterAllowances(scripts: ["Thai"], localeID: locale)

        measure("placenames", "normalise NFC", all.count) {
            var n = 0
            for name in all { n &+= Normalizer.nfc.normalize(name).utf8.count }
            return n
        }
        measure("foundation", "precomposedStringWithCanonicalMapping", all.count) {
            var n = 0
            for name in all { n &+= name.precomposedStringWithCanonicalMapping.utf8.count }
            return n
        }
        measure("placenames", "normalise NFC + check (invisible, scripts)", all.count) {
            var n = 0
            for name in all {
                let normal = Normalizer.nfc.normalize(name)
                if InvisibleCharacters.isClean(normal, allowing: thai) && Scripts.fits(normal, scripts: ["Thai"]) {
                    n &+= 1
                }
            }
            return n
        }
        measure("placenames", "sort keys", all.count) {
            var n = 0
            for name in all { n &+= collator.sortKey(name).bytes.count }
            return n
        }
        var ours: [String] = []
        measure("placenames", "sort by sort keys (Collator.sorted)", all.count) {
            ours = collator.sorted(all)
            return ours.count
        }
        let foundationNames = foundationSortCount > 0 ? Array(all.prefix(foundationSortCount)) : all
        let thaiLocale = Locale(identifier: locale)
        var theirs: [String] = []
        measure("foundation", "sort by compare(_:locale:)", foundationNames.count, rounds: 1) {
            theirs = foundationNames.sorted { $0.compare($1, locale: thaiLocale) == .orderedAscending }
            return theirs.count
        }
        // ICU 72's Thai collation ignores spaces (alternate=shifted); Foundation's does not: count where they differ.
        let inverted = zip(theirs, theirs.dropFirst()).filter { collator.compare($0, $1) == .orderedDescending }
        let withSpace = inverted.filter { $0.0.contains(" ") || $0.1.contains(" ") }.count
        print("# foundation's order has \(inverted.count) adjacent pairs ICU \(locale) orders the other way; \(withSpace) involve a space")

        let some = Array(all.prefix(transliterateCount))
        let latin = try Transliterator(id: "Thai-Latin")
        measure("placenames", "transliterate Thai-Latin", some.count) {
            var n = 0
            for name in some { n &+= latin.transliterate(name).utf8.count }
            return n
        }
        measure("placenames", "SearchKey", some.count) {
            var n = 0
            for name in some { n &+= SearchKey(name).compact.utf8.count }
            return n
        }
    }

    func measure(_ library: String, _ operation: String, _ count: Int, rounds: Int? = nil, _ body: () -> Int) {
        BestOf(rounds: rounds ?? self.rounds).measure(library, operation, count, body)
    }
}
