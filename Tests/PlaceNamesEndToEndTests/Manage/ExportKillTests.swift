import Foundation
import Testing
import PlaceNames

/// SIGKILLs real `names export -o FILE` runs over a shipped catalog at random points, in every format, and checks
/// the file is always the previous export or the complete new one, byte for byte.
@Suite(.serialized, .needsNamesBinary) struct ExportKillTests {
    /// The shipped cities of Thailand, read in place (Bangkok and Chiang Mai with names in over 100 languages).
    static let catalog = NamesBinary.packageRoot.appendingPathComponent("Catalogs/cities/TH.json").path

    @Test(arguments: ExportFormat.allCases)
    func killingAnExportLeavesTheOldFileOrTheNewOne(format: ExportFormat) throws {
        let file = "PlaceNames." + format.rawValue
        // What a previous export left; any other bytes would do, as long as they differ from the new file.
        let old = Array("previous \(format.rawValue) export of PlaceNames, about to be replaced\n".utf8)
        let languages = format.holdsAllLanguages ? ["--lang", "thai", "--lang", "japanese"] : ["--lang", "thai"]
        try ManageNamesTool.withScratch { tool in
            let (new, outcomes) = try KillDuringWrite(
                tool: tool, arguments: ["export", "--format", format.rawValue] + languages + ["-o", file, Self.catalog],
                target: file, old: old
            ).check(rounds: 16)
            #expect(outcomes.values.reduce(0, +) >= 16)
            #expect(String(decoding: new, as: UTF8.self).contains("กรุงเทพ"), "the new export has Bangkok in Thai")
        }
    }
}
