import Foundation
import Testing
import PlaceNamesCore

@Suite struct AtomicFileTests {
    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "placenames-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func replacesTheFileAndLeavesNoTemporaryBehind() throws {
        let folder = try temporaryFolder()
        let path = folder + "/catalog.json"
        try AtomicFile.write(Array("old".utf8), to: path)
        try AtomicFile.write(Array("new contents".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new contents")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["catalog.json"])
    }

    @Test func keepsTheExistingPermissions() throws {
        let path = try temporaryFolder() + "/catalog.json"
        try AtomicFile.write(Array("a".utf8), to: path)
        chmod(path, 0o600)
        try AtomicFile.write(Array("b".utf8), to: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func aMissingFolderIsAnErrorThatNamesThePath() {
        #expect {
            try AtomicFile.write(Array("x".utf8), to: "/nonexistent-folder/catalog.json")
        } throws: { error in
            "\(error)" == "cannot write '/nonexistent-folder/catalog.json': creating a temporary file failed: No such file or directory"
        }
    }
}
