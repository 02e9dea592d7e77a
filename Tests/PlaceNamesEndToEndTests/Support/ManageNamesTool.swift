import Foundation
import Testing

/// Runs the built `names` executable the way a person does, in a scratch folder of its own.
struct ManageNamesTool {
    /// What a run printed and how it exited.
    struct Output {
        let status: Int32
        let stdoutBytes: [UInt8]
        let stderr: String
        var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    }

    /// A fresh empty folder, removed when the tool value is dropped by `withScratch`.
    let folder: URL

    /// Runs `body` with a tool whose scratch folder exists only for the call.
    static func withScratch<T>(_ body: (ManageNamesTool) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("names-manage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(ManageNamesTool(folder: folder))
    }

    /// The `names` executable that `swift build` put beside this test bundle (found once, by `NamesBinary`).
    static var executable: URL? { NamesBinary.url }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func bytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(name)).map { [UInt8]($0) }
    }

    func text(_ name: String) -> String? { bytes(name).map { String(decoding: $0, as: UTF8.self) } }

    /// Starts `names arguments...` in the scratch folder, stdout and stderr going to files there.
    func start(_ arguments: [String]) throws -> (process: Process, stdout: URL, stderr: URL) {
        let executable = try #require(Self.executable, "the names executable was not built beside the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let id = UUID().uuidString
        let stdout = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(id).out")
        let stderr = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(id).err")
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: stdout)
        process.standardError = try FileHandle(forWritingTo: stderr)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, stdout, stderr)
    }

    /// Runs `names arguments...` to completion.
    func run(_ arguments: String...) throws -> Output {
        try run(arguments)
    }

    func run(_ arguments: [String]) throws -> Output {
        let (process, stdout, stderr) = try start(arguments)
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: stdout)
            try? FileManager.default.removeItem(at: stderr)
        }
        return Output(status: process.terminationStatus,
                      stdoutBytes: [UInt8](try Data(contentsOf: stdout)),
                      stderr: String(decoding: try Data(contentsOf: stderr), as: UTF8.self))
    }
}
