import Foundation
import Testing

/// `names snapshot` writes what `names serve --snapshot` maps; a file that is not a whole snapshot is refused at
/// start with its path, the reason and exit status 2, and catalogs that cannot be served give no snapshot.
@Suite(.needsNamesBinary) struct ServeSnapshotTests {
    @Test func aSnapshotIsWrittenAndServed() throws {
        let folder = NSTemporaryDirectory() + "names-snapshot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let snapshot = folder + "/th.snapshot"
        let written = try NamesBinary.run(["snapshot", "Catalogs/cities/TH.json", "-o", snapshot],
                                          in: NamesBinary.packageRoot.path)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr.hasPrefix("names snapshot: \(snapshot): "), "\(written.stderr)")
        #expect(written.stderr.contains(" places from 1 files, "), "\(written.stderr)")

        let (process, log, _) = try NamesBinary.startServer(
            ["--snapshot", snapshot, "--port", "0", "--log-level", "info"])
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(log.contains("snapshot mapped") && log.contains("snapshot=\(snapshot)"), "\(log)")
        #expect(log.contains("listening on"), "\(log)")
        #expect(process.terminationStatus == 0)
    }

    @Test func aFileThatIsNotASnapshotIsRefusedWithExitStatusTwo() throws {
        let path = NSTemporaryDirectory() + "names-not-a-snapshot-\(UUID().uuidString)"
        try Data(repeating: 0x41, count: 100).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try NamesBinary.run(["serve", "--snapshot", path, "--port", "0"])
        #expect(output.status == 2)
        #expect(output.stderr == "names serve: the snapshot cannot be served:\n\(path): not a snapshot: it does not "
                + "start with the snapshot signature (write one with `names snapshot`)\n")
    }

    @Test func aSnapshotAndCatalogsTogetherAreAUsageError() throws {
        let output = try NamesBinary.run(["serve", "--snapshot", "a.snapshot", "--catalog", "Catalogs"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("give --snapshot or --catalog, not both"), "\(output.stderr)")
    }

    @Test func catalogsWithAnErrorGiveNoSnapshot() throws {
        let folder = NSTemporaryDirectory() + "names-snapshot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{"format": "placenames-catalog", "version": 1, "places": [{"id": "x", "kind": "city", "names": {"french": "Tak\#u{0301}"}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/bad.json"))
        let output = try NamesBinary.run(["snapshot", folder + "/bad.json", "-o", folder + "/out.snapshot"])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("names snapshot: the catalogs cannot be served, so no snapshot was written:\n"
                                        + "\(folder)/bad.json:1:"), "\(output.stderr)")
        #expect(output.stderr.contains("error[not-nfc]"), "\(output.stderr)")
        // The library's finding says what is wrong; the command line adds what to type.
        #expect(output.stderr.hasSuffix("is not in Unicode NFC; `names validate --fix` rewrites it\n"), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.snapshot"))
    }
}
