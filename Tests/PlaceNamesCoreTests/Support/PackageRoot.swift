import Foundation

/// The PlaceNames package's root folder, for tests that read its catalogs, fixtures and sources.
///
/// Found from this file's real path, links resolved: `Tests/CoreStandalone` compiles these tests through a link to
/// their folder, where counting folders up from `#filePath` would land inside `Tests/CoreStandalone`.
enum PackageRoot {
    /// `Tests/PlaceNamesCoreTests/Support/PackageRoot.swift`, four folders down.
    static let url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The shipped catalogs, `Catalogs/`.
    static var catalogs: URL { url.appendingPathComponent("Catalogs") }
}
