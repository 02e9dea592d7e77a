import Foundation
import Testing
import PlaceNames

/// SIGKILLs real `names merge` processes while they write, and checks the output is always the old file or the
/// complete new one, byte for byte.
@Suite struct MergeKillTests {
    @Test func killingAMergeMidWriteLeavesTheOldFileOrTheNewOne() throws {
        guard let territories = try MergeRealDataTests.cldr(.territories),
              let cities = try MergeRealDataTests.cldr(.exemplarCities) else { return }
        try ManageNamesTool.withScratch { tool in
            try territories.write(to: tool.path("territories.json"))
            try cities.write(to: tool.path("cities.json"))
            let old = try #require(tool.bytes("cities.json"))
            let started = Date()
            let complete = try tool.run("merge", "territories.json", "cities.json", "-o", "expected.json")
            // Spreads the timed kills over a whole run, and a little beyond, so some runs finish.
            let runTime = Date().timeIntervalSince(started)
            #expect(complete.status == 0)
            let new = try #require(tool.bytes("expected.json"))
            #expect(new != old)

            var outcomes: [String: Int] = [:]
            for round in 0..<12 {
                try Data(old).write(to: URL(fileURLWithPath: tool.path("out.json")))
                let (process, stdout, stderr) = try tool.start(["merge", "territories.json", "cities.json",
                                                                "-o", "out.json"])
                defer {
                    try? FileManager.default.removeItem(at: stdout)
                    try? FileManager.default.removeItem(at: stderr)
                }
                if round.isMultiple(of: 2) {
                    // Wait for the temporary file: the kill then lands during the write, fsync or rename.
                    while process.isRunning, !Self.temporaryFileExists(in: tool.folder) { usleep(200) }
                    if round % 4 == 2 { usleep(UInt32(round) * 300) }
                } else {
                    usleep(UInt32(runTime * 1.2 * Double(round) / 11 * 1_000_000))
                }
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                let killed = process.terminationReason == .uncaughtSignal
                let bytes = try #require(tool.bytes("out.json"))
                #expect(bytes == old || bytes == new, "round \(round): out.json is neither the old nor the new file")
                let state = bytes == old ? "old" : "new"
                outcomes["\(killed ? "killed" : "finished"), \(state)", default: 0] += 1
            }
            print("merge kill outcomes: \(outcomes.sorted { $0.key < $1.key })")
            #expect(outcomes["killed, old", default: 0] > 0)
        }
    }

    /// Whether an atomic write's temporary file (`.out.json.tmp-XXXXXX`) is in `folder`.
    static func temporaryFileExists(in folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { $0.hasPrefix(".out.json.tmp-") }
    }
}
