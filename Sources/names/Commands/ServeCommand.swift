import ArgumentParser
import Foundation
import Logging
import PlaceNames
import PlaceNamesServer

/// `names serve`: the HTTP service over catalogs, until SIGTERM or SIGINT; SIGHUP reloads the catalogs.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve place names over HTTP: look-ups with language negotiation, search, sorted listings.",
        discussion: """
            Without --catalog or --snapshot, serves the catalogs in ./Catalogs. Catalogs are validated and indexed \
            into a snapshot kept in a cache folder (--cache), which the next start on the same catalogs maps at \
            once; --snapshot FILE maps one `names snapshot` wrote. Send SIGHUP, or POST /v1/admin/reload with \
            Authorization: Bearer $\(ServerConfiguration.adminTokenVariable) (the endpoint is off when the \
            variable is unset), to reload them (or map the snapshot file again); a catalog that fails to load or validate is not served.
            """
    )

    @Option(name: .customLong("catalog"), help: "A catalog file or a folder of them (repeatable).")
    var catalogs: [String] = []

    @Option(help: ArgumentHelp("A snapshot file (`names snapshot`) to map and serve instead of catalogs.",
                               valueName: "file"))
    var snapshot: String?

    @Option(name: .customLong("cache"),
            help: ArgumentHelp("Where snapshots built from catalogs are kept, so a start on unchanged catalogs maps "
                               + "one at once (default: $XDG_CACHE_HOME/placenames or ~/.cache/placenames).",
                               valueName: "folder"))
    var cacheFolder: String?

    @Flag(name: .customLong("no-cache"), help: "Build the snapshot of the catalogs in memory, keeping no file.")
    var noCache = false

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "trace, debug, info, notice, warning, error or critical.",
            transform: { text in
                guard let level = Logger.Level(rawValue: text.lowercased()) else {
                    throw ValidationError("unknown log level '\(text)': use trace, debug, info, notice, warning, "
                                          + "error or critical")
                }
                return level
            })
    var logLevel: Logger.Level = .info

    @Option(name: .customLong("cors-origin"),
            help: ArgumentHelp("A web origin whose scripts may call the service from a browser (repeatable), or * "
                               + "for every origin; off when not given.", valueName: "origin"),
            transform: { (text: String) throws -> String in
                do { return try CORSPolicy.origin(parsing: text) } catch { throw ValidationError("\(error)") }
            })
    var corsOrigins: [String] = []

    func validate() throws {
        if snapshot != nil, !catalogs.isEmpty {
            throw ValidationError("give --snapshot or --catalog, not both: a snapshot already holds its catalogs")
        }
        if noCache, cacheFolder != nil { throw ValidationError("--no-cache and --cache contradict each other") }
        if corsOrigins.contains("*"), corsOrigins.count > 1 {
            throw ValidationError("--cors-origin * already allows every origin: give it alone")
        }
    }

    func run() async throws {
        let start = ContinuousClock.now
        let onEventLoops = PlaceNamesServer.runTasksOnEventLoops()
        let level = logLevel
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "placenames.serve")
        let store: CatalogStore
        if let snapshot {
            do {
                store = try CatalogStore(snapshotPath: snapshot, logger: logger)
            } catch {
                StandardError.write("names serve: the snapshot cannot be served:\n\(error)\n")
                throw ExitCode(ExitStatus.usage)
            }
        } else {
            let paths = catalogs.isEmpty ? ["Catalogs"] : catalogs
            if catalogs.isEmpty, !FileManager.default.fileExists(atPath: "Catalogs") {
                throw ValidationError("no ./Catalogs folder here: run from the repository or give --catalog PATH")
            }
            let cache = noCache ? nil : cacheFolder.map(SnapshotCache.init(folder:)) ?? .standard
            do {
                store = try CatalogStore(loader: CatalogLoader(paths: paths), cache: cache, logger: logger)
            } catch {
                StandardError.write("names serve: the catalogs cannot be served:\n\(error.withCommandHints)\n")
                throw ExitCode(ExitStatus.findings)
            }
        }
        let elapsed = ContinuousClock.now - start
        logger.info("ready to serve", metadata: [
            "places": "\(store.served.places.count)", "address": "\(host):\(port)",
            "tasks_on_event_loops": "\(onEventLoops)",
            "startup_ms": "\(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)",
        ])
        let token = ProcessInfo.processInfo.environment[ServerConfiguration.adminTokenVariable]
        var configuration = ServerConfiguration(host: host, port: port, adminToken: token)
        configuration.corsOrigins = corsOrigins
        let app = PlaceNamesServer.application(store: store, configuration: configuration, reloadOnHangup: true,
                                               logger: logger)
        try await PlaceNamesServer.run(app, shutdownGrace: configuration.shutdownGrace, logger: logger)
    }
}
