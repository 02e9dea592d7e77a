import Foundation

/// Finds the project's shared real-data folder (`$PLACENAMES_SHARED/data`, or `shared/data` beside an
/// ancestor of the working directory or of this source file).
enum SharedDataFolder {
    static func locate() -> URL? {
        let fileManager = FileManager.default
        if let root = ProcessInfo.processInfo.environment["PLACENAMES_SHARED"] {
            let url = URL(fileURLWithPath: root).appendingPathComponent("data")
            return fileManager.fileExists(atPath: url.path) ? url : nil
        }
        for start in [fileManager.currentDirectoryPath, #filePath] {
            var directory = URL(fileURLWithPath: start)
            while directory.path != "/" {
                let candidate = directory.appendingPathComponent("shared/data")
                if fileManager.fileExists(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }
}
