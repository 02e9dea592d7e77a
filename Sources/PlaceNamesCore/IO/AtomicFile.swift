// The POSIX calls below come from the platform's own C module; a platform without them (Windows, WASI) writes
// through Foundation's atomic write instead.
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

/// Writes whole files so that a reader, or a crash at any instant, sees either the old file or the
/// complete new one, never a mix: the bytes go to a temporary file in the same folder, are flushed to
/// disk, and the temporary file is renamed over the target.
public enum AtomicFile {
    /// A write that failed; the target file is untouched.
    public struct WriteError: Error, CustomStringConvertible {
        /// The file that was to be written.
        public let path: String
        /// The step that failed (`rename`, `fsync`...).
        public let operation: String
        /// The system's error number (`errno`).
        public let code: Int32

        public var description: String {
            "cannot write '\(path)': \(operation) failed: \(AtomicFile.message(for: code))"
        }
    }

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    static func message(for code: Int32) -> String { String(cString: strerror(code)) }

    /// Replaces (or creates) the file at `path` with `bytes`. An existing file keeps its permissions.
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw WriteError(path: path, operation: "creating a temporary file", code: errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer {
            if !finished { unlink(temporary) }
        }
        do {
            defer { close(fd) }
            try writeAll(bytes, to: fd, path: path)
            var info = stat()
            let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
            guard fchmod(fd, mode) == 0 else { throw WriteError(path: path, operation: "fchmod", code: errno) }
            guard fsync(fd) == 0 else { throw WriteError(path: path, operation: "fsync", code: errno) }
        }
        guard rename(temporary, path) == 0 else { throw WriteError(path: path, operation: "rename", code: errno) }
        finished = true
        syncFolder(folder.isEmpty ? "/" : folder)
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(WriteError) {
        if let code = bytes.withUnsafeBytes({ PlaceNamesCore.writeAll($0, to: fd) }) {
            throw WriteError(path: path, operation: "write", code: code)
        }
    }

    /// Makes the rename itself durable; best effort, as some file systems refuse fsync on folders.
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
    #else
    static func message(for code: Int32) -> String { "error \(code)" }

    /// Replaces (or creates) the file at `path` with `bytes`, through Foundation's atomic write (a temporary
    /// file renamed over the target).
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WriteError(path: path, operation: "write", code: Int32(truncatingIfNeeded: (error as NSError).code))
        }
    }
    #endif
}
