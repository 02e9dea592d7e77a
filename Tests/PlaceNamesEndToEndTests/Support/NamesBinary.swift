import Foundation

/// Runs the built `names` tool as a user would, capturing stdout, stderr and the exit status.
enum NamesBinary {
    /// The package root.
    static var packageRoot: URL { PackageRoot.url }

    /// The `names` executable next to the test bundle, or in `.build/debug`; nil when absent (see `.needsNamesBinary`).
    static let url: URL? = {
        var candidates = [Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("names"),
                          Bundle.main.bundleURL.appendingPathComponent("names"),
                          packageRoot.appendingPathComponent(".build/debug/names")]
        if let path = ProcessInfo.processInfo.environment["NAMES_BINARY"] {
            candidates.insert(URL(fileURLWithPath: path), at: 0)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `names arguments...` in `folder` and waits for it.
    static func run(_ arguments: [String], in folder: String? = nil) throws -> Output {
        guard let url else { throw MissingTestInput("the names binary was not found (run swift build first)") }
        let scratch = NSTemporaryDirectory() + "names-run-\(UUID().uuidString)"
        FileManager.default.createFile(atPath: scratch + ".out", contents: nil)
        FileManager.default.createFile(atPath: scratch + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: scratch + ".out")
            try? FileManager.default.removeItem(atPath: scratch + ".err")
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        process.standardOutput = FileHandle(forWritingAtPath: scratch + ".out")
        process.standardError = FileHandle(forWritingAtPath: scratch + ".err")
        try process.run()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: try String(contentsOfFile: scratch + ".out", encoding: .utf8),
                      stderr: try String(contentsOfFile: scratch + ".err", encoding: .utf8))
    }

    /// Starts `names serve arguments...` in the package root and reads its log until it listens (or ends).
    /// - Returns: the running process, its log so far, and the pipe the rest of the log comes through.
    static func startServer(_ arguments: [String]) throws -> (process: Process, log: String, errors: Pipe) {
        guard let url else { throw MissingTestInput("the names binary was not found (run swift build first)") }
        let process = Process()
        process.executableURL = url
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = packageRoot
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var log = ""
        while !log.contains("listening on") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // the server ended before it was ready
            log += String(decoding: chunk, as: UTF8.self)
        }
        return (process, log, errors)
    }
}
