import Testing
import PlaceNames
import PlaceNamesImport

/// The GNU `.mo` reader: both byte orders, contexts, plurals, and exact errors for corrupt files.
@Suite struct ISOCodesMOFileTests {
    static let messages = [
        ("", "Content-Type: text/plain; charset=UTF-8\n"),
        ("Thailand", "ไทย"),
        ("Georgia", "Georgien"),
        ("US state\u{4}Georgia", "Georgia"),
        ("%d place\0%d places", "%d Ort\0%d Orte"),
    ]

    static let expected = [
        MOFile.Entry(original: "", translation: "Content-Type: text/plain; charset=UTF-8\n"),
        MOFile.Entry(original: "Thailand", translation: "ไทย"),
        MOFile.Entry(original: "Georgia", translation: "Georgien"),
        MOFile.Entry(context: "US state", original: "Georgia", translation: "Georgia"),
        MOFile.Entry(original: "%d place", originalPlural: "%d places", translation: "%d Ort"),
    ]

    @Test(arguments: [false, true])
    func readsEitherByteOrder(bigEndian: Bool) throws {
        let file = try MOFile(bytes: MOFixture.bytes(Self.messages, bigEndian: bigEndian), file: "de.mo")
        #expect(file.revision == 0)
        #expect(file.entries == Self.expected)
        #expect(file.messages == Array(Self.expected.dropFirst()))
    }

    @Test func emptyFile() {
        #expect(throws: MOFileError(file: "x.mo", offset: 0, message: "file is 0 bytes, too short for a .mo header")) {
            try MOFile(bytes: [], file: "x.mo")
        }
    }

    @Test func notAMOFile() {
        let bytes = Array("msgid \"Thailand\"\nmsgstr \"ไทย\"\n".utf8)
        #expect(throws: MOFileError(file: "th.po", offset: 0,
                                    message: "not a GNU .mo file (magic number is not 0x950412de in either byte order)")) {
            try MOFile(bytes: bytes, file: "th.po")
        }
    }

    @Test func truncatedHeader() {
        let bytes = Array(MOFixture.bytes(Self.messages).prefix(10))
        #expect(throws: MOFileError(file: "th.mo", offset: 8,
                                    message: "file ends before the number of strings (file is 10 bytes)")) {
            try MOFile(bytes: bytes, file: "th.mo")
        }
    }

    @Test func truncatedTable() {
        let bytes = Array(MOFixture.bytes(Self.messages).prefix(40))
        #expect(throws: MOFileError(file: "th.mo", offset: 12, message:
            "original strings table at offset 28 with 5 entries runs past the end of the file (40 bytes)")) {
            try MOFile(bytes: bytes, file: "th.mo")
        }
    }

    @Test func truncatedStrings() {
        let full = MOFixture.bytes(Self.messages)
        let bytes = Array(full.dropLast(12))
        // The last translation, "%d Ort\0%d Orte" (14 bytes), starts 15 bytes before the end of the full file.
        #expect(throws: MOFileError(file: "th.mo", offset: 28 + 40 + 8 * 4 + 4, message:
            "translation 4 at offset \(full.count - 15) with length 14 runs past the end of the file (\(full.count - 12) bytes)")) {
            try MOFile(bytes: bytes, file: "th.mo")
        }
    }

    @Test func stringOffsetOutOfRange() {
        let bytes = MOFixture.patching(MOFixture.bytes(Self.messages), at: 28 + 8 + 4, with: 0xFFFF_FFF0)
        #expect(throws: MOFileError(file: "th.mo", offset: 40, message:
            "original string 1 at offset 4294967280 with length 8 runs past the end of the file (\(bytes.count) bytes)")) {
            try MOFile(bytes: bytes, file: "th.mo")
        }
    }

    @Test func hugeStringCount() {
        let bytes = MOFixture.patching(MOFixture.bytes(Self.messages), at: 8, with: 0xFFFF_FFFF)
        #expect(throws: MOFileError(file: "th.mo", offset: 12, message:
            "original strings table at offset 28 with 4294967295 entries runs past the end of the file (\(bytes.count) bytes)")) {
            try MOFile(bytes: bytes, file: "th.mo")
        }
    }

    @Test func unsupportedRevision() {
        let bytes = MOFixture.patching(MOFixture.bytes(Self.messages), at: 4, with: 0x0002_0000)
        #expect(throws: MOFileError(file: "th.mo", offset: 4, message: "unsupported .mo revision 2.0")) {
            try MOFile(bytes: bytes, file: "th.mo")
        }
    }

    @Test func notUTF8() {
        var bytes = MOFixture.bytes([("Thailand", "ไทย")])
        let start = bytes.count - 10  // "ไทย" is 9 bytes and a NUL
        bytes[start] = 0xFF
        #expect(throws: MOFileError(file: "th.mo", offset: start, message: "translation 0 is not UTF-8")) {
            try MOFile(bytes: bytes, file: "th.mo")
        }
    }

    /// Every cut of a valid file short of its last string is an error, never a trap.
    @Test func everyTruncationIsAnError() {
        let full = MOFixture.bytes(Self.messages, bigEndian: true)
        var errors = 0
        for length in 0..<(full.count - 1) {
            do {
                _ = try MOFile(bytes: Array(full.prefix(length)), file: "cut.mo")
            } catch {
                errors += 1
            }
        }
        #expect(errors == full.count - 1)
    }
}
