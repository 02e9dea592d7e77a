import Foundation

/// Real data the Unicode tests read in place: `../shared/data` and Debian's `unicode-data`.
enum UnicodeTestData {
    /// The shared data folder: `$PLACENAMES_SHARED`, else the first `shared/data` beside a parent of this file.
    static let sharedData: URL? = {
        if let path = ProcessInfo.processInfo.environment["PLACENAMES_SHARED"] {
            let url = URL(fileURLWithPath: path)
            let data = url.lastPathComponent == "data" ? url : url.appendingPathComponent("data")
            return FileManager.default.fileExists(atPath: data.path) ? data : nil
        }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/data")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// Thai names (`name_th`) of a thai-admin file, or nil (with the reason printed) when the data is absent.
    static func thaiNames(_ file: String, field: String = "name_th") -> [String]? {
        guard let folder = sharedData else {
            print("skipped: ../shared/data not found (set PLACENAMES_SHARED)")
            return nil
        }
        let url = folder.appendingPathComponent("thai-admin/\(file)")
        guard let data = try? Data(contentsOf: url),
              let rows = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else {
            print("skipped: cannot read \(url.path)")
            return nil
        }
        return rows.compactMap { $0[field] as? String }
    }

    /// Decompressed text of a bzip2 file via /usr/bin/bzcat, or nil when the file or bzcat is absent.
    static func bzcat(_ path: String) throws -> String? {
        guard FileManager.default.fileExists(atPath: path),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/bzcat") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/bzcat")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
