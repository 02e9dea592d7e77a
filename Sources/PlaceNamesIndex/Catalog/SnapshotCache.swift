import Foundation
import PlaceNames

/// A folder of snapshots built from JSON catalogs, named by the catalogs' content hash and by this build of
/// `names`: a second start on unchanged catalogs maps the snapshot the first one wrote instead of indexing again,
/// and a new build of `names` (whose index may differ) never reads an old build's snapshot.
public struct SnapshotCache: Sendable {
    /// The folder; created when the first snapshot is written.
    public let folder: String
    /// Snapshots kept: older ones are removed when a new one is written (a process mapping one keeps its pages).
    public var keep = 4

    /// A cache in `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/placenames`, else `~/.cache/placenames`.
    public static var standard: SnapshotCache {
        let environment = ProcessInfo.processInfo.environment
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return SnapshotCache(folder: base + "/placenames")
        }
        return SnapshotCache(folder: NSHomeDirectory() + "/.cache/placenames")
    }

    /// Where the snapshot of catalogs with `fingerprint` lives.
    public func path(for fingerprint: String) -> String {
        "\(folder)/\(fingerprint)-\(Self.buildIdentity).snapshot"
    }

    /// The cached snapshot of catalogs with `fingerprint`, or nil when there is none or it cannot be read (then
    /// it is built again and overwritten).
    package func open(fingerprint: String) -> Snapshot? {
        let path = path(for: fingerprint)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try? Snapshot(path: path)
    }

    /// Writes `bytes` as the snapshot for `fingerprint`, atomically, and removes all but the newest `keep`.
    /// - Returns: the file's path.
    /// - Throws: `AtomicFile.WriteError` when the folder or file cannot be written.
    package func store(_ bytes: [UInt8], fingerprint: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = path(for: fingerprint)
        try AtomicFile.write(bytes, to: path)
        prune(sparing: path)
        return path
    }

    private func prune(sparing path: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        let snapshots = names.filter { $0.hasSuffix(".snapshot") }.map { "\(folder)/\($0)" }.filter { $0 != path }
            .compactMap { file -> (path: String, modified: Date)? in
                guard let date = (try? manager.attributesOfItem(atPath: file))?[.modificationDate] as? Date else { return nil }
                return (file, date)
            }
            .sorted { $0.modified > $1.modified }
        for old in snapshots.dropFirst(max(0, keep - 1)) { try? manager.removeItem(atPath: old.path) }
    }

    /// This build of `names`: the snapshot format version and the executable's size and modification time.
    static let buildIdentity: String = {
        var hash = FNV1a64()
        hash.add(Array("v\(SnapshotFormat.version)\n\(ServedCatalog.languageTable)".utf8))
        // `/proc/self/exe` is a link: its target's attributes are the executable's.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? ""
        if let attributes = try? FileManager.default.attributesOfItem(atPath: executable) {
            hash.add(Array("\(attributes[.size] ?? 0) \(attributes[.modificationDate] ?? 0)".utf8))
        }
        return String(hash.hex.prefix(8))
    }()
}
