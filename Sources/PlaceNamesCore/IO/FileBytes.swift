import Foundation
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
            if buffer.count >= halvesFrom, readInHalves(fd, into: buffer) {
                initialized = buffer.count
                return
            }
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

    /// Files this big are read in two halves at once, one on another thread: most of one big `read` is faulting in
    /// and filling fresh pages, which two cores do in half the time (Benchmarks/history.md, "Twice the peer at a
    /// million names and more"; today's figures in BENCHMARKS.md, "names validate").
    static let halvesFrom = 8 << 20

    /// Reads the file into all of `buffer` with two positioned reads at once; false if either came up short (the
    /// file changed) or failed, and the caller reads it again from the start.
    private static func readInHalves(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        let half = buffer.count / 2
        let second = HalfRead(fd: fd, start: buffer.baseAddress! + half, count: buffer.count - half, offset: half)
        let other = OtherThread.start { second.run() }
        let first = HalfRead(fd: fd, start: buffer.baseAddress!, count: half, offset: 0)
        first.run()
        other.wait()
        // Positioned reads leave the file offset at 0; the read that follows looks for bytes past the end.
        guard first.complete, second.complete, lseek(fd, off_t(buffer.count), SEEK_SET) >= 0 else {
            _ = lseek(fd, 0, SEEK_SET)
            return false
        }
        return true
    }

    /// One `pread` loop over a part of the file into a part of the buffer.
    private final class HalfRead: @unchecked Sendable {
        let fd: Int32
        let start: UnsafeMutablePointer<UInt8>
        let count: Int
        let offset: Int
        private(set) var complete = false

        init(fd: Int32, start: UnsafeMutablePointer<UInt8>, count: Int, offset: Int) {
            self.fd = fd
            self.start = start
            self.count = count
            self.offset = offset
        }

        func run() {
            var done = 0
            while done < count {
                let read = pread(fd, start + done, count - done, off_t(offset + done))
                if read < 0 && errno == EINTR { continue }
                if read <= 0 { return }
                done += read
            }
            complete = true
        }
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
