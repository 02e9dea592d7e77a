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

    /// Runs the command once to completion (its output is "the new file" and its duration bounds the kill
    /// times), then `rounds` more times, each SIGKILLed: even rounds at a random time from the start to 1.2 times
    /// the complete run, odd rounds a random 0-3 ms after the temporary file appears, so kills land during the
    /// write, the fsync and the rename too. The seed is printed and `PLACENAMES_KILL_SEED` replays it.
    /// - Returns: the new file, and how many rounds ended each way; every round was checked.
    @discardableResult
    func check(rounds: Int, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (new: [UInt8], outcomes: [Outcome: Int])
    {
        let label = "names " + arguments.joined(separator: " ")
        try Data(old).write(to: URL(fileURLWithPath: tool.path(target)))
        let started = Date()
        let complete = try tool.run(arguments)
        let runTime = Date().timeIntervalSince(started)
        #expect(complete.status == 0, "\(label): \(complete.stderr)", sourceLocation: sourceLocation)
        let new = try #require(tool.bytes(target), sourceLocation: sourceLocation)
        #expect(new != old, "\(label) did not change \(target)", sourceLocation: sourceLocation)

        let seed = ProcessInfo.processInfo.environment["PLACENAMES_KILL_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        var outcomes: [Outcome: Int] = [:]
        for round in 0..<rounds {
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
        print("\(label): kill seed \(seed), \(rounds) rounds over \(String(format: "%.2f", runTime)) s: "
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
