import Foundation

/// The project's shared real-data folder: `$PLACENAMES_SHARED/data`, or a `shared/data` folder beside one of
/// this file's ancestors (the repository root's parent has `shared/` in CI and at /work). Tests read it in place.
enum SharedData {
    static let folder: URL? = {
        if let root = ProcessInfo.processInfo.environment["PLACENAMES_SHARED"], !root.isEmpty {
            let url = URL(fileURLWithPath: root)
            let data = url.lastPathComponent == "data" ? url : url.appendingPathComponent("data")
            return FileManager.default.fileExists(atPath: data.path) ? data : nil
        }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/data")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// Whether every one of `relativePaths` is present (the condition of `.needsSharedData`).
    static func has(_ relativePaths: [String]) -> Bool {
        guard let folder else { return false }
        return relativePaths.allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// The URL of `relativePath` inside the shared data folder; throws when it is absent, so a test that forgot
    /// its `.needsSharedData` trait fails instead of passing on nothing.
    static func url(_ relativePath: String) throws -> URL {
        guard let folder else {
            throw MissingTestInput("shared data folder not found (set PLACENAMES_SHARED or put shared/data beside the checkout)")
        }
        let url = folder.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else { throw MissingTestInput("\(url.path) is absent") }
        return url
    }
}
