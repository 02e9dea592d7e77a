import Foundation
import PlaceNames

/// The messages of a GNU gettext `.mo` file: a small, strict reader that never traps on a corrupt file.
///
/// The format (GNU gettext manual, "The Format of GNU MO Files"): a magic number `0x950412de` in the
/// writer's byte order, a revision, the number of strings N, and the offsets of two tables of N
/// (length, offset) pairs — original strings and translations. A `msgctxt` precedes its msgid, separated
/// by U+0004; plural forms are separated by NUL, and only the first is kept.
public struct MOFile: Sendable, Equatable {
    /// One message: its context, the original (`msgid`) and the first form of its translation.
    public struct Entry: Sendable, Equatable {
        /// The message context (`msgctxt`), if any.
        public var context: String?
        /// The original text (`msgid`).
        public var original: String
        /// The `msgid_plural`, when the message has plural forms.
        public var originalPlural: String?
        /// The translation; for plural messages its first form.
        public var translation: String

        /// Creates an entry.
        public init(context: String? = nil, original: String, originalPlural: String? = nil, translation: String) {
            self.context = context
            self.original = original
            self.originalPlural = originalPlural
            self.translation = translation
        }
    }

    /// The magic number a `.mo` file starts with, in the file's byte order.
    public static let magic: UInt32 = 0x9504_12de

    /// The file's format revision (major revision 0 or 1).
    public var revision: UInt32
    /// The messages in file order, the header (empty msgid) included.
    public var entries: [Entry]

    /// The messages without the header entry.
    public var messages: [Entry] { entries.filter { !$0.original.isEmpty || $0.context != nil } }

    /// Reads a `.mo` file; `file` names it in errors.
    public init(bytes: [UInt8], file: String) throws(MOFileError) {
        var reader = Reader(bytes: bytes, file: file, bigEndian: false)
        guard bytes.count >= 4 else {
            throw reader.error(at: 0, "file is \(bytes.count) bytes, too short for a .mo header")
        }
        if reader.word(unchecked: 0) != Self.magic {
            reader.bigEndian = true
            guard reader.word(unchecked: 0) == Self.magic else {
                throw reader.error(at: 0, "not a GNU .mo file (magic number is not 0x950412de in either byte order)")
            }
        }
        revision = try reader.word(at: 4, field: "revision")
        guard revision >> 16 <= 1 else {
            throw reader.error(at: 4, "unsupported .mo revision \(revision >> 16).\(revision & 0xffff)")
        }
        let count = Int(try reader.word(at: 8, field: "number of strings"))
        let originals = Int(try reader.word(at: 12, field: "offset of the original strings table"))
        let translations = Int(try reader.word(at: 16, field: "offset of the translations table"))
        try reader.checkTable(at: originals, count: count, name: "original strings table", field: 12)
        try reader.checkTable(at: translations, count: count, name: "translations table", field: 16)
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for index in 0..<count {
            let original = try reader.bytes(descriptor: originals + 8 * index, table: "original string", index: index)
            let translation = try reader.bytes(descriptor: translations + 8 * index, table: "translation", index: index)
            // Split on the bytes U+0004 and NUL before decoding: neither can occur inside a UTF-8 sequence.
            var msgid = original
            var context: String?
            if let separator = original.firstIndex(of: 0x04) {
                context = try reader.text(original[..<separator], table: "original string", index: index)
                msgid = original[(separator + 1)...]
            }
            let plural = msgid.firstIndex(of: 0)
            var originalPlural: String?
            if let plural {
                originalPlural = try reader.text(msgid[(plural + 1)...], table: "original string", index: index)
            }
            let firstForm = translation.firstIndex(of: 0) ?? translation.endIndex
            entries.append(Entry(
                context: context,
                original: try reader.text(msgid[..<(plural ?? msgid.endIndex)], table: "original string", index: index),
                originalPlural: originalPlural,
                translation: try reader.text(translation[..<firstForm], table: "translation", index: index)))
        }
        self.entries = entries
    }

    /// Reads the `.mo` file at `path`.
    public static func read(path: String) throws(MOFileError) -> MOFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MOFileError(file: path, offset: 0, message: "cannot be read")
        }
        return try MOFile(bytes: [UInt8](data), file: path)
    }
}

/// Bounds-checked little- or big-endian reads from the file's bytes.
private struct Reader {
    let bytes: [UInt8]
    let file: String
    var bigEndian: Bool

    func error(at offset: Int, _ message: String) -> MOFileError {
        MOFileError(file: file, offset: offset, message: message)
    }

    var pastTheEnd: String { "runs past the end of the file (\(bytes.count) bytes)" }

    func word(unchecked offset: Int) -> UInt32 {
        let b = bytes[offset..<offset + 4].map(UInt32.init)
        return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
    }

    func word(at offset: Int, field: @autoclosure () -> String) throws(MOFileError) -> UInt32 {
        guard offset >= 0, offset <= bytes.count - 4 else {
            throw error(at: offset, "file ends before the \(field()) (file is \(bytes.count) bytes)")
        }
        return word(unchecked: offset)
    }

    func checkTable(at offset: Int, count: Int, name: String, field: Int) throws(MOFileError) {
        let (size, overflow) = count.multipliedReportingOverflow(by: 8)
        guard !overflow, offset <= bytes.count, size <= bytes.count - offset else {
            throw error(at: field, "\(name) at offset \(offset) with \(count) entries \(pastTheEnd)")
        }
    }

    /// The bytes a (length, offset) descriptor points to; they must lie inside the file.
    func bytes(descriptor: Int, table: String, index: Int) throws(MOFileError) -> ArraySlice<UInt8> {
        let length = Int(try word(at: descriptor, field: "length of \(table) \(index)"))
        let start = Int(try word(at: descriptor + 4, field: "offset of \(table) \(index)"))
        guard start <= bytes.count, length <= bytes.count - start else {
            throw error(at: descriptor + 4, "\(table) \(index) at offset \(start) with length \(length) \(pastTheEnd)")
        }
        return bytes[start..<start + length]
    }

    func text(_ slice: ArraySlice<UInt8>, table: String, index: Int) throws(MOFileError) -> String {
        guard let text = String(validating: slice, as: UTF8.self) else {
            throw error(at: slice.startIndex, "\(table) \(index) is not UTF-8")
        }
        return text
    }
}
