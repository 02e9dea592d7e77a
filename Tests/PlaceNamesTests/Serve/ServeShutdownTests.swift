import Foundation
import Testing

/// `names serve` stops cleanly on SIGTERM (graceful shutdown), the way service managers stop it: exit status 0 and
/// nothing reported as an error.
@Suite(.needsNamesBinary) struct ServeShutdownTests {
    @Test func sigtermEndsTheServerWithStatusZero() throws {
        let names = try #require(NamesBinary.url)
        let process = Process()
        process.executableURL = names
        process.arguments = ["serve", "--catalog", "Catalogs/cities/TH.json", "--port", "0", "--log-level", "info"]
        process.currentDirectoryURL = NamesBinary.packageRoot
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
        #expect(log.contains("listening on"), "\(log)")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        log += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0, "\(log)")
        #expect(!log.contains("Error"), "\(log)")
    }
}
