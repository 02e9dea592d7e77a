import Foundation
import Testing
import PlaceNames

/// SIGKILLs real `names export -o FILE` runs over the shipped catalogs at random points, in every format, and
/// checks the file is always the previous export or the complete new one, byte for byte.
@Suite(.serialized) struct ExportKillTests {
    /// The shipped catalogs, read in place (6,323 places): big enough that a debug run takes a second or so.
    static let catalogs = NamesBinary.packageRoot.appendingPathComponent("Catalogs").path

    @Test(arguments: ExportFormat.allCases)
    func killingAnExportLeavesTheOldFileOrTheNewOne(format: ExportFormat) throws {
        guard ManageNamesTool.executable != nil else { return }
        let file = "PlaceNames." + format.rawValue
        // What a previous export left; any other bytes would do, as long as they differ from the new file.
        let old = Array("previous \(format.rawValue) export of PlaceNames, about to be replaced\n".utf8)
        let languages = format.holdsAllLanguages ? ["--lang", "thai", "--lang", "japanese"] : ["--lang", "thai"]
        try ManageNamesTool.withScratch { tool in
            let (new, outcomes) = try KillDuringWrite(
                tool: tool, arguments: ["export", "--format", format.rawValue] + languages + ["-o", file, Self.catalogs],
                target: file, old: old
            ).check(rounds: 10)
            #expect(outcomes.values.reduce(0, +) == 10)
            #expect(String(decoding: new, as: UTF8.self).contains("กรุงเทพมหานคร"), "the new export has Bangkok in Thai")
        }
    }
}
