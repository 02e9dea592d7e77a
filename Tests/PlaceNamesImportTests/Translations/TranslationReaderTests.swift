import Foundation
import Testing
import PlaceNames
import PlaceNamesImport

/// The entry point: formats told from file names, files that cannot be read.
@Suite struct TranslationReaderTests {
    @Test func anUnknownFormatListsTheFormats() {
        #expect(throws: ImportError.options("names.txt: cannot tell the format from the file name — give --format "
            + "(po, xliff, xcstrings, strings, android, csv, json)")) {
            try TranslationReader.read(path: "names.txt")
        }
    }

    @Test func aMissingFileIsUnreadable() {
        #expect(throws: ImportError.unreadable(path: "/nonexistent/th.po", reason: "no such file")) {
            try TranslationReader.read(path: "/nonexistent/th.po")
        }
    }

    @Test func readsAFileFromItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TranslationReaderTests-\(getpid())")
            .appendingPathComponent("th.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let path = folder.appendingPathComponent("PlaceNames.strings").path
        try Data("\"geonames:1\" = \"ก\";\n".utf8).write(to: URL(fileURLWithPath: path))
        let file = try TranslationReader.read(path: path)
        #expect(file.format == .strings)
        #expect(file.language == .thai)
        #expect(file.summary == ["geonames:1=ก@1:17"])
        #expect(try TranslationReader.read(path: path, format: .strings, language: .lao).language == .lao)
    }
}
