import Foundation
import Logging
import PlaceNames
import PlaceNamesIndex
import Synchronization

/// Holds the catalog being served and replaces it on reload, only with one that loads and passes both
/// `names validate` (no error-level finding) and the store's own `gate`.
public final class CatalogStore: Sendable {
    /// Where the catalog comes from; `nil` for a store built from a catalog in memory or a snapshot file.
    public let loader: CatalogLoader?
    /// Where built snapshots of the loader's catalogs are kept, so a start on unchanged catalogs maps one.
    public let cache: SnapshotCache?
    /// The snapshot file served (`names serve --snapshot`), mapped again at each reload; nil for catalogs.
    public let snapshotPath: String?
    /// Decides whether a reloaded catalog may replace the one being served.
    public let gate: any CatalogGate
    let metrics: ServerMetrics
    let logger: Logger
    private let state: Mutex<(served: ServedCatalog, reloading: Bool)>

    /// A store serving `catalog`, as built in memory (tests, embedding).
    public init(catalog: Catalog, gate: any CatalogGate = BasicCatalogGate(),
                metrics: ServerMetrics = ServerMetrics(), logger: Logger = Logger(label: "placenames.catalog")) {
        var hash = FNV1a64()
        if let bytes = try? catalog.canonicalJSON() { hash.add(bytes) }
        self.loader = nil
        self.cache = nil
        self.snapshotPath = nil
        self.gate = gate
        self.metrics = metrics
        self.logger = logger
        let served = ServedCatalog(catalog: catalog, fingerprint: hash.hex)
        self.state = Mutex((served, false))
        metrics.catalogPlaces.record(served.places.count)
    }

    /// Loads, validates and indexes the files of `loader` into a snapshot, logging how long that took; with a
    /// `cache`, the snapshot is written there and mapped, and a later start on the same files maps it at once.
    /// - Throws: `CatalogStoreError` when the files cannot be served.
    public init(loader: CatalogLoader, cache: SnapshotCache? = nil, gate: any CatalogGate = BasicCatalogGate(),
                metrics: ServerMetrics = ServerMetrics(), logger: Logger = Logger(label: "placenames.catalog"))
        throws(CatalogStoreError)
    {
        self.loader = loader
        self.cache = cache
        self.snapshotPath = nil
        self.gate = gate
        self.metrics = metrics
        self.logger = logger
        let served = try Self.build(loader: loader, cache: cache, gate: gate, logger: logger, unless: nil)!
        // The catalog the snapshot was built from is gone, gigabytes at 10 M names: give its pages back.
        FreedMemory.release()
        self.state = Mutex((served, false))
        metrics.catalogPlaces.record(served.places.count)
    }

    /// Maps the snapshot file at `snapshotPath` (`names snapshot` wrote it) and serves it; a reload maps the
    /// file at that path again.
    /// - Throws: `CatalogStoreError` naming what is wrong with the file.
    public init(snapshotPath: String, metrics: ServerMetrics = ServerMetrics(),
                logger: Logger = Logger(label: "placenames.catalog")) throws(CatalogStoreError) {
        self.loader = nil
        self.cache = nil
        self.snapshotPath = snapshotPath
        self.gate = BasicCatalogGate()
        self.metrics = metrics
        self.logger = logger
        let served = try Self.map(snapshotPath, logger: logger, unless: nil)!
        self.state = Mutex((served, false))
        metrics.catalogPlaces.record(served.places.count)
    }

    /// The catalog being served now.
    public var served: ServedCatalog { state.withLock { $0.served } }

    /// Reads the files again and serves them if they load and validate; otherwise logs why, counts the failure
    /// in `placenames_catalog_reloads_total{outcome="rejected"}` and keeps serving the current catalog.
    /// The work runs on a Dispatch thread, so requests keep being answered meanwhile.
    public func reload() async -> ReloadOutcome {
        guard loader != nil || snapshotPath != nil else {
            return .rejected(problems: ["this catalog was not loaded from files"])
        }
        let started = state.withLock { state -> Bool in
            if state.reloading { return false }
            state.reloading = true
            return true
        }
        guard started else { return .busy }
        defer { state.withLock { $0.reloading = false } }
        let current = served.fingerprint
        let (loader, cache, snapshotPath, gate, logger) = (self.loader, self.cache, self.snapshotPath, self.gate,
                                                           self.logger)
        // A Dispatch thread, not a task: with `runTasksOnEventLoops` tasks run on the event loops that answer
        // requests, and a rebuild takes seconds.
        // Task-local values do not follow the work onto a Dispatch thread by themselves: the parse counter that
        // tests bind (to show a reload parses each file once) is carried over.
        let parseCounter = JSONDocument.parseCounter
        let result = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                JSONDocument.$parseCounter.withValue(parseCounter) {
                    continuation.resume(returning: Result { () throws(CatalogStoreError) -> ServedCatalog? in
                        if let snapshotPath { return try Self.map(snapshotPath, logger: logger, unless: current) }
                        return try Self.build(loader: loader!, cache: cache, gate: gate, logger: logger,
                                              unless: current)
                    })
                }
            }
        }
        // Whatever the outcome, a catalog's worth of memory was just freed: hand it back, off the event loops.
        defer { DispatchQueue.global(qos: .utility).async { FreedMemory.release() } }
        switch result {
        case .success(nil):
            metrics.reloads(outcome: "unchanged").increment()
            logger.info("catalog unchanged", metadata: ["fingerprint": "\(current)"])
            return .unchanged(fingerprint: current)
        case .success(let served?):
            state.withLock { $0.served = served }
            metrics.reloads(outcome: "reloaded").increment()
            metrics.catalogPlaces.record(served.places.count)
            return .reloaded(fingerprint: served.fingerprint, places: served.places.count)
        case .failure(let error):
            metrics.reloads(outcome: "rejected").increment()
            logger.error("catalog reload rejected; still serving the previous catalog",
                         metadata: ["problems": "\(error.problems)", "fingerprint": "\(current)"])
            return .rejected(problems: error.problems)
        }
    }

    /// Loads and indexes, or `nil` when the files' fingerprint is `unless` (nothing changed). With a cache, a
    /// snapshot of the same files by this build is mapped instead of indexing again.
    static func build(loader: CatalogLoader, cache: SnapshotCache?, gate: any CatalogGate, logger: Logger,
                      unless unchanged: String?) throws(CatalogStoreError) -> ServedCatalog? {
        let start = ContinuousClock.now
        let contents: CatalogFileContents
        do {
            contents = try loader.read()
        } catch {
            throw CatalogStoreError(problems: [error.description])
        }
        if contents.fingerprint == unchanged { return nil }
        if let snapshot = cache?.open(fingerprint: contents.fingerprint),
           let served = try? ServedCatalog(snapshot: snapshot), served.fingerprint == contents.fingerprint {
            logger.info("catalog mapped from the snapshot cache", metadata: [
                "places": "\(served.places.count)", "files": "\(contents.files.count)",
                "fingerprint": "\(served.fingerprint)", "snapshot": "\(snapshot.path)",
                "load_ms": "\(Self.milliseconds(ContinuousClock.now - start))",
            ])
            return served
        }
        let (bytes, places) = try snapshotBytes(of: contents, gate: gate)
        let decoded = ContinuousClock.now
        var snapshot: Snapshot?
        if let cache {
            do {
                snapshot = try Snapshot(path: cache.store(bytes, fingerprint: contents.fingerprint))
            } catch {
                logger.warning("the snapshot cache cannot be written; serving from memory",
                               metadata: ["folder": "\(cache.folder)", "error": "\(error)"])
            }
        }
        let served: ServedCatalog
        do throws(SnapshotError) {
            let source: Snapshot
            if let snapshot { source = snapshot } else { source = try Snapshot(bytes: bytes) }
            served = try ServedCatalog(snapshot: source)
        } catch {
            throw CatalogStoreError(problems: [error.description])
        }
        let indexed = ContinuousClock.now
        logger.info("catalog loaded", metadata: [
            "places": "\(places)", "files": "\(contents.files.count)",
            "fingerprint": "\(served.fingerprint)", "snapshot": "\(served.snapshotPath)",
            "load_ms": "\(Self.milliseconds(decoded - start))", "index_ms": "\(Self.milliseconds(indexed - decoded))",
        ])
        return served
    }

    /// The snapshot of catalog files, built only if they load and pass both `names validate` (no error-level
    /// finding) and `gate`: what `names snapshot` writes and `names serve` maps.
    /// - Returns: the snapshot's bytes and how many places it holds.
    /// - Throws: `CatalogStoreError` listing what stops the files from being served.
    public static func snapshotBytes(of contents: CatalogFileContents, gate: any CatalogGate = BasicCatalogGate())
        throws(CatalogStoreError) -> (bytes: [UInt8], places: Int)
    {
        // Each file parsed once. Every check of `names validate` that reports errors runs on those documents: a
        // file with an error-level finding is never served, and what is served is read from the very documents
        // checked (the disk is not read again, the bytes not parsed again).
        let parsed = contents.parsed()
        let findings = parsed.validate(with: refusingChecks).diagnostics.filter { $0.severity == .error }
        guard findings.isEmpty else {
            throw CatalogStoreError(problems: findings.prefix(20).map(\.description), findings: Array(findings.prefix(20)))
        }
        let catalog: Catalog
        do {
            catalog = try parsed.catalog()
        } catch {
            throw CatalogStoreError(problems: [error.description])
        }
        let problems = gate.problems(in: catalog)
        guard problems.isEmpty else { throw CatalogStoreError(problems: problems) }
        return (ServedCatalog.snapshotBytes(of: catalog.places, fingerprint: contents.fingerprint), catalog.places.count)
    }

    /// The checks of `names validate` whose findings are errors, the only ones that can refuse a catalog; the
    /// warning and info checks are off, since nothing here reads their findings (probable duplicates alone were
    /// 12 % of `names snapshot` at 10 M names).
    package static let refusingChecks: CatalogValidator = {
        var severities = SeverityConfiguration()
        for code in ValidationCode.allCases where code.defaultSeverity != .error { severities.set(code, to: nil) }
        return CatalogValidator(options: ValidationOptions(severities: severities))
    }()

    /// Maps the snapshot at `path`, or `nil` when its fingerprint is `unless` (nothing changed).
    static func map(_ path: String, logger: Logger, unless unchanged: String?) throws(CatalogStoreError)
        -> ServedCatalog?
    {
        let start = ContinuousClock.now
        let served: ServedCatalog
        do {
            served = try ServedCatalog(snapshot: Snapshot(path: path))
        } catch {
            throw CatalogStoreError(problems: [error.description])
        }
        if served.fingerprint == unchanged { return nil }
        logger.info("snapshot mapped", metadata: [
            "places": "\(served.places.count)", "fingerprint": "\(served.fingerprint)", "snapshot": "\(path)",
            "load_ms": "\(Self.milliseconds(ContinuousClock.now - start))",
        ])
        return served
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}

/// Why a catalog cannot be served: it failed to load or to validate.
public struct CatalogStoreError: Error, CustomStringConvertible, Sendable {
    /// What stops the catalog from being served, one message per problem.
    public let problems: [String]
    /// The validation findings among `problems`, when validation is what failed: for a caller that shows them its
    /// own way (the command line adds which of its flags deals with one).
    public private(set) var findings: [Diagnostic] = []

    public var description: String { problems.joined(separator: "\n") }
}
