/// Assembles a snapshot file's bytes from its sections (`SnapshotFormat` gives the layout).
struct SnapshotBuilder {
    private var sections: [(section: SnapshotSection, bytes: [UInt8])] = []

    /// Adds a section of records, copied as they lie in memory (this machine's byte order; the header says which).
    mutating func add<Element: BitwiseCopyable>(_ section: SnapshotSection, _ records: [Element]) {
        precondition(MemoryLayout<Element>.stride == section.stride, "\(section) holds \(section.stride)-byte records")
        add(section, raw: records.withUnsafeBytes { Array($0) })
    }

    /// Adds byte strings end to end in `bytes`, and where each ends (`UInt32`) in `ends`.
    mutating func add<Items: Sequence>(ends: SnapshotSection, bytes: SnapshotSection, _ items: Items)
        where Items.Element: Sequence<UInt8>
    {
        var joined: [UInt8] = []
        var offsets: [UInt32] = []
        offsets.reserveCapacity(items.underestimatedCount)
        for item in items {
            joined += item
            offsets.append(UInt32(joined.count))
        }
        add(ends, offsets)
        add(bytes, joined)
    }

    /// Adds the sections of `other`, after these.
    mutating func append(_ other: SnapshotBuilder) {
        sections += other.sections
    }

    /// Adds a section as bytes, whole records of the section's stride.
    mutating func add(_ section: SnapshotSection, raw bytes: [UInt8]) {
        precondition(bytes.count % section.stride == 0, "\(section) holds \(section.stride)-byte records")
        sections.append((section, bytes))
    }

    /// The file: header, directory, then each section at an 8-byte boundary, zero-padded.
    func bytes() -> [UInt8] {
        var offset = SnapshotFormat.aligned(SnapshotFormat.headerSize
                                            + sections.count * SnapshotFormat.directoryEntrySize)
        var directory: [UInt8] = []
        var starts: [Int] = []
        for (section, bytes) in sections {
            starts.append(offset)
            let checksum = bytes.withUnsafeBytes { SnapshotChecksum.of($0) }
            append(section.rawValue, to: &directory)
            append(UInt32(section.stride), to: &directory)
            append(UInt64(offset), to: &directory)
            append(UInt64(bytes.count), to: &directory)
            append(checksum, to: &directory)
            offset = SnapshotFormat.aligned(offset + bytes.count)
        }
        var file = SnapshotFormat.magic
        append(SnapshotFormat.byteOrderMark, to: &file)
        append(SnapshotFormat.version, to: &file)
        append(UInt32(sections.count), to: &file)
        append(UInt32(0), to: &file)
        append(UInt64(offset), to: &file)
        var checksum = SnapshotChecksum()
        file.withUnsafeBytes { checksum.add($0) }
        directory.withUnsafeBytes { checksum.add($0) }
        append(checksum.value, to: &file)
        file += [UInt8](repeating: 0, count: SnapshotFormat.headerSize - file.count)
        file += directory
        file.reserveCapacity(offset)
        for (index, (_, bytes)) in sections.enumerated() {
            file += [UInt8](repeating: 0, count: starts[index] - file.count)
            file += bytes
        }
        file += [UInt8](repeating: 0, count: offset - file.count)
        return file
    }

    private func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value) { bytes += $0 }
    }
}
