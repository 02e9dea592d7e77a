import Foundation
import Testing

/// Keeps the documentation's code honest: every ```swift block of every article in a documentation catalog
/// (`Sources/<Module>/<Module>.docc`) must appear verbatim (give or take a constant indent) in a Swift file under
/// `Tests/<Module>Tests/Articles/`, where a test runs it. An edited article without the same edit to its test,
/// or the other way round, fails here.
@Suite struct ArticleCodeTests {
    static let root = PackageRoot.url

    /// Every `.docc` catalog of the package, with the folder its article code must be in.
    static func catalogs() throws -> [(catalog: URL, tests: URL)] {
        let sources = root.appendingPathComponent("Sources")
        return try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().compactMap { module in
            let catalog = sources.appendingPathComponent("\(module)/\(module).docc")
            guard FileManager.default.fileExists(atPath: catalog.path) else { return nil }
            return (catalog, root.appendingPathComponent("Tests/\(module)Tests/Articles"))
        }
    }

    /// The ```swift blocks of a Markdown file, each as its lines.
    static func swiftBlocks(in markdown: String) -> [[Substring]] {
        var blocks: [[Substring]] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Whether `block` occurs in `lines` as consecutive lines, each indented by the same extra amount.
    static func contains(_ lines: [Substring], _ block: [Substring]) -> Bool {
        guard let first = block.first else { return true }
        for start in lines.indices where lines[start].hasSuffix(first) {
            let indent = lines[start].dropLast(first.count)
            guard indent.allSatisfy({ $0 == " " }), start + block.count <= lines.count else { continue }
            let matches = block.indices.allSatisfy { offset in
                let line = lines[start + offset]
                return block[offset].isEmpty ? line.allSatisfy { $0 == " " } : line == indent + block[offset]
            }
            if matches { return true }
        }
        return false
    }

    @Test func everyArticleBlockIsRunByATest() throws {
        let catalogs = try Self.catalogs()
        #expect(catalogs.map(\.catalog.lastPathComponent).contains("PlaceNamesCore.docc"))
        var checkedBlocks = 0
        for (catalog, tests) in catalogs {
            // A catalog without code (the server's landing page) needs no Articles folder.
            let testFiles = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
            let testLines = try testFiles
                .filter { $0.hasSuffix(".swift") }
                .map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }
                .map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
            for article in articles.sorted() {
                let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
                for (number, block) in Self.swiftBlocks(in: text).enumerated() {
                    checkedBlocks += 1
                    #expect(testLines.contains { Self.contains($0, block) },
                            "\(catalog.lastPathComponent)/\(article): swift block \(number + 1) is not in any file of \(tests.path): \n\(block.joined(separator: "\n"))")
                }
            }
        }
        #expect(checkedBlocks >= 12)
    }

    @Test func theMatcherNeedsTheExactLines() {
        let file: [Substring] = ["    let a = 1", "    let b = a + 1", "", "    print(b)"]
        #expect(Self.contains(file, ["let a = 1", "let b = a + 1"]))
        #expect(Self.contains(file, ["let b = a + 1", "", "print(b)"]))
        #expect(!Self.contains(file, ["let a = 1", "let b = a + 2"]))
        #expect(!Self.contains(file, ["let a = 1", "print(b)"]))
        #expect(!Self.contains(file, ["let a = 1", "  let b = a + 1"]))
        #expect(Self.swiftBlocks(in: "text\n```swift\nlet x = 1\n```\n```sh\nls\n```\n") == [["let x = 1"]])
    }
}
