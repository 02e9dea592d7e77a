import Foundation
import Testing

/// `names serve` stops cleanly on SIGTERM (graceful shutdown), the way service managers stop it: exit status 0 and
/// nothing reported as an error.
@Suite(.needsNamesBinary) struct ServeShutdownTests {
    @Test func sigtermEndsTheServerWithStatusZero() throws {
        let (process, started, errors) = try NamesBinary.startServer(
            ["--catalog", "Catalogs/cities/TH.json", "--port", "0", "--log-level", "info"])
        var log = started
        #expect(log.contains("listening on"), "\(log)")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        log += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0, "\(log)")
        #expect(!log.contains("Error"), "\(log)")
    }
}
