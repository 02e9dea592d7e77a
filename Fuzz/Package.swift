// swift-tools-version:6.0
// libFuzzer targets for PlaceNames. Kept out of the root package so CI is unchanged.
// Build and run with Scripts/fuzz.sh (it passes -sanitize=fuzzer,address).
import PackageDescription

let library = Target.Dependency.product(name: "PlaceNames", package: "PlaceNames")
let server = Target.Dependency.product(name: "PlaceNamesServer", package: "PlaceNames")

let package = Package(
    name: "PlaceNamesFuzz",
    // The root package, through a symlink Scripts/fuzz.sh makes (.build/PlaceNames -> ../..): a path dependency
    // is identified by its folder name, and a checkout folder named "fuzz" would clash with this package.
    dependencies: [.package(path: ".build/PlaceNames")],
    targets: [.target(name: "FuzzDriver")]
        + ["FuzzCatalog", "FuzzLanguage", "FuzzAcceptLanguage", "FuzzSearchKey"].map {
            .executableTarget(name: $0, dependencies: ["FuzzDriver", library])
        }
        // The server's `GET /v1/search` path, which pulls Hummingbird and NIO into the fuzz build.
        + [.executableTarget(name: "FuzzSearchQuery", dependencies: ["FuzzDriver", library, server])]
)
