import Foundation

/// Small source files in the real formats, kept in `Tests/Fixtures` (outside the test target, so they need
/// no resource declaration).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func path(_ relativePath: String) -> String {
        folder.appendingPathComponent(relativePath).path
    }
}
