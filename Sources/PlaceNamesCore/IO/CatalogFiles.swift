import Foundation

/// Finds the catalog files that command-line paths name: files as given, folders searched recursively for
/// `*.json` (hidden files and folders skipped, so an interrupted atomic write's temporary file is ignored).
public enum CatalogFiles {
    /// Every catalog file under `paths`, each once, folders' files in code point order of their path.
    /// A path that does not exist or cannot be listed is an `unreadable` error.
    public static func find(_ paths: [String]) throws(CatalogReadError) -> [String] {
        var files: [String] = []
        var seen = Set<[UInt8]>()
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .unreadable(path: path, reason: "no such file or folder")
            }
            let found = isFolder.boolValue ? try jsonFiles(in: path) : [path]
            for file in found where seen.insert(Array(file.utf8)).inserted {
                files.append(file)
            }
        }
        return files
    }

    private static func jsonFiles(in folder: String) throws(CatalogReadError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw .unreadable(path: folder, reason: "cannot list the folder")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".json") { files.append(prefix + relative) }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
