import Foundation
import Testing
import PlaceNames
import PlaceNamesImport

/// SIGKILLs real `names merge` processes while they write, and checks the output is always the old file or the
/// complete new one, byte for byte.
@Suite(.needsNamesBinary, .needsCLDR) struct MergeKillTests {
    @Test func killingAMergeMidWriteLeavesTheOldFileOrTheNewOne() throws {
        let territories = try CLDRParts.catalog(.territories)
        let cities = try CLDRParts.catalog(.exemplarCities)
        try ManageNamesTool.withScratch { tool in
            try territories.write(to: tool.path("territories.json"))
            try cities.write(to: tool.path("cities.json"))
            let old = try #require(tool.bytes("cities.json"))
            try KillDuringWrite(tool: tool, arguments: ["merge", "territories.json", "cities.json", "-o", "out.json"],
                                target: "out.json", old: old).check(rounds: 12)
        }
    }
}
