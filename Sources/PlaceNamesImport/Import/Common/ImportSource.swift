import Foundation
import PlaceNames

/// Reading an import's source files, with the failures every importer reports the same way.
enum ImportSource {
    /// The bytes of `path`; a missing file, a folder or an unreadable file is `ImportError.unreadable`.
    static func bytes(of path: String) throws(ImportError) -> [UInt8] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isFolder.boolValue else { throw .unreadable(path: path, reason: "is a folder, not a source file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "cannot be read (permissions?)")
        }
        return [UInt8](data)
    }

    /// Whether `text` has nothing to show: empty, or only white space.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// Ids in the order catalogs list places: by UTF-8 bytes, so the order never depends on the locale.
    static func idOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
