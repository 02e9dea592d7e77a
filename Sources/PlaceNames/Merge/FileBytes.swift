import Glibc

/// Reads a whole file straight into `[UInt8]` (one allocation, no `Data` copy), with `Catalog.readBytes`'s
/// errors: large catalogs spend noticeable time in that extra copy.
enum FileBytes {
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
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var total = 0
        let failed = bytes.withUnsafeMutableBytes { buffer -> Bool in
            while total < buffer.count {
                let count = Glibc.read(fd, buffer.baseAddress! + total, buffer.count - total)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return count < 0 }
                total += count
            }
            return false
        }
        guard !failed else { throw .unreadable(path: path, reason: "cannot be read (permissions?)") }
        // A file that shrank while being read: keep what was there; one that grew is read to its new end.
        bytes.removeLast(bytes.count - total)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
}
