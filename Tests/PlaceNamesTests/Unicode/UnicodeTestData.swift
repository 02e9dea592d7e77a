import Foundation

/// Real data the Unicode tests read in place: Thai names from `../shared/data` and Debian's `unicode-data`.
enum UnicodeTestData {
    static let normalizationTest = "/usr/share/unicode/NormalizationTest.txt.bz2"

    /// Thai names (`name_th`) of a thai-admin file in ../shared/data (tests that call this carry
    /// `.needsSharedData("thai-admin/FILE")`).
    static func thaiNames(_ file: String, field: String = "name_th") throws -> [String] {
        let url = try SharedData.url("thai-admin/\(file)")
        let rows = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]]
        guard let rows else { throw MissingTestInput("\(url.path) is not an array of objects") }
        return rows.compactMap { $0[field] as? String }
    }

    /// Decompressed text of a bzip2 file via /usr/bin/bzcat (tests that call this carry `.needsUnicodeData`).
    static func bzcat(_ path: String) throws -> String {
        guard FileManager.default.fileExists(atPath: path),
              FileManager.default.isExecutableFile(atPath: "/usr/bin/bzcat") else {
            throw MissingTestInput("\(path) or /usr/bin/bzcat is absent (apt-get install -y unicode-data bzip2)")
        }
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
