// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PlaceNames",
    products: [
        .library(name: "PlaceNames", targets: ["PlaceNames"]),
        .executable(name: "names", targets: ["names"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // System ICU. Only ICUShim may import it: a Swift module that imports Foundation
        // cannot also see ICU's headers (Foundation carries its own ICU).
        .systemLibrary(name: "CICU", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"])]),
        .target(name: "ICUShim", dependencies: ["CICU"]),
        .target(name: "PlaceNames", dependencies: ["ICUShim"]),
        .executableTarget(
            name: "names",
            dependencies: ["PlaceNames", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "placenames-bench",
            dependencies: ["PlaceNames", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/placenames-bench"
        ),
        .testTarget(name: "PlaceNamesTests", dependencies: ["PlaceNames"]),
    ]
)
