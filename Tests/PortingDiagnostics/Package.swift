// swift-tools-version:6.0
// A client whose one app file has a typo inside `#selector(...)`. Its build must fail with the
// compiler's diagnostic at the app file's own path and line, not at the plugin's rewritten copy:
// scripts/check-porting-diagnostics builds it and checks the message. Never built by `swift build` of
// the main package; it depends on the ObjectiveC product only, so it builds in seconds.
import PackageDescription

let package = Package(
    name: "PortingDiagnostics",
    dependencies: [.package(name: "OpenUIKit", path: "../..")],
    targets: [
        .target(
            name: "Greeter",
            dependencies: [.product(name: "ObjectiveC", package: "OpenUIKit")],
            path: "Linux/Greeter",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "ObjectiveCPorting", package: "OpenUIKit")])
    ]
)
