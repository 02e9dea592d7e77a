/// The fixed parts of a snapshot file (SNAPSHOT.md): a 64-byte header, then a directory of 32-byte entries, one
/// per section, then the sections, each starting on an 8-byte boundary so its records are read in place.
///
///     header     0  magic "PNSNAP\r\n"         8 bytes (the CR LF catches a text-mode copy)
///                8  byte-order mark 0x01020304  UInt32, written in the writer's order
///               12  version                     UInt32
///               16  section count               UInt32
///               20  reserved (0)                UInt32
///               24  file length                 UInt64
///               32  checksum of bytes 0..<32 and of the directory   UInt64
///               40  reserved (0)                24 bytes
///     directory 64  per section: id UInt32, stride UInt32, offset UInt64, length UInt64, checksum UInt64
enum SnapshotFormat {
    static let magic: [UInt8] = Array("PNSNAP\r\n".utf8)
    static let byteOrderMark: UInt32 = 0x0102_0304
    static let version: UInt32 = 11
    static let headerSize = 64
    static let directoryEntrySize = 32
    /// More sections than any version has: a count beyond it is a damaged header, not a big directory.
    static let maxSections = 256

    /// Sections start at multiples of this, so every record type is aligned in the mapping.
    static let alignment = 8

    static func aligned(_ offset: Int) -> Int { (offset + alignment - 1) / alignment * alignment }
}
