import Foundation
import PlaceNames

/// Paths as people type them. A path that does not exist, but names exactly one existing entry when letter
/// case is ignored (`catalogs/` for `Catalogs/`), is used with a one-line note on stderr, as macOS' default file
/// system would; otherwise it stays a "no such file or folder" (exit 2) with what the person may have meant.
enum TypedPath {
    /// `paths`, each resolved by `resolve(_:)`.
    static func resolve(_ paths: [String]) throws(CatalogReadError) -> [String] {
        var resolved: [String] = []
        for path in paths { resolved.append(try resolve(path)) }
        return resolved
    }

    static func resolve(_ path: String) throws(CatalogReadError) -> String {
        let files = FileManager.default
        if path.isEmpty || files.fileExists(atPath: path) { return path }
        let absolute = path.hasPrefix("/")
        let trailingSlash = path.hasSuffix("/") ? "/" : ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var folder = absolute ? "/" : ""
        for (index, part) in parts.enumerated() {
            let here = folder + part
            if files.fileExists(atPath: here) || part == "." || part == ".." {
                folder = here + "/"
                continue
            }
            let listed = (try? files.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            let sameLetters = listed.filter { $0.lowercased() == part.lowercased() }.sorted()
            let rest = parts[(index + 1)...].map { "/" + $0 }.joined() + trailingSlash
            if sameLetters.count == 1 {
                folder = folder + sameLetters[0] + "/"
                continue
            }
            let suggestions = sameLetters.count > 1 ? sameLetters : closestMatches(to: part, in: listed.sorted())
            let hint = suggestions.isEmpty ? ""
                : " — did you mean " + suggestions.map { "'\(folder + $0 + rest)'" }.joined(separator: " or ") + "?"
            throw .unreadable(path: path, reason: "no such file or folder" + hint)
        }
        var resolved = String(folder.dropLast())
        if resolved.isEmpty { resolved = "/" }
        resolved += trailingSlash
        guard files.fileExists(atPath: resolved) else {
            throw .unreadable(path: path, reason: "no such file or folder")
        }
        StandardError.write("names: no '\(path)'; using '\(resolved)', which differs only in letter case\n")
        return resolved
    }
}
