import ArgumentParser
import Foundation
import PlaceNames
import PlaceNamesServer

/// `names snapshot`: the catalogs, validated and indexed, as one file `names serve --snapshot` maps.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Write the catalogs, validated and indexed, as one snapshot file for `names serve --snapshot`.",
        discussion: """
            The catalogs must pass what `names serve` asks of them (no error-level finding of `names validate`, \
            no duplicate id, no place without a name). The file holds every place, the references, the search \
            index and the catalogs' fingerprint (SNAPSHOT.md); it is written atomically. Build it once (in CI) \
            and map it from every replica: they answer alike, ETags included.

            Examples:
              names snapshot -o placenames.snapshot
              names snapshot Catalogs/ extra.json -o /srv/placenames.snapshot
            """
    )

    @Option(name: .shortAndLong, help: "The snapshot file to write.")
    var output: String

    @OptionGroup var catalogs: CatalogPaths

    func run() throws {
        let start = ContinuousClock.now
        let contents: CatalogFileContents
        do {
            contents = try CatalogLoader(paths: catalogs.resolved()).read()
        } catch {
            StandardError.write("names snapshot: \(error)\n")
            throw ExitCode(ExitStatus.usage)
        }
        let built: (bytes: [UInt8], places: Int)
        do {
            built = try CatalogStore.snapshotBytes(of: contents)
        } catch {
            StandardError.write("names snapshot: the catalogs cannot be served, so no snapshot was written:\n"
                                + "\(error.withCommandHints)\n")
            throw ExitCode(ExitStatus.findings)
        }
        do {
            try AtomicFile.write(built.bytes, to: output)
        } catch {
            StandardError.write("names snapshot: \(error)\n")
            throw ExitCode(ExitStatus.usage)
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        StandardError.write("names snapshot: \(output): \(built.places) places from \(contents.files.count) files, "
                            + "\(built.bytes.count) bytes, fingerprint \(contents.fingerprint), "
                            + String(format: "%.2f s\n", seconds))
    }
}
