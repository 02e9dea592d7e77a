import Foundation

/// Finds the project's shared real-data folder: `$PLACENAMES_SHARED/data`, or a `shared/data` folder
/// beside one of this file's ancestors (the repository root's parent has `shared/` in CI and at /work).
enum SharedData {
    static let folder: URL? = {
        if let root = ProcessInfo.processInfo.environment["PLACENAMES_SHARED"] {
            let url = URL(fileURLWithPath: root).appendingPathComponent("data")
            return FileManager.default.fileExists(atPath: url.path) ? url : nil
        }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/data")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// The URL of `relativePath` inside the shared data folder, or nil (after printing why) when absent.
    static func url(_ relativePath: String) -> URL? {
        guard let folder else {
            print("skipped: shared data folder not found (set PLACENAMES_SHARED or put shared/data beside the checkout)")
            return nil
        }
        let url = folder.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("skipped: \(url.path) is absent")
            return nil
        }
        return url
    }
}
