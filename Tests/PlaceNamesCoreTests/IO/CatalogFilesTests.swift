import Foundation
import Testing
import PlaceNamesCore

@Suite struct CatalogFilesTests {
    @Test func findsJSONFilesRecursivelyInCodePointOrderSkippingHiddenOnes() throws {
        let root = NSTemporaryDirectory() + "catalog-files-\(UUID().uuidString)"
        for path in ["b.json", "a/z.json", "a/B.json", "a/notes.txt", ".hidden/x.json", "a/.cat.json.tmp-1.json"] {
            let url = URL(fileURLWithPath: "\(root)/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        #expect(try CatalogFiles.find([root, "\(root)/b.json"]) == ["\(root)/a/B.json", "\(root)/a/z.json", "\(root)/b.json"])
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: CatalogReadError.self) { try CatalogFiles.find(["/nonexistent/catalogs"]) }
    }
}
