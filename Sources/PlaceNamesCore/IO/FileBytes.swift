#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
import Foundation
#endif

/// Reads a whole file straight into `[UInt8]` (one allocation, no `Data` copy), with `Catalog.readBytes`'s
/// errors: large catalogs spend noticeable time in that extra copy.
enum FileBytes {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    static func read(_ path: String) throws(CatalogReadError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw .unreadable(path: path, reason: errno == ENOENT ? "no such file" : "cannot be read (permissions?)")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: "cannot be read (permissions?)") }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            throw .unreadable(path: path, reason: "is a folder, not a catalog file")
        }
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
            while initialized < buffer.count {
                let count = systemRead(fd, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 {
                    failed = count < 0
                    return
                }
                initialized += count
            }
        }
        guard !failed else { throw .unreadable(path: path, reason: "cannot be read (permissions?)") }
        // A file that grew since fstat is read to its new end (one that shrank is what `initialized` says).
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
    #else
    // Platforms without POSIX file calls (Windows, WASI) read through Foundation, with the same errors.
    static func read(_ path: String) throws(CatalogReadError) -> [UInt8] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isFolder.boolValue else { throw .unreadable(path: path, reason: "is a folder, not a catalog file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "cannot be read (permissions?)")
        }
        return [UInt8](data)
    }
    #endif
}
