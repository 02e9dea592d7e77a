#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// One snapshot file mapped read-only into memory (or one built in memory), its header and directory checked.
/// Its sections are read in place through `Column`s; the mapping goes when the last reference to this goes, so a
/// reload unmaps the old snapshot once nothing that reads it is left (`Column` says what holds it).
package final class Snapshot: @unchecked Sendable {
    package let path: String
    private let base: UnsafeRawPointer
    let length: Int
    private let release: @Sendable (UnsafeRawPointer, Int) -> Void
    private let sections: [SnapshotSection: (offset: Int, length: Int, checksum: UInt64)]

    /// Maps the file at `path` and checks its header, directory and every section's checksum (read with `pread`, so
    /// checking does not make the whole file resident in this process).
    /// - Throws: `SnapshotError` naming what is wrong.
    package convenience init(path: String) throws(SnapshotError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SnapshotError(path: path, problem: "cannot open: \(Self.reason(errno))") }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw SnapshotError(path: path, problem: Self.reason(errno)) }
        let length = Int(status.st_size)
        guard length >= SnapshotFormat.headerSize else {
            throw SnapshotError(path: path, problem: "not a snapshot: \(length) bytes, shorter than its header")
        }
        guard let mapped = mmap(nil, length, PROT_READ, MAP_SHARED, fd, 0), mapped != MAP_FAILED else {
            throw SnapshotError(path: path, problem: "cannot map: \(Self.reason(errno))")
        }
        let release: @Sendable (UnsafeRawPointer, Int) -> Void = { munmap(UnsafeMutableRawPointer(mutating: $0), $1) }
        try self.init(path: path, base: UnsafeRawPointer(mapped), length: length, release: release) {
            sections throws(SnapshotError) in
            try Self.verify(sections, path: path) { offset, count, checksum in
                Self.preadChecksum(fd, offset: offset, count: count, into: &checksum)
            }
        }
    }

    /// A snapshot of `bytes` in memory (tests, a catalog served without a file, a cache that cannot be written).
    /// - Throws: `SnapshotError` as for a file.
    package convenience init(bytes: [UInt8], path: String = "<memory>") throws(SnapshotError) {
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: SnapshotFormat.alignment)
        bytes.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress ?? UnsafeRawPointer(copy), byteCount: $0.count) }
        nonisolated(unsafe) let base = UnsafeRawPointer(copy)
        try self.init(path: path, base: base, length: bytes.count, release: { pointer, _ in pointer.deallocate() }) {
            sections throws(SnapshotError) in
            try Self.verify(sections, path: path) { offset, count, checksum in
                checksum.add(UnsafeRawBufferPointer(start: base + offset, count: count))
                return true
            }
        }
    }

    private init(path: String, base: UnsafeRawPointer, length: Int,
                 release: @escaping @Sendable (UnsafeRawPointer, Int) -> Void,
                 verify: ([SnapshotSection: (offset: Int, length: Int, checksum: UInt64)]) throws(SnapshotError) -> Void)
        throws(SnapshotError)
    {
        do {
            let sections = try Self.directory(UnsafeRawBufferPointer(start: base, count: length), path: path)
            try verify(sections)
            self.sections = sections
        } catch {
            release(base, length)
            throw error
        }
        self.path = path
        self.base = base
        self.length = length
        self.release = release
    }

    deinit { release(base, length) }

    /// The records of `section` (empty when the file has no such section).
    ///
    /// Binds the section's memory to `Element` (mapped memory is bound to no type until then), so each section must
    /// be read as one type only, the one `SnapshotSection` documents; read its size with `length(of:)`.
    func column<Element: BitwiseCopyable>(_ section: SnapshotSection, as type: Element.Type = Element.self)
        -> Column<Element>
    {
        guard let entry = sections[section] else { return Column() }
        let count = entry.length / MemoryLayout<Element>.stride
        let start = (base + entry.offset).bindMemory(to: Element.self, capacity: count)
        return Column(UnsafeBufferPointer(start: start, count: count))
    }

    /// The length of `section` in bytes (0 when the file has no such section).
    func length(of section: SnapshotSection) -> Int { sections[section]?.length ?? 0 }

    /// The bytes of `section` as a string (the fingerprint, the language table).
    func text(_ section: SnapshotSection) -> String {
        String(decoding: column(section, as: UInt8.self).buffer, as: UTF8.self)
    }

    /// Reads and checks the header and directory: magic, byte order, version, length, the directory's checksum,
    /// and that every section lies inside the file, aligned, whole records, each once.
    private static func directory(_ file: UnsafeRawBufferPointer, path: String) throws(SnapshotError)
        -> [SnapshotSection: (offset: Int, length: Int, checksum: UInt64)]
    {
        func refuse(_ problem: String) -> SnapshotError { SnapshotError(path: path, problem: problem) }
        guard file.count >= SnapshotFormat.headerSize, Array(file[0..<8]) == SnapshotFormat.magic else {
            throw refuse("not a snapshot: it does not start with the snapshot signature (write one with `names snapshot`)")
        }
        let mark = file.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
        guard mark == SnapshotFormat.byteOrderMark else {
            throw refuse(mark == SnapshotFormat.byteOrderMark.byteSwapped
                ? "written on a machine of the other byte order; build the snapshot on one like this"
                : "damaged header: byte-order mark \(hex(mark))")
        }
        let version = file.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        guard version == SnapshotFormat.version else {
            throw refuse("snapshot format version \(version); this names reads version \(SnapshotFormat.version): "
                         + "build it again with this names")
        }
        let count = Int(file.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
        let declared = file.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        guard declared == UInt64(file.count) else {
            throw refuse("truncated or extended: the header says \(declared) bytes, the file has \(file.count)")
        }
        guard count <= SnapshotFormat.maxSections,
              SnapshotFormat.headerSize + count * SnapshotFormat.directoryEntrySize <= file.count else {
            throw refuse("damaged header: \(count) sections do not fit in the file")
        }
        let directoryEnd = SnapshotFormat.headerSize + count * SnapshotFormat.directoryEntrySize
        var checksum = SnapshotChecksum()
        checksum.add(UnsafeRawBufferPointer(rebasing: file[0..<32]))
        checksum.add(UnsafeRawBufferPointer(rebasing: file[SnapshotFormat.headerSize..<directoryEnd]))
        let stored = file.loadUnaligned(fromByteOffset: 32, as: UInt64.self)
        guard checksum.value == stored else {
            throw refuse("checksum mismatch in the header or directory: the file is damaged")
        }
        var sections: [SnapshotSection: (offset: Int, length: Int, checksum: UInt64)] = [:]
        for index in 0..<count {
            let entry = SnapshotFormat.headerSize + index * SnapshotFormat.directoryEntrySize
            let id = file.loadUnaligned(fromByteOffset: entry, as: UInt32.self)
            let stride = Int(file.loadUnaligned(fromByteOffset: entry + 4, as: UInt32.self))
            let offset = file.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self)
            let length = file.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self)
            // Sections this version does not know are skipped: a later version may add some.
            guard let section = SnapshotSection(rawValue: id) else { continue }
            guard stride == section.stride else {
                throw refuse("section \(section) has \(stride)-byte records; this names reads \(section.stride)-byte ones")
            }
            guard offset <= UInt64(file.count), length <= UInt64(file.count) - offset,
                  offset >= UInt64(directoryEnd) else {
                throw refuse("section \(section) at \(offset) (\(length) bytes) lies outside the file's \(file.count) bytes")
            }
            guard Int(offset) % SnapshotFormat.alignment == 0, Int(length) % stride == 0 else {
                throw refuse("section \(section) at \(offset) (\(length) bytes) is not aligned to its records")
            }
            guard sections[section] == nil else { throw refuse("section \(section) appears twice") }
            sections[section] = (Int(offset), Int(length), file.loadUnaligned(fromByteOffset: entry + 24, as: UInt64.self))
        }
        for section in SnapshotSection.allCases where sections[section] == nil {
            throw refuse("section \(section) is missing")
        }
        return sections
    }

    /// Checks every section's checksum, the sections on every core.
    private static func verify(_ sections: [SnapshotSection: (offset: Int, length: Int, checksum: UInt64)],
                               path: String,
                               checksum: @Sendable (Int, Int, inout SnapshotChecksum) -> Bool) throws(SnapshotError)
    {
        let list = Array(sections).sorted { $0.value.length > $1.value.length }
        let failures = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: list.count)
        defer { failures.deallocate() }
        nonisolated(unsafe) let slots = failures
        performConcurrently(iterations: list.count) { index in
            var sum = SnapshotChecksum()
            let entry = list[index].value
            let read = checksum(entry.offset, entry.length, &sum)
            slots[index] = !read ? 2 : sum.value != entry.checksum ? 1 : 0
        }
        for index in list.indices where failures[index] != 0 {
            throw SnapshotError(path: path, problem: failures[index] == 2
                ? "cannot read section \(list[index].key)"
                : "checksum mismatch in section \(list[index].key): the file is damaged")
        }
    }

    /// Adds `count` bytes at `offset` of `fd` to `checksum`, reading them in chunks.
    private static func preadChecksum(_ fd: Int32, offset: Int, count: Int, into checksum: inout SnapshotChecksum) -> Bool {
        let chunk = 1 << 22
        // Mapped and unmapped here, not taken from malloc: freed 4 MB blocks raise glibc's mmap threshold, and the
        // checking threads' arenas then kept them resident for the server's life (8 MB more at ready).
        guard let mapped = mmap(nil, chunk, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else { return false }
        defer { munmap(mapped, chunk) }
        let buffer = UnsafeMutableRawBufferPointer(start: mapped, count: chunk)
        var done = 0
        while done < count {
            let want = min(chunk, count - done)
            var got = 0
            while got < want {
                let read = pread(fd, buffer.baseAddress! + got, want - got, off_t(offset + done + got))
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else { return false }
                got += read
            }
            checksum.add(UnsafeRawBufferPointer(rebasing: buffer[0..<want]))
            done += want
        }
        return true
    }

    private static func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16) }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
