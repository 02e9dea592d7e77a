// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PlaceNames",
    // Synchronization's Mutex (used by the Core's caches) needs these releases of Apple's systems.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // Language, the Codable toolkit, the model, catalogs, JSON, negotiation and merge: Foundation only,
        // so it builds on every Swift platform (iOS included) with no ICU installed.
        .library(name: "PlaceNamesCore", targets: ["PlaceNamesCore"]),
        // Everything in the Core (re-exported) plus system ICU: normalisation, collation, search keys,
        // validation and export.
        .library(name: "PlaceNames", targets: ["PlaceNames"]),
        // The importers (CLDR, iso-codes, GeoNames, libgweather, JSON records, CSV) and the city join: apart, since
        // they pull in FoundationXML, which neither the index nor the service needs.
        .library(name: "PlaceNamesImport", targets: ["PlaceNamesImport"]),
        // The served catalog without the service: write a snapshot of catalogs, map it, search it, list it. Links
        // no SwiftNIO, Hummingbird or logging, for an app that searches place names in process.
        .library(name: "PlaceNamesIndex", targets: ["PlaceNamesIndex"]),
        // The HTTP service over the index (re-exported): routes, the wire path, metrics, reloads.
        .library(name: "PlaceNamesServer", targets: ["PlaceNamesServer"]),
        // A client for `names serve`, generated from the service's OpenAPI document: for apps on Apple's platforms
        // and Swift on Linux. Depends on neither the Core nor ICU.
        .library(name: "PlaceNamesClient", targets: ["PlaceNamesClient"]),
        .executable(name: "names", targets: ["names"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Up to the next minor only: the service's wire path (Sources/PlaceNamesServer/HTTP/Wire, `PlaceNamesHTTP1Channel`)
        // adds its own handler in front of Hummingbird's HTTP/1 pipeline and relies on that pipeline's layout,
        // which a minor release may change. Move the pin after running the wire-equivalence tests on the new one.
        .package(url: "https://github.com/hummingbird-project/hummingbird", .upToNextMinor(from: "2.28.0")),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.20.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.4.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // PlaceNamesClient: the runtime its generated code calls, and URLSession as the transport (FoundationNetworking
        // on Linux). The generator itself is not a dependency: Scripts/generate-client.sh runs it from a side package
        // and the generated code is committed.
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.0"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
    ],
    targets: [
        // System ICU. Only ICUShim may import it: a Swift module that imports Foundation
        // cannot also see ICU's headers (Foundation carries its own ICU).
        .systemLibrary(name: "CICU", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"])]),
        .target(name: "ICUShim", dependencies: ["CICU"]),
        // No dependency but Foundation: nothing here may reach ICUShim, CICU or Glibc-only calls.
        .target(name: "PlaceNamesCore"),
        .target(name: "PlaceNames", dependencies: ["PlaceNamesCore", "ICUShim"]),
        // Reading other sources' files into catalogs, and joining cities across them; only `names` links it.
        .target(name: "PlaceNamesImport", dependencies: ["PlaceNames"]),
        // The snapshot format, the search index, listings and the served catalog: a file format and a search, not
        // HTTP, so nothing from the server's dependencies may be imported here (Tests/IndexStandalone/check.sh).
        .target(name: "PlaceNamesIndex", dependencies: ["PlaceNames"]),
        // The HTTP service, a library so tests drive it in-process; `names serve` runs it.
        .target(
            name: "PlaceNamesServer",
            dependencies: [
                "PlaceNames", "PlaceNamesIndex",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            // Built into the binary, so `names serve` needs no files beside it for its page and API description.
            resources: [
                .embedInCode("Explorer/Resources/explorer.html"),
                .embedInCode("Explorer/Resources/explorer.js"),
                .embedInCode("Explorer/Resources/explorer.css"),
                .embedInCode("Explorer/Resources/openapi.json"),
            ]
        ),
        // Sources/PlaceNamesClient/Generated is swift-openapi-generator's output (Scripts/generate-client.sh), committed;
        // the rest is written by hand over it.
        .target(
            name: "PlaceNamesClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(
            name: "names",
            dependencies: [
                "PlaceNames", "PlaceNamesCore", "PlaceNamesImport", "PlaceNamesIndex", "PlaceNamesServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "placenames-bench",
            dependencies: [
                "PlaceNames", "PlaceNamesIndex", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/placenames-bench"
        ),
        // PlaceNames' own tests (ICU); its Support/Shared is linked into the end-to-end tests; PlaceNamesImport for CLDR.
        .testTarget(
            name: "PlaceNamesTests",
            dependencies: [
                "PlaceNames", "PlaceNamesCore", "PlaceNamesImport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The tests of PlaceNamesCore's types, the documentation articles' code, and the test support every test
        // target shares (Support/, linked from <Target>/Support/Core). Depends on the Core alone, so
        // Tests/CoreStandalone builds and runs these same files with no ICU in reach.
        .testTarget(name: "PlaceNamesCoreTests", dependencies: ["PlaceNamesCore"]),
        // The shipped catalogs read and indexed once per test process, for every test target that needs them.
        .target(name: "ShippedCatalogs", dependencies: ["PlaceNames", "PlaceNamesIndex"], path: "Tests/ShippedCatalogs"),
        // Reverse look-ups against a scan of every shipped place on 100,000 positions: 3.6 billion distances,
        // minutes unoptimised, seconds with -O, so this one file is optimised even in debug builds.
        .testTarget(name: "SpatialScanTests", dependencies: ["PlaceNamesCore"], swiftSettings: [.unsafeFlags(["-O"])]),
        // The index's own tests (search ranking, snapshots, listings, prefix scans), with no HTTP in reach.
        .testTarget(
            name: "PlaceNamesIndexTests",
            dependencies: [
                "PlaceNamesIndex", "PlaceNames", "ShippedCatalogs",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The importers' and the city join's tests; its Support/Shared is linked into two others as Support/Import.
        .testTarget(name: "PlaceNamesImportTests", dependencies: ["PlaceNamesImport", "PlaceNames", "PlaceNamesCore"]),
        .testTarget(
            name: "PlaceNamesServerTests",
            dependencies: [
                "PlaceNamesServer", "PlaceNamesIndex", "ShippedCatalogs",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The client against a live `names serve` on a socket.
        .testTarget(
            name: "PlaceNamesClientTests",
            dependencies: [
                "PlaceNamesClient", "PlaceNamesServer", "PlaceNames",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        // The tests that run the built `names` as a user does (NamesBinary): its output, exit status and files.
        .testTarget(
            name: "PlaceNamesEndToEndTests",
            dependencies: [
                "PlaceNames", "PlaceNamesCore", "PlaceNamesImport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
