// swift-tools-version:6.0
// A user of PlaceNamesCore alone: this package depends on the root package by path and names only the
// PlaceNamesCore product, so building it must reach no ICU header or library. `check.sh` builds and tests it
// with pkg-config pointed at an empty folder and then checks what the built binary links.
// Its test target holds the README's Core example and, through the link
// Tests/CoreStandaloneTests/PlaceNamesCoreTests → ../../../PlaceNamesCoreTests, every test of the root package's
// PlaceNamesCoreTests: the Core's own tests run here with no ICU reachable.
import PackageDescription

let package = Package(
    name: "CoreStandalone",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "PlaceNames", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "CoreStandaloneTests",
            dependencies: [.product(name: "PlaceNamesCore", package: "PlaceNames")]
        ),
    ]
)
