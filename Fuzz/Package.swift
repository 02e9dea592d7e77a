// swift-tools-version:6.0
// libFuzzer targets for PlaceNames. Kept out of the root package so CI is unchanged.
// Build and run with Scripts/fuzz.sh (it passes -sanitize=fuzzer,address).
import PackageDescription

let library = Target.Dependency.product(name: "PlaceNames", package: "PlaceNames")
let index = Target.Dependency.product(name: "PlaceNamesIndex", package: "PlaceNames")
let server = Target.Dependency.product(name: "PlaceNamesServer", package: "PlaceNames")

let package = Package(
    name: "PlaceNamesFuzz",
    // The root package, through a symlink Scripts/fuzz.sh makes (.build/PlaceNames -> ../..): a path dependency
    // is identified by its folder name, and a checkout folder named "fuzz" would clash with this package.
    dependencies: [
        .package(path: ".build/PlaceNames"),
        // The same packages the root depends on, for FuzzWire's pipeline (already in the root's dependency graph).
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.20.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
    ],
    targets: [.target(name: "FuzzDriver")]
        + ["FuzzCatalog", "FuzzLanguage", "FuzzAcceptLanguage", "FuzzSearchKey"].map {
            .executableTarget(name: $0, dependencies: ["FuzzDriver", library])
        }
        // The server's `GET /v1/search` path, which pulls Hummingbird and NIO into the fuzz build.
        + [.executableTarget(name: "FuzzSearchQuery", dependencies: ["FuzzDriver", library, server])]
        // The wire reader and the connection pipeline in front of the router (internal types: `@testable import`,
        // which the debug fuzz build allows).
        // The snapshot reader (`names serve --snapshot`) behind its checksums: the index's internal types,
        // `@testable import`; no HTTP.
        + [.executableTarget(name: "FuzzSnapshot", dependencies: ["FuzzDriver", library, index])]
        + [.executableTarget(name: "FuzzWire", dependencies: [
            "FuzzDriver", library, server,
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ])]
)
