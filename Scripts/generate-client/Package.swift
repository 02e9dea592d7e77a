// swift-tools-version:6.0
// A side package that only builds swift-openapi-generator's command-line tool, so the root package never runs
// the generator plugin: Scripts/generate-client.sh uses it to write Sources/PlaceNamesClient/Generated/*.swift
// from the service's OpenAPI document, and Scripts/check-client.sh checks that the committed files are current.
import PackageDescription

let package = Package(
    name: "generate-client",
    dependencies: [
        // Exact: another generator version writes other code, and the check would fail on a diff nobody made.
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
    ],
    targets: []
)
