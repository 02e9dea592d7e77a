// swift-tools-version:6.0
// A user of PlaceNamesIndex alone: this package depends on the root package by path and names only the
// PlaceNamesIndex product, so building it must compile no SwiftNIO, Hummingbird, ServiceLifecycle or Logging
// module (SwiftPM still resolves every dependency of the root package; what gets built is what counts).
// `check.sh` builds it under AddressSanitizer and runs its executable, which writes a snapshot of the shipped
// catalogs, maps it and searches it, and its tests (the root package's SnapshotLifetimeTests, linked), then checks
// which modules were built.
import PackageDescription

let package = Package(
    name: "IndexStandalone",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "PlaceNames", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "IndexStandalone",
            dependencies: [.product(name: "PlaceNamesIndex", package: "PlaceNames")]
        ),
        // Tests/IndexStandaloneTests/SnapshotLifetimeTests.swift → ../../../PlaceNamesIndexTests: views of a snapshot
        // kept past a reload, under AddressSanitizer without building the service for it.
        .testTarget(
            name: "IndexStandaloneTests",
            dependencies: [
                .product(name: "PlaceNamesIndex", package: "PlaceNames"),
                .product(name: "PlaceNames", package: "PlaceNames"),
            ]
        ),
    ]
)
