import Foundation
import Testing

/// SIGKILLs real `names` runs that replace one file, at random points of the run, and checks that the file is
/// always the old one or the complete new one, byte for byte: what `names merge`, `names export` and
/// `names validate --fix` promise by writing atomically.
struct KillDuringWrite {
    /// What one killed run left behind.
    enum Outcome: String, Comparable {
        /// Killed before the rename: the old file is intact.
        case killedOld = "killed, old file"
        /// Killed after the rename, before exiting.
        case killedNew = "killed, new file"
        /// The run ended before the kill.
        case finishedNew = "finished, new file"

        static func < (lhs: Outcome, rhs: Outcome) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The scratch folder and the tool the runs happen in.
    let tool: ManageNamesTool
    /// The command line after `names`.
    let arguments: [String]
    /// The file the command replaces, in the scratch folder.
    let target: String
    /// The target's content before every run.
    let old: [UInt8]

    /// Runs the command three times to completion (its output is "the new file", the same every time, and the
    /// fastest run bounds the kill times: the first run is often slowed by a cold cache), then at least `rounds`
    /// more times, each SIGKILLed: even rounds at a random time from the start to 1.2 times the complete run, odd
    /// rounds a random 0-3 ms after the temporary file appears, so kills land during the write, the fsync and the
    /// rename too. A fast command can finish before most kills, so rounds go on (up to four times `rounds`) until
    /// one kill has landed before the rename. The seed is printed and `PLACENAMES_KILL_SEED` replays it.
    /// - Returns: the new file, and how many rounds ended each way; every round was checked.
    @discardableResult
    func check(rounds: Int, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (new: [UInt8], outcomes: [Outcome: Int])
    {
        let label = "names " + arguments.joined(separator: " ")
        var runTime = Double.infinity
        var complete: [[UInt8]] = []
        for _ in 0..<3 {
            try Data(old).write(to: URL(fileURLWithPath: tool.path(target)))
            let started = Date()
            let run = try tool.run(arguments)
            runTime = min(runTime, Date().timeIntervalSince(started))
            #expect(run.status == 0, "\(label): \(run.stderr)", sourceLocation: sourceLocation)
            complete.append(try #require(tool.bytes(target), sourceLocation: sourceLocation))
        }
        let new = complete[0]
        #expect(complete.allSatisfy { $0 == new }, "\(label) wrote different files from the same input",
                sourceLocation: sourceLocation)
        #expect(new != old, "\(label) did not change \(target)", sourceLocation: sourceLocation)

        let seed = ProcessInfo.processInfo.environment["PLACENAMES_KILL_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        var outcomes: [Outcome: Int] = [:]
        var round = 0
        while round < rounds || (outcomes[.killedOld] == nil && round < rounds * 4) {
            defer { round += 1 }
            try Data(old).write(to: URL(fileURLWithPath: tool.path(target)))
            let (process, stdout, stderr) = try tool.start(arguments)
            defer {
                try? FileManager.default.removeItem(at: stdout)
                try? FileManager.default.removeItem(at: stderr)
            }
            let when: String
            if round.isMultiple(of: 2) {
                let delay = Double.random(in: 0...(runTime * 1.2), using: &random)
                when = String(format: "%.3f s after the start", delay)
                usleep(UInt32(delay * 1_000_000))
            } else {
                let delay = UInt32.random(in: 0...3000, using: &random)
                while process.isRunning, !temporaryFileExists() { usleep(100) }
                when = "\(delay) µs after the temporary file appeared"
                usleep(delay)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let bytes = try #require(tool.bytes(target), sourceLocation: sourceLocation)
            #expect(bytes == old || bytes == new,
                    "\(label), seed \(seed), round \(round), killed \(when): \(target) is neither the old file nor the new one",
                    sourceLocation: sourceLocation)
            let killed = process.terminationReason == .uncaughtSignal
            let outcome: Outcome = !killed ? .finishedNew : bytes == old ? .killedOld : .killedNew
            outcomes[outcome, default: 0] += 1
        }
        print("\(label): kill seed \(seed), \(round) rounds over \(String(format: "%.2f", runTime)) s: "
              + outcomes.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
        #expect(outcomes[.killedOld, default: 0] > 0, "\(label): no kill landed before the rename",
                sourceLocation: sourceLocation)
        return (new, outcomes)
    }

    /// Whether an atomic write's temporary file (`.<target>.tmp-XXXXXX`) is in the scratch folder.
    func temporaryFileExists() -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: tool.folder.path)) ?? []
        let prefix = "." + (target as NSString).lastPathComponent + ".tmp-"
        return names.contains { $0.hasPrefix(prefix) }
    }
}
